"""A preset picked again in its menu after the inspector changed its curve comes back as it comes, one undo
step with a true line (it only closed the menu, in the lesson's problem 8 and out of it); picked again
unchanged, it changes nothing and starts no time."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from ui_driver import click, lesson_step_by_keys, press_key, run_frames

from app.io.presets import preset_curve


def pick_again(app, title: str) -> None:
    """Open the preset menu and click the option already chosen, as a user does."""
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    click(app, next(it for it in items if it["text"] == title)["button_element"].rect.center)
    run_frames(app, 2)
    assert menu.current_state is menu.menu_states["closed"]


def press(app, button) -> None:
    click(app, button.rect.center)


@pytest.mark.parametrize("change", ["later", "reverse", "translate"])
def test_a_changed_preset_picked_again_comes_back(app, change) -> None:
    press_key(app, pygame.K_i, unicode="i")
    inspector = app.windows.inspector
    assert inspector is not None and app.state.source == "square8"
    press(app, getattr(inspector, f"{change}_button"))
    changed = app.state.epicycles.curve
    assert not np.array_equal(changed.samples, preset_curve("square8").samples)
    steps = len(app.state.history.done)
    pick_again(app, "8-point square")
    back = app.state.epicycles.curve
    assert np.array_equal(back.samples, preset_curve("square8").samples) and back.title == "8-point square"
    assert len(app.state.history.done) == steps + 1 and not app.state.status.error
    assert "8-point square" in app.state.status.text
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert app.state.epicycles.curve is changed


def test_in_problem_8_start_later_then_the_square_picked_again_is_the_square(app) -> None:
    lesson_step_by_keys(app, "problem8")
    press_key(app, pygame.K_i, unicode="i")
    inspector = app.windows.inspector
    assert inspector is not None
    press(app, inspector.later_button)
    first = app.state.epicycles.curve.samples[0]
    assert first != preset_curve("square8").samples[0]
    pick_again(app, "8-point square")
    assert np.array_equal(app.state.epicycles.curve.samples, preset_curve("square8").samples)
    assert app.state.lesson is not None and not app.state.status.error


def test_an_unchanged_preset_picked_again_changes_nothing_and_starts_no_time(app) -> None:
    if app.state.epicycles.playing:
        press_key(app, pygame.K_SPACE, unicode=" ")
    assert not app.state.epicycles.playing
    e = app.state.epicycles
    curve, t, line, steps = e.curve, e.t, app.state.status, len(app.state.history.done)
    pick_again(app, "8-point square")
    e = app.state.epicycles
    assert e.curve is curve and e.t == t and not e.playing and app.state.status == line
    assert len(app.state.history.done) == steps


def test_enter_on_the_changed_preset_in_its_open_menu_brings_it_back_as_a_click_does(app) -> None:
    press_key(app, pygame.K_i, unicode="i")
    press(app, app.windows.inspector.reverse_button)
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert np.array_equal(app.state.epicycles.curve.samples, preset_curve("square8").samples)
    assert menu.current_state is menu.menu_states["closed"] and not app.state.status.error
