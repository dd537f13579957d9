"""The canvas' scale bar from a view scale that is not a positive finite number: no bar, never an error
(the same guard as the RoPE chain's, tests/geometry/test_rope_scales_not_numbers.py)."""

from __future__ import annotations

import math

import pytest

from app.geometry.camera import scale_bar


@pytest.mark.parametrize("scale", [math.nan, math.inf, -math.inf, 0.0, -2.0, 1e-320])
def test_a_scale_that_is_no_size_gives_no_bar(scale: float) -> None:
    assert scale_bar(scale) == (0.0, 0.0)


@pytest.mark.parametrize("scale", [1e-9, 0.8, 250.0, 4e12])
def test_a_real_scale_still_gives_a_1_2_5_bar_of_two_fifths_to_all_of_the_target(scale: float) -> None:
    length, px = scale_bar(scale, 110.0)
    mantissa = length / 10 ** math.floor(math.log10(length) + 1e-9)
    assert round(mantissa, 9) in (1, 2, 5) and 0.4 * 110.0 - 1e-6 <= px <= 110.0 + 1e-6
    assert math.isclose(px, length * scale)
