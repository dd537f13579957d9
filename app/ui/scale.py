"""The drawing scale: one factor for every size the app draws itself (text, line widths, heads, dots, marks,
spacing), carried by the Fonts a view draws with, never a global (Scale itself lives in
app/geometry/units.py, with the window's UI scale). The window draws at its UI scale; an export at 1080p
draws at about 1.5 (export_scale), so its words and lines look as the window's do on a screen of that size.
"""

from __future__ import annotations

import itertools
import math
import operator
from collections.abc import Sequence

import numpy as np
import pygame

from app.geometry.units import MAX_SCALE, MIN_SCALE, UNSCALED, Scale

__all__ = ["UNSCALED", "Scale", "export_scale", "polyline", "polyline_parts"]

EXPORT_BASE_HEIGHT = 720  # an exported frame this tall (or less) draws at scale 1


def export_scale(height: int) -> Scale:
    """The scale of an exported frame from its height: 1 up to 720 rows, 1.5 at 1080p, 3 at most."""
    return Scale(min(max(height / EXPORT_BASE_HEIGHT, MIN_SCALE), MAX_SCALE))


def polyline(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    points: Sequence[Sequence[float]] | np.ndarray,
    width: int = 1,
    closed: bool = False,
) -> pygame.Rect:
    """An antialiased polyline `width` pixels wide (1: pygame's aalines, as the window has always drawn;
    wider: one thick antialiased segment each, so bends keep their width); returns what it covers."""
    parts = polyline_parts(surface, colour, points, width, closed)
    return parts[0].unionall(parts[1:])


def polyline_parts(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    points: Sequence[Sequence[float]] | np.ndarray,
    width: int = 1,
    closed: bool = False,
    per: int = 0,
) -> list[pygame.Rect]:
    """polyline, returning what each run of `per` segments covers when it is wider than a pixel (0: one
    rectangle for all): a long curve's one rectangle holds much that it does not touch, and whatever a
    frame covers the next one puts back. A point that is not a finite number breaks the line there."""
    if not finite(points):
        # pygame-ce's aaline can spin for ever on a NaN and for a minute on an inf (2.5.8): a bad value that
        # got past the checks upstream costs the lines through it, not the window.
        runs = finite_runs(points)
        parts = [part for run in runs for part in polyline_parts(surface, colour, run, width, per=per)]
        return parts or [pygame.Rect(0, 0, 0, 0)]
    if width <= 1:
        if len(points) == 2 and not closed:
            # pygame-ce's aalines reads past the end of its points for two of them (ylist[2], 2.5.8 and
            # its main branch): an end pixel then depends on whatever memory lies there. One segment is
            # an aaline.
            return [pygame.draw.aaline(surface, colour, points[0], points[1])]
        return [pygame.draw.aalines(surface, colour, closed, points)]
    # Plain lists of pairs go as they are (the trail's are): a round trip through numpy costs more here.
    pts = list(points) if isinstance(points, list) else np.asarray(points, dtype=float).tolist()
    if closed:
        pts.append(pts[0])
    drawn = [pygame.draw.aaline(surface, colour, a, b, width) for a, b in itertools.pairwise(pts)]
    if not drawn:
        return [pygame.Rect(pts[0] if pts else (0, 0), (0, 0))]
    step = per if per > 0 else len(drawn)
    return [drawn[k].unionall(drawn[k + 1 : k + step]) for k in range(0, len(drawn), step)]


def finite(points: Sequence[Sequence[float]] | np.ndarray) -> bool:
    """Whether every coordinate is a finite number (a sum keeps a NaN or an inf: one pass over plain
    pairs, no array made; a sum overflowing only sends the points the careful way)."""
    if isinstance(points, np.ndarray):
        return bool(np.isfinite(points).all())
    return math.isfinite(sum(itertools.starmap(operator.add, points)))


def finite_runs(points: Sequence[Sequence[float]] | np.ndarray) -> list[np.ndarray]:
    """The runs of two or more points between those that are not finite."""
    pts = np.asarray(points, dtype=float).reshape(-1, 2)
    good = np.isfinite(pts).all(axis=1)
    edges = np.flatnonzero(np.diff(np.concatenate([[False], good, [False]]).astype(np.int8)))
    return [pts[lo:hi] for lo, hi in zip(edges[::2], edges[1::2], strict=True) if hi - lo >= 2]
