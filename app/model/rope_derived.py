"""What the RoPE panel computes from its settings: contents, scaling, best return, invariance. No pygame.

Every ratio the panel shows is score / reach with reach = Σ|h_j| (rope.ratio): the largest score any
Δ can give, so the ratio lies in [−1, 1]; for all-ones and q = k content it equals score/score(0).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from app.errors import Problem, Term
from app.i18n import tr
from app.math import positions, rope, rope_window
from app.math.rope_scaling import scaled_content, scaled_frequencies
from app.model.parse import format_base
from app.model.signs import minus

MAX_POSITION = 10**9


def factor_text(factor: float) -> str:
    """A scaling factor as the window writes it: 8, 1.5, and 1e6 as a base is written (":g" said 1e+06)."""
    return f"{factor:g}" if factor < 1e4 else format_base(factor)


def scaling_said(kind: str, factor: float, lang: str = "en") -> str:
    """ "no RoPE scaling" or "RoPE scaling Llama 3 ×8", for status lines."""
    if kind == "none":
        return tr(lang, "rope.scaling_none")
    return tr(lang, "rope.scaling_said", label=scaling_label(kind, lang), factor=factor_text(factor))


def scaling_label(kind: str, lang: str) -> str:
    """A scaling's name in the language (YaRN and Llama 3 are names in both)."""
    return tr(lang, f"rope.scaling.{kind}")


@dataclass(frozen=True)
class BestReturn:
    """The highest score at a whole Δ in the search window [lo, hi]: Δ, score and score / reach."""

    delta: int
    score: float
    ratio: float
    lo: int
    hi: int


@dataclass(frozen=True)
class Invariance:
    """RoPE and additive-sinusoidal scores of random q, k at (m, n) and at (m + s, n + s)."""

    rope_mn: float
    rope_shifted: float
    additive_mn: float
    additive_shifted: float


def chain_content(n: int, content: str, seed: int) -> np.ndarray:
    """h_j: all ones, q·conj(k) of the seed's random q, k, or q·conj(q) ("q=k")."""
    if content == "ones":
        return rope.content_ones(n)
    q, k = rope.random_qk(n, seed)
    return rope.content_from_qk(q, q if content == "q=k" else k)


def preset_scaling(model: str | None, kind: str) -> rope.Scaling | None:
    """A model's own parameters for this kind of scaling (its real config or optional one), else None."""
    preset = next((p for p in rope.MODEL_PRESETS if p.name == model), None)
    if preset is None:
        return None
    for scaling in (preset.scaling, preset.optional_scaling):
        if scaling is not None and scaling.kind == kind != "none":
            return scaling
    return None


def panel_scaling(kind: str, factor: float, model: str | None, seq_len: int) -> rope.Scaling:
    """The Scaling the panel applies: the model's parameters for this kind (or the defaults), this factor.

    Dynamic NTK needs a sequence length: the plotted window's last Δ (L), so it stretches once L > L0.
    """
    if kind == "none":
        return rope.NO_SCALING
    base = preset_scaling(model, kind) or rope.Scaling(kind)
    seq = seq_len if kind == "dynamic" and seq_len >= 1 else None
    return replace(base, factor=float(factor), seq_len=seq)


def scaled_chain(n: int, base: float, h: np.ndarray, scaling: rope.Scaling) -> tuple[np.ndarray, np.ndarray]:
    """(ω', h·A²): the ladder as the scaling stretches it, and the contents times the attention factor²."""
    omega, attention = scaled_frequencies(n, base, scaling)
    return omega, scaled_content(h, attention)


def best_return(lo: int, hi: int, omega: np.ndarray, h: np.ndarray) -> BestReturn:
    """The best whole Δ in [lo, hi] (rope_window.window_search) with its score / reach."""
    found = rope_window.window_search(lo, hi, omega, h)
    return BestReturn(found.best_delta, found.best_score, found.ratio, lo, hi)


def invariance_of(q: np.ndarray, k: np.ndarray, m: int, n: int, s: int, omega: np.ndarray) -> Invariance:
    """RoPE vs additive scores of q, k at (m, n) and (m + s, n + s)."""
    return Invariance(
        positions.rope_score(q, k, m, n, omega),
        positions.rope_score(q, k, m + s, n + s, omega),
        positions.additive_score(q, k, m, n),
        positions.additive_score(q, k, m + s, n + s),
    )


def ratio_text(ratio: float) -> str:
    """A ratio in [−1, 1] to three decimals, up to six near ±1 so an almost-return never reads as 1; one
    that is ±1 to six decimals is a return (rounding left it a hair short) and reads as ±1 does, "1.000"."""
    if math.isnan(ratio):
        return "—"
    for decimals in range(3, 7):
        text = f"{ratio:.{decimals}f}"
        if abs(float(text)) < 1.0:
            return minus(text)
    return minus(f"{ratio:.3f}")


def checked_window(what: Term, lo: int, hi: int, widest: int) -> None:
    """ValueError unless lo < hi, both within ±MAX_POSITION and hi − lo ≤ widest."""
    if abs(lo) > MAX_POSITION or abs(hi) > MAX_POSITION:
        raise Problem("problem.window.bounds", what=what, most=format_base(MAX_POSITION))  # 1e9, not 1e+09
    checked_order(what, lo, hi, sign=minus)  # (the panel's numbers have a true minus; the CLI's keep "-")
    if hi - lo > widest:
        raise Problem("problem.window.wide", what=what, width=hi - lo, widest=widest)


def checked_order(what: Term | str, lo: int, hi: int, sign: Callable[[int], str] = str) -> None:
    """ValueError unless lo < hi: a window of whole Δ holds two at least (the panel's and `rope --window`)."""
    if lo >= hi:
        raise Problem("problem.window.order", what=what, lo=sign(lo), hi=sign(hi))
