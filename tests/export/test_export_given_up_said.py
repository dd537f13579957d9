"""A refused export's dialog closed says so, through the real loop with real events: Esc after x.png was
refused for a GIF leaves a line that nothing was written (the line went empty)."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_export_app import open_dialog
from ui_driver import press_key


def test_closing_a_refused_export_says_nothing_was_written(app, tmp_path: Path) -> None:
    open_dialog(app, "GIF (looping)", tmp_path / "x.png")
    press_key(app, pygame.K_RETURN)
    assert app.status.error
    press_key(app, pygame.K_ESCAPE)
    assert app.exporting.dialog is None
    assert app.state.status.text == "Export… closed; nothing was written." and not app.state.status.error
    assert not list(tmp_path.iterdir())
