"""Long-context RoPE scaling with the semantics of HF transformers' modeling_rope_utils. Pure numpy.

Speeds ω_j, j = 0..N-1 (fastest first, d = 2N) come from rope.ladder_frequencies; a pair's wavelength is
2π/ω_j tokens. linear: ω/factor (Chen et al. 2023). dynamic NTK: a larger base when L > L0. yarn (Peng et
al. 2023): kept or divided by factor by turns within L0, a linear ramp between. llama3: kept or divided
by wavelength, smoothed between. Only yarn has an attention factor ≠ 1.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike

from app.math.rope import Scaling, ladder_frequencies

# The Scaling fields each kind reads (besides kind): the UI shows these, the CLI refuses the others.
SCALING_FIELDS: dict[str, tuple[str, ...]] = {
    "none": (),
    "linear": ("factor",),
    "dynamic": ("factor", "original_max", "seq_len"),
    "yarn": ("factor", "original_max", "beta_fast", "beta_slow"),
    "llama3": ("factor", "original_max", "low_freq_factor", "high_freq_factor"),
}


def attention_factor(scaling: Scaling) -> float:
    """YaRN's 0.1·ln(factor) + 1; 1 for every other kind."""
    return 0.1 * math.log(scaling.factor) + 1.0 if scaling.kind == "yarn" else 1.0


def dynamic_base(n_arrows: int, base: float, scaling: Scaling) -> float:
    """Dynamic NTK: base·(factor·L/L0 - (factor - 1))^{d/(d-2)} if L > L0, else base (N = 1: ω = 1 anyway)."""
    seq_len, original = scaling.seq_len, scaling.original_max
    if seq_len is None or seq_len <= original or n_arrows < 2:
        return base
    d = 2 * n_arrows
    stretch = scaling.factor * seq_len / original - (scaling.factor - 1.0)  # > 1 as L > L0, factor >= 1
    try:
        scaled = base * stretch ** (d / (d - 2))
    except OverflowError:
        scaled = math.inf
    if not math.isfinite(scaled):
        raise ValueError(f"the dynamic base for L = {seq_len}, L0 = {original} is too large to represent")
    return scaled


def yarn_ramp(n_arrows: int, base: float, scaling: Scaling) -> np.ndarray:
    """YaRN's interpolated share per pair j, clip((j - low)/(high - low), 0, 1): 0 kept, 1 divided."""
    # As HF: the pair turning r times within L0 is j = d·ln(L0/(2πr))/(2 ln base); low is its floor at
    # r = beta_fast (at least 0), high its ceiling at r = beta_slow (at most d - 1, HF's clamp), 0.001 apart.
    d = 2 * n_arrows

    def pair_turning(turns: float) -> float:
        return d * math.log(scaling.original_max / (turns * 2.0 * math.pi)) / (2.0 * math.log(base))

    low = max(math.floor(pair_turning(scaling.beta_fast)), 0)
    high = min(math.ceil(pair_turning(scaling.beta_slow)), d - 1)
    span = high - low if high != low else 0.001
    return np.clip((np.arange(n_arrows) - low) / span, 0.0, 1.0)


def _llama3(omega: np.ndarray, scaling: Scaling) -> np.ndarray:
    """Wavelength < L0/high kept, > L0/low divided by factor, between: smooth = (L0/λ - low)/(high - low)."""
    wavelength = 2.0 * math.pi / omega
    smooth = (scaling.original_max / wavelength - scaling.low_freq_factor) / (
        scaling.high_freq_factor - scaling.low_freq_factor
    )
    blended = (1.0 - smooth) * omega / scaling.factor + smooth * omega
    long_waves = wavelength > scaling.original_max / scaling.low_freq_factor
    out = np.where(long_waves, omega / scaling.factor, blended)
    return np.where(wavelength < scaling.original_max / scaling.high_freq_factor, omega, out)


def scaled_frequencies(n_arrows: int, base: float, scaling: Scaling) -> tuple[np.ndarray, float]:
    """(ω'_j in arrow order, attention factor A); HF multiplies cos and sin by A, so scores scale by A²."""
    if scaling.kind == "dynamic":
        return ladder_frequencies(n_arrows, dynamic_base(n_arrows, base, scaling)), 1.0
    omega = ladder_frequencies(n_arrows, base)
    if scaling.kind == "linear":
        omega = omega / scaling.factor
    elif scaling.kind == "yarn":
        ramp = yarn_ramp(n_arrows, base, scaling)
        omega = omega / scaling.factor * ramp + omega * (1.0 - ramp)
    elif scaling.kind == "llama3":
        omega = _llama3(omega, scaling)
    return omega, attention_factor(scaling)


def scaled_content(h: ArrayLike, attention: float) -> np.ndarray:
    """h_j·A²: A multiplies both rotated q and k (HF's cos·A, sin·A), so each arrow grows by A²."""
    return np.asarray(h, dtype=complex) * attention**2
