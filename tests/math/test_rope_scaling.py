"""Long-context scaling: every speed against a per-arrow derivation of each formula, spot values, presets."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.math import rope, rope_scaling
from app.math.rope import Scaling, ScalingError

FAST = settings(max_examples=80, deadline=None)


def plain_speed(j: int, n_arrows: int, base: float) -> float:
    """HF's inv_freq for pair j: 1 / base^(2j/d), d = 2N."""
    return 1.0 / math.pow(base, 2 * j / (2 * n_arrows))


def expected_speeds(n_arrows: int, base: float, s: Scaling) -> list[float]:
    """Each scaled speed worked out on its own, straight from the papers' and HF's definitions."""
    d = 2 * n_arrows
    out = []
    for j in range(n_arrows):
        w = plain_speed(j, n_arrows, base)
        if s.kind == "linear":
            w = w / s.factor
        elif s.kind == "dynamic" and s.seq_len is not None and s.seq_len > s.original_max and n_arrows > 1:
            new_base = base * math.pow(s.factor * s.seq_len / s.original_max - s.factor + 1, d / (d - 2))
            w = plain_speed(j, n_arrows, new_base)
        elif s.kind == "yarn":
            # Pair j turns L0/(2π base^{j/N}) times within L0; it turns r times at j = N·log_base(L0/(2πr)).
            def at_turns(r: float) -> float:
                return n_arrows * math.log(s.original_max / (2 * math.pi * r), base)

            low = max(math.floor(at_turns(s.beta_fast)), 0)
            high = min(math.ceil(at_turns(s.beta_slow)), d - 1)
            if high == low:
                high += 0.001
            interpolated = min(max((j - low) / (high - low), 0.0), 1.0)
            w = interpolated * (w / s.factor) + (1 - interpolated) * w
        elif s.kind == "llama3":
            wavelength = 2 * math.pi / w
            if wavelength > s.original_max / s.low_freq_factor:
                w = w / s.factor
            elif wavelength >= s.original_max / s.high_freq_factor:
                smooth = (s.original_max / wavelength - s.low_freq_factor) / (
                    s.high_freq_factor - s.low_freq_factor
                )
                w = (1 - smooth) * w / s.factor + smooth * w
        out.append(w)
    return out


CASES = [
    (64, 5e5, Scaling("llama3", 8.0, 8192, 1.0, 4.0)),
    (64, 1e6, Scaling("yarn", 4.0, 32768)),
    (64, 1e4, Scaling("yarn", 16.0, 4096, beta_fast=16.0, beta_slow=2.0)),
    (3, 1e4, Scaling("yarn", 2.0, 8)),  # tiny L0: both corrections below 0, everything kept
    (64, 1e4, Scaling("linear", 4.0)),
    (64, 1e4, Scaling("dynamic", 2.0, 4096, seq_len=8192)),
    (64, 1e4, Scaling("dynamic", 2.0, 4096, seq_len=4096)),
    (1, 1e4, Scaling("dynamic", 4.0, 16, seq_len=100)),
    (32, 1e4, Scaling("llama3", 4.0, 2048, 2.0, 8.0)),
    (32, 1e4, Scaling()),
]


@pytest.mark.parametrize(("n_arrows", "base", "scaling"), CASES, ids=lambda c: getattr(c, "kind", str(c)))
def test_speeds_match_per_arrow_derivation(n_arrows, base, scaling):
    omega, _ = rope_scaling.scaled_frequencies(n_arrows, base, scaling)
    assert omega.shape == (n_arrows,)
    np.testing.assert_allclose(omega, expected_speeds(n_arrows, base, scaling), rtol=1e-12, atol=0)


