"""RoPE's long-term decay bound (RoFormer, Su et al. 2021, §3.4.3), by Abel summation. Pure numpy.

With S_j(Δ) = Σ_{k<j} e^{iΔω_k} (S_0 = 0) and h_N = 0, Σ_j h_j e^{iΔω_j} = Σ_{j=1..N} (h_{j-1} - h_j) S_j(Δ),
so |score(Δ)| ≤ max_j |h_{j+1} - h_j| · Σ_{j=1..N} |S_j(Δ)|. Arrows in rope.py's order (fastest first).
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np
from numpy.typing import ArrayLike

from app.math.rope import checked_deltas, is_evenly_spaced

# Offsets handled per pass: a few arrays of this many complex numbers (32768 x 16 bytes = 0.5 MB each).
BOUND_CHUNK = 1 << 15


def _phasor_columns(d: np.ndarray, omega: np.ndarray) -> Iterator[np.ndarray]:
    """e^{iΔω_j} over every Δ of d, one arrow j at a time (fastest first); each array is reused."""
    if not is_evenly_spaced(d):
        for w in omega:
            yield np.exp(1j * w * d)
        return
    # Δ = d0 + (bB + k)s: e^{iΔω} = e^{i(d0 + bBs)ω}·e^{iksω}, two small tables and no exponential per Δ.
    # One row per arrow: outer products of contiguous rows run about twice as fast as of columns.
    step = d[1] - d[0]
    block = math.ceil(math.sqrt(d.size))
    inner = np.exp(1j * np.multiply.outer(omega, step * np.arange(block)))
    starts = np.exp(1j * np.multiply.outer(omega, d[0] + step * block * np.arange(math.ceil(d.size / block))))
    table = np.empty((starts.shape[1], block), dtype=complex)
    column = table.ravel()[: d.size]
    for j in range(omega.size):
        np.multiply.outer(starts[j], inner[j], out=table)
        yield column


def partial_sums_total(deltas: ArrayLike, omega: ArrayLike, chunk: int = BOUND_CHUNK) -> np.ndarray:
    """Σ_{j=1..N} |S_j(Δ)|, S_j(Δ) = Σ_{k<j} e^{iΔω_k}, for every Δ (shape of deltas), chunk Δ per pass."""
    omega_arr = np.asarray(omega, dtype=float)
    if omega_arr.ndim != 1 or omega_arr.size == 0:
        raise ValueError("omega must be one-dimensional with at least one speed")
    d, chunk = checked_deltas(deltas, chunk)
    flat = d.ravel()
    out = np.zeros(flat.size)
    for start in range(0, flat.size, chunk):
        part = flat[start : start + chunk]
        running = np.zeros(part.size, dtype=complex)  # S_j, built up one arrow at a time
        size = np.empty(part.size)
        total = out[start : start + part.size]
        for column in _phasor_columns(part, omega_arr):
            running += column
            total += np.abs(running, out=size)
    return out.reshape(d.shape)


def decay_bound(deltas: ArrayLike, omega: ArrayLike, chunk: int = BOUND_CHUNK) -> np.ndarray:
    """Su's relative bound B(Δ) = (1/N) Σ_{j=1..N} |S_j(Δ)|; B(0) = (N + 1)/2, content-free."""
    omega_arr = np.asarray(omega, dtype=float)
    return partial_sums_total(deltas, omega_arr, chunk) / omega_arr.size


def max_content_step(h: ArrayLike) -> float:
    """max_{j=0..N-1} |h_{j+1} - h_j| with h_N = 0 (so the last arrow's own length counts)."""
    h_arr = np.asarray(h, dtype=complex)
    if h_arr.ndim != 1 or h_arr.size == 0:
        raise ValueError("h must be one-dimensional with at least one arrow")
    return float(np.max(np.abs(np.diff(h_arr, append=0.0))))


def decay_bound_abs(
    deltas: ArrayLike, omega: ArrayLike, h: ArrayLike, chunk: int = BOUND_CHUNK
) -> np.ndarray:
    """max_j |h_{j+1} - h_j| · Σ_{j=1..N} |S_j(Δ)| (h_N = 0): |score(Δ)| never exceeds it."""
    h_arr = np.asarray(h, dtype=complex)
    omega_arr = np.asarray(omega, dtype=float)
    if h_arr.shape != omega_arr.shape:
        raise ValueError(f"omega and h must have the same length, got {omega_arr.size} and {h_arr.size}")
    return max_content_step(h_arr) * partial_sums_total(deltas, omega_arr, chunk)
