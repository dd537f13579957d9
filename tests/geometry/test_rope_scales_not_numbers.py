"""The chain's zoom and scale bar from sizes that are not numbers (a chain of NaN, a zoom of 0 or
infinity): no bar and a finite frame, never an error (one took every later frame of the window down)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from app.geometry.rope_layout import panel_layout
from app.geometry.rope_scales import chain_extents, chain_frame, scale_bar
from app.math import rope


@pytest.mark.parametrize("zoom", [math.nan, math.inf, -math.inf, 0.0, -3.0, 1e-320])
def test_a_zoom_that_is_no_size_gives_no_bar(zoom: float) -> None:
    assert scale_bar(zoom) == 0.0


@pytest.mark.parametrize("zoom", [1e-12, 0.37, 45.0, 3e9])
def test_a_real_zoom_gives_a_1_2_5_bar_a_third_to_all_of_the_longest(zoom: float) -> None:
    units = scale_bar(zoom, 90.0)
    mantissa = units / 10 ** math.floor(math.log10(units) + 1e-9)
    assert round(mantissa, 9) in (1, 2, 5) and 30.0 - 1e-6 <= units * zoom <= 90.0 + 1e-6


@pytest.mark.parametrize("bad", [np.nan, np.inf])
def test_a_chain_of_no_numbers_gets_a_finite_frame(bad: float) -> None:
    lay = panel_layout((794, 0, 486, 832))
    h = rope.content_ones(4).astype(complex)
    h[2] = bad
    with np.errstate(invalid="ignore"):
        extents = chain_extents(0, 64, rope.view_32()[:4], h)
    frame = chain_frame(lay, extents, 0, 10.0)
    assert all(map(math.isfinite, (frame.origin_x, frame.origin_y, frame.scale))) and frame.scale > 0
    assert scale_bar(frame.scale) > 0
