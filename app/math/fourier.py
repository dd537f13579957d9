"""Closed curves as chains of turning arrows c_k e^{ikt} (math.md section 1). Pure numpy.

Conventions: a point is the complex number x + iy with y up. The pen goes once round the curve as t
runs over [0, 2π). From N samples z_n = z(2πn/N), c_k = (1/N) Σ_n z_n e^{-ik·2πn/N} (numpy.fft.fft / N),
with k in the symmetric range -N/2+1 .. N/2 (even N) or -(N-1)/2 .. (N-1)/2 (odd N).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

import numpy as np

Order = Literal["amplitude", "frequency"]
ORDERS: tuple[Order, ...] = ("amplitude", "frequency")

# Pen positions are evaluated in blocks of this many (times × arrows) to bound memory.
_EVAL_BLOCK = 1 << 21


# Coordinates beyond this overflow floats in lengths, sums and |c|²; a curve less wide and tall than
# MIN_EXTENT is one point to any view (its fit spans 1e-12 at least).
MAX_COORDINATE = 1e100
MIN_EXTENT = 1e-9


class StrokeError(ValueError):
    """A stroke that is not a closed curve (too few distinct points, or no length): `key` in the
    catalogues ("problem.stroke.…") and its params, which app/errors.py's `said` puts into words."""

    def __init__(self, key: str, **params: object) -> None:
        self.key, self.params = key, params
        super().__init__(key)


@dataclass(frozen=True)
class Spectrum:
    """All N coefficients of a sampled curve: c[i] belongs to frequency k[i] (ascending, symmetric)."""

    k: np.ndarray
    c: np.ndarray

    @property
    def n_samples(self) -> int:
        return len(self.k)

    @cached_property
    def c0(self) -> complex:
        """c_0: the curve's centre (its mean), where the chain starts."""
        return complex(self.c[self.k == 0][0])


@dataclass(frozen=True)
class Chain:
    """The first arrows of a spectrum in drawing order: arrow i turns k[i] times per period."""

    k: np.ndarray
    c: np.ndarray

    def __len__(self) -> int:
        return len(self.k)

    @cached_property
    def radii(self) -> np.ndarray:
        """|c_k|: each arrow's length (and its circle's radius), which never changes as it turns."""
        return np.abs(self.c)

    @cached_property
    def turning(self) -> np.ndarray:
        """Which arrows turn (k ≠ 0): c_0 is a fixed offset, drawn without a circle."""
        return self.k != 0


@dataclass(frozen=True)
class Quality:
    """How well a chain redraws the samples: distances in curve units, energy as a share in [0, 1]."""

    rms: float
    max_error: float
    energy_kept: float


# ---------------------------------------------------------------- strokes


def clean_stroke(points: np.ndarray) -> np.ndarray:
    """Drop non-finite and consecutively repeated points, and a last point equal to the first."""
    z = np.asarray(points, dtype=complex).ravel()
    z = z[np.isfinite(z)]
    if len(z) == 0:
        return z
    keep = np.ones(len(z), dtype=bool)
    keep[1:] = z[1:] != z[:-1]
    z = z[keep]
    if len(z) > 1 and z[-1] == z[0]:
        z = z[:-1]
    return z


def check_stroke(points: np.ndarray) -> np.ndarray:
    """The cleaned stroke; StrokeError unless it has 3 distinct points and a non-zero length."""
    z = clean_stroke(points)
    distinct = count_distinct_up_to_3(z)
    if distinct < 3:
        raise StrokeError("problem.stroke.distinct", distinct=distinct)
    if closed_length(z) <= 0.0:
        raise StrokeError("problem.stroke.length")
    check_size(z, "problem.stroke")
    return z


