"""Replace? answered with the keyboard alone, through the real loop and real key events: Cancel is the
choice when it opens, Tab chooses Replace and Enter presses it (a keyboard could only cancel it)."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_export_app import open_dialog, run_until_done
from ui_driver import click, press_key

from app.i18n import tr


def test_replace_is_answered_with_the_keyboard_alone(app, tmp_path: Path) -> None:
    out = tmp_path / "square.gif"
    out.write_bytes(b"an older clip")
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.fields["path"].get_abs_rect().center)
    press_key(app, pygame.K_RETURN)  # asks
    asked = app.exporting.replacing[0]
    assert asked.cancel_button.is_selected and not asked.confirm_button.is_selected
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_RETURN)
    assert app.exporting.busy
    run_until_done(app)
    assert out.read_bytes()[:6] == b"GIF89a" and app.status.text.startswith("Replaced square.gif")


def test_enter_that_answers_replace_says_no_shortcut_waited(app, tmp_path: Path) -> None:
    """Enter presses Cancel; the status line then tells what is true (the dialog is back, nothing
    written), not "that shortcut did nothing: a dialog is open" (the same Enter was also taken for a
    shortcut that waited)."""
    out = tmp_path / "square.gif"
    out.write_bytes(b"an older clip")
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.fields["path"].get_abs_rect().center)
    press_key(app, pygame.K_RETURN)  # asks
    assert app.exporting.replacing
    before = app.state.status.text
    press_key(app, pygame.K_RETURN)  # Cancel, the choice when it opens
    assert not app.exporting.replacing and not app.exporting.busy
    assert out.read_bytes() == b"an older clip"
    waited = tr(app.state.lang, "status.keys_wait")
    assert app.state.status.text != waited and app.state.status.text == before
