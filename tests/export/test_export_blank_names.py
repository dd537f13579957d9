"""A file name that is only spaces before its ending ("   .png", " .gif", ".png") is no name: refused by
Export… and by `export` and `render` alike, nothing written and nothing remembered. (A name of only
spaces was refused; "/tmp/x/   .gif" was exported as "   .gif" and offered again by the next dialog.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_export_app import open_dialog
from ui_driver import click

from app.cli.main import main
from app.i18n import tr

BLANK = ["   .png", " .png", ".png", "   "]


@pytest.mark.parametrize("name", BLANK)
def test_export_on_the_command_line_refuses_a_blank_name(name: str, tmp_path: Path, capsys) -> None:
    code = main(["export", "--preset", "heart", "--format", "png", "--out", str(tmp_path / name)])
    assert code == 2
    assert capsys.readouterr().err.strip() == "epicycles: error: --out: give the file a name"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", BLANK[:3])
def test_render_refuses_a_blank_name(name: str, tmp_path: Path, capsys) -> None:
    code = main(["render", "--preset", "heart", "--frames", "1", "--out", str(tmp_path / name)])
    assert code == 2
    assert capsys.readouterr().err.strip() == "epicycles: error: --out: give the file a name"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["a.png", " a .png", "..png"])
def test_a_name_with_a_word_or_a_mark_before_its_ending_is_written(name: str, tmp_path: Path) -> None:
    assert main(["export", "--preset", "heart", "--format", "png", "--out", str(tmp_path / name)]) == 0
    assert [p.name for p in tmp_path.iterdir()] == [name]


@pytest.mark.parametrize("name", ["   .gif", " .gif", ".gif"])
def test_the_dialog_refuses_a_blank_name_and_remembers_nothing(app, name: str, tmp_path: Path) -> None:
    dialog = open_dialog(app, "GIF (looping)", tmp_path / name)
    click(app, dialog.export_button.get_abs_rect().center)
    no_name = tr("en", "problem.export.no_name")
    assert app.status.error and app.status.text == tr("en", "status.export.failed_unnamed", reason=no_name)
    assert app.exporting.dialog is dialog and not app.exporting.busy  # (left open, the name to be mended)
    assert list(tmp_path.iterdir()) == [] and app.state.export_choices is None
