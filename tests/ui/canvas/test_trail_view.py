"""The trail drawn from the kept pixel grid (camera still) is the trail drawn from the state's points, pixel
for pixel, and trail_span picks the same grid points as the trail, in either direction."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app import config
from app.geometry.clip import MARGIN
from app.geometry.view_transform import ViewTransform
from app.io.presets import load_preset
from app.model.epicycle_state import EpicycleState
from app.ui.canvas import trail_view
from app.ui.canvas.trail_view import draw_pen_trail

SIZE = (640, 480)


def moved_state(seconds: float, speed: float, preset: str = "square8") -> EpicycleState:
    state = EpicycleState.for_curve(load_preset(preset))
    state.set_speed(speed)
    state.advance(seconds)
    return state


@settings(max_examples=80, deadline=None)
@given(st.floats(0.0, 20.0), st.sampled_from([1.0, 0.3, -1.0, -2.5]), st.integers(1, 7))
def test_the_span_of_the_doubled_grid_is_the_trail(seconds: float, speed: float, stride: int) -> None:
    state = moved_state(seconds, speed)
    grid = state.trail_grid
    m, step, count = len(grid), math.tau / len(grid), state.trail_length()
    # Grid places derived afresh: the count newest grid times up to the pen, oldest first, every stride-th.
    if state.direction > 0:
        places = np.arange(math.floor(state.t / step) - count + 1, math.floor(state.t / step) + 1)
    else:
        places = np.arange(math.ceil(state.t / step) + count - 1, math.ceil(state.t / step) - 1, -1)
    expected = grid[places[::stride] % m]
    np.testing.assert_array_equal(np.concatenate([grid, grid])[state.trail_span(stride)], expected)
    np.testing.assert_array_equal(state.trail(stride), expected)


def drawn(state: EpicycleState, view: ViewTransform, still: bool) -> tuple[np.ndarray, list[pygame.Rect]]:
    surface = pygame.Surface(SIZE)
    surface.fill(config.CANVAS_BG)
    covered = draw_pen_trail(surface, view, state, state.joints()[-1], still)
    return pygame.surfarray.array3d(surface), covered


@pytest.mark.parametrize("speed", [1.0, -1.0])
@pytest.mark.parametrize("seconds", [0.5, 3.1, 9.7])
@pytest.mark.parametrize("preset", ["square8", "teacup"])
def test_the_kept_grid_draws_the_same_pixels(seconds: float, speed: float, preset: str) -> None:
    state = moved_state(seconds, speed, preset)
    view = ViewTransform((20, 10, 600, 460), 0j, 40.0 if preset == "teacup" else 120.0)
    trail_view.grid_on_screen.cache_clear()
    fast, fast_covers = drawn(state, view, still=True)
    assert trail_view.grid_on_screen.cache_info().currsize == 1  # the kept grid was used
    slow, slow_covers = drawn(state, view, still=False)
    assert (fast != config.CANVAS_BG).any()
    np.testing.assert_array_equal(fast, slow)
    assert fast_covers == slow_covers


def test_a_trail_partly_off_the_canvas_is_cut_as_before() -> None:
    state = moved_state(6.0, 1.0)
    x, y, w, h = rect = (100, 80, 440, 320)
    zoomed = ViewTransform(rect, 0.8 + 0.8j, 300.0)  # a corner of the square, the rest off the canvas
    fast, fast_covers = drawn(state, zoomed, still=True)
    slow, slow_covers = drawn(state, zoomed, still=False)
    np.testing.assert_array_equal(fast, slow)
    assert fast_covers == slow_covers
    assert (fast != config.CANVAS_BG).any()
    far = int(MARGIN) + 2  # lines are cut this far beyond the canvas (the window's clip does the rest)
    outside = np.ones(SIZE, dtype=bool)
    outside[x - far : x + w + far, y - far : y + h + far] = False
    assert not (fast[outside] != config.CANVAS_BG).any()


@given(st.integers(2, 20_000))
def test_the_bands_split_the_trail_evenly(count: int) -> None:
    # Band b runs from the nearest whole point to b / bands of the way along to that of (b + 1) / bands,
    # worked out in exact fractions (halves to even); bands of no segment are left out.
    bands = min(config.TRAIL_BANDS, count - 1)
    edges = [round(Fraction(b * (count - 1), bands)) for b in range(bands + 1)]
    expected = [(lo, hi) for lo, hi in itertools.pairwise(edges) if hi > lo]
    got = trail_view.bands_of(count)
    assert [(lo, hi) for _, lo, hi in got] == expected
    assert [colour for colour, _, _ in got] == [
        trail_view.trail_colours(bands)[b] for b in range(bands) if edges[b + 1] > edges[b]
    ]


def ideal_trail(state: EpicycleState, view: ViewTransform, width: int) -> pygame.Surface:
    """The trail's bands as lines `width` pixels wide with round joins, drawn eight times larger without
    antialiasing and scaled down: what an antialiased line of that width should put on the canvas."""
    k = 8
    points = view.to_screen(np.append(state.trail(1), state.joints()[-1])) * k
    big = pygame.Surface((SIZE[0] * k, SIZE[1] * k))
    big.fill(config.CANVAS_BG)
    for colour, lo, hi in trail_view.bands_of(len(points)):
        band = points[lo : hi + 1].tolist()
        pygame.draw.lines(big, colour, False, band, width * k)
        for point in band:
            pygame.draw.circle(big, colour, point, width * k / 2)
    return pygame.transform.smoothscale(big, SIZE)


@pytest.mark.parametrize("preset", ["square8", "teacup", "heart"])
def test_a_wide_trail_drawn_from_the_points_it_needs_is_a_line_that_wide(preset: str) -> None:
    # Two pixels wide, the still trail leaves out the grid points within a fifth of a pixel of the line it
    # draws (app/geometry/simplify.py). Against an 8× supersampled line of that width: as much ink (within
    # a tenth; drawing every point, one thick segment each, put 17-27% too much where they overlap) and
    # none more than two pixels from where the line is.
    state = moved_state(7.3, 1.0, preset)
    view = ViewTransform((20, 10, 600, 460), 0j, {"teacup": 40.0, "heart": 12.0}.get(preset, 120.0))
    surface = pygame.Surface(SIZE)
    surface.fill(config.CANVAS_BG)
    draw_pen_trail(surface, view, state, state.joints()[-1], still=True, width=2)
    drawn, ideal = (
        np.abs(pygame.surfarray.array3d(s).astype(int) - config.CANVAS_BG).max(axis=2)
        for s in (surface, ideal_trail(state, view, 2))
    )
    assert ideal.sum() > 10_000
    assert abs(drawn.sum() / ideal.sum() - 1) < 0.1
    near = np.zeros_like(ideal, dtype=bool)
    for dx, dy in itertools.product(range(-2, 3), repeat=2):  # pygame's wide ends reach a pixel further
        near |= np.roll(ideal > 16, (dx, dy), axis=(0, 1))
    assert not ((drawn > 48) & ~near).any()
