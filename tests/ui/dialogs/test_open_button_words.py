"""Open… and Open model… name their button for what it does, in the window's language (pygame_gui's
"OK", where the user guide says *Open*), also once the language changes with the dialog open."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core.utility import translate
from ui_driver import press_key, run_frames

from app.model import intents as i


@pytest.mark.parametrize(("lang", "word"), [("en", "Open"), ("ko", "열기")])
def test_the_open_dialog_s_button_says_open(app, lang, word) -> None:
    press_key(app, pygame.K_o, pygame.KMOD_LCTRL, "\x0f")
    assert app.windows.open_dialog.window is not None
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    dialog = app.windows.open_dialog.window
    assert translate(dialog.ok_button.text) == word
