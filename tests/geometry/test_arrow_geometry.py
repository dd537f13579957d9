"""Arrowheads against their construction: a head min(size, share·L) long back along the arrow from its tip,
its corners a quarter turn either side of the base (a rotation matrix), on arrows of min_length or more;
for many arrows at once (arrowheads) and for one (head_corners)."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.geometry.arrow_geometry import arrowheads, head_corners

QUARTER = np.array([[0.0, -1.0], [1.0, 0.0]])  # a quarter turn anticlockwise (y up; either way on screen)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 2**32 - 1),
    st.integers(0, 40),
    st.floats(1.0, 20.0),
    st.floats(0.05, 0.9),
    st.floats(0.1, 1.0),
)
def test_each_head_is_its_arrows_tip_drawn_back_and_turned(seed, n, size, share, spread) -> None:
    rng = np.random.default_rng(seed)
    tails = rng.uniform(-300, 300, (n, 2))
    tips = tails + rng.uniform(-40, 40, (n, 2)) * rng.choice([0.0, 0.1, 1.0], (n, 1))  # some too short
    min_length = 7.0
    heads = arrowheads(tails, tips, min_length, size, share, spread)
    long_enough = [i for i in range(n) if math.dist(tails[i], tips[i]) >= min_length]
    assert heads.index.tolist() == long_enough
    for row, i in enumerate(long_enough):
        length = math.dist(tails[i], tips[i])
        unit = (tips[i] - tails[i]) / length
        head = min(size, share * length)
        base = tips[i] - head * unit
        left = base + spread * head * (QUARTER @ unit)
        right = base - spread * head * (QUARTER @ unit)
        np.testing.assert_allclose(heads.base[row], base, atol=1e-9)
        np.testing.assert_allclose(heads.left[row], left, atol=1e-9)
        np.testing.assert_allclose(heads.right[row], right, atol=1e-9)
        # One arrow at a time in plain floats (the RoPE panel's few arrows): the same head.
        one = head_corners(tuple(tails[i]), tuple(tips[i]), min_length, size, share, spread)
        assert one is not None
        np.testing.assert_allclose(one, [base, left, right], atol=1e-9)
    short = [i for i in range(n) if i not in long_enough]
    assert all(
        head_corners(tuple(tails[i]), tuple(tips[i]), min_length, size, share, spread) is None for i in short
    )
