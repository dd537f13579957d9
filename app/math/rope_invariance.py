"""The lesson's invariance scores: RoPE's q·k at positions (m, n) against added sinusoidal ones. Pure numpy.

RoPE's score depends on m − n alone (rope.scores on the chain's ω); the additive one, (q + PE(m))·(k + PE(n)),
always uses the Transformer's PE, base 10000 and d = len(q), whatever the chain's base or scaling.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from app.math.rope import DEFAULT_BASE, content_from_qk, scores


def sinusoidal_position(p: float, d: int) -> np.ndarray:
    """Transformer position vector: PE(p)_{2i} = sin(pθ_i), PE(p)_{2i+1} = cos(pθ_i), θ_i = 10000^{-2i/d}."""
    if isinstance(d, bool) or int(d) != d or d < 2 or d % 2:
        raise ValueError(f"d must be an even whole number >= 2, got {d!r}")
    theta = DEFAULT_BASE ** (-np.arange(0, int(d), 2, dtype=float) / int(d))
    pe = np.empty(int(d))
    pe[0::2] = np.sin(float(p) * theta)
    pe[1::2] = np.cos(float(p) * theta)
    return pe


def rope_score(q: ArrayLike, k: ArrayLike, m: float, n: float, omega: ArrayLike) -> float:
    """RoPE attention score of q at position m and k at position n: Re Σ_j h_j e^{i(m-n)ω_j}."""
    h = content_from_qk(q, k)
    return float(scores(np.array([float(m) - float(n)]), omega, h)[0])


def additive_score(q: ArrayLike, k: ArrayLike, m: float, n: float) -> float:
    """Score with sinusoidal positions added instead: (q + PE(m))·(k + PE(n)), d = len(q)."""
    q_arr = np.asarray(q, dtype=float)
    k_arr = np.asarray(k, dtype=float)
    if q_arr.ndim != 1 or q_arr.shape != k_arr.shape:
        raise ValueError(f"q and k must be 1-D of the same length, got {q_arr.shape} and {k_arr.shape}")
    d = q_arr.size
    return float((q_arr + sinusoidal_position(m, d)) @ (k_arr + sinusoidal_position(n, d)))
