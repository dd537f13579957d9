"""Whole window + JSON is refused for its own reason: the dialog gave the RoPE panel's advice ("export the
RoPE curve as CSV"), while the command line said "--view window does not apply to --format json"."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_export_app import open_dialog, pick
from ui_driver import click

from app.i18n import tr
from app.model import intents as i


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_dialog_says_json_holds_no_whole_window(app, tmp_path: Path, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    dialog = open_dialog(app, tr(lang, "ui.export.json"), tmp_path / "whole.json")
    pick(app, dialog.fields["view"], tr(lang, "ui.export.window"))
    click(app, dialog.export_button.get_abs_rect().center)
    said = app.status.text
    assert app.status.error and tr(lang, "problem.export.json_window") in said, said
    assert tr(lang, "problem.export.json_rope") not in said
    assert list(tmp_path.iterdir()) == [] and app.exporting.dialog is dialog
    pick(app, dialog.fields["view"], tr(lang, "ui.export.rope"))  # the refusal follows the fields
    assert tr(lang, "problem.export.json_rope") in app.status.text
