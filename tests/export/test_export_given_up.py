"""A refused export's red line goes with its dialog, through the real loop with real events: x.png named
for a GIF is refused, then Esc (or Cancel) closes the dialog and the line with it (it stayed, red, under
the Text… window opened next)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_app import open_dialog
from ui_driver import click, press_key, run_frames


@pytest.mark.parametrize("leave", ["escape", "cancel"])
def test_giving_up_the_dialog_takes_its_refusal_away(app, tmp_path: Path, leave) -> None:
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "x.png")
    press_key(app, pygame.K_RETURN)
    assert app.status.error and "Could not export x.png" in app.status.text
    assert app.exporting.dialog is dialog  # (kept, the name to be mended)
    if leave == "escape":
        press_key(app, pygame.K_ESCAPE)
    else:
        click(app, dialog.cancel_button.get_abs_rect().center)
    assert app.exporting.dialog is None
    press_key(app, pygame.K_t, mod=pygame.KMOD_LCTRL)  # Text…
    run_frames(app, 2)
    assert app.windows.text_dialog is not None
    assert not app.status.error and "Could not export" not in app.status.text
    assert not list(tmp_path.iterdir())
