"""Two ways to put positions into attention, side by side for one pair (m, n). numpy only.

RoPE turns pair j of q by mω_j and of k by nω_j; the score depends on m − n alone. Adding sinusoidal
positions, (q + PE(m))·(k + PE(n)), lets m and n back in through the cross terms q·PE(n) and PE(m)·k,
though the position term PE(m)·PE(n) = Σ_j cos((n − m)ω_j) depends on n − m only. PE's pairs are
(sin pω_j, cos pω_j), components 2j and 2j + 1: on the chain's own ladder ω (pair_scores, the `rope pairs`
command and the lesson), or on the Transformer's, base 10000 and d = len(q) whatever the chain's base or
scaling (additive_score, the RoPE panel's invariance tab).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from app.math.rope import DEFAULT_BASE, content_from_qk, scores


@dataclass(frozen=True)
class PairScores:
    """Scores of q at position m and k at position n."""

    m: float
    n: float
    rope: float  # Re Σ_j q_j conj(k_j) e^{i(m − n)ω_j}
    additive: float  # (q + PE(m))·(k + PE(n))
    position: float  # PE(m)·PE(n)


def position_vector(p: float, omega: ArrayLike) -> np.ndarray:
    """PE(p) on the ladder ω: components 2j, 2j + 1 are sin(pω_j), cos(pω_j)."""
    w = np.asarray(omega, dtype=float)
    pe = np.empty(2 * w.size)
    pe[0::2] = np.sin(float(p) * w)
    pe[1::2] = np.cos(float(p) * w)
    return pe


def sinusoidal_position(p: float, d: int) -> np.ndarray:
    """The Transformer's position vector: PE(p)_{2i} = sin(pθ_i), PE(p)_{2i+1} = cos(pθ_i), θ_i =
    10000^{-2i/d}."""
    if isinstance(d, bool) or int(d) != d or d < 2 or d % 2:
        raise ValueError(f"d must be an even whole number >= 2, got {d!r}")
    return position_vector(p, DEFAULT_BASE ** (-np.arange(0, int(d), 2, dtype=float) / int(d)))


def rope_score(q: ArrayLike, k: ArrayLike, m: float, n: float, omega: ArrayLike) -> float:
    """RoPE attention score of q at position m and k at position n: Re Σ_j h_j e^{i(m-n)ω_j}."""
    return float(scores(np.array([float(m) - float(n)]), omega, content_from_qk(q, k))[0])


def additive_score(q: ArrayLike, k: ArrayLike, m: float, n: float) -> float:
    """Score with the Transformer's sinusoidal positions (base 10000, d = len(q)) added instead:
    (q + PE(m))·(k + PE(n))."""
    q_arr = np.asarray(q, dtype=float)
    k_arr = np.asarray(k, dtype=float)
    if q_arr.ndim != 1 or q_arr.shape != k_arr.shape:
        raise ValueError(f"q and k must be 1-D of the same length, got {q_arr.shape} and {k_arr.shape}")
    d = q_arr.size
    return float((q_arr + sinusoidal_position(m, d)) @ (k_arr + sinusoidal_position(n, d)))


def pair_scores(q: ArrayLike, k: ArrayLike, m: float, n: float, omega: ArrayLike) -> PairScores:
    """RoPE, additive and position-only scores for q at m and k at n (q, k of length 2·len(ω)), PE on the
    chain's ladder ω."""
    q_arr, k_arr, w = np.asarray(q, float), np.asarray(k, float), np.asarray(omega, float)
    if q_arr.shape != (2 * w.size,) or k_arr.shape != q_arr.shape:
        raise ValueError(f"q and k need {2 * w.size} components each, got {q_arr.size} and {k_arr.size}")
    rope = rope_score(q_arr, k_arr, m, n, w)
    pe_m, pe_n = position_vector(m, w), position_vector(n, w)
    return PairScores(float(m), float(n), rope, float((q_arr + pe_m) @ (k_arr + pe_n)), float(pe_m @ pe_n))
