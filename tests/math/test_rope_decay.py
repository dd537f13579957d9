"""Su's long-term decay bound against a plain Python loop, and |score| under it for any content."""

from __future__ import annotations

import cmath
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_rope import spaced_deltas

from app.math import rope, rope_decay

FAST = settings(max_examples=40, deadline=None)


def loop_total(delta: float, omega: np.ndarray) -> float:
    """Σ_{j=1..N} |S_j(Δ)| with S_j = Σ_{k<j} e^{iΔω_k}, one arrow at a time."""
    running, total = 0j, 0.0
    for w in omega:
        running += cmath.exp(1j * delta * float(w))
        total += abs(running)
    return total


def loop_step(h: np.ndarray) -> float:
    """max_{j=0..N-1} |h_{j+1} - h_j| with h_N = 0, one pair at a time."""
    padded = [complex(x) for x in h] + [0j]
    return max(abs(padded[j + 1] - padded[j]) for j in range(len(h)))


def loop_score(delta: float, omega: np.ndarray, h: np.ndarray) -> float:
    """Re Σ_j h_j e^{iΔω_j}, one arrow at a time."""
    return sum((complex(hj) * cmath.exp(1j * delta * float(w))).real for hj, w in zip(h, omega, strict=True))


@pytest.mark.parametrize("length", [1, 2, 3, 17, 100, 257])
@pytest.mark.parametrize("spacing", ["integers", "fractional", "random"])
def test_partial_sums_total_matches_loop_across_chunks(length, spacing):
    rng = np.random.default_rng(length)
    omega = rope.ladder_frequencies(7, 300.0)
    deltas = spaced_deltas(spacing, length, rng, start=-30, fraction=(2.5, 0.73))
    got = rope_decay.partial_sums_total(deltas, omega, chunk=16)
    expected = [loop_total(float(d), omega) for d in deltas]
    np.testing.assert_allclose(got, expected, rtol=0, atol=1e-10)


def test_long_curve_matches_loop():
    omega = rope.ladder_frequencies(64)
    deltas = np.arange(0, 131073)
    got = rope_decay.decay_bound(deltas, omega)
    for d in (0, 1, 2, 32767, 32768, 32769, 65536, 100003, 131072):
        assert got[d] == pytest.approx(loop_total(d, omega) / 64, abs=1e-10)


def test_bound_keeps_the_shape_of_deltas():
    omega = rope.ladder_frequencies(4)
    deltas = np.arange(12).reshape(3, 4)
    got = rope_decay.decay_bound(deltas, omega)
    assert got.shape == (3, 4)
    np.testing.assert_allclose(got.ravel(), [loop_total(d, omega) / 4 for d in range(12)], atol=1e-12)


@pytest.mark.parametrize("n_arrows", [1, 2, 32, 64])
def test_bound_at_zero_is_half_of_n_plus_one(n_arrows):
    # At Δ = 0, |S_j| = j, so B(0) = (1 + 2 + … + N)/N.
    omega = rope.ladder_frequencies(n_arrows)
    assert rope_decay.decay_bound([0.0], omega)[0] == pytest.approx((n_arrows + 1) / 2)


def test_bound_decays_with_distance():
    # RoFormer figure 2: d = 128, base 1e4; the bound falls from 32.5 to about a seventh by Δ = 1000.
    bound = rope_decay.decay_bound(np.arange(0, 20001), rope.ladder_frequencies(64))
    assert bound[0] == pytest.approx(32.5)
    assert bound[1000:2000].mean() < bound[0] / 5
    assert bound[10000:20000].mean() < bound[1000:2000].mean()


@FAST
@given(n_arrows=st.integers(1, 24), seed=st.integers(0, 2**32 - 1), base=st.floats(1.5, 1e6))
def test_score_never_exceeds_the_absolute_bound(n_arrows, seed, base):
    omega = rope.ladder_frequencies(n_arrows, base)
    h = rope.content_from_qk(*rope.random_qk(n_arrows, seed))
    deltas = np.r_[-500:501, np.random.default_rng(seed).uniform(-1e5, 1e5, 200)]
    score = rope.scores(deltas, omega, h)
    bound = rope_decay.decay_bound_abs(deltas, omega, h)
    assert np.all(np.abs(score) <= bound * (1 + 1e-12) + 1e-12)
    for d in deltas[::97]:
        assert abs(loop_score(d, omega, h)) <= loop_step(h) * loop_total(d, omega) + 1e-9


@FAST
@given(n_arrows=st.integers(1, 24), seed=st.integers(0, 2**32 - 1))
def test_max_content_step_matches_loop(n_arrows, seed):
    h = rope.content_from_qk(*rope.random_qk(n_arrows, seed))
    assert rope_decay.max_content_step(h) == pytest.approx(loop_step(h), rel=1e-14)


def test_all_ones_bound_is_n_times_relative_bound():
    # h = 1: every step is 0 but the last, |1 - 0| = 1, so the absolute bound is N·B(Δ) and ratio ≤ B.
    omega = rope.ladder_frequencies(32)
    h = rope.content_ones(32)
    deltas = np.arange(0, 4097)
    relative = rope_decay.decay_bound(deltas, omega)
    np.testing.assert_allclose(rope_decay.decay_bound_abs(deltas, omega, h), 32 * relative, rtol=1e-14)
    assert np.all(np.abs(rope.ratio(rope.scores(deltas, omega, h), h)) <= relative + 1e-12)


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: rope_decay.partial_sums_total([0], []), "omega"),
        (lambda: rope_decay.partial_sums_total([0], [[1.0]]), "omega"),
        (lambda: rope_decay.partial_sums_total([math.inf], [1.0]), "finite"),
        (lambda: rope_decay.partial_sums_total([0], [1.0], chunk=0), "chunk"),
        (lambda: rope_decay.max_content_step([]), "h"),
        (lambda: rope_decay.decay_bound_abs([0], [1.0, 0.5], [1.0]), "same length"),
    ],
)
def test_bad_values_raise_value_error(call, match):
    with pytest.raises(ValueError, match=match):
        call()
