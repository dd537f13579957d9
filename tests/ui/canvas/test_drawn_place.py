"""A finished drawing sits where the mouse drew it, as big, whenever it fits the canvas: through the real
loop with real mouse events, its curve's samples and its faint target line on the screen are held to the
mouse's path. (A shape drawn out to the canvas' edges was refitted with its chain round the origin, ×0.56;
strokes zoomed after they were drawn (the wheel, F) jumped back at Enter to the view of the last one.)"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pygame
import pytest
from support import densify, nearest_distance
from test_app import canvas_point
from test_canvas_input import shift_drag
from test_canvas_tools import settle, wheel
from ui_driver import drag, glide, press_key

from app import config
from app.math.tour import in_jumps

NEAR_PX = 2.0  # "within a pixel or two"
RING = np.linspace(0, 2 * math.pi, 50)  # a stroke's points round a small loop


def target_ink(app) -> np.ndarray:
    """(x, y) of the canvas' pixels near the faint target line's colour (not the arrows' white, the trail's
    amber, the circles' darker blue, nor the background)."""
    x0, y0, w, h = (int(v) for v in app.view.rect)
    rgb = pygame.surfarray.array3d(app.screen)[x0 : x0 + w, y0 : y0 + h].astype(float)
    bg, target = np.array(config.CANVAS_BG, float), np.array(config.TARGET, float)
    share = ((rgb - bg) @ (target - bg)) / float((target - bg) @ (target - bg))
    off_line = np.linalg.norm(rgb - bg - share[..., None] * (target - bg), axis=-1)
    xs, ys = np.nonzero((share > 0.3) & (share < 1.3) & (off_line < 12))
    return np.column_stack([xs + x0, ys + y0]).astype(float)


def assert_shown_along(app, strokes: list[np.ndarray]) -> None:
    """The curve's samples on screen lie on the strokes' path and the path on them, and the target line is
    drawn along the path (but where the caption's or hint's plates lie over it)."""
    path = np.vstack([densify(s, closed=False) for s in strokes])
    curve = app.state.epicycles.curve
    drawn = ~in_jumps(
        np.arange(len(curve.samples)) / len(curve.samples), curve.jumps
    )  # (not the pen's jumps)
    samples = app.view.to_screen(curve.samples[drawn])
    assert nearest_distance(path, samples).max() < NEAR_PX + 2  # (samples lie a few pixels apart along it)
    assert nearest_distance(samples, path).max() < NEAR_PX
    ink = target_ink(app)
    near = nearest_distance(path[::3], ink) <= NEAR_PX
    assert near.mean() > 0.9, f"the target line runs along {near.mean():.0%} of the drawn path"


def test_a_shape_drawn_out_to_the_canvas_edges_stays_where_it_was_drawn(app) -> None:
    """(Its smooth path passed the edge by half a pixel: the view was refitted with the chain round the
    origin, and the drawing shown at ×0.56 of its size, moved.)"""
    x, y, w, h = app.view.rect
    top, bottom = y + round(0.3 * h), y + round(0.7 * h)
    corners = [(x, top), (x + w - 1, top), (x + w - 1, bottom), (x, bottom), (x, top + 2)]
    mouse = [p for a, b in itertools.pairwise(corners) for p in glide(a, b)]
    before = app.view
    press_key(app, pygame.K_SPACE)  # (paused: the chain stands still over the line)
    drag(app, mouse)
    settle(app, 30)
    assert app.state.source.startswith("saved:drawing")
    assert math.isclose(app.view.scale, before.scale, rel_tol=1e-9)
    assert abs(app.view.centre - before.centre) * before.scale < 0.01
    assert_shown_along(app, [np.array(mouse, float)])


@pytest.mark.parametrize("how", ["wheel", "F"])
def test_strokes_zoomed_after_they_were_drawn_stay_as_shown_at_enter(app, how: str) -> None:
    """(Enter put the view back to the one the last stroke was drawn in: the drawing shrank to ×0.64 and
    moved across the canvas after the wheel; after F, drawn zoomed in, it grew and moved.)"""
    press_key(app, pygame.K_SPACE)
    if how == "F":
        wheel(app, canvas_point(app, 0.5, 0.5), 3)
        settle(app)
    for fx, fy in ((0.35, 0.4), (0.6, 0.55)):
        loop = [canvas_point(app, fx + 0.07 * math.cos(u), fy + 0.09 * math.sin(u)) for u in RING]
        shift_drag(app, loop)
    drawn_in = app.view
    if how == "wheel":
        wheel(app, canvas_point(app, 0.5, 0.5), 2)
    else:
        press_key(app, pygame.K_f, unicode="f")
    settle(app)
    seen = app.view
    assert not math.isclose(seen.scale, drawn_in.scale, rel_tol=0.05)
    shown = [seen.to_screen(z) for z, _ in app.state.pending]  # where the strokes are on screen now
    press_key(app, pygame.K_RETURN)
    settle(app, 30)
    assert len(app.state.epicycles.curve.strokes) == 2
    assert math.isclose(app.view.scale, seen.scale, rel_tol=1e-9)
    assert_shown_along(app, shown)
