"""RoPE as an arrow chain: the complex form against explicit 2x2 rotations, invariances, the ratio."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import rotate_pairs

from app.math import positions, rope

FAST = settings(max_examples=60, deadline=None)


def brute_rope(q: np.ndarray, k: np.ndarray, m: float, n: float, omega: np.ndarray) -> float:
    """Dot product of the query rotated to position m and the key rotated to position n."""
    return float(rotate_pairs(q, m, omega) @ rotate_pairs(k, n, omega))


def direct_scores(deltas: np.ndarray, omega: np.ndarray, h: np.ndarray) -> np.ndarray:
    """Re Σ_j h_j e^{iΔω_j} for each Δ, all at once (fine for small inputs)."""
    return np.real(np.exp(1j * np.multiply.outer(np.asarray(deltas, dtype=float), omega)) @ h)


def hf_inv_freq(d: int, base: float) -> np.ndarray:
    """HF transformers' RoPE speeds: inv_freq = 1 / base**(arange(0, d, 2)/d)."""
    return 1.0 / base ** (np.arange(0, d, 2, dtype=np.int64).astype(float) / d)


# --- the complex form is the rotation -----------------------------------------------------------------


@FAST
@given(
    n_arrows=st.integers(1, 24),
    seed=st.integers(0, 2**32 - 1),
    m=st.integers(-5000, 5000),
    n=st.integers(-5000, 5000),
    base=st.floats(1.5, 1e6),
)
def test_complex_score_equals_explicit_rotations(n_arrows, seed, m, n, base):
    q, k = rope.random_qk(n_arrows, seed)
    omega = rope.ladder_frequencies(n_arrows, base)
    expected = brute_rope(q, k, m, n, omega)
    scale = float(np.abs(q) @ np.abs(k))
    assert positions.rope_score(q, k, m, n, omega) == pytest.approx(expected, abs=1e-9 * scale)


@FAST
@given(
    n_arrows=st.integers(1, 16),
    seed=st.integers(0, 2**32 - 1),
    m=st.integers(-2000, 2000),
    n=st.integers(-2000, 2000),
    shift=st.integers(-(10**5), 10**5),
)
def test_shifting_both_positions_leaves_rope_score_unchanged(n_arrows, seed, m, n, shift):
    q, k = rope.random_qk(n_arrows, seed)
    omega = rope.ladder_frequencies(n_arrows)
    scale = float(np.abs(q) @ np.abs(k))
    shifted = brute_rope(q, k, m + shift, n + shift, omega)
    assert shifted == pytest.approx(brute_rope(q, k, m, n, omega), abs=1e-8 * scale)
    assert positions.rope_score(q, k, m + shift, n + shift, omega) == pytest.approx(shifted, abs=1e-8 * scale)


def test_content_uses_interleaved_pairs_and_conjugates_the_key():
    h = rope.content_from_qk([1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0])
    np.testing.assert_allclose(h, [(1 + 2j) * (5 - 6j), (3 + 4j) * (7 - 8j)])


def test_content_ones_points_every_arrow_right():
    h = rope.content_ones(5)
    assert h.dtype == complex
    np.testing.assert_array_equal(h, np.ones(5))


def test_random_qk_is_reproducible_standard_normal():
    q1, k1 = rope.random_qk(8, 42)
    q2, k2 = rope.random_qk(8, 42)
    np.testing.assert_array_equal(q1, q2)
    np.testing.assert_array_equal(k1, k2)
    assert q1.shape == k1.shape == (16,)
    assert not np.array_equal(q1, k1)
    q3, _ = rope.random_qk(8, 43)
    assert not np.array_equal(q1, q3)


# --- frequencies ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", rope.MODEL_PRESETS, ids=lambda p: p.name)
def test_ladder_matches_hf_inv_freq_for_every_preset(preset):
    omega = rope.ladder_frequencies(preset.n_arrows, preset.base)
    np.testing.assert_allclose(omega, hf_inv_freq(preset.head_dim, preset.base), rtol=1e-13)
    assert omega[0] == 1.0
    assert np.all(np.diff(omega) < 0)


@given(n_arrows=st.integers(1, 512), base=st.floats(1.01, 1e7))
@FAST
def test_ladder_matches_hf_inv_freq(n_arrows, base):
    np.testing.assert_allclose(
        rope.ladder_frequencies(n_arrows, base), hf_inv_freq(2 * n_arrows, base), rtol=1e-12
    )


