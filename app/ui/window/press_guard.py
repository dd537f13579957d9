"""Presses that only end something else, as a desktop treats them: the click that closes an open menu, and
the second click of a double-click whose first one closed the window it was on (Delete…'s button, say).

Neither reaches what lies under it: the canvas took such a click for a stroke too short and put its error
over the line that said what the first click did, and the plot took it for a scrub.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

DOUBLE_CLICK_MS = 500  # as long as desktops wait for a second click
DOUBLE_CLICK_PX = 6  # how far a hand moves between the two


class PressGuard:
    """Remembers where and when the last release on a window was; says which presses to swallow."""

    def __init__(self, now: Callable[[], int] = pygame.time.get_ticks) -> None:
        self.now = now
        self.released_on_window: tuple[int, tuple[int, int]] | None = None

    def released(self, on_window: bool, pos: tuple[int, int]) -> None:
        """A button let go (over a window or dialog, or not)."""
        self.released_on_window = (self.now(), pos) if on_window else None

    def swallows(self, pos: tuple[int, int], on_window: bool, menu_open: bool) -> bool:
        """Whether a press at pos (on a window or not, a menu open or not) only ends something else."""
        if menu_open:
            return True
        last, self.released_on_window = self.released_on_window, None
        if last is None or on_window:  # (a window still there: its own double-click, a list's, say)
            return False
        at, (x, y) = last
        near = abs(pos[0] - x) <= DOUBLE_CLICK_PX and abs(pos[1] - y) <= DOUBLE_CLICK_PX
        return near and self.now() - at <= DOUBLE_CLICK_MS
