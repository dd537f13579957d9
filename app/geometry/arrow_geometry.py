"""Arrowheads for a chain of arrows in pixel coordinates. Pure numpy, shared by both views."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Heads:
    """For each arrow long enough for a head: its index, where its shaft ends and its head's corners."""

    index: np.ndarray
    base: np.ndarray
    left: np.ndarray
    right: np.ndarray


def arrowheads(
    tails: np.ndarray, tips: np.ndarray, min_length: float, size: float, share: float, spread: float
) -> Heads:
    """Heads `min(size, share·length)` long and `2·spread` times as wide, on arrows ≥ min_length px.

    Few array operations: both views call this every frame, most often for a handful of arrows, where
    each numpy call costs more than its arithmetic.
    """
    delta = tips - tails
    length = np.hypot(delta[:, 0], delta[:, 1])
    big = np.flatnonzero(length >= min_length)
    if len(big) < len(length):
        delta, length, tips = delta[big], length[big], tips[big]
    back = delta * (np.minimum(size, share * length) / length)[:, None]  # from the base to the tip
    side = back[:, ::-1] * (-spread, spread)  # back turned a quarter turn, times spread
    base = tips - back
    return Heads(big, base, base + side, base - side)
