"""A drop-down menu of the window's opens above the windows over it (app/ui/window/menus.py): in the real
loop, the status bar's language menu opened under the lesson window, which sits just above the status bar,
and its options could be neither seen nor clicked."""

from __future__ import annotations

import numpy as np
import pygame
from support import pixels
from ui_driver import click, move_mouse, post, press_key, run_frames

from app.model import intents as i
from app.model.lesson import STEPS


def test_the_language_menu_opens_over_the_lesson_window_and_its_option_is_picked(app) -> None:
    press_key(app, pygame.K_l, unicode="l")
    while STEPS[app.state.lesson].scene.speaks_of != "canvas":  # the window then covers the panel's foot
        app.submit(i.Lesson("next"))
    run_frames(app, 2)
    box, menu = app.windows.lesson_box.window, app.status.language_menu
    assert box is not None and box.rect.bottom > menu.rect.top - 2 * menu.rect.height  # the options' place
    before = pixels(app.screen)

    pos = menu.rect.center
    move_mouse(pos)
    run_frames(app, 2)
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False, window=None)
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False, window=None)
    for _ in range(4):  # the frame in which it opens shows it (at rest no other frame may follow soon)
        run_frames(app, 1)
        if menu.current_state is menu.menu_states["expanded"]:
            break
    options = menu.current_state.options_selection_list
    korean = next(item["button_element"] for item in options.item_list if item["text"] == "한국어")
    shown = korean.rect.clip(box.rect)
    assert shown.height >= 5  # the option lies (partly) where the window is
    now = pixels(app.screen, shown)
    assert not np.array_equal(now, before[shown.left : shown.right, shown.top : shown.bottom])
    np.testing.assert_array_equal(now, pixels(korean.image, shown.move(-korean.rect.x, -korean.rect.y)))

    click(app, korean.rect.center)
    assert app.state.lang == "ko" and app.state.lesson is not None and not app.errors


def expanded(menu) -> bool:
    return menu.current_state is menu.menu_states["expanded"]


def test_esc_closes_an_open_menu_and_nothing_else(app) -> None:
    """As a desktop's menus do (pygame_gui's stayed open); the next Esc acts as before."""
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    assert expanded(menu)
    curve = app.state.epicycles.curve
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert not expanded(menu) and app.state.epicycles.curve is curve and not app.errors


def test_esc_in_a_dialogs_menu_closes_the_menu_not_the_dialog(app) -> None:
    press_key(app, pygame.K_e, mod=pygame.KMOD_CTRL)
    dialog = app.exporting.dialog
    assert dialog is not None
    menu = dialog.fields["format"]
    click(app, menu.rect.center)
    assert expanded(menu)
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert not expanded(menu) and app.exporting.dialog is dialog  # the dialog stays
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert app.exporting.dialog is None  # and the next Esc closes it
