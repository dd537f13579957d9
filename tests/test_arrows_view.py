"""The canvas' chain of arrows: a short chain wholly on the canvas is drawn from plain floats, pixel for
pixel as the arrays draw it; an arrow whose length in pixels rounds below the least for a head gets none."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app import config
from app.geometry.view_transform import ViewTransform
from app.ui import arrows_view
from app.ui.arrows_view import draw_arrows

SIZE = (640, 480)
VIEW = ViewTransform((60, 30, 520, 420), 0j, 1.0)


@pytest.fixture(autouse=True)
def surfaces():
    pygame.display.init()
    yield
    pygame.quit()


def drawn(
    joints: np.ndarray, radii: np.ndarray, view: ViewTransform
) -> tuple[np.ndarray, pygame.Rect | None]:
    surface = pygame.Surface(SIZE)
    surface.fill(config.CANVAS_BG)
    covers = draw_arrows(surface, view, joints, radii, np.ones(len(radii), dtype=bool))
    return pygame.surfarray.array3d(surface), covers


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, arrows_view.FEW_ARROWS), st.floats(0.3, 3.0))
def test_a_short_chain_looks_the_same_drawn_from_floats(seed, n, zoom) -> None:
    rng = np.random.default_rng(seed)
    radii = rng.random(n) ** 2  # long and short arrows, some too short for a head
    radii *= 200.0 / zoom / radii.sum()  # all of it within 200 px of the origin
    joints = np.concatenate([[0], np.cumsum(radii * np.exp(2j * np.pi * rng.random(n)))])
    # Now and then past the canvas' edge but never off the surface: there pygame's antialiased lines
    # are not always the same from one call to the next (two pixels where a line leaves the surface).
    view = ViewTransform(VIEW.rect, complex(*rng.uniform(-30, 30, 2)) / zoom, zoom)
    floats = drawn(joints, radii, view)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(arrows_view, "FEW_ARROWS", 0)  # the arrays' road
        arrays = drawn(joints, radii, view)
    assert np.array_equal(floats[0], arrays[0])
    assert floats[1] == arrays[1]


@pytest.mark.parametrize("few", [True, False], ids=["floats", "arrays"])
def test_an_arrow_a_hair_short_of_a_head_gets_none(few, monkeypatch) -> None:
    # Its length in math units reaches MIN_HEAD_PX pixels, but its ends, in pixels, are a hair closer.
    if not few:
        monkeypatch.setattr(arrows_view, "FEW_ARROWS", 0)

    def picture(second: float, radius: float) -> np.ndarray:
        """Two arrows: 100 px along, then second px up (its length in math units given apart: radius)."""
        return drawn(np.array([0, 100, 100 + second * 1j]), np.array([100.0, radius]), VIEW)[0]

    hair = config.MIN_HEAD_PX * (1 - 1e-12)
    assert np.array_equal(picture(hair, config.MIN_HEAD_PX), picture(hair, config.MIN_HEAD_PX / 2))
    # (were it a hair longer, it would have a head, and the head would show)
    long = config.MIN_HEAD_PX * (1 + 1e-9)
    assert not np.array_equal(picture(long, config.MIN_HEAD_PX), picture(long, config.MIN_HEAD_PX / 2))
