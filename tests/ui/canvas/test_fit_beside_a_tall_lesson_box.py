"""A lesson box that leaves too little of the canvas above it (the smallest window, 960×600, on the real
head's step) is not fitted above: the curve is fitted to the whole canvas, as with no box, rather than
squeezed into a strip a few pixels high with the status line saying "Fitted" (through the real loop and
real keys)."""

from __future__ import annotations

import numpy as np
import pygame
from model_helpers import until
from test_fit_above_lesson import lowest_drawn
from ui_driver import press_key, run_frames

from app.model import intents as i


def drawn_height(app) -> float:
    e = app.state.epicycles
    rows = app.view.to_screen(e.curve.samples)[:, 1]
    return float(np.ptp(rows))


def test_a_lesson_box_over_most_of_the_canvas_leaves_the_whole_canvas_to_fit(app) -> None:
    app.submit(i.Resize((960, 600), (4000, 4000)))
    run_frames(app, 2)
    press_key(app, pygame.K_l)
    press_key(app, pygame.K_END)  # the last step, its box the tallest
    until(app, lambda: not app.state.rope.models.busy)  # (its head read: no later line replaces "Fitted")
    run_frames(app, 30)
    box = app.windows.lesson_box.window.rect
    _, y, _, h = app.layout.canvas
    assert box.top - y < h / 3  # (the box leaves less than a third of the canvas above it)
    press_key(app, pygame.K_f)
    run_frames(app, 30)
    assert app.status.text.startswith("Fitted")
    assert drawn_height(app) > h / 3, (drawn_height(app), h)
    assert lowest_drawn(app) > box.top  # the whole canvas, as with no box


def test_a_box_over_half_the_canvas_still_fits_above_it(app) -> None:
    app.submit(i.Resize((1100, 700), (4000, 4000)))
    app.submit(i.ShowPreset("heart"))
    run_frames(app, 2)
    press_key(app, pygame.K_l)
    run_frames(app, 30)
    assert lowest_drawn(app) < app.windows.lesson_box.window.rect.top
