"""A language switch keeps the windows in their order in the stack (the lesson box, made anew in the new
words, had risen over the help) and the help where it was scrolled to (it was back at its top)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from pygame_gui.elements import UITextBox
from ui_driver import move_mouse, post, press_key, run_frames

from app.model import intents as i


def help_box(window) -> UITextBox:
    [box] = [e for e in window.get_container().elements if isinstance(e, UITextBox)]
    return box


def test_a_language_switch_keeps_the_windows_order_and_the_help_s_place(app) -> None:
    """In a lesson, with the inspector and the help open and the help scrolled down: the lesson box rose
    over the help, and the help was back at its top."""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 1)
    press_key(app, pygame.K_l, unicode="l")
    press_key(app, pygame.K_i, unicode="i")
    press_key(app, pygame.K_h, unicode="h")
    w = app.windows

    def roles() -> list[str]:  # top first
        named = {id(w.help): "help", id(w.inspector.window): "inspector", id(w.lesson_box.window): "lesson"}
        return [named[id(window)] for window in w.windows()]

    order = roles()
    assert order[0] == "help" and "lesson" in order
    move_mouse(help_box(w.help).rect.center)
    for _ in range(8):  # wheel notches, as a reader scrolls
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False, which=0)
        run_frames(app, 20)
    share = help_box(w.help).scroll_bar.start_percentage
    assert share > 0.1
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 3)
    assert roles() == order
    assert help_box(w.help).scroll_bar.start_percentage == pytest.approx(share, abs=0.01)
    scrolled = pygame.surfarray.array3d(help_box(w.help).image)
    press_key(app, pygame.K_h, unicode="h")
    press_key(app, pygame.K_h, unicode="h")  # opened afresh: at the top
    assert not np.array_equal(scrolled, pygame.surfarray.array3d(help_box(w.help).image))  # drawn scrolled
