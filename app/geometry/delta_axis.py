"""Where Δ lies on the RoPE plot's logarithmic Δ axis, and back. No pygame.

A window from lo ≥ 0 is drawn on log(1 + Δ − lo): its first tokens, where the fast arrows turn, get room.
A window reaching below 0 is drawn on a symmetric log about 0, sign(Δ)·log(1 + |Δ|): both sides of 0 open
out near it, as score(−Δ) mirrors score(Δ) for q = k. (log(1 + Δ − lo) gave −1000 … −982 of a window
from −1000 40 % of the plot, and 0, 1 and 10 a few pixels at its bottom.) From lo = 0 the two agree.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike


def log_position(delta: ArrayLike, lo: int) -> np.ndarray:
    """Δ's coordinate on the log axis of a window from lo (Δ below lo counts as lo)."""
    d = np.maximum(np.asarray(delta, dtype=float), float(lo))
    if lo >= 0:
        return np.log1p(d - lo)
    return np.sign(d) * np.log1p(np.abs(d))


def log_delta(position: float, lo: int) -> float:
    """The Δ (not rounded) at a coordinate of the log axis of a window from lo: log_position's inverse."""
    if lo >= 0:
        return lo + float(np.expm1(position))
    return float(np.sign(position) * np.expm1(abs(position)))


def log_fraction(delta: ArrayLike, lo: int, hi: int) -> np.ndarray:
    """Where Δ lies down the log axis, 0 at lo and 1 at hi."""
    top, bottom = float(log_position(lo, lo)), float(log_position(hi, lo))
    return (log_position(delta, lo) - top) / (bottom - top)


def delta_at_log_fraction(f: float, lo: int, hi: int) -> float:
    """The Δ (not rounded) a fraction f of the way down the log axis: log_fraction's inverse."""
    top, bottom = float(log_position(lo, lo)), float(log_position(hi, lo))
    return log_delta(top + f * (bottom - top), lo)
