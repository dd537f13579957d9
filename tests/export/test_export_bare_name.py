"""A name typed without a folder goes into the folder the dialog offered (it was written in the program's
working folder, "/work/main/win960.png", and the line named no folder); `export --out name` stays in the
shell's current folder. A file that went elsewhere than the offered folder is said with its folder."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_app import pick, run_until_done
from ui_driver import click, press_key, type_into

from app.cli.main import main
from app.i18n import tr
from app.model import intents as i
from app.model.export_request import Choices


def offered_in(app, folder: Path):
    """The dialog opened with its last choices in folder (a PNG of the canvas), so it offers a name there."""
    app.submit(
        i.ExportChoices(
            Choices("canvas", "png", "480p", "period", "8", "15", "0", "4096", str(folder / "a.png"))
        )
    )
    click(app, app.controls.export_button.get_abs_rect().center)
    dialog = app.exporting.dialog
    assert dialog is not None and Path(dialog.fields["path"].get_text()).parent == folder
    return dialog


@pytest.fixture
def elsewhere(tmp_path: Path, monkeypatch) -> Path:
    """The program's working folder, not the offered one."""
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    return cwd


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_bare_name_goes_into_the_offered_folder(app, tmp_path: Path, elsewhere: Path, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    offered = tmp_path / "pictures"
    offered.mkdir()
    dialog = offered_in(app, offered)
    type_into(app, dialog.fields["path"].get_abs_rect(), "win960")
    run_until_done(app)
    assert (offered / "win960.png").is_file() and list(elsewhere.iterdir()) == []
    assert not app.status.error and str(offered) not in app.status.text  # (where it was offered: no folder)
    kept = (
        app.state.export_choices.path
    )  # (kept as typed, "win960": the next dialog offered the working folder)
    assert kept == str(offered / "win960.png")
    press_key(app, pygame.K_e, pygame.KMOD_CTRL)
    assert Path(app.exporting.dialog.fields["path"].get_text()).parent == offered


def test_a_name_under_a_relative_folder_is_in_the_offered_folder_too(app, tmp_path: Path, elsewhere) -> None:
    offered = tmp_path / "pictures"
    (offered / "sub").mkdir(parents=True)
    dialog = offered_in(app, offered)
    type_into(app, dialog.fields["path"].get_abs_rect(), "sub/win960")
    run_until_done(app)
    assert (offered / "sub" / "win960.png").is_file() and list(elsewhere.iterdir()) == []


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_file_put_elsewhere_is_said_with_its_folder(app, tmp_path: Path, elsewhere, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    offered, other = tmp_path / "pictures", tmp_path / "other"
    offered.mkdir()
    other.mkdir()
    dialog = offered_in(app, offered)
    pick(app, dialog.fields["format"], tr(lang, "ui.export.json"))
    type_into(app, dialog.fields["path"].get_abs_rect(), str(other / "coeffs"))
    assert (other / "coeffs.json").is_file()
    assert not app.status.error and str(other) in app.status.text, app.status.text
    assert app.status.text.startswith(
        tr(lang, "status.export.saved_in", name="coeffs.json", folder=str(other), count=0, unit="", size="")[
            :4
        ]
    )


def test_the_command_line_s_bare_name_stays_in_the_current_folder(tmp_path: Path, elsewhere: Path) -> None:
    code = main(["export", "--preset", "square8", "--format", "json", "--out", "cli960"])
    assert code == 0 and (elsewhere / "cli960.json").is_file()
