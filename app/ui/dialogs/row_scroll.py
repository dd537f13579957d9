"""A scroll bar beside a table's rows when its window shows fewer than it has (the inspector cut to the room
beside a lesson box showed its first three arrows and no way to the rest); where the bar stands says the
first row shown. The wheel over the rows moves it too."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIVerticalScrollBar


class RowScroll:
    """The bar, made when rows are left out and gone when every row shows; `first` is the row at the top."""

    def __init__(self, manager: pygame_gui.UIManager, container: object, rows: UIContainer) -> None:
        self.manager, self.container, self.rows = manager, container, rows
        self.bar: UIVerticalScrollBar | None = None
        self.first = 0
        self._made: tuple[tuple[int, int, int, int], int, int] | None = None  # (rect, shown, total)

    def fit(self, rect: pygame.Rect, shown: int, total: int) -> None:
        """A bar at rect for `shown` of `total` rows (none when all show), the first row kept in reach."""
        self.first = max(0, min(self.first, total - shown))
        made = (tuple(rect), shown, total)
        if made == self._made:
            return
        self._made = made
        if self.bar is not None:
            self.bar.kill()
            self.bar = None
        if total > shown:
            self.bar = UIVerticalScrollBar(rect, shown / total, self.manager, container=self.container)
            self.bar.set_container_to_check_hover_for_mousewheel_events(self.rows)
            self.bar.set_scroll_from_start_percentage(self.first / total)

    def moved(self) -> bool:
        """The bar moved since the rows were filled: `first` follows it."""
        if self.bar is None or self._made is None:
            return False
        _, shown, total = self._made
        first = max(0, min(round(self.bar.start_percentage * total), total - shown))
        if first == self.first:
            return False
        self.first = first
        return True
