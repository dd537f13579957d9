"""Polylines and circles cut to a rectangle, so that a deep zoom never hands the renderer a coordinate of
a billion pixels. Vectorised (Liang–Barsky for all segments at once). No pygame.

Clipped points lie on the original segments, so what is drawn is exactly the visible part. A NaN point
breaks a polyline (how jumps between strokes are left out).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

Rect = tuple[float, float, float, float]  # x, y, width, height
MARGIN = 16.0  # pixels beyond the rectangle still drawn (line ends and antialiasing stay clean)


def clip_polyline(pts: np.ndarray, rect: Rect, margin: float = MARGIN) -> list[np.ndarray]:
    """The parts of the polyline pts (n, 2) inside rect grown by margin, each an (m, 2) array, m ≥ 2."""
    pts = np.asarray(pts, dtype=float)
    if len(pts) < 2:
        return []
    inside = inside_rect(pts, rect, margin)
    if inside.all():
        return [pts]
    finite = np.isfinite(pts).all(axis=1)
    if (inside | ~finite).all():  # wholly inside, in NaN-separated parts (shafts, strokes): just split
        parts = np.split(pts, np.flatnonzero(~finite))
        return [part[1:] if k else part for k, part in enumerate(parts) if len(part) - (k > 0) >= 2]
    x, y, w, h = rect
    lo = np.array([x - margin, y - margin])
    hi = np.array([x + w + margin, y + h + margin])
    # Segments with both ends beyond the same side cannot show: only the others are clipped.
    below, above = pts < lo, pts > hi
    out = ((below[:-1] & below[1:]) | (above[:-1] & above[1:])).any(axis=1)
    cand = np.flatnonzero(~out & finite[:-1] & finite[1:])
    if len(cand) == 0:
        return []
    p0 = pts[cand]
    d = pts[cand + 1] - p0
    t0 = np.zeros(len(cand))
    t1 = np.ones(len(cand))
    with np.errstate(divide="ignore", invalid="ignore"):
        for axis in (0, 1):
            for p, q in ((-d[:, axis], p0[:, axis] - lo[axis]), (d[:, axis], hi[axis] - p0[:, axis])):
                r = q / p
                t0 = np.where(p < 0, np.maximum(t0, r), t0)
                t1 = np.where(p > 0, np.minimum(t1, r), t1)
                t1 = np.where((p == 0) & (q < 0), -1.0, t1)  # parallel to this side and outside it
    visible = t0 <= t1
    idx, t0, t1, p0, d = cand[visible], t0[visible], t1[visible], p0[visible], d[visible]
    if len(idx) == 0:
        return []
    a = p0 + t0[:, None] * d
    b = p0 + t1[:, None] * d
    # A run goes on while a segment ends whole (t1 = 1) and the next one follows it and starts whole.
    starts = np.ones(len(idx), dtype=bool)
    starts[1:] = (idx[1:] != idx[:-1] + 1) | (t1[:-1] < 1.0) | (t0[1:] > 0.0)
    # Each run is its first segment's start, then every segment's end: all runs in one array, then split
    # into views (a deep zoom cuts a long polyline into hundreds of runs; one stack each was the cost).
    run = np.cumsum(starts) - 1
    merged = np.empty((len(idx) + run[-1] + 1, 2))
    first = np.flatnonzero(starts)
    merged[first + run[first]] = a[first]
    merged[np.arange(len(idx)) + run + 1] = b
    return np.split(merged, (first + run[first])[1:])


@dataclass(frozen=True)
class Sight:
    """Which arrows of a chain may show in a view: their segment (arrows) or their circle's rim (rims)."""

    arrows: np.ndarray
    rims: np.ndarray


def in_sight(joints: np.ndarray, radii: np.ndarray, centre: complex, reach: float) -> Sight:
    """Arrow i runs from joints[i] to joints[i + 1] (complex), inside the circle of radius radii[i] round
    joints[i]; the view is the disc of radius reach round centre. An arrow may show if its circle's disc
    meets the view, a rim if it passes within reach of centre (both tests are exact or err on showing)."""
    gap = np.abs(joints[:-1] - centre)
    return Sight(arrows=gap <= radii + reach, rims=np.abs(gap - radii) <= reach)


def inside_rect(pts: np.ndarray, rect: Rect, margin: float = MARGIN) -> np.ndarray:
    """Which points (n, 2) lie inside rect grown by margin (NaN points do not)."""
    x, y, w, h = rect
    px, py = pts[:, 0], pts[:, 1]
    return (px >= x - margin) & (px <= x + w + margin) & (py >= y - margin) & (py <= y + h + margin)


def point_inside(p: Sequence[float], rect: Rect, margin: float = MARGIN) -> bool:
    """inside_rect for one point, in plain floats (no array made for it)."""
    x, y, w, h = rect
    return x - margin <= p[0] <= x + w + margin and y - margin <= p[1] <= y + h + margin


def circle_visible(centre: np.ndarray, radius: np.ndarray, rect: Rect, margin: float = MARGIN) -> np.ndarray:
    """Which circles (centres (n, 2), radii (n,)) cross the rectangle grown by margin.

    A circle whose disc holds the whole rectangle shows nothing of its rim there.
    """
    x, y, w, h = rect
    left, right, top, bottom = x - margin, x + w + margin, y - margin, y + h + margin
    cx, cy = centre[:, 0], centre[:, 1]
    # The nearest point of the rectangle is as far as the centre lies outside it on each axis (np.clip
    # costs more than these few operations on the handful of circles a frame has).
    near = np.hypot(
        np.maximum(np.maximum(left - cx, cx - right), 0.0), np.maximum(np.maximum(top - cy, cy - bottom), 0.0)
    )
    # The farthest corner is the far side in x and in y at once.
    far = np.hypot(
        np.maximum(np.abs(cx - left), np.abs(cx - right)), np.maximum(np.abs(cy - top), np.abs(cy - bottom))
    )
    return (near <= radius) & (far >= radius)


def circle_shows(centre: Sequence[float], radius: float, rect: Rect, margin: float = MARGIN) -> bool:
    """circle_visible for one circle, in plain floats (no arrays made for it)."""
    x, y, w, h = rect
    left, right, top, bottom = x - margin, x + w + margin, y - margin, y + h + margin
    cx, cy = centre
    near = math.hypot(max(left - cx, cx - right, 0.0), max(top - cy, cy - bottom, 0.0))
    far = math.hypot(max(abs(cx - left), abs(cx - right)), max(abs(cy - top), abs(cy - bottom)))
    return near <= radius <= far


def arc_through(centre: tuple[float, float], radius: float, rect: Rect, points: int = 96) -> np.ndarray:
    """A huge circle's rim near the rectangle as a polyline (to clip): the arc facing the rectangle's
    centre, wide enough to cross it."""
    x, y, w, h = rect
    cx, cy = centre
    facing = math.atan2(y + h / 2 - cy, x + w / 2 - cx)
    half = min(math.pi, 2.0 * math.hypot(w, h) / radius + 1e-9)
    angles = np.linspace(facing - half, facing + half, points)
    return np.column_stack([cx + radius * np.cos(angles), cy + radius * np.sin(angles)])