@FAST
@given(
    kind=st.sampled_from(rope.SCALING_KINDS),
    n_arrows=st.integers(1, 128),
    base=st.floats(2.0, 1e7),
    factor=st.floats(1.0, 64.0),
    original=st.integers(1, 200_000),
    seq_len=st.integers(1, 1_000_000),
    low=st.floats(0.25, 4.0),
    gap=st.floats(0.1, 8.0),
    beta_slow=st.floats(0.25, 4.0),
    beta_gap=st.floats(0.5, 64.0),
)
def test_speeds_match_per_arrow_derivation_for_any_setting(
    kind, n_arrows, base, factor, original, seq_len, low, gap, beta_slow, beta_gap
):
    scaling = Scaling(kind, factor, original, low, low + gap, beta_slow + beta_gap, beta_slow, seq_len)
    omega, attention = rope_scaling.scaled_frequencies(n_arrows, base, scaling)
    np.testing.assert_allclose(omega, expected_speeds(n_arrows, base, scaling), rtol=1e-11, atol=0)
    # Scaling only ever slows arrows down (factor >= 1), never below plain/factor.
    plain = rope.ladder_frequencies(n_arrows, base)
    assert np.all(omega <= plain * (1 + 1e-12))
    if kind != "dynamic":
        assert np.all(omega >= plain / factor * (1 - 1e-12))
    assert attention == (0.1 * math.log(factor) + 1 if kind == "yarn" else 1.0)


def test_llama3_spot_values():
    # d = 128, base 5e5, L0 = 8192: wavelengths 2π·5e5^{j/64} pass 2048 after j = 28 and 8192 after j = 34.
    omega, attention = rope_scaling.scaled_frequencies(64, 5e5, Scaling("llama3", 8.0, 8192, 1.0, 4.0))
    plain = rope.ladder_frequencies(64, 5e5)
    assert attention == 1.0
    assert omega[0] == 1.0  # the fastest pair is untouched
    assert omega[63] == pytest.approx(5e5 ** (-63 / 64) / 8, rel=1e-14)  # the slowest is divided by 8
    np.testing.assert_array_equal(omega[:29], plain[:29])
    np.testing.assert_allclose(omega[35:], plain[35:] / 8, rtol=1e-15)
    middle = omega[29:35] / plain[29:35]
    assert np.all((middle > 1 / 8) & (middle < 1)) and np.all(np.diff(middle) < 0)


def test_yarn_spot_values():
    # Qwen2.5 option, d = 128, base 1e6, L0 = 32768: 128·ln(32768/(2π·32))/(2 ln 1e6) = 23.6 → low 23,
    # 128·ln(32768/2π)/(2 ln 1e6) = 39.6 → high 40.
    omega, attention = rope_scaling.scaled_frequencies(64, 1e6, Scaling("yarn", 4.0, 32768))
    plain = rope.ladder_frequencies(64, 1e6)
    assert attention == pytest.approx(1.1386294361, abs=1e-10)
    np.testing.assert_allclose(omega[:24], plain[:24], rtol=1e-15)
    np.testing.assert_allclose(omega[40:], plain[40:] / 4, rtol=1e-15)
    # At j = 31 the ramp is (31 - 23)/(40 - 23) = 8/17 of the way to divided: ω'/ω = 1 - (3/4)·(8/17).
    assert omega[31] / plain[31] == pytest.approx(1 - 0.75 * 8 / 17)


def test_linear_and_dynamic_spot_values():
    plain = rope.ladder_frequencies(64)
    np.testing.assert_allclose(rope_scaling.scaled_frequencies(64, 1e4, Scaling("linear", 4.0))[0], plain / 4)
    # L = 2·L0 with factor 2: base' = 1e4·(2·2 - 1)^{128/126} ≈ 30527.7.
    dynamic = Scaling("dynamic", 2.0, 4096, seq_len=8192)
    assert rope_scaling.dynamic_base(64, 1e4, dynamic) == pytest.approx(30527.7367, rel=1e-8)
    omega, _ = rope_scaling.scaled_frequencies(64, 1e4, dynamic)
    assert omega[0] == 1.0
    assert omega[63] == pytest.approx(30527.7367 ** (-63 / 64), rel=1e-8)
    for seq_len in (None, 1, 4096):
        same = Scaling("dynamic", 2.0, 4096, seq_len=seq_len)
        np.testing.assert_array_equal(rope_scaling.scaled_frequencies(64, 1e4, same)[0], plain)


