"""Presses that only end something else, through the real loop with real events: the click that closes an
open menu, and the second click of a double-click whose first closed the window it was on, reach nothing
under them (the canvas said "That was a click, not a stroke" over the line of what was done)."""

from __future__ import annotations

from test_app import blob, canvas_point, finish_reading
from test_canvas_tools import pick_in_menu
from test_menus import expanded
from ui_driver import click, drag, run_frames

from app.paths import user_data_dir
from app.ui.window.press_guard import DOUBLE_CLICK_MS, PressGuard


def test_a_click_on_the_canvas_that_closes_a_menu_closes_it_and_draws_nothing(app) -> None:
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    assert expanded(menu)
    said, curve = app.status.text, app.state.epicycles.curve
    click(app, canvas_point(app, 0.5, 0.4))
    run_frames(app, 2)
    assert not expanded(menu)
    assert not app.status.error and app.status.text == said and app.state.epicycles.curve is curve
    click(app, canvas_point(app, 0.5, 0.4))  # the menu closed: a click is the canvas' again
    assert app.status.error


def test_a_double_click_on_a_dialogs_button_leaves_its_line_up(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    saved = app.state.saved[0]
    pick_in_menu(app, f"{saved.saved[5:]} Your drawing")
    finish_reading(app)
    name = saved.file_name
    click(app, app.tools.delete_button.rect.center)
    button = app.windows.dialogs.window.confirm_button.rect.center
    click(app, button)
    click(app, button)  # the double-click's second: the dialog is gone from under it
    assert not (user_data_dir() / "drawings" / name).exists()
    assert not app.status.error and "Deleted" in app.status.text


def test_a_drawing_just_after_a_dialog_closed_is_drawn() -> None:
    """Only a press near the last release, and soon, is the second of a double-click."""
    clock = [0]
    guard = PressGuard(now=lambda: clock[0])
    guard.released(True, (100, 100))
    assert not guard.swallows((150, 100), on_window=False, menu_open=False)  # elsewhere
    guard.released(True, (100, 100))
    clock[0] += DOUBLE_CLICK_MS + 1
    assert not guard.swallows((100, 100), on_window=False, menu_open=False)  # later
    guard.released(True, (100, 100))
    assert not guard.swallows((100, 100), on_window=True, menu_open=False)  # a window's own double-click
    guard.released(True, (100, 100))
    assert guard.swallows((102, 99), on_window=False, menu_open=False)
    assert not guard.swallows((102, 99), on_window=False, menu_open=False)  # once