def check_size(z: np.ndarray, key: str) -> None:
    """StrokeError (key: "problem.stroke" or ".strokes") unless every point lies within MAX_COORDINATE and
    the points span MIN_EXTENT at least, across or up."""
    far = float(np.max(np.maximum(np.abs(z.real), np.abs(z.imag))))
    if not far <= MAX_COORDINATE:
        if not math.isfinite(far):  # (an SVG's number past any float)
            raise StrokeError(f"{key}.far_past", size=f"{sys.float_info.max:.3g}", most=f"{MAX_COORDINATE:g}")
        raise StrokeError(f"{key}.far", size=f"{far:.3g}", most=f"{MAX_COORDINATE:g}")
    extent = max(float(np.ptp(z.real)), float(np.ptp(z.imag)))
    if extent < MIN_EXTENT:
        raise StrokeError(f"{key}.tiny", size=f"{extent:.3g}", least=f"{MIN_EXTENT:g}")


def count_distinct_up_to_3(z: np.ndarray) -> int:
    """How many distinct values z has, counting no further than 3 (at most three linear passes, no sort)."""
    seen = 0
    rest = z
    while len(rest) and seen < 3:
        rest = rest[rest != rest[0]]
        seen += 1
    return seen


def closed_length(z: np.ndarray) -> float:
    """Length of the closed polygon through z (returning to z[0])."""
    return float(np.abs(np.diff(np.append(z, z[:1]))).sum()) if len(z) else 0.0


def resample_by_arc_length(points: np.ndarray, n: int) -> np.ndarray:
    """Close the stroke and return n points equally spaced by arc length, starting at its first point."""
    if n < 1:
        raise ValueError("need at least one sample")
    z = check_stroke(points)
    ring = np.append(z, z[:1])
    cumulative = np.concatenate([[0.0], np.cumsum(np.abs(np.diff(ring)))])
    targets = np.arange(n) * (cumulative[-1] / n)
    return np.interp(targets, cumulative, ring.real) + 1j * np.interp(targets, cumulative, ring.imag)


# ---------------------------------------------------------------- coefficients


