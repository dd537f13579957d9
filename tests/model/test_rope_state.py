"""The RoPE panel's pure state: views, integer readouts, the best return, bad values, Δ's clock."""

from __future__ import annotations

import math

import numpy as np
import pytest

from app.geometry.rope_layout import delta_at_y, delta_y, panel_layout
from app.math import rope
from app.math.rope_scaling import scaled_frequencies
from app.model.parse import format_base, parse_base, parse_int
from app.model.rope_state import RopeState
from app.model.rope_window_state import MAX_WINDOW


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


def test_every_ratio_is_score_over_reach() -> None:
    s = RopeState.for_view("32")
    s.set_content("random")
    reach = sum(abs(complex(hj)) for hj in s.h)  # Σ|h_j|, summed by hand
    assert s.reach == pytest.approx(reach)
    s.scrub_to(37)
    assert s.ratio_now == pytest.approx(s.score_now / reach)
    assert np.all(np.abs(s.ratio_curve) <= 1.0)
    assert s.best is not None and s.best.ratio == pytest.approx(s.best.score / reach)
    for content in ("ones", "q=k"):  # arrows all pointing right at Δ = 0: reach = score(0)
        s.set_content(content)
        assert s.reach == pytest.approx(s.score0)
        assert s.ratio_now == pytest.approx(s.score_now / s.score0)


def test_llama_with_random_content_keeps_every_ratio_in_range() -> None:
    s = RopeState()
    s.set_model("Llama-3.1-8B")
    s.set_content("random")
    assert np.all(np.abs(s.ratio_curve) <= 1.0) and abs(s.best.ratio) <= 1.0
    assert s.unscaled_curve is not None and np.all(np.abs(s.unscaled_curve) <= 1.0)


@pytest.mark.parametrize(("view", "delta", "ratio"), [("2", 1885, 0.9995), ("32", 101, 0.579)])
def test_the_lessons_best_returns_in_the_default_search_window(view, delta, ratio) -> None:
    s = RopeState.for_view(view)
    assert (s.search_lo, s.search_hi) == (100, 4096)
    best = s.best
    assert best is not None and (best.delta, best.lo, best.hi) == (delta, 100, 4096)
    # brute force over the window, independent of window_search
    d = np.arange(100, 4097)
    brute = sum(np.cos(d * w) for w in s.omega)
    assert best.delta == 100 + int(np.argmax(brute))
    assert best.ratio == pytest.approx(ratio, abs=5e-4)


def test_the_search_window_is_its_own_setting() -> None:
    s = RopeState()
    s.set_search(2, 1000)
    d = np.arange(2, 1001)
    assert s.best is not None and s.best.delta == 2 + int(np.argmax(np.cos(d) + np.cos(0.01 * d)))
    assert (s.lo, s.hi) == (0, 4096)
    with pytest.raises(ValueError):
        s.set_search(500, 500)
    assert (s.search_lo, s.search_hi) == (2, 1000)


def test_model_presets_set_arrows_base_and_their_scaling() -> None:
    s = RopeState()
    s.set_model("Llama-3.1-8B")
    assert (s.n_arrows, s.base, s.model) == (64, 5e5, "Llama-3.1-8B")
    assert (s.scaling_kind, s.scaling_factor) == ("llama3", 8.0)
    plain = 1 / 5e5 ** (np.arange(0, 128, 2) / 128)
    scaled, attention = scaled_frequencies(64, 5e5, rope.Scaling("llama3", 8.0, 8192, 1.0, 4.0))
    np.testing.assert_allclose(s.omega, scaled)
    assert attention == 1.0 and s.omega[0] == plain[0] and s.omega[-1] == pytest.approx(plain[-1] / 8)
    s.set_model("Qwen2.5-7B")  # its YaRN is optional: off, but picking yarn uses Qwen's parameters
    assert s.scaling_kind == "none" and s.scaling_factor == 4.0
    np.testing.assert_allclose(s.omega, rope.ladder_frequencies(64, 1e6))
    s.set_scaling("yarn")
    qwen = rope.Scaling("yarn", 4.0, 32768)
    omega, attention = scaled_frequencies(64, 1e6, qwen)
    np.testing.assert_allclose(s.omega, omega)
    np.testing.assert_allclose(s.h, np.ones(64) * attention**2)
    s.set_model("Llama-3.1-8B")
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
    s.set_log_axis(False)  # Δ per second
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


