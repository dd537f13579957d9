"""Windows kept in sight when the app's window shrinks: a dialog left where it was could end beyond the new
edges (the inspector, opened at 1280×800, had its right half off a 960×600 window, out of reach)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame
from pygame_gui.core import UIElement


def kept_inside(rect: pygame.Rect, size: tuple[int, int]) -> tuple[int, int] | None:
    """Where a window at rect goes to lie within size (its top left first, if it is larger); None if it
    lies within already."""
    x = min(max(rect.x, 0), max(size[0] - rect.w, 0))
    y = min(max(rect.y, 0), max(size[1] - rect.h, 0))
    return None if (x, y) == rect.topleft else (x, y)


def keep_inside(windows: Iterable[UIElement], size: tuple[int, int]) -> None:
    """Move each window that reaches beyond size back within it."""
    for window in windows:
        place = kept_inside(window.rect, size)
        if place is not None:
            window.set_position(place)


class KeptInside:
    """Keeps the windows within the app's window each time its size changes."""

    def __init__(self) -> None:
        self.size = (0, 0)

    def sync(self, windows: Iterable[UIElement], size: tuple[int, int]) -> None:
        if size != self.size:
            self.size = size
            keep_inside(windows, size)
