"""The best whole Δ in a window of a RoPE chain's score, and where its main lobe ends. Pure numpy.

Chains as in rope.py (ω_j fastest first, h_j = q_j·conj(k_j)); Δ runs over whole tokens only, and a
window [lo, hi] includes both ends.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from app.math.rope import checked_chain, ratio, scores

# Deltas per block when a window is searched piece by piece, so memory stays bounded.
WINDOW_BLOCK = 1 << 20


@dataclass(frozen=True)
class WindowBest:
    """Best integer Δ in a window, its score, and score/reach in [-1, 1] (nan when every h_j is zero)."""

    best_delta: int
    best_score: float
    ratio: float


def window_search(lo: int, hi: int, omega: ArrayLike, h: ArrayLike) -> WindowBest:
    """Integer Δ in [lo, hi] scoring highest (ties: smallest Δ); ratio = best/reach(h), see ratio()."""
    if int(lo) != lo or int(hi) != hi:
        raise ValueError(f"window bounds must be whole numbers, got {lo!r}:{hi!r}")
    lo, hi = int(lo), int(hi)
    if lo > hi:
        raise ValueError(f"window needs lo <= hi, got {lo}:{hi}")
    omega_arr, h_arr = checked_chain(omega, h)
    best_delta, best_score = lo, -math.inf
    for start in range(lo, hi + 1, WINDOW_BLOCK):
        stop = min(start + WINDOW_BLOCK - 1, hi)
        block = scores(np.arange(start, stop + 1), omega_arr, h_arr)
        i = int(np.argmax(block))
        if block[i] > best_score:
            best_delta, best_score = start + i, float(block[i])
    return WindowBest(best_delta, best_score, float(ratio(best_score, h_arr)))


def main_lobe_end(omega: ArrayLike, h: ArrayLike, hi: int) -> int:
    """First integer Δ > 0 where score has a local minimum (s(Δ-1) > s(Δ) <= s(Δ+1)), capped at hi."""
    omega_arr, h_arr = checked_chain(omega, h)
    hi = int(hi)
    if hi < 1:
        raise ValueError(f"hi must be >= 1, got {hi}")
    start, length = 1, 1024
    while start <= hi:
        stop = min(start + length - 1, hi)
        s = scores(np.arange(start - 1, stop + 2), omega_arr, h_arr)
        is_min = (s[1:-1] < s[:-2]) & (s[1:-1] <= s[2:])
        found = np.flatnonzero(is_min)
        if found.size:
            return start + int(found[0])
        start, length = stop + 1, length * 2
    return hi
