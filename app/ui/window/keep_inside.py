"""Windows kept in their place and in sight when the app's window changes size: each keeps its centre at
the same share of the window's width and height (a dialog opened in the middle stays there; one moved to
a corner stays near it), then is moved back within the edges. A dialog left where it was ended against
the far corner of a larger window, or beyond the edges of a smaller one (the inspector, opened at
1280×800, had its right half off a 960×600 window, out of reach)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame
from pygame_gui.core import UIElement

Point = tuple[int, int]


def kept_inside(rect: pygame.Rect, was: tuple[int, int], size: tuple[int, int]) -> tuple[int, int] | None:
    """Where a window at rect in a window of size `was` goes in one of `size`: its centre at the same share
    of each side, then within the edges (its top left first, if it is larger); None if it stays."""
    moved = pygame.Rect(rect)
    if min(was) > 0:
        moved.center = (round(rect.centerx * size[0] / was[0]), round(rect.centery * size[1] / was[1]))
    x = min(max(moved.x, 0), max(size[0] - rect.w, 0))
    y = min(max(moved.y, 0), max(size[1] - rect.h, 0))
    return None if (x, y) == rect.topleft else (x, y)


class KeptInside:
    """Keeps the windows in place within the app's window each time its size changes."""

    def __init__(self) -> None:
        self.size = (0, 0)

    def sync(self, windows: Iterable[tuple[UIElement, Point]], size: tuple[int, int]) -> bool:
        """windows: each with its centre before the frame's new UI scale made it another size about a
        centre in the old window (and moved one grown past an edge): the share is taken of that (a dialog
        went to the top left of a smaller window, the bottom right of a larger). Windows opened anew since
        (the help, the inspector) are laid out for the new size already. True if the size changed."""
        if size == self.size:
            return False
        was, self.size = self.size, size
        for window, centre in windows:
            rect = pygame.Rect(window.rect)
            rect.center = centre
            place = kept_inside(rect, was, size) or rect.topleft
            if window.alive() and place != window.rect.topleft:
                window.set_position(place)
        return True
