"""The RoPE panel's pure state: views, integer readouts, the best return, bad values, Δ's clock."""

from __future__ import annotations

import math

import numpy as np
import pytest

from app.geometry.rope_layout import delta_at_y, delta_y, panel_layout
from app.math import rope
from app.model.parse import format_base, parse_base, parse_int
from app.model.rope_state import MAX_WINDOW, RopeState


def test_starts_in_the_two_arrow_view() -> None:
    s = RopeState()
    np.testing.assert_allclose(s.omega, rope.TWO_ARROWS_OMEGA)
    np.testing.assert_allclose(s.h, [1, 1])
    assert (s.lo, s.hi) == (0, 4096)
    assert s.curve.shape == (4097,)
    assert s.score0 == pytest.approx(2.0)


def test_views_and_toggle() -> None:
    s = RopeState.for_view("32")
    np.testing.assert_allclose(s.omega, rope.view_32())
    s.toggle_view()
    assert s.n_arrows == 2 and s.is_view_2
    s.toggle_view()
    assert s.n_arrows == 32
    n = RopeState.for_view("7")
    np.testing.assert_allclose(n.omega, rope.ladder_frequencies(7, 1e4))
    with pytest.raises(ValueError):
        RopeState.for_view("500")


def test_view_change_restarts_the_curve_but_arrows_keep_delta() -> None:
    s = RopeState()
    s.scrub_to(300)
    s.set_arrows(5)
    assert s.delta_int == 300 and s.n_arrows == 5
    s.set_view_32()
    assert s.delta == s.lo


def test_readouts_use_whole_positions() -> None:
    s = RopeState()
    s.delta = 12.7
    assert s.delta_int == 12
    assert s.score_now == pytest.approx(math.cos(12) + math.cos(0.12))
    assert s.ratio_now == pytest.approx((math.cos(12) + math.cos(0.12)) / 2)
    s.toggle_play()  # pausing settles on the whole position
    assert s.delta == 12.0


def test_best_return_of_two_arrows() -> None:
    best = RopeState().best
    assert best is not None
    assert best.delta == 1885
    assert best.ratio == pytest.approx(0.9995, abs=1e-4)
    assert best.search_from == 2  # score/score(0) = 0.77 at Δ = 1, 0.29 at Δ = 2


def test_best_return_skips_the_hump_of_32_arrows() -> None:
    s = RopeState.for_view("32")
    ratio = rope.scores(np.arange(0, 200), s.omega, s.h) / 32
    first_half = int(np.flatnonzero(ratio <= 0.5)[0])
    best = s.best
    assert best is not None
    assert best.search_from == first_half
    assert best.search_from > rope.main_lobe_end(s.omega, s.h, 4096)  # the ripple at Δ = 5 is not it
    tail = s.curve[first_half:]
    assert best.score == pytest.approx(tail.max())
    assert best.ratio < 0.9  # 32 arrows never come back together


def test_model_presets_set_arrows_and_base() -> None:
    s = RopeState()
    s.set_model("Llama-3.1-8B")
    assert (s.n_arrows, s.base, s.model) == (64, 5e5, "Llama-3.1-8B")
    np.testing.assert_allclose(s.omega, 1 / 5e5 ** (np.arange(0, 128, 2) / 128))
    s.set_arrows(10)
    assert s.model is None
    s.set_model("Qwen2.5-7B")
    s.clear_model()
    assert (s.n_arrows, s.base, s.model) == (64, 1e6, None)


def test_bad_values_leave_state_unchanged() -> None:
    s = RopeState()
    version = s.version
    for text in ("abc", "1", "0.5", "-3", "inf", "nan"):
        with pytest.raises(ValueError):
            s.set_base(parse_base(text))
    with pytest.raises(ValueError):
        s.set_window(100, 50)
    with pytest.raises(ValueError):
        s.set_window(0, MAX_WINDOW + 1)
    with pytest.raises(ValueError):
        parse_int("2.5", "Seed")
    assert (s.base, s.lo, s.hi, s.version) == (1e4, 0, 4096, version)


def test_window_and_content() -> None:
    s = RopeState()
    s.scrub_to(3000)
    s.set_window(10, 500)
    assert s.curve.shape == (491,) and s.delta_int == 10
    s.set_content("random")
    q, k = rope.random_qk(2, 0)
    np.testing.assert_allclose(s.h, rope.content_from_qk(q, k))
    s.set_content("q=k")
    np.testing.assert_allclose(s.h.imag, 0, atol=1e-12)
    assert np.all(s.h.real > 0)


def test_advance_wraps_and_does_not_recompute() -> None:
    s = RopeState()
    s.set_window(0, 100)
    version = s.version
    s.set_speed(50)
    s.advance(1.0)
    assert s.delta == pytest.approx(50)
    s.advance(1.5)  # 125 → wraps past 100 back towards lo
    assert 0 <= s.delta_int <= 100 and s.delta == pytest.approx(125 - 101)
    assert s.version == version
    s.set_playing(False)
    s.advance(1.0)
    assert s.delta == pytest.approx(24)


def test_invariance_rope_equal_additive_not() -> None:
    s = RopeState.for_view("32")
    s.set_invariance(m=700, n=200, shift=1000)
    inv = s.invariance
    assert inv.rope_mn == pytest.approx(inv.rope_shifted, rel=1e-9, abs=1e-9)
    assert abs(inv.additive_mn - inv.additive_shifted) > 1e-3


def test_format_base() -> None:
    assert [format_base(b) for b in (1e4, 5e5, 1e6, 12345.0, 2.5)] == ["1e4", "5e5", "1e6", "12345", "2.5"]


def test_plot_rows_and_scrub_mapping_agree() -> None:
    lay = panel_layout((793, 0, 487, 772))
    for log_axis in (False, True):
        for delta in (0, 1, 10, 1885, 4096):
            y = delta_y(lay, delta, 0, 4096, log_axis)
            assert abs(delta_at_y(lay, y, 0, 4096, log_axis) - delta) <= (
                3 if not log_axis else 0.02 * delta + 1
            )
