"""layout.uncovered: the pieces it returns are exactly the pixels of a rectangle that no cover holds, each
pixel in one piece only, against a mask of pixels (the painter fills and redraws under them)."""

from __future__ import annotations

import numpy as np
import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from app.ui.window.layout import uncovered

SIDE = 60
rects = st.tuples(st.integers(-10, SIDE), st.integers(-10, SIDE), st.integers(0, SIDE), st.integers(0, SIDE))


@settings(max_examples=300, deadline=None)
@given(rects, st.lists(rects, max_size=12))
def test_the_pieces_are_the_pixels_no_cover_holds_each_once(whole, covers) -> None:
    count = np.zeros((SIDE + 40, SIDE + 40), int)  # (offset 20: rectangles may start left of 0)
    for piece in uncovered(pygame.Rect(whole), covers):
        count[piece.top + 20 : piece.bottom + 20, piece.left + 20 : piece.right + 20] += 1
    expected = np.zeros_like(count)
    x, y, w, h = whole
    expected[y + 20 : y + h + 20, x + 20 : x + w + 20] = 1
    for cx, cy, cw, ch in covers:
        expected[cy + 20 : cy + ch + 20, cx + 20 : cx + cw + 20] = 0
    assert (count == expected).all()