@pytest.mark.parametrize("kind", ["none", "linear", "yarn", "llama3"])
def test_factor_one_changes_nothing(kind):
    # (Not dynamic: factor·L/L0 - (factor - 1) is L/L0 > 1 at factor 1, so a long sequence still scales.)
    omega, attention = rope_scaling.scaled_frequencies(32, 1e4, Scaling(kind, 1.0, 1024, seq_len=5000))
    np.testing.assert_allclose(omega, rope.ladder_frequencies(32), rtol=1e-15)
    assert attention == 1.0


def test_attention_factor_multiplies_both_rotated_q_and_k():
    # HF: cos and sin are multiplied by A, then q·cos + rotate(q)·sin and likewise k, so q·k grows by A².
    n_arrows = 8
    omega, attention = rope_scaling.scaled_frequencies(n_arrows, 1e4, Scaling("yarn", 8.0, 64))
    q, k = rope.random_qk(n_arrows, 4)
    m, n = 700, 25

    def rotate(x: np.ndarray, position: int) -> np.ndarray:
        out = np.empty_like(x)
        for j, w in enumerate(omega):
            c, s = attention * math.cos(position * w), attention * math.sin(position * w)
            out[2 * j], out[2 * j + 1] = c * x[2 * j] - s * x[2 * j + 1], s * x[2 * j] + c * x[2 * j + 1]
        return out

    h = rope_scaling.scaled_content(rope.content_from_qk(q, k), attention)
    score = rope.scores(np.array([m - n]), omega, h)[0]
    assert score == pytest.approx(float(rotate(q, m) @ rotate(k, n)), abs=1e-10)
    assert rope.ratio(score, h) == pytest.approx(rope.ratio(score / attention**2, h / attention**2))


def test_model_presets_carry_their_scaling():
    by_name = {p.name: p for p in rope.MODEL_PRESETS}
    llama = by_name["Llama-3.1-8B"]
    assert llama.scaling == Scaling("llama3", 8.0, 8192, 1.0, 4.0)
    assert llama.optional_scaling is None
    qwen = by_name["Qwen2.5-7B"]
    assert qwen.scaling.kind == "none"
    assert (qwen.optional_scaling.kind, qwen.optional_scaling.factor, qwen.optional_scaling.original_max) == (
        "yarn",
        4.0,
        32768,
    )
    for name in ("RoFormer", "Llama-2-7B", "Mistral-7B v0.2", "Gemma-7B", "GPT-J-6B"):
        assert by_name[name].scaling == rope.NO_SCALING
        assert by_name[name].optional_scaling is None


def test_scaling_fields_name_real_fields_for_every_kind():
    assert set(rope_scaling.SCALING_FIELDS) == set(rope.SCALING_KINDS)
    for fields in rope_scaling.SCALING_FIELDS.values():
        assert all(hasattr(rope.NO_SCALING, f) and f != "kind" for f in fields)


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"kind": "ntk"}, "kind"),
        ({"factor": 0.5}, "factor"),
        ({"factor": math.nan}, "factor"),
        ({"factor": math.inf}, "factor"),
        ({"original_max": 0}, "original_max"),
        ({"original_max": 8192.0}, "original_max"),
        ({"original_max": True}, "original_max"),
        ({"seq_len": -1}, "seq_len"),
        ({"low_freq_factor": 0.0}, "low_freq_factor"),
        ({"high_freq_factor": 1.0}, "high_freq_factor"),
        ({"beta_slow": 0.0}, "beta_slow"),
        ({"beta_fast": 1.0}, "beta_fast"),
        ({"beta_fast": math.inf}, "beta_fast"),
    ],
)
def test_bad_scaling_names_its_field(fields, field):
    with pytest.raises(ScalingError, match=field) as info:
        Scaling(**fields)
    assert info.value.field == field
    assert isinstance(info.value, ValueError)
