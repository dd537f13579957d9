"""The Image window with the keyboard alone, through the real loop and real key events: Tab reaches the
threshold slider (its handle drawn chosen), Invert, Outlines / Edges and Use in reading order; ← and →
step the slider, Space toggles Invert, each tracing again as the mouse's change does."""

from __future__ import annotations

import pygame
from test_image_window import two_greys
from test_seams import open_through_dialog
from ui_driver import press_key, run_frames


def has_keys(app, element) -> bool:
    return element in (app.manager.get_focus_set() or ())


def test_tab_reaches_the_slider_and_invert_and_their_keys_trace_again(app, tmp_path) -> None:
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    assert window is not None
    press_key(app, pygame.K_TAB)
    assert has_keys(app, window.slider) and window.slider.sliding_button.is_selected
    start, traced = window.slider.get_current_value(), window.traced
    for _ in range(5):
        press_key(app, pygame.K_RIGHT)
    assert abs(window.slider.get_current_value() - (start + 5 * 0.98 / 100)) < 1e-6
    assert window.traced is not traced  # traced again, as a drag of the slider does
    press_key(app, pygame.K_LEFT)
    assert abs(window.slider.get_current_value() - (start + 4 * 0.98 / 100)) < 1e-6
    press_key(app, pygame.K_TAB)
    assert has_keys(app, window.invert) and not window.slider.sliding_button.is_selected
    traced = window.traced
    press_key(app, pygame.K_SPACE, unicode=" ")
    run_frames(app, 2)
    assert window.invert.get_state() and window.traced is not traced
    assert app.state.epicycles.playing  # Space was the box's, not the canvas' pause
    press_key(app, pygame.K_TAB)
    assert has_keys(app, window.mode_menu)
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_RETURN)  # Use
    run_frames(app, 2)
    assert app.windows.image_window is None
