"""In a lesson whose box lies over the canvas, the curve is fitted in the part of the canvas the box leaves
seen, when the step starts and on F, through the real loop with real keys (at 1100×700 the box hid the
heart's lower half, its pen and most arrows, and F said "Fitted: the whole curve and its chain")."""

from __future__ import annotations

import numpy as np
import pygame
from ui_driver import press_key, run_frames

from app.math.fourier import chain_joints
from app.model import intents as i


def lowest_drawn(app) -> float:
    """The lowest screen row of the curve and of the chain's joints round the period."""
    e, view = app.state.epicycles, app.view
    ts = np.linspace(0, 2 * np.pi, 48, endpoint=False)
    points = np.concatenate([e.curve.samples, *(chain_joints(e.chain, t) for t in ts)])
    return float(view.to_screen(points)[:, 1].max())


def test_the_heart_is_fitted_above_the_lesson_box_and_f_keeps_it_there(app) -> None:
    app.submit(i.Resize((1100, 700), (4000, 4000)))
    app.submit(i.ShowPreset("heart"))
    run_frames(app, 2)
    press_key(app, pygame.K_l)  # step 1: the ladder, its box over the canvas
    run_frames(app, 30)  # (the camera glides to the new fitted view)
    box = app.windows.lesson_box.window.rect
    _, y, _, h = app.layout.canvas
    assert app.state.lesson == 0 and y < box.top < y + h  # the box lies over the canvas' foot
    assert lowest_drawn(app) < box.top
    press_key(app, pygame.K_f)
    run_frames(app, 30)
    assert app.status.text.startswith("Fitted")
    assert lowest_drawn(app) < box.top
    press_key(app, pygame.K_l)  # leaving the lesson gives the whole canvas back
    run_frames(app, 30)
    assert lowest_drawn(app) > box.top
