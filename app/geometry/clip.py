"""Polylines and circles cut to a rectangle, so that a deep zoom never hands the renderer a coordinate of
a billion pixels. Vectorised (Liang–Barsky for all segments at once). No pygame.

Clipped points lie on the original segments, so what is drawn is exactly the visible part. A NaN point
breaks a polyline (how jumps between strokes are left out).
"""

from __future__ import annotations

import math

import numpy as np

Rect = tuple[float, float, float, float]  # x, y, width, height
MARGIN = 16.0  # pixels beyond the rectangle still drawn (line ends and antialiasing stay clean)


def clip_polyline(pts: np.ndarray, rect: Rect, margin: float = MARGIN) -> list[np.ndarray]:
    """The parts of the polyline pts (n, 2) inside rect grown by margin, each an (m, 2) array, m ≥ 2."""
    pts = np.asarray(pts, dtype=float)
    if len(pts) < 2:
        return []
    x, y, w, h = rect
    lo = np.array([x - margin, y - margin])
    hi = np.array([x + w + margin, y + h + margin])
    inside = np.all((pts >= lo) & (pts <= hi), axis=1)
    if inside.all():
        return [pts]
    p0, p1 = pts[:-1], pts[1:]
    d = p1 - p0
    t0 = np.zeros(len(d))
    t1 = np.ones(len(d))
    with np.errstate(divide="ignore", invalid="ignore"):
        for axis in (0, 1):
            for p, q in ((-d[:, axis], p0[:, axis] - lo[axis]), (d[:, axis], hi[axis] - p0[:, axis])):
                r = q / p
                parallel = p == 0
                entering = (p < 0) & ~parallel
                leaving = (p > 0) & ~parallel
                t0 = np.where(entering, np.maximum(t0, r), t0)
                t1 = np.where(leaving, np.minimum(t1, r), t1)
                t1 = np.where(parallel & (q < 0), -1.0, t1)  # parallel and outside
    visible = (t0 <= t1) & np.isfinite(p0).all(axis=1) & np.isfinite(p1).all(axis=1)
    if not visible.any():
        return []
    a = p0 + t0[:, None] * d
    b = p0 + t1[:, None] * d
    # A run continues while a segment ends where it started (t1 = 1) and the next starts whole (t0 = 0).
    joined = visible[:-1] & visible[1:] & (t1[:-1] >= 1.0) & (t0[1:] <= 0.0)
    runs = []
    idx = np.flatnonzero(visible)
    start = idx[0]
    for j in range(len(idx)):
        seg = idx[j]
        last = j == len(idx) - 1 or not joined[seg] or idx[j + 1] != seg + 1
        if last:
            runs.append(np.vstack([a[start : start + 1], b[start : seg + 1]]))
            if j + 1 < len(idx):
                start = idx[j + 1]
    return runs


def circle_visible(centre: np.ndarray, radius: np.ndarray, rect: Rect, margin: float = MARGIN) -> np.ndarray:
    """Which circles (centres (n, 2), radii (n,)) cross the rectangle grown by margin.

    A circle whose disc holds the whole rectangle shows nothing of its rim there.
    """
    x, y, w, h = rect
    lo = np.array([x - margin, y - margin])
    hi = np.array([x + w + margin, y + h + margin])
    nearest = np.clip(centre, lo, hi)
    near = np.hypot(*(nearest - centre).T)
    corners = np.array([[lo[0], lo[1]], [hi[0], lo[1]], [lo[0], hi[1]], [hi[0], hi[1]]])
    far = np.max(
        np.hypot(corners[None, :, 0] - centre[:, None, 0], corners[None, :, 1] - centre[:, None, 1]), axis=1
    )
    return (near <= radius) & (far >= radius)


def arc_through(centre: tuple[float, float], radius: float, rect: Rect, points: int = 96) -> np.ndarray:
    """A huge circle's rim near the rectangle as a polyline (to clip): the arc facing the rectangle's
    centre, wide enough to cross it."""
    x, y, w, h = rect
    cx, cy = centre
    facing = math.atan2(y + h / 2 - cy, x + w / 2 - cx)
    half = min(math.pi, 2.0 * math.hypot(w, h) / radius + 1e-9)
    angles = np.linspace(facing - half, facing + half, points)
    return np.column_stack([cx + radius * np.cos(angles), cy + radius * np.sin(angles)])