def symmetric_frequencies(n: int) -> np.ndarray:
    """The k of N samples: -N/2+1 .. N/2 for even N, -(N-1)/2 .. (N-1)/2 for odd N."""
    low = -((n - 1) // 2)
    return np.arange(low, low + n)


def compute_coefficients(samples: np.ndarray) -> Spectrum:
    """c_k = (1/N) Σ_n z_n e^{-ik·2πn/N} for the symmetric k range."""
    z = np.asarray(samples, dtype=complex)
    n = len(z)
    if n == 0:
        raise ValueError("no samples")
    k = symmetric_frequencies(n)
    return Spectrum(k=k, c=(np.fft.fft(z) / n)[k % n])


def samples_to_hold(ks: Iterable[int], n: int) -> int:
    """n if n samples hold every frequency k as itself (symmetric_frequencies: 512 samples hold −255 … 256,
    as an export of 512 samples lists them), else 2K + 1 (K = max |k|)."""
    ks = list(ks)
    if not ks or (min(ks) >= -((n - 1) // 2) and max(ks) <= n // 2):
        return n
    return 2 * max(abs(k) for k in ks) + 1


def samples_from_coefficients(terms: dict[int, complex], n: int) -> np.ndarray:
    """Sample z(t) = Σ c_k e^{ikt} at t = 2πn/N; the N bins must hold every k as itself (samples_to_hold),
    so that the FFT of the samples gives back the same arrows."""
    if samples_to_hold(terms, n) != n:
        raise ValueError(f"{n} samples cannot hold frequencies {min(terms)}..{max(terms)}")
    grid = np.zeros(n, dtype=complex)
    for k, c in terms.items():
        grid[k % n] += c
    return np.fft.ifft(grid) * n


def frequency_rank(k: np.ndarray) -> np.ndarray:
    """Position in the order 0, 1, -1, 2, -2, ...: 2k-1 for k > 0, -2k otherwise."""
    k = np.asarray(k)
    return np.where(k > 0, 2 * k - 1, -2 * k)


def arrow_order(spectrum: Spectrum, order: Order) -> np.ndarray:
    """Indices into the spectrum: by amplitude (largest first, ties by frequency) or by frequency."""
    rank = frequency_rank(spectrum.k)
    if order == "amplitude":
        # Round away float noise so that equal arrows tie and fall back to frequency order; relative
        # to the largest arrow, so that a curve in tiny (or huge) units orders the same.
        amplitude = np.abs(spectrum.c)
        peak = amplitude.max() if len(amplitude) else 0.0
        amplitude = np.round(amplitude / peak, 12) if peak > 0 else amplitude
        return np.lexsort((rank, -amplitude))
    if order == "frequency":
        return np.argsort(rank, kind="stable")
    raise ValueError(f"unknown order {order!r}; use one of {ORDERS}")


def make_chain(spectrum: Spectrum, order: Order, n_arrows: int) -> Chain:
    """The first n_arrows arrows of the spectrum in the given order (their sum is the partial sum)."""
    if n_arrows < 1:
        raise ValueError("a chain needs at least one arrow")
    pick = arrow_order(spectrum, order)[:n_arrows]
    return Chain(k=spectrum.k[pick], c=spectrum.c[pick])


# ---------------------------------------------------------------- evaluation


def chain_joints(chain: Chain, t: float) -> np.ndarray:
    """Tail of the first arrow (0) and the tip of every arrow at time t: N+1 points, the last is the pen."""
    joints = np.empty(len(chain) + 1, dtype=complex)
    joints[0] = 0.0
    np.cumsum(chain.c * np.exp(1j * chain.k * t), out=joints[1:])
    return joints


def pen_positions(chain: Chain, t: np.ndarray) -> np.ndarray:
    """The pen Σ c_k e^{ikt} at each time in t (radians, period 2π), in bounded-memory blocks."""
    times = np.asarray(t, dtype=float).ravel()
    out = np.empty(len(times), dtype=complex)
    step = max(1, _EVAL_BLOCK // max(1, len(chain)))
    for start in range(0, len(times), step):
        block = times[start : start + step]
        out[start : start + step] = np.exp(1j * np.outer(block, chain.k)) @ chain.c
    return out


def grid_size_for(chain: Chain, minimum: int) -> int:
    """A grid size of at least `minimum` on which the chain's frequencies do not alias."""
    top = int(np.max(np.abs(chain.k))) if len(chain) else 0
    return max(minimum, 2 * top + 1)


def pen_on_grid(chain: Chain, m: int) -> np.ndarray:
    """The pen at t_j = 2πj/m, j = 0..m-1, by one inverse FFT (exact: e^{ikt_j} depends on k mod m only)."""
    grid = np.zeros(m, dtype=complex)
    np.add.at(grid, chain.k % m, chain.c)
    return np.fft.ifft(grid) * m


def approximation_quality(spectrum: Spectrum, chain: Chain, samples: np.ndarray) -> Quality:
    """RMS and largest distance from the samples at their own times, and the share of energy kept.

    Energy is Σ|c_k|² over k ≠ 0: the centre c_0 says where the curve is, not its shape, so moving
    a curve does not change how much of it a chain keeps.
    """
    z = np.asarray(samples, dtype=complex)
    error = np.abs(pen_on_grid(chain, len(z)) - z)
    shape = spectrum.k != 0
    total = float(np.sum(np.abs(spectrum.c[shape]) ** 2))
    kept = float(np.sum(np.abs(chain.c[chain.k != 0]) ** 2))
    return Quality(
        rms=float(np.sqrt(np.mean(error**2))),
        max_error=float(error.max()),
        energy_kept=kept / total if total > 0 else 1.0,
    )


# ---------------------------------------------------------------- transforms of samples


def start_at(samples: np.ndarray, s: int) -> np.ndarray:
    """The same curve started s samples later: z'_n = z_{n+s}."""
    return np.roll(np.asarray(samples, dtype=complex), -int(s))


def reverse(samples: np.ndarray) -> np.ndarray:
    """The same curve traced backwards from the same start: z'_n = z_{-n mod N}."""
    z = np.asarray(samples, dtype=complex)
    return z[(-np.arange(len(z))) % len(z)]


def translate(samples: np.ndarray, w: complex) -> np.ndarray:
    """The curve moved by w."""
    return np.asarray(samples, dtype=complex) + w
