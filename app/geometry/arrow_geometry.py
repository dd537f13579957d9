"""Arrowheads for a chain of arrows in pixel coordinates. Pure numpy, shared by both views."""

from __future__ import annotations

import math
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


Point = tuple[float, float]


def head_corners(
    tail: Point, tip: Point, min_length: float, size: float, share: float, spread: float
) -> tuple[Point, Point, Point] | None:
    """One arrow's head as arrowheads makes it (its shaft's end, the left and right corners), in plain
    floats: for a handful of arrows a few float sums cost less than one numpy call. None if the arrow is
    too short."""
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    length = math.hypot(dx, dy)
    if length < min_length:
        return None
    k = min(size, share * length) / length
    bx, by = dx * k, dy * k  # from the base to the tip
    sx, sy = -by * spread, bx * spread  # that turned a quarter turn, times spread
    base_x, base_y = tip[0] - bx, tip[1] - by
    return (base_x, base_y), (base_x + sx, base_y + sy), (base_x - sx, base_y - sy)
