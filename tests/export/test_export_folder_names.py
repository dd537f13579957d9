"""An export's name that names no file: only spaces, or a folder already there named without "/". The
window's dialog and the command line refuse both alike ("   .png" was written, and "cli.gif" beside the
folder "cli"), and write nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_export_app import open_dialog
from ui_driver import click

from app.cli.main import main
from app.i18n import tr


def test_the_command_line_refuses_a_name_of_spaces(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    code = main(["export", "--preset", "heart", "--format", "png", "--out", "   "])
    assert code == 2 and capsys.readouterr().err.strip() == "epicycles: error: --out: give the file a name"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("out", ["cli", "   "])
def test_the_command_line_refuses_a_folder_named_without_a_slash(tmp_path: Path, capsys, out: str) -> None:
    folder = tmp_path / "cli"
    folder.mkdir()
    target = folder if out == "cli" else folder / out  # (a name of spaces inside the folder, too)
    code = main(["export", "--preset", "heart", "--format", "gif", "--frames", "2", "--out", str(target)])
    reason = "cli is a folder, not a file" if out == "cli" else "give the file a name"
    assert code == 2 and reason in capsys.readouterr().err
    assert [p.name for p in tmp_path.rglob("*")] == ["cli"]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_dialog_refuses_a_folder_named_without_a_slash(app, tmp_path: Path, lang: str) -> None:
    from app.model import intents as i

    app.submit(i.SetLanguage(lang))
    (tmp_path / "cli").mkdir()
    dialog = open_dialog(app, tr(lang, "ui.export.png"), tmp_path / "cli")
    click(app, dialog.export_button.get_abs_rect().center)
    reason = tr(lang, "problem.export.is_folder", name="cli")
    assert app.status.error and reason in app.status.text and not app.exporting.busy
    assert app.exporting.dialog is dialog and [p.name for p in tmp_path.rglob("*")] == ["cli"]
