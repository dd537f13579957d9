"""A large circle's damage is the boxes along its rim (drawn.rim_rects): every pixel pygame draws for it lies
in one of them, and together they are a small part of its square."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.ui.window.drawn import RIM_SPLIT_PX, rim_rects

pytestmark = pytest.mark.usefixtures("display")


@settings(max_examples=60, deadline=None)
@given(st.floats(0, 1), st.floats(0, 1), st.floats(2.0, 380.0), st.integers(1, 4), st.booleans())
def test_every_pixel_of_a_rim_lies_in_its_boxes(fx, fy, radius, width, aa) -> None:
    surface = pygame.Surface((1000, 1000))
    centre = (300 + 400 * fx, 300 + 400 * fy)
    if aa:
        square = pygame.draw.aacircle(surface, (255, 255, 255), centre, radius, width)
    else:
        square = pygame.draw.circle(surface, (255, 255, 255), centre, radius, width)
    boxes = rim_rects(square, centre, radius, width)
    inside = np.zeros((1000, 1000), dtype=bool)
    for x, y, w, h in boxes:
        inside[x : x + w, y : y + h] = True
    drawn = pygame.surfarray.array3d(surface).any(axis=2)
    assert not (drawn & ~inside).any()
    if radius >= 2 * RIM_SPLIT_PX:  # (at that radius a 4-px ring's boxes are 35% of its square, less above)
        assert sum(w * h for _, _, w, h in boxes) < 0.4 * square.w * square.h
