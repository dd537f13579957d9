"""The canvas' circles: a few are chosen in plain floats, and drawn pixel for pixel as the arrays choose
and draw them (visible ones only, none larger than the canvas, within the budget of rim from the pen)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app import config
from app.geometry.view_transform import ViewTransform
from app.ui import canvas_view

# Room round the canvas for circles across its edges, all on the surface: antialiased lines that run off
# it are not always drawn the same by pygame from one call to the next.
SIZE = (1400, 1200)
VIEW = ViewTransform((500, 450, 400, 300), 0j, 1.0)


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    yield
    pygame.quit()


def drawn(centres: np.ndarray, radii: np.ndarray) -> tuple[np.ndarray, pygame.Rect | None]:
    surface = pygame.Surface(SIZE)
    surface.fill(config.CANVAS_BG)
    covers = canvas_view.draw_circles(surface, VIEW, centres, radii)
    return pygame.surfarray.array3d(surface), covers


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, canvas_view.FEW_CIRCLES), st.floats(1.0, 400.0))
def test_a_few_circles_look_the_same_chosen_in_floats(seed, n, spread) -> None:
    rng = np.random.default_rng(seed)
    # Small, large and too small to show; near the canvas, across its edges and off it (none larger than
    # the canvas: those are arcs, drawn by the arrays either way).
    radii = rng.choice([0.5, 30.0, 250.0, spread], n) * rng.random(n)
    centres = rng.uniform((420, 420), (980, 780), (n, 2))
    floats = drawn(centres, radii)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(canvas_view, "FEW_CIRCLES", -1)  # the arrays' road
        arrays = drawn(centres, radii)
    assert np.array_equal(floats[0], arrays[0])
    assert floats[1] == arrays[1]


def test_a_circle_larger_than_the_canvas_is_left_to_the_arrays() -> None:
    # (they draw it as the arc that crosses the canvas)
    centres, radii = [[700.0, 600.0], [700.0, 160.0]], [30.0, 430.0]
    assert canvas_view.few_circles(centres, radii, VIEW.rect) is None
    assert canvas_view.few_circles(centres, [30.0, 400.0], VIEW.rect) == [
        (centres[1], 400.0),
        (centres[0], 30.0),
    ]


def test_the_budget_of_rim_keeps_the_circles_nearest_the_pen() -> None:
    # Twenty circles of 150 px: the budget holds sixteen, the last (the chain's order: the pen is last).
    assert canvas_view.CIRCLE_BUDGET_PX // 150 == 16
    centres = [[690.0 + k, 600.0] for k in range(20)]
    chosen = canvas_view.few_circles(centres, [150.0] * 20, VIEW.rect)
    assert chosen is not None
    assert [centre[0] for centre, _ in chosen] == [709.0 - k for k in range(16)]