def test_model_presets():
    by_name = {p.name: p for p in rope.MODEL_PRESETS}
    assert set(by_name) == {
        "RoFormer",
        "Llama-2-7B",
        "Llama-3.1-8B",
        "Qwen2.5-7B",
        "Mistral-7B v0.2",
        "Gemma-7B",
        "GPT-J-6B",
    }
    assert (by_name["Llama-3.1-8B"].head_dim, by_name["Llama-3.1-8B"].base) == (128, 5e5)
    assert (by_name["Qwen2.5-7B"].base, by_name["Mistral-7B v0.2"].base) == (1e6, 1e6)
    assert by_name["Gemma-7B"].n_arrows == 128
    assert by_name["GPT-J-6B"].n_arrows == 32
    with pytest.raises(AttributeError):
        by_name["RoFormer"].base = 2.0


def test_views():
    assert rope.TWO_ARROWS_OMEGA == (1.0, 0.01)
    np.testing.assert_allclose(rope.view_32(), hf_inv_freq(64, 10000.0), rtol=1e-13)


# --- scores and the chain ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n_arrows", [1, 2, 32, 64])
def test_all_ones_score_at_zero_is_n(n_arrows):
    omega = rope.ladder_frequencies(n_arrows)
    assert rope.scores(np.array([0]), omega, rope.content_ones(n_arrows))[0] == pytest.approx(n_arrows)


def spaced_deltas(
    spacing: str, length: int, rng: np.random.Generator, start: int, fraction: tuple[float, float]
) -> np.ndarray:
    """Δs that are whole numbers in a row, evenly spaced fractions, or random: the scorers' three paths."""
    if spacing == "integers":
        return np.arange(start, start + length)
    if spacing == "fractional":
        return fraction[0] - fraction[1] * np.arange(length)
    return rng.uniform(-1e4, 1e4, length)


@pytest.mark.parametrize("length", [0, 1, 2, 3, 15, 16, 17, 33, 255, 256, 257, 1000])
@pytest.mark.parametrize("spacing", ["integers", "fractional", "random"])
def test_chunked_scores_equal_direct_computation_across_chunk_boundaries(length, spacing):
    rng = np.random.default_rng(length)
    omega = rope.ladder_frequencies(8, 500.0)
    h = rope.content_from_qk(*rope.random_qk(8, 7))
    deltas = spaced_deltas(spacing, length, rng, start=-40, fraction=(3.5, 0.37))
    got = rope.scores(deltas, omega, h, chunk=16)
    assert got.shape == (length,)
    np.testing.assert_allclose(got, direct_scores(deltas, omega, h), rtol=0, atol=1e-10)


def test_long_integer_curve_matches_direct_computation():
    omega = rope.ladder_frequencies(64)
    h = rope.content_from_qk(*rope.random_qk(64, 3))
    deltas = np.arange(0, 131073)
    got = rope.scores(deltas, omega, h)
    picks = np.r_[0:50, 8190:8195, 65530:65540, 131000:131073]
    # Δω up to ~1.3e5 rad: both ways round the angle at ~1e-11, so compare at that level.
    np.testing.assert_allclose(got[picks], direct_scores(deltas[picks], omega, h), rtol=0, atol=1e-9)


def test_scores_keep_the_shape_of_deltas():
    omega = rope.view_32()
    h = rope.content_ones(32)
    deltas = np.arange(12).reshape(3, 4)
    got = rope.scores(deltas, omega, h)
    assert got.shape == (3, 4)
    np.testing.assert_allclose(got, direct_scores(deltas, omega, h), atol=1e-12)


@FAST
@given(n_arrows=st.integers(1, 40), seed=st.integers(0, 2**32 - 1), delta=st.floats(-1e4, 1e4))
def test_chain_tip_real_part_equals_score(n_arrows, seed, delta):
    omega = rope.ladder_frequencies(n_arrows)
    h = rope.content_from_qk(*rope.random_qk(n_arrows, seed))
    joints = rope.chain_joints(delta, omega, h)
    assert joints.shape == (n_arrows + 1,)
    assert joints[0] == 0
    # Each link is one arrow: its length is |h_j|, whatever Δ.
    np.testing.assert_allclose(np.abs(np.diff(joints)), np.abs(h), rtol=1e-12)
    expected = rope.scores(np.array([delta]), omega, h)[0]
    assert joints[-1].real == pytest.approx(expected, abs=1e-9 * float(np.sum(np.abs(h))))


