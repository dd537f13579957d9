"""Which points of a closed polyline a drawing of it needs: a point may be left out when the segment that
then joins its neighbours passes within a fraction of a pixel of it (the trail's grid points, at a few
pixels apart, mostly lie on nearly straight runs: drawing each costs a call to pygame's line).

Aligned blocks, halved where they stray, checked for all blocks of a size at once (a handful of numpy
passes, not a point at a time): every block whose points all lie within `tolerance` of its chord keeps
only its ends, so no point left out lies farther than that from the line drawn.
"""

from __future__ import annotations

import numpy as np

LONGEST = 32  # points a block may span: a longer chord would save little and be checked for nothing


def needed_points(points: np.ndarray, tolerance: float, longest: int = LONGEST) -> np.ndarray:
    """Mask over the closed polyline points (n, 2) (the last joined to the first): True where a point must
    be drawn. Blocks start at multiples of their size (a power of two up to `longest`), so every block's
    first point is kept; a point left out lies within `tolerance` of the segment between the block's ends."""
    n = len(points)
    keep = np.zeros(n, dtype=bool)
    if n < 3:
        keep[:] = True
        return keep
    ring = np.vstack([points, points[:1]])  # index n is the first point again
    size = 1 << max(0, int(longest).bit_length() - 1)
    starts = np.arange(0, n, size)
    while size > 1 and len(starts):
        ends = np.minimum(starts + size, n)
        inner = starts[:, None] + np.arange(1, size)[None, :]
        inner = np.minimum(inner, ends[:, None])  # past a short last block: its end again (distance 0)
        a, b = ring[starts][:, None, :], ring[ends][:, None, :]
        straying = (segment_distance(ring[inner], a, b) > tolerance).any(axis=1)
        keep[starts[~straying]] = True
        size //= 2
        split = starts[straying]
        starts = np.sort(np.concatenate([split, split + size]))
        starts = starts[starts < n]
    keep[starts] = True  # blocks of one segment: both ends drawn
    return keep


def segment_distance(p: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Distance of each point p from the segment a–b (broadcast over the leading axes; a point-sized
    segment is its point). Element by element, no reductions: the same points give the same answer bit for
    bit wherever the arrays lie in memory (a SIMD sum may not), so a frame drawn twice is drawn alike."""
    dx, dy = b[..., 0] - a[..., 0], b[..., 1] - a[..., 1]
    px, py = p[..., 0] - a[..., 0], p[..., 1] - a[..., 1]
    length2 = dx * dx + dy * dy
    t = np.clip((px * dx + py * dy) / np.where(length2 > 0, length2, 1.0), 0.0, 1.0)
    ox, oy = px - t * dx, py - t * dy
    return np.sqrt(ox * ox + oy * oy)
