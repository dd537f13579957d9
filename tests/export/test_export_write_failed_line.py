"""A write refused by the disk (a read-only folder) is said in the dialog's line, which goes once the File
field names another file, as a refusal of the fields does (it stayed, red, while the name was put right)."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

import pygame
from test_export_app import open_dialog
from ui_driver import centre, click, post, run_frames

from app.export import temp_file
from app.i18n import tr

MKSTEMP = tempfile.mkstemp


def retype(app, field, text: str) -> None:
    """Select what the field holds and type text over it (no Enter)."""
    click(app, centre(field.get_abs_rect()))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    post(pygame.KEYUP, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    post(pygame.TEXTINPUT, text=text)
    run_frames(app, 2)


def test_the_line_goes_once_the_field_names_another_file(app, tmp_path: Path, monkeypatch) -> None:
    locked, good = tmp_path / "ro", tmp_path / "ok"
    locked.mkdir()
    good.mkdir()

    def read_only(*args, dir=None, **kwargs):
        if Path(dir) == locked:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        return MKSTEMP(*args, dir=dir, **kwargs)

    monkeypatch.setattr(temp_file.tempfile, "mkstemp", read_only)
    dialog = open_dialog(app, tr("en", "ui.export.json"), locked / "a.json")
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.status.error and tr("en", "problem.os.read_only") in app.status.text
    assert app.exporting.dialog is dialog
    retype(app, dialog.fields["path"], str(locked / "a"))  # the same file (".json" is added): it stays
    assert app.status.error and tr("en", "problem.os.read_only") in app.status.text
    retype(app, dialog.fields["path"], str(good / "a"))
    assert not app.status.error and tr("en", "problem.os.read_only") not in app.status.text, app.status.text
    click(app, dialog.export_button.get_abs_rect().center)
    assert (good / "a.json").is_file() and not app.status.error
