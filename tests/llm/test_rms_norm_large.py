"""RMSNorm of large but finite numbers is the true one, not zeros: in float32 x² overflowed past ~1.8e19, and
a model whose embedding held 3e38 gave every h_j, score and logit 0 and an even attention row, unrefused."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from test_model_finite import spoiled

from app.llm import heads
from app.llm.errors import ModelError
from app.llm.forward import rms_norm
from app.llm.model import Model

EMBED = "token_embd.weight"


def float64_rms_norm(x: np.ndarray, weight: np.ndarray, eps: float) -> np.ndarray:
    """The reference: each row over the root of its mean square, all in float64."""
    x = x.astype(np.float64)
    return x / np.sqrt((x**2).sum(axis=-1, keepdims=True) / x.shape[-1] + eps) * weight.astype(np.float64)


@pytest.mark.parametrize("size", [1.0, 3e19, 3e38, -3.4e38, 1e-30])
def test_rms_norm_of_any_finite_row_is_the_float64_one(size: float) -> None:
    rng = np.random.default_rng(1)
    x = (rng.uniform(-1, 1, (3, 32)) * size).astype(np.float32)
    x[1, 5] = np.float32(size)  # (one large entry among small ones)
    weight = rng.normal(1, 0.3, 32).astype(np.float32)
    got = rms_norm(x, weight, 1e-5)
    assert got.dtype == np.float32 and np.isfinite(got).all()
    np.testing.assert_allclose(got, float64_rms_norm(x, weight, 1e-5), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("size", [1e30, 3e38])
def test_a_model_with_huge_finite_weights_reads_as_its_scaled_down_twin(tmp_path: Path, size: float) -> None:
    """Every embedding row c·(1, …, 1): RMSNorm gives the same y for c = 1e30 or 3e38 as for c = 1, so layer
    0's heads are the same. The pass's end is finite and not all zeros, or, where the block's sums pass
    float32's largest number (3e38 + its attention's output), refused as damaged."""
    huge = Model(spoiled(tmp_path / "huge.gguf", EMBED, size))
    ones = Model(spoiled(tmp_path / "ones.gguf", EMBED, 1.0))
    got, want = (heads.start_pass(m, " the cat") for m in (huge, ones))
    a, b = (heads.read_head(p, 0, 0, p.length - 1, 0) for p in (got, want))
    assert np.abs(a.h).max() > 0.01
    np.testing.assert_allclose(a.h, b.h, rtol=1e-4, atol=1e-7)
    np.testing.assert_allclose(a.attention, b.attention, rtol=1e-4, atol=1e-7)
    assert a.score == pytest.approx(b.score, rel=1e-4)
    if size < 1e38:
        logits = got.logits()
        assert np.isfinite(logits).all() and np.abs(logits).max() > 0.01
    else:
        with pytest.raises(ModelError, match="damaged"), np.errstate(over="ignore"):  # (overflow expected)
            got.logits()
    huge.close()
    ones.close()