def test_log_axis_playback_is_steady_in_log_delta() -> None:
    s = RopeState()
    times = {}
    for frame in range(1, 60 * 30):
        s.advance(1 / 60)
        for mark in (10, 100, 1000, 4096):
            if mark not in times and s.delta_int >= mark:
                times[mark] = frame / 60
    assert times[4096] == pytest.approx(20.0, abs=2.0)
    for mark in (10, 100, 1000):  # each decade takes the same time: log(1 + Δ) grows steadily
        assert times[mark] == pytest.approx(20.0 * math.log1p(mark) / math.log1p(4096), abs=0.05)


def test_invariance_rope_equal_additive_not() -> None:
    s = RopeState.for_view("32")
    s.set_invariance(m=700, n=200, shift=1000)
    inv = s.invariance
    assert inv.rope_mn == pytest.approx(inv.rope_shifted, rel=1e-9, abs=1e-9)
    assert abs(inv.additive_mn - inv.additive_shifted) > 1e-3


def test_format_base() -> None:
    assert [format_base(b) for b in (1e4, 5e5, 1e6, 12345.0, 2.5)] == ["1e4", "5e5", "1e6", "12345", "2.5"]
    assert format_base(1.0000001) == "1.0000001"  # (it read "1", beside a rule that says "above 1")


def test_a_long_whole_number_is_quoted_as_typed() -> None:
    """(99999999999999999999 went through a float and was refused as "100000000000000000000".)"""
    assert parse_int("99999999999999999999", "Seed") == 10**20 - 1
    assert parse_int(" 1_000 ", "Seed") == 1000 and parse_int("1e4", "Seed") == 10000
    state = RopeState()
    with pytest.raises(ValueError, match="not 99999999999999999999"):
        state.set_seed(parse_int("99999999999999999999", "Seed"))


def test_plot_rows_and_scrub_mapping_agree() -> None:
    lay = panel_layout((793, 0, 487, 772))
    for log_axis in (False, True):
        for delta in (0, 1, 10, 1885, 4096):
            y = delta_y(lay, delta, 0, 4096, log_axis)
            assert abs(delta_at_y(lay, y, 0, 4096, log_axis) - delta) <= (
                3 if not log_axis else 0.02 * delta + 1
            )


def test_dynamic_ntk_that_changes_nothing_yet_says_why() -> None:
    """(Dynamic ×4 with the window ending at 4096 ≤ L0 = 8192 gave the curve without scaling, and the line
    only said it was on.)"""
    from app.io.presets import preset_curve
    from app.model import intents as i
    from app.model.apply import apply
    from app.model.state import AppState

    state = AppState.for_preset(preset_curve("square8"), "square8")
    apply(state, i.RopeView(32))
    plain = state.rope.curve.copy()
    apply(state, i.SetRopeScaling("dynamic", "4"))
    np.testing.assert_allclose(state.rope.curve, plain)  # L = 4096 ≤ L0: the same speeds
    assert "8192" in state.status.text and "4096" in state.status.text
    apply(state, i.SetRopeWindow(None, "20000"))
    assert not np.allclose(state.rope.curve[: len(plain)], plain)  # past L0: stretched
    assert "8192" not in state.status.text


def test_a_return_to_one_reads_as_one_whatever_the_rounding() -> None:
    """(q = k, YaRN, base 1.0000001: the best at Δ = 0 came out 1 − 4e−16 and read "1.000000", where an
    exact 1 reads "1.000".)"""
    from app.io.presets import preset_curve
    from app.model import intents as i
    from app.model.apply import apply
    from app.model.rope_derived import ratio_text
    from app.model.state import AppState

    state = AppState.for_preset(preset_curve("square8"), "square8")
    for intent in (i.RopeView(32), i.SetRopeContent("q=k"), i.SetRopeScaling("yarn", "4")):
        apply(state, intent)
    apply(state, i.SetRopeBase("1.0000001"))
    apply(state, i.SetRopeSearch("-50", None))
    assert state.rope.best.delta == 0 and state.rope.best.ratio != 1.0
    assert state.status.text.endswith("Δ = 0, score / reach 1.000.")
    assert [ratio_text(r) for r in (1.0, 1 - 4e-16, -1 + 1e-12, 0.9996, 0.99999, 0.999999, 0.25)] == [
        "1.000",
        "1.000",
        "−1.000",
        "0.9996",
        "0.99999",
        "0.999999",
        "0.250",
    ]
