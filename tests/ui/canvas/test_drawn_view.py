"""A drawing made on a zoomed or following view stays where and as big as it was drawn (what the user was
looking at), its chain's first arrows from the origin running off the canvas, cut to it. Through the real
loop: the wheel, Shift+F, a mouse stroke."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest
from test_app import canvas_point
from test_canvas_tools import settle, wheel
from ui_driver import drag, press_key, run_frames

from app.model import intents


def circle(app, n: int = 160) -> tuple[tuple[int, int], float, list[tuple[int, int]]]:
    """A circle in the middle of the canvas, most of its height across, as a mouse would trace it."""
    cx, cy = canvas_point(app, 0.5, 0.5)
    r = 0.35 * app.view.rect[3]
    points = [
        (round(cx + r * math.cos(a)), round(cy + r * math.sin(a))) for a in np.linspace(0, 2 * math.pi, n)
    ]
    return (cx, cy), r, points


@pytest.mark.parametrize("how", ["zoomed ×12", "following"])
def test_a_drawing_keeps_the_view_it_was_drawn_in(app, how: str) -> None:
    """(The view refitted at once to ×1 round the origin: the circle ended small in a corner, or in Follow
    a dot at the end of one long arrow.)"""
    if how == "following":
        app.submit(intents.ShowPreset("heart"))  # many arrows: the last few fill the view, deep in
        press_key(app, pygame.K_f, pygame.KMOD_LSHIFT, "F")
        settle(app)
    else:
        wheel(app, canvas_point(app, 0.8, 0.3), 11)  # 1.25¹¹ ≈ ×12, off the origin
        settle(app)
    (cx, cy), r, points = circle(app)
    drag(app, points, frames_between=10)
    run_frames(app, 3)
    assert app.state.source.startswith("saved:drawing")
    shown = app.view.to_screen(app.state.epicycles.curve.samples)
    radii = np.hypot(shown[:, 0] - cx, shown[:, 1] - cy)
    assert np.all(np.abs(radii - r) < 3)  # where it was drawn, as big
    settle(app, 30)  # and it stays so: no glide away
    again = app.view.to_screen(app.state.epicycles.curve.samples)
    np.testing.assert_allclose(again, shown, atol=0.5)
