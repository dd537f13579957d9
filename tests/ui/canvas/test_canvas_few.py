"""The canvas from plain floats: a short chain wholly on the canvas, and a few circles, are drawn pixel for
pixel as the arrays draw them (for a handful, each numpy call costs more than its arithmetic). An arrow whose
length in pixels rounds below the least for a head gets none; the circles kept are the visible ones, none
larger than the canvas, within the budget of rim from the pen."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app import config
from app.geometry.view_transform import ViewTransform
from app.ui.canvas import arrows_view, circles_view

# Room round each canvas for what crosses its edges, all on the surface: antialiased lines that run off it
# are not always drawn the same by pygame from one call to the next.
SIZE = (1400, 1200)
CHAIN_VIEW = ViewTransform((60, 30, 520, 420), 0j, 1.0)
CIRCLES_VIEW = ViewTransform((500, 450, 400, 300), 0j, 1.0)


pytestmark = pytest.mark.usefixtures("display")


def picture(draw: Callable[[pygame.Surface], pygame.Rect | None]) -> tuple[np.ndarray, pygame.Rect | None]:
    """What draw puts on a blank canvas-coloured surface, and the rectangle it says it covers."""
    surface = pygame.Surface(SIZE)
    surface.fill(config.CANVAS_BG)
    covers = draw(surface)
    return pygame.surfarray.array3d(surface), covers


def chain(
    joints: np.ndarray, radii: np.ndarray, view: ViewTransform
) -> tuple[np.ndarray, pygame.Rect | None]:
    seen = np.ones(len(radii), dtype=bool)
    return picture(lambda surface: arrows_view.draw_arrows(surface, view, joints, radii, seen))


def circles(centres: np.ndarray, radii: np.ndarray) -> tuple[np.ndarray, pygame.Rect | None]:
    return picture(lambda surface: circles_view.draw_circles(surface, CIRCLES_VIEW, centres, radii))


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, arrows_view.FEW_ARROWS), st.floats(0.3, 3.0))
def test_a_short_chain_looks_the_same_drawn_from_floats(seed, n, zoom) -> None:
    rng = np.random.default_rng(seed)
    radii = rng.random(n) ** 2  # long and short arrows, some too short for a head
    radii *= 200.0 / zoom / radii.sum()  # all of it within 200 px of the origin
    joints = np.concatenate([[0], np.cumsum(radii * np.exp(2j * np.pi * rng.random(n)))])
    # Now and then past the canvas' edge, never off the surface (see SIZE).
    view = ViewTransform(CHAIN_VIEW.rect, complex(*rng.uniform(-30, 30, 2)) / zoom, zoom)
    floats = chain(joints, radii, view)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(arrows_view, "FEW_ARROWS", 0)  # the arrays' road
        arrays = chain(joints, radii, view)
    assert np.array_equal(floats[0], arrays[0])
    assert floats[1] == arrays[1]


@pytest.mark.parametrize("few", [True, False], ids=["floats", "arrays"])
def test_an_arrow_a_hair_short_of_a_head_gets_none(few, monkeypatch) -> None:
    # Its length in math units reaches MIN_HEAD_PX pixels, but its ends, in pixels, are a hair closer.
    if not few:
        monkeypatch.setattr(arrows_view, "FEW_ARROWS", 0)

    def two_arrows(second: float, radius: float) -> np.ndarray:
        """Two arrows: 100 px along, then second px up (its length in math units given apart: radius)."""
        return chain(np.array([0, 100, 100 + second * 1j]), np.array([100.0, radius]), CHAIN_VIEW)[0]

    hair = config.MIN_HEAD_PX * (1 - 1e-12)
    assert np.array_equal(two_arrows(hair, config.MIN_HEAD_PX), two_arrows(hair, config.MIN_HEAD_PX / 2))
    # (were it a hair longer, it would have a head, and the head would show)
    long = config.MIN_HEAD_PX * (1 + 1e-9)
    assert not np.array_equal(two_arrows(long, config.MIN_HEAD_PX), two_arrows(long, config.MIN_HEAD_PX / 2))


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, circles_view.FEW_CIRCLES), st.floats(1.0, 400.0))
def test_a_few_circles_look_the_same_chosen_in_floats(seed, n, spread) -> None:
    rng = np.random.default_rng(seed)
    # Small, large and too small to show; near the canvas, across its edges and off it (none larger than
    # the canvas: those are arcs, drawn by the arrays either way).
    radii = rng.choice([0.5, 30.0, 250.0, spread], n) * rng.random(n)
    centres = rng.uniform((420, 420), (980, 780), (n, 2))
    floats = circles(centres, radii)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(circles_view, "FEW_CIRCLES", -1)  # the arrays' road
        arrays = circles(centres, radii)
    assert np.array_equal(floats[0], arrays[0])
    assert floats[1] == arrays[1]


def test_a_circle_larger_than_the_canvas_is_left_to_the_arrays() -> None:
    # (they draw it as the arc that crosses the canvas)
    centres, radii = [[700.0, 600.0], [700.0, 160.0]], [30.0, 430.0]
    assert circles_view.few_circles(centres, radii, CIRCLES_VIEW.rect) is None
    assert circles_view.few_circles(centres, [30.0, 400.0], CIRCLES_VIEW.rect) == [
        (centres[1], 400.0),
        (centres[0], 30.0),
    ]


def test_the_budget_of_rim_keeps_the_circles_nearest_the_pen() -> None:
    # Twenty circles of 150 px: the budget holds sixteen, the last (the chain's order: the pen is last).
    assert circles_view.CIRCLE_BUDGET_PX // 150 == 16
    centres = [[690.0 + k, 600.0] for k in range(20)]
    chosen = circles_view.few_circles(centres, [150.0] * 20, CIRCLES_VIEW.rect)
    assert chosen is not None
    assert [centre[0] for centre, _ in chosen] == [709.0 - k for k in range(16)]