# --- the ratio score / reach ------------------------------------------------------------------------------


@FAST
@given(n_arrows=st.integers(1, 40), seed=st.integers(0, 2**32 - 1), base=st.floats(1.5, 1e6))
def test_ratio_stays_within_one(n_arrows, seed, base):
    omega = rope.ladder_frequencies(n_arrows, base)
    h = rope.content_from_qk(*rope.random_qk(n_arrows, seed))
    deltas = np.arange(-2000, 2001)
    r = rope.ratio(direct_scores(deltas, omega, h), h)
    assert r.shape == deltas.shape
    assert np.all(np.abs(r) <= 1.0)
    assert rope.reach(h) == pytest.approx(sum(abs(complex(hj)) for hj in h))


def test_ratio_reaches_one_when_all_arrows_line_up():
    # Every h_j = 2 - 3i points the same way at Δ = 0, so |score| can only reach Σ|h_j| along that way:
    # the tip is then at Σ h_j = N(2 - 3i), whose real part is 2N, short of N·|2 - 3i|.
    h = np.full(5, 2 - 3j)
    assert rope.reach(h) == pytest.approx(5 * math.sqrt(13))
    assert float(rope.ratio(rope.score_at_zero(h), h)) == pytest.approx(2 / math.sqrt(13))


@pytest.mark.parametrize("content", ["ones", "q=k"])
def test_ratio_equals_score_over_start_score_for_aligned_content(content):
    n_arrows = 16
    omega = rope.ladder_frequencies(n_arrows)
    if content == "ones":
        h = rope.content_ones(n_arrows)
    else:
        q, _ = rope.random_qk(n_arrows, 9)
        h = rope.content_from_qk(q, q)  # h_j = |q_j|², all pointing right
    s = direct_scores(np.arange(0, 3000), omega, h)
    np.testing.assert_allclose(rope.ratio(s, h), s / s[0], rtol=1e-12, atol=1e-15)


def test_ratio_without_content_is_nan():
    assert rope.reach(np.zeros(3)) == 0.0
    assert np.all(np.isnan(rope.ratio([0.0, 1.0], np.zeros(3))))


# --- validation -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: rope.ladder_frequencies(0), "n_arrows"),
        (lambda: rope.ladder_frequencies(2.5), "n_arrows"),
        (lambda: rope.ladder_frequencies(4, 1.0), "base"),
        (lambda: rope.ladder_frequencies(4, 0.5), "base"),
        (lambda: rope.ladder_frequencies(4, math.inf), "base"),
        (lambda: rope.content_ones(0), "n"),
        (lambda: rope.content_from_qk([1, 2, 3], [1, 2, 3]), "even"),
        (lambda: rope.content_from_qk([1, 2], [1, 2, 3, 4]), "same length"),
        (lambda: rope.content_from_qk([], []), "even"),
        (lambda: rope.random_qk(0, 1), "n_arrows"),
        (lambda: rope.scores([0, 1], [1.0, 0.5], [1.0]), "same length"),
        (lambda: rope.scores([0, math.nan], [1.0], [1.0]), "finite"),
        (lambda: rope.scores([0], [1.0], [1.0], chunk=0), "chunk"),
        (lambda: rope.chain_joints(0.0, [1.0], [1.0, 2.0]), "same length"),
        (lambda: rope.chain_joints(math.inf, [1.0], [1.0]), "finite"),
    ],
)
def test_bad_values_raise_value_error(call, match):
    with pytest.raises(ValueError, match=match):
        call()


@pytest.mark.parametrize(
    "module",
    [
        "app.math.rope",
        "app.math.rope_decay",
        "app.math.rope_scaling",
        "app.math.rope_window",
        "app.math.positions",
    ],
)
def test_rope_math_imports_no_pygame(module):
    code = f"import sys, {module}; assert not any(m.startswith('pygame') for m in sys.modules)"
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", code], check=False, cwd=root, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
