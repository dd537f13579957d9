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


def marked(menu) -> list[str]:
    return [item["text"] for item in menu.current_state.options_selection_list.item_list if item["selected"]]


def test_the_arrows_move_through_an_open_menu_and_enter_picks_as_a_click_would(app) -> None:
    """Down and Up move the marked option (from the chosen one), Enter picks it; the keys are the menu's:
    Space would pause the canvas, Page Down step a lesson."""
    menu = app.controls.preset_menu
    assert app.state.source == "square8"
    click(app, menu.rect.center)
    assert expanded(menu) and marked(menu) == [menu.selected_option[0]]
    titles = [item["text"] for item in menu.current_state.options_selection_list.item_list]
    for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP):
        press_key(app, key)
    assert marked(menu) == [titles[2]] and app.state.source == "square8"  # marked, not yet picked
    playing = app.state.epicycles.playing
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert app.state.source == "teacup" and not expanded(menu) and not app.errors
    assert app.state.epicycles.playing == playing


def test_enter_on_the_chosen_option_closes_the_menu_and_changes_nothing(app) -> None:
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    curve = app.state.epicycles.curve
    press_key(app, pygame.K_KP_ENTER)
    run_frames(app, 3)
    assert not expanded(menu) and app.state.epicycles.curve is curve and app.state.source == "square8"


def test_home_and_end_reach_the_ends_and_the_marked_option_is_scrolled_into_sight(app) -> None:
    """A menu too long to show whole (many saved drawings, say) scrolls to the option marked."""
    from pygame_gui.elements import UIDropDownMenu

    options = [f"option {n}" for n in range(40)]
    menu = UIDropDownMenu(
        options, options[3], pygame.Rect(300, 60, 200, 30), app.manager, expansion_height_limit=200
    )
    run_frames(app, 1)
    click(app, menu.rect.center)
    assert expanded(menu)
    listed = menu.current_state.options_selection_list
    assert listed.scroll_bar is not None
    press_key(app, pygame.K_END)
    assert marked(menu) == ["option 39"]
    last = listed.item_list[-1]["button_element"]
    assert last is not None and listed.item_list_container.rect.contains(last.rect)
    run_frames(app, 1)
    assert last.is_selected  # drawn marked
    press_key(app, pygame.K_PAGEUP)
    press_key(app, pygame.K_HOME)
    first = listed.item_list[0]["button_element"]
    assert marked(menu) == ["option 0"] and first is not None and first.is_selected
    assert listed.item_list_container.rect.contains(first.rect)
    press_key(app, pygame.K_UP)  # no further than the first
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert menu.selected_option[0] == "option 0" and not expanded(menu) and not app.errors


def test_a_dialogs_menu_takes_the_arrows_and_the_dialog_stays(app) -> None:
    press_key(app, pygame.K_e, mod=pygame.KMOD_CTRL)
    dialog = app.exporting.dialog
    assert dialog is not None
    menu = dialog.fields["format"]
    before = menu.selected_option
    click(app, menu.rect.center)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert menu.selected_option != before and not expanded(menu) and app.exporting.dialog is dialog


def test_a_menu_opened_from_a_typed_in_field_takes_the_arrows_not_the_field(app) -> None:
    """The Text… window opens with the keyboard in its field; a click on its font menu moves the keyboard
    to the menu: Down and Enter pick the next font, and the word typed stays."""
    press_key(app, pygame.K_t, pygame.KMOD_LCTRL, "\x14")
    dialog = app.windows.text_dialog
    assert dialog is not None and dialog.entry.is_focused
    word = dialog.text
    menu = dialog.font_menu
    before = menu.selected_option
    click(app, menu.rect.center)
    assert expanded(menu)
    press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert menu.selected_option != before and not expanded(menu)
    assert app.windows.text_dialog is dialog and dialog.text == word and not app.errors


def test_a_typed_letter_marks_the_next_option_that_starts_with_it(app) -> None:
    """As a desktop's lists do: h marks Heart; in the scale menu, whose options all start "Scale: ", 1
    marks 100 %, then 125 %; the letter is the menu's (C would have hidden the circles)."""
    menu = app.controls.preset_menu
    circles = app.state.epicycles.show_circles
    click(app, menu.rect.center)
    press_key(app, pygame.K_h, unicode="h")
    press_key(app, pygame.K_c, unicode="c")  # Circle
    press_key(app, pygame.K_x, unicode="x")  # no option: nothing moves
    assert marked(menu) == ["Circle"] and app.state.epicycles.show_circles == circles
    press_key(app, pygame.K_h, unicode="H")
    assert marked(menu) == ["Heart"]
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert app.state.source == "heart"

    scale = app.status.scale_menu
    click(app, scale.rect.center)
    assert expanded(scale)
    press_key(app, pygame.K_1, unicode="1")
    assert marked(scale) == ["Scale: 100 %"]
    press_key(app, pygame.K_1, unicode="1")
    assert marked(scale) == ["Scale: 125 %"]
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert app.state.ui_scale == 1.25 and not app.errors


def test_the_option_already_chosen_clicked_again_closes_the_menu(app) -> None:
    """(pygame_gui's list took it for dropping its selection, and the menu stayed open over the canvas.)"""
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    assert expanded(menu)
    items = menu.current_state.options_selection_list.item_list
    chosen = next(it for it in items if it["text"] == "8-point square")
    click(app, chosen["button_element"].rect.center)
    assert not expanded(menu) and app.state.source == "square8" and not app.status.error
