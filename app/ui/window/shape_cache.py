"""pygame_gui's cache of widget shapes, kept to one sheet.

pygame_gui copies every widget background it draws into 1024×1024 sheets (4 MB each) so that the next
widget of the same size and colours is a blit; when the sheets are full it adds another, up to three, and
never lets one go. Every new size (a window resized, a label grown by a longer word) is a new shape, so a
long session holds all three sheets and a short one fewer: 8 MB that come at some moment of the session
and stay. Here, when the one sheet is full, it is emptied and filled again. That is safe: a widget copies
what it finds in the cache (drawable shapes take `found_shape.copy()`), so nothing drawn refers to a sheet.
"""

from __future__ import annotations

import pygame
from pygame_gui.core.surface_cache import SurfaceCache


class OneSheetCache(SurfaceCache):
    """SurfaceCache that keeps one sheet and starts it over instead of adding a second."""

    def __init__(self) -> None:
        super().__init__()
        self.emptied = 0  # how often the sheet was started over (for tests and the soak's counts)

    def add_surface_to_long_term_cache(self, cached_item, string_id: str):
        w, h = cached_item["surface"].get_size()
        sheet_w, sheet_h = self.cache_surface_size
        if w > sheet_w or h > sheet_h:  # pygame_gui compares the sizes as tuples: (10, 2000) would pass
            return None
        return super().add_surface_to_long_term_cache(cached_item, string_id)

    def _expand_lt_cache(self) -> None:
        if not self.cache_long_term_lookup:  # already empty and still no room: give up on this one
            self.low_on_space = True
            return
        sheet = self.cache_surfaces[0]
        sheet["surface"].fill(pygame.Color(0, 0, 0, 0))  # shapes are blitted premultiplied onto it
        sheet["free_space_rectangles"] = [pygame.Rect((0, 0), self.cache_surface_size)]
        del self.cache_surfaces[1:]
        self.cache_long_term_lookup.clear()
        self.consider_purging_list.clear()
        self.emptied += 1
