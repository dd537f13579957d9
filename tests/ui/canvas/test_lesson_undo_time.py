"""Undo back to a lesson step's own curve brings the step's time back: the teacup of step 8 came back at t = 0
("cup 5.00 m") under words saying it is paused at 7.5 s, 3.0 m from the centre."""

from __future__ import annotations

import math

import numpy as np
import pygame
from test_app import blob
from ui_driver import click, drag, press_key, run_frames

from app.model import intents as i
from app.model.lesson import STEPS


def pick_in_menu(app, text: str) -> None:
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    click(app, next(it for it in items if it["text"] == text)["button_element"].rect.center)


def test_undo_back_to_the_teacup_of_its_step_brings_its_paused_time_back(app) -> None:
    step = next(n for n, s in enumerate(STEPS) if s.key == "teacup")
    app.state.lesson_place = step
    press_key(app, pygame.K_l, unicode="l")
    e = app.state.epicycles
    assert app.state.lesson == step and app.state.source == "teacup" and not e.clock.playing
    time = STEPS[step].scene.time
    assert e.t == time and e.seconds() == 7.5
    pick_in_menu(app, "Star")
    assert app.state.source == "star"
    drag(app, blob(app))
    run_frames(app, 2)
    assert app.state.source.startswith("saved:")  # (a finished drawing is saved)
    for _ in range(2):
        press_key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert app.state.source == "teacup" and app.state.status.text.startswith("Undone: back to curve")
    assert e.t == time and not e.clock.playing and e.seconds() == 7.5
    run_frames(app, 5)  # paused: it stays there
    cup = complex(e.joints()[-1])
    # 4e^{it} + e^{-3it} at t = π/4: 4e^{iπ/4} − e^{iπ/4}, 3 m from the centre (a step's own number).
    assert abs(cup - 3 * np.exp(1j * math.pi / 4)) < 1e-2 and e.t == time
    app.submit(i.Redo())
    assert app.state.source == "star" and e.t == 0.0  # another curve: from its start, as ever
    assert app.errors == []
