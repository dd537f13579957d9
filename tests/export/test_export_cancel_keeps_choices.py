"""A film cancelled (its progress window's Cancel, or Esc) leaves the dialog's choices for the next time, as
one written does: Ctrl+E reopened with Canvas, GIF, 480p after Whole window, As on screen, MP4."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_app import open_dialog, pick
from ui_driver import click, press_key

from app.i18n import tr


@pytest.mark.parametrize("how", ["cancel", "esc"])
def test_a_cancelled_film_s_choices_open_the_next_dialog(app, tmp_path: Path, how: str) -> None:
    dialog = open_dialog(app, tr("en", "ui.export.mp4"), tmp_path / "whole.mp4")
    pick(app, dialog.fields["view"], tr("en", "ui.export.window"))
    pick(app, dialog.fields["size"], tr("en", "ui.export.as_shown"))
    dialog.fields["path"].set_text(str(tmp_path / "whole.mp4"))
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.exporting.busy
    if how == "cancel":
        click(app, app.exporting.progress.cancel_button.get_abs_rect().center)
    else:
        press_key(app, pygame.K_ESCAPE)
    assert not app.exporting.busy and "cancelled" in app.status.text and list(tmp_path.iterdir()) == []
    press_key(app, pygame.K_e, pygame.KMOD_CTRL)
    again = app.exporting.dialog
    assert again is not None and again is not dialog
    picked = {name: again.picked(name) for name in ("view", "format", "size")}
    assert picked == {"view": "window", "format": "mp4", "size": "window"}
    assert Path(again.fields["path"].get_text()).parent == tmp_path  # (a new name in the same folder)
