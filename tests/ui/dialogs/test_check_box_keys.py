"""A check box takes Space and Enter for itself only while the keyboard has reached it (Tab, its plate
shown): Enter on the Image window's Invert, reached by Tab, toggled it and pressed Use too, taking the
picture. A click's focus shows nothing and takes no keys: Space after a click on Circles toggled the
circles and paused the canvas; Enter after a click on Invert toggled it and took the picture."""

from __future__ import annotations

import pygame
from test_image_window import two_greys
from test_seams import open_through_dialog
from ui_driver import click, press_key, run_frames


def open_picture(app, tmp_path):
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    assert window is not None
    return window


def test_enter_on_invert_reached_by_tab_toggles_it_and_takes_no_picture(app, tmp_path) -> None:
    window = open_picture(app, tmp_path)
    source = app.state.source
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_TAB)
    assert window.invert in app.manager.get_focus_set()
    for key, ticked in [(pygame.K_RETURN, True), (pygame.K_KP_ENTER, False), (pygame.K_SPACE, True)]:
        traced = window.traced
        press_key(app, key, unicode=" " if key == pygame.K_SPACE else "\r")
        run_frames(app, 2)
        assert app.windows.image_window is window, pygame.key.name(key)  # Use was not pressed
        assert window.invert.get_state() == ticked and window.traced is not traced
    assert app.state.source == source and app.state.epicycles.playing
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_TAB)  # Use, reached: Enter presses it
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.windows.image_window is None and app.state.source == "file"


def test_enter_after_a_click_on_invert_is_the_dialog_s_alone(app, tmp_path) -> None:
    window = open_picture(app, tmp_path)
    click(app, window.invert.rect.center)
    assert window.invert.get_state() and window.invert in app.manager.get_focus_set()
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert window.invert.get_state()  # not toggled back by the Enter that took the picture
    assert app.windows.image_window is None and app.state.source == "file"


def test_space_after_a_click_on_circles_only_pauses(app) -> None:
    box = app.controls.circles_box
    before = app.state.epicycles.show_circles
    click(app, box.rect.center)
    assert app.state.epicycles.show_circles != before and box in app.manager.get_focus_set()
    press_key(app, pygame.K_SPACE, unicode=" ")
    run_frames(app, 2)
    assert not app.state.epicycles.playing
    assert app.state.epicycles.show_circles != before and box.get_state() != before  # left as clicked
    assert not app.errors
