"""The RoPE plot's log Δ axis for a window reaching below 0: a symmetric log about 0. No pygame."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from app.geometry.rope_layout import axis_fraction, delta_at_fraction, delta_at_y, delta_y, panel_layout
from app.geometry.rope_scales import delta_ticks
from app.model.rope_state import RopeState


def symlog(d: float) -> float:
    return math.copysign(math.log(1 + abs(d)), d)


def test_a_window_from_below_zero_is_a_symmetric_log_about_zero() -> None:
    """(The axis was log(1 + Δ − lo): −1000 … −982 took 40 % of a window −1000 … 4096.)"""
    lo, hi = -1000, 4096
    span = symlog(hi) - symlog(lo)
    for d in (-1000, -982, -100, -10, -1, 0, 1, 10, 1000, 4096):
        assert float(axis_fraction(d, lo, hi, True)) == pytest.approx((symlog(d) - symlog(lo)) / span)
    assert float(axis_fraction(-982, lo, hi, True)) < 0.01
    assert float(axis_fraction(0, lo, hi, True)) == pytest.approx(math.log(1001) / span)


@pytest.mark.parametrize(("lo", "hi"), [(-1000, 4096), (-5, 5), (-4096, -100), (0, 4096), (100, 4096)])
def test_the_axis_and_its_inverse_agree(lo: int, hi: int) -> None:
    deltas = np.linspace(lo, hi, 97)
    fractions = axis_fraction(deltas, lo, hi, True)
    assert fractions[0] == pytest.approx(0) and fractions[-1] == pytest.approx(1)
    assert np.all(np.diff(fractions) > 0)
    back = [delta_at_fraction(f, lo, hi, True) for f in fractions]
    np.testing.assert_allclose(back, deltas, rtol=1e-9, atol=1e-6)
    lay = panel_layout((793, 0, 487, 772))
    for d in (lo, (lo + hi) // 2, hi):
        assert delta_at_y(lay, delta_y(lay, d, lo, hi, True), lo, hi, True) == d


def test_the_ticks_below_zero_are_zero_and_negative_decades() -> None:
    """(From −1000 the ticks were −1000, then 1 and 1000 crowded at the bottom; 0 unmarked.)"""
    assert delta_ticks(-1000, 4096, True, 600) == [-1000, -100, -10, -1, 0, 1, 10, 100, 1000]
    short = delta_ticks(-1000, 4096, True, 180)
    assert 0 in short and short[0] == -1000  # where ±1 would crowd 0, 0 stays
    ys = [float(axis_fraction(t, -1000, 4096, True)) * 179 for t in short]
    assert all(b - a >= 14 for a, b in itertools.pairwise(ys))


def test_playback_below_zero_is_steady_down_the_axis() -> None:
    """(−1000 to −999 took about 6 s; now each stretch of the axis takes its share of the 20 s sweep.)"""
    s = RopeState()
    s.set_window(-1000, 4096)
    s.delta = -1000.0
    s.set_playing(True)
    times: dict[int, float] = {}
    for frame in range(1, 60 * 30):
        s.advance(1 / 60)
        for mark in (-999, -100, 0, 100, 4096):
            if mark not in times and s.delta_int >= mark:
                times[mark] = frame / 60
    span = symlog(4096) - symlog(-1000)
    assert times[-999] < 0.05
    for mark in (-100, 0, 100):
        assert times[mark] == pytest.approx(20 * (symlog(mark) - symlog(-1000)) / span, abs=0.05)
    assert times[4096] == pytest.approx(20.0, abs=0.1)
