"""The undo line names a typed text's curve as the rest of the app does, in curly quotes: "Redone: curve
Hi, there, arrows 200." read as a list (the canvas' caption and the line that drew it said “Hi, there”)."""

from __future__ import annotations

import pygame
import pytest
from test_router import type_keys
from ui_driver import press_key, run_frames

from app.model import intents as i

CTRL = pygame.KMOD_LCTRL


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_undo_and_redo_quote_the_typed_text(app, lang) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    press_key(app, pygame.K_t, CTRL, "\x14")
    press_key(app, pygame.K_a, CTRL, "\x01")
    type_keys(app, "Hi, there")
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.state.source == "text" and "“Hi, there”" in app.status.text
    press_key(app, pygame.K_z, CTRL)
    assert app.state.source != "text"
    press_key(app, pygame.K_y, CTRL)
    assert app.state.source == "text"
    said = app.state.status.text
    assert "“Hi, there”" in said, said
