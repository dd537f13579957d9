"""The window search: the best whole Δ against brute force, ties, ratio, the lesson's returns; main lobe."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_rope import FAST, direct_scores

from app.math import rope, rope_window


@FAST
@given(
    n_arrows=st.integers(1, 12),
    seed=st.integers(0, 2**32 - 1),
    lo=st.integers(-3000, 3000),
    width=st.integers(0, 400),
)
def test_window_search_matches_brute_force_argmax(n_arrows, seed, lo, width):
    omega = rope.ladder_frequencies(n_arrows)
    h = rope.content_from_qk(*rope.random_qk(n_arrows, seed))
    hi = lo + width
    window = np.arange(lo, hi + 1)
    brute = [
        sum((hj * complex(math.cos(d * w), math.sin(d * w))).real for hj, w in zip(h, omega, strict=True))
        for d in window
    ]
    best = rope_window.window_search(lo, hi, omega, h)
    reach = sum(abs(hj) for hj in h)
    assert best.best_score == pytest.approx(max(brute), abs=1e-9)
    # The returned Δ really is (one of) the best; ties within rounding may pick a neighbour.
    assert brute[best.best_delta - lo] == pytest.approx(max(brute), abs=1e-9)
    assert best.ratio == pytest.approx(best.best_score / reach)


def test_window_search_ties_pick_smallest_delta():
    best = rope_window.window_search(-5, 5, np.zeros(2), rope.content_ones(2))
    assert (best.best_delta, best.best_score, best.ratio) == (-5, 2.0, 1.0)


def test_window_search_ratio_is_defined_when_start_score_is_zero():
    # h = (1, -1) cancels at Δ = 0, but the chain still has length 2.
    best = rope_window.window_search(0, 100, np.array([1.0, 0.5]), np.array([1.0, -1.0]))
    assert best.best_score > 0
    assert best.ratio == pytest.approx(best.best_score / 2.0)


def test_window_search_ratio_is_nan_without_content():
    best = rope_window.window_search(0, 10, np.array([1.0, 0.5]), np.zeros(2))
    assert (best.best_delta, best.best_score) == (0, 0.0)
    assert math.isnan(best.ratio)


def test_two_arrows_come_back_near_628():
    omega = np.array(rope.TWO_ARROWS_OMEGA)
    h = rope.content_ones(2)
    near = rope_window.window_search(500, 800, omega, h)
    # 628 ≈ 200π: the slow arrow has turned once and the fast one 100 times.
    assert abs(near.best_delta - 628) <= 10
    assert near.ratio > 0.9


def test_thirty_two_arrows_do_not_come_back_like_two():
    two = rope_window.window_search(50, 4096, np.array(rope.TWO_ARROWS_OMEGA), rope.content_ones(2))
    many = rope_window.window_search(50, 4096, rope.view_32(), rope.content_ones(32))
    assert two.ratio > 0.95
    assert many.ratio < two.ratio - 0.2


def test_lesson_returns_of_two_and_thirty_two_arrows():
    # Lesson problem 9: in 100..4096 two arrows come back at Δ = 1885 (≈ 600π) to 1.999 of 2;
    # 32 arrows reach only 0.579 of their start, at Δ = 101.
    two = rope_window.window_search(100, 4096, np.array(rope.TWO_ARROWS_OMEGA), rope.content_ones(2))
    assert (two.best_delta, round(two.best_score, 3)) == (1885, 1.999)
    assert two.ratio == pytest.approx(two.best_score / 2)
    many = rope_window.window_search(100, 4096, rope.view_32(), rope.content_ones(32))
    assert (many.best_delta, round(many.ratio, 3)) == (101, 0.579)


def test_main_lobe_end():
    one = rope.content_ones(1)
    # cos(0.01Δ) first bottoms out at Δ = 100π ≈ 314.
    assert rope_window.main_lobe_end(np.array([0.01]), one, 10_000) == 314
    assert rope_window.main_lobe_end(np.array([0.01]), one, 100) == 100
    assert rope_window.main_lobe_end(np.array(rope.TWO_ARROWS_OMEGA), rope.content_ones(2), 4096) == 3


@FAST
@given(n_arrows=st.integers(1, 8), seed=st.integers(0, 2**32 - 1))
def test_main_lobe_end_is_the_first_local_minimum(n_arrows, seed):
    omega = rope.ladder_frequencies(n_arrows, 50.0) * 0.3
    h = rope.content_from_qk(*rope.random_qk(n_arrows, seed))
    hi = 3000
    s = direct_scores(np.arange(0, hi + 2), omega, h)
    minima = [d for d in range(1, hi + 1) if s[d - 1] > s[d] <= s[d + 1]]
    expected = minima[0] if minima else hi
    assert rope_window.main_lobe_end(omega, h, hi) == expected


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: rope_window.window_search(5, 4, [1.0], [1.0]), "lo <= hi"),
        (lambda: rope_window.main_lobe_end([1.0], [1.0], 0), "hi"),
    ],
)
def test_bad_values_raise_value_error(call, match):
    with pytest.raises(ValueError, match=match):
        call()
