"""The drawing scale: one factor for every size the app draws itself (text, line widths, heads, dots, marks,
spacing), carried by the Fonts a view draws with, never a global. The window draws at 1 (its pixels are the
sizes in app/config.py and the views, as they were); an export at 1080p draws at about 1.5 (export_scale),
so its words and lines look as the window's do on a screen of that size.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pygame

MIN_SCALE, MAX_SCALE = 1.0, 3.0
EXPORT_BASE_HEIGHT = 720  # an exported frame this tall (or less) draws at scale 1


@dataclass(frozen=True)
class Scale:
    """A factor for sizes in pixels: `px` for whole pixels (widths, offsets, font sizes), `f` for lengths
    in floats (heads, radii). At factor 1 both give back what they are given."""

    factor: float = 1.0

    def px(self, size: float) -> int:
        """A size in whole pixels, rounded half up; a positive size stays at least one pixel."""
        if self.factor == 1.0 and float(size).is_integer():
            return int(size)
        scaled = int(size * self.factor + 0.5)
        return max(scaled, 1) if size > 0 else scaled

    def f(self, size: float) -> float:
        """A length in pixels as a float."""
        return size * self.factor


UNSCALED = Scale()  # the window's (frozen: a shared default, never changed)


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
    wider: one thick antialiased segment each, so bends keep their width)."""
    if width <= 1:
        return pygame.draw.aalines(surface, colour, closed, points)
    pts = np.asarray(points, dtype=float).tolist()
    if closed:
        pts.append(pts[0])
    drawn = [pygame.draw.aaline(surface, colour, a, b, width) for a, b in itertools.pairwise(pts)]
    if not drawn:
        return pygame.Rect(pts[0] if pts else (0, 0), (0, 0))
    return drawn[0].unionall(drawn[1:])
