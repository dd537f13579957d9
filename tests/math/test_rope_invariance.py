"""Added sinusoidal positions against RoPE: PE's layout, the additive score's dependence on m and n, PE·PE."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_rope import FAST

from app.math import rope, rope_invariance


def test_sinusoidal_position_layout():
    d = 8
    pe = rope_invariance.sinusoidal_position(3.0, d)
    theta = 10000.0 ** (-np.arange(0, d, 2) / d)
    np.testing.assert_allclose(pe[0::2], np.sin(3.0 * theta))
    np.testing.assert_allclose(pe[1::2], np.cos(3.0 * theta))
    np.testing.assert_allclose(rope_invariance.sinusoidal_position(0.0, 4), [0.0, 1.0, 0.0, 1.0])


def test_additive_score_is_not_shift_invariant():
    q = np.array([1.0, 0.0, 0.5, -0.5])
    k = np.array([0.0, 1.0, 1.0, 0.0])
    # Same offset n - m = 2, different absolute positions: 0, 2 versus 3, 5.
    a = rope_invariance.additive_score(q, k, 0, 2)
    b = rope_invariance.additive_score(q, k, 3, 5)
    pe = rope_invariance.sinusoidal_position
    assert a == pytest.approx((q + pe(0, 4)) @ (k + pe(2, 4)))
    assert a == pytest.approx(2.503, abs=1e-3)
    assert b == pytest.approx(-1.310, abs=1e-3)
    # RoPE with the same q, k and offsets does not care.
    omega = rope.ladder_frequencies(2)
    assert rope_invariance.rope_score(q, k, 0, 2, omega) == pytest.approx(
        rope_invariance.rope_score(q, k, 3, 5, omega)
    )


@FAST
@given(
    half_d=st.integers(1, 64),
    m=st.integers(-(10**4), 10**4),
    n=st.integers(-(10**4), 10**4),
    shift=st.integers(-(10**4), 10**4),
)
def test_position_dot_product_depends_on_offset_only(half_d, m, n, shift):
    d = 2 * half_d
    pe = rope_invariance.sinusoidal_position
    theta = 10000.0 ** (-np.arange(0, d, 2) / d)
    dot = pe(m, d) @ pe(n, d)
    assert dot == pytest.approx(np.sum(np.cos((n - m) * theta)), abs=1e-9)
    assert pe(m + shift, d) @ pe(n + shift, d) == pytest.approx(dot, abs=1e-8)


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: rope_invariance.sinusoidal_position(0.0, 3), "even"),
        (lambda: rope_invariance.rope_score([1, 0], [1, 0], 0, 0, [1.0, 0.5]), "same length"),
        (lambda: rope_invariance.additive_score([1, 0], [1, 0, 0, 0], 0, 0), "same length"),
    ],
)
def test_bad_values_raise_value_error(call, match):
    with pytest.raises(ValueError, match=match):
        call()
