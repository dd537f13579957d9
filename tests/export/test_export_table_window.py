"""A table lists the canvas' coefficients or the RoPE panel's curve, never "the whole window": the dialog
wrote the coefficients for What = Whole window, Format = CSV, which the command line refuses. Both refuse."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_export_app import open_dialog, pick
from ui_driver import click

from app.cli.main import main
from app.i18n import tr
from app.model import intents as i


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(("fmt", "key"), [("csv", "table_window"), ("json", "json_window")])
def test_the_dialog_refuses_a_table_of_the_whole_window(app, tmp_path: Path, lang: str, fmt, key) -> None:
    """(JSON got the RoPE panel's advice, "export the RoPE curve as CSV": its own reason now.)"""
    app.submit(i.SetLanguage(lang))
    dialog = open_dialog(app, tr(lang, f"ui.export.{fmt}"), tmp_path / f"whole.{fmt}")
    pick(app, dialog.fields["view"], tr(lang, "ui.export.window"))
    click(app, dialog.export_button.get_abs_rect().center)
    assert app.status.error and tr(lang, f"problem.export.{key}") in app.status.text
    assert list(tmp_path.iterdir()) == [] and app.exporting.dialog is dialog


def test_the_command_line_refuses_it_too(tmp_path: Path, capsys) -> None:
    out = tmp_path / "whole.csv"
    assert (
        main(["export", "--preset", "square8", "--format", "csv", "--view", "window", "--out", str(out)]) == 2
    )
    assert "--view window" in capsys.readouterr().err and list(tmp_path.iterdir()) == []
