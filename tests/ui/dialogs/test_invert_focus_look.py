"""The Image window's Invert box, reached by Tab, shows the keyboard's focus look as every other control
does (it showed none): a plate in the theme's selected look behind the box and its words, the colour a
button reached is drawn in, ticked or not; it goes when Tab moves on, and a click's focus shows none."""

from __future__ import annotations

import pygame
from test_image_window import two_greys
from test_seams import open_through_dialog
from ui_driver import click, press_key, run_frames

SHIFT = pygame.KMOD_LSHIFT


def beside_box(app, box) -> tuple[int, int, int]:
    """The colour on screen just left of the box (inside the plate, outside the box)."""
    x, y = box.rect.left - max(2, box.rect.height // 6), box.rect.centery
    return tuple(pygame.display.get_surface().get_at((x, y)))[:3]


def inside_button(app, button) -> tuple[int, int, int]:
    """The colour of a button's face near its left edge, where no words are."""
    x, y = button.rect.left + max(3, button.rect.height // 6), button.rect.centery
    return tuple(pygame.display.get_surface().get_at((x, y)))[:3]


def test_invert_reached_by_tab_shows_the_look_of_a_button_reached(app, tmp_path) -> None:
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    box = window.invert
    run_frames(app, 2)
    plain = beside_box(app, box)
    for _ in range(4):  # the slider, Invert, Outlines / Edges, Use
        press_key(app, pygame.K_TAB)
    run_frames(app, 1)
    assert window.use_button in app.manager.get_focus_set() and window.use_button.is_selected
    reached_look = inside_button(app, window.use_button)
    assert reached_look != plain
    press_key(app, pygame.K_TAB, SHIFT)
    press_key(app, pygame.K_TAB, SHIFT)  # back to Invert
    run_frames(app, 1)
    assert box in app.manager.get_focus_set()
    assert beside_box(app, box) == reached_look
    press_key(app, pygame.K_SPACE, unicode=" ")  # ticked: still shown reached
    run_frames(app, 1)
    assert box.get_state() and beside_box(app, box) == reached_look
    press_key(app, pygame.K_TAB, SHIFT)  # on to the slider: the look goes
    run_frames(app, 1)
    assert beside_box(app, box) == plain
    click(app, box.rect.center)  # a click's focus shows nothing
    run_frames(app, 1)
    assert box in app.manager.get_focus_set() and beside_box(app, box) == plain
    assert not app.errors
