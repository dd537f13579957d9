"""Several strokes, open or closed, as one closed tour the pen goes round in time 2π. Pure numpy.

A closed stroke is gone round back to its start; an open stroke is traced forward and back again (so
every sample lies on it and no jump closes it); then the pen jumps to the next stroke's start, and
from the last back to the first. Each piece (a way round, a way back, a jump) gets samples in
proportion to its length, the first at the piece's start, so a stroke's start, an open stroke's far
end and every jump's ends are samples themselves. The jumps are returned as intervals of the period
(fractions in [0, 1)) so views can leave them out.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.math.fourier import StrokeError, check_size, clean_stroke, count_distinct_up_to_3

# An "auto" stroke is open when its ends are further apart than this share of its own size.
OPEN_GAP_SHARE = 0.2


@dataclass(frozen=True)
class Tour:
    """N samples equally spaced in time and the jumps between strokes as (start, end) period fractions."""

    samples: np.ndarray
    jumps: tuple[tuple[float, float], ...]


def ends_far_apart(points: np.ndarray) -> bool:
    """Whether a stroke's ends are further apart than OPEN_GAP_SHARE of its box's diagonal."""
    z = np.asarray(points, dtype=complex).ravel()
    z = z[np.isfinite(z)]
    if len(z) < 2:
        return False
    size = abs(complex(np.ptp(z.real), np.ptp(z.imag)))
    return bool(abs(z[-1] - z[0]) > OPEN_GAP_SHARE * size)


def stroke_path(points: np.ndarray, closed: bool) -> np.ndarray:
    """The pen's way along one stroke from its start back to its start: round it, or there and back."""
    z = clean_stroke(points)
    if closed:
        return np.append(z, z[:1])
    if len(z) > 1 and z[-1] == z[0]:  # clean_stroke dropped a repeated end; an open stroke keeps it
        z = np.append(z, z[:1])
    return np.concatenate([z, z[-2::-1]])


def tour_samples(strokes: list[np.ndarray], closed: list[bool], n: int) -> Tour:
    """n samples of the closed tour through all strokes in order (see the module docstring).

    StrokeError unless the strokes together have 3 distinct points and some length.
    """
    if n < 1:
        raise ValueError("need at least one sample")
    if len(strokes) != len(closed):
        raise ValueError("one closed flag per stroke")
    one = len(strokes) == 1  # (its refusals say "this stroke", else "these strokes")
    paths = [stroke_path(s, c) for s, c in zip(strokes, closed, strict=True)]
    paths = [p for p in paths if len(p)]
    every = np.concatenate(paths) if paths else np.zeros(0, complex)
    if count_distinct_up_to_3(every) < 3:
        distinct = count_distinct_up_to_3(every)
        raise StrokeError("problem.stroke.distinct" if one else "problem.strokes.distinct", distinct=distinct)
    check_size(every, "problem.stroke" if one else "problem.strokes")
    pieces: list[tuple[np.ndarray, bool]] = []  # (polyline, is a jump)
    for j, path in enumerate(paths):
        pieces.append((path, False))
        following = paths[(j + 1) % len(paths)][0]
        if following != path[-1]:
            pieces.append((np.array([path[-1], following]), True))
    lengths = np.array([float(np.abs(np.diff(p)).sum()) for p, _ in pieces])
    total = float(lengths.sum())
    if total <= 0.0 or not np.isfinite(total):
        raise StrokeError("problem.stroke.length" if one else "problem.strokes.length")
    counts = _share(lengths / total, n)
    out = np.empty(n, dtype=complex)
    jumps = []
    at = 0
    for (path, jump), m, length in zip(pieces, counts, lengths, strict=True):
        if m == 0:
            continue
        cumulative = np.concatenate([[0.0], np.cumsum(np.abs(np.diff(path)))])
        targets = np.arange(m) * (length / m)
        out[at : at + m] = np.interp(targets, cumulative, path.real) + 1j * np.interp(
            targets, cumulative, path.imag
        )
        if jump:
            jumps.append((at / n, (at + m) / n))
        at += m
    return Tour(out, tuple(jumps))


def _share(weights: np.ndarray, n: int) -> np.ndarray:
    """n split in proportion to weights (largest remainders), every non-zero piece getting at least one
    sample while n allows."""
    raw = weights * n
    counts = np.floor(raw).astype(int)
    order = np.argsort(-(raw - counts), kind="stable")
    counts[order[: n - counts.sum()]] += 1
    for j in np.flatnonzero((counts == 0) & (weights > 0)):
        donor = int(np.argmax(counts))
        if counts[donor] > 1:
            counts[donor] -= 1
            counts[j] += 1
    return counts


def in_jumps(fractions: np.ndarray, jumps: tuple[tuple[float, float], ...]) -> np.ndarray:
    """Which period fractions lie strictly inside a jump (the pen between two strokes)."""
    f = np.asarray(fractions, dtype=float) % 1.0
    mask = np.zeros(f.shape, dtype=bool)
    for lo, hi in jumps:
        mask |= (f > lo + 1e-12) & (f < hi - 1e-12)
    return mask


def closed_flags(strokes: list[np.ndarray], mode: str) -> list[bool]:
    """Each stroke closed or not: mode "closed", "open", or "auto" (open when its ends are far apart)."""
    if mode == "closed":
        return [True] * len(strokes)
    if mode == "open":
        return [False] * len(strokes)
    return [not ends_far_apart(s) for s in strokes]
