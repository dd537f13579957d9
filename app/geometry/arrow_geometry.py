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
    """Heads `min(size, share·length)` long and `2·spread` times as wide, on arrows ≥ min_length px."""
    delta = tips - tails
    length = np.hypot(delta[:, 0], delta[:, 1])
    big = np.flatnonzero(length >= min_length)
    unit = delta[big] / length[big, None]
    normal = np.column_stack([-unit[:, 1], unit[:, 0]])
    head = np.minimum(size, share * length[big])[:, None]
    base = tips[big] - unit * head
    return Heads(big, base, base + normal * head * spread, base - normal * head * spread)
