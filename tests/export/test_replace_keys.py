"""Replace? answered with the keyboard alone, through the real loop and real key events: Cancel is the
choice when it opens, Tab chooses Replace and Enter presses it (a keyboard could only cancel it)."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_export_app import open_dialog, run_until_done
from ui_driver import click, press_key


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
