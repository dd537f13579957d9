"""pygame_gui's manager with a theme whose look-up of widget ids keeps a bounded cache, whose cache of widget
shapes keeps one sheet (app/ui/window/shape_cache.py), and whose faces are read from their files
(app/ui/window/font_files.py).

pygame_gui's theme remembers, for every widget's chain of ids, the theme ids it matches, in a dict that is
never emptied and whose key is built with `str.join` of one id list into the next: a few hundred KB to a few
MB per key. A drop-down's chosen option is a widget whose id is that option's id, so every drawing saved
(its preset-menu id names its file) added another half megabyte for the rest of the session: the soak's
growth. Here the ids themselves are the key, the cache keeps at most ID_LIMIT chains, and pygame_gui's own
dict is emptied after each miss.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame_gui
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

from app.ui.window.font_files import FileFontDictionary
from app.ui.window.line_breaks import mend_line_breaks
from app.ui.window.scroll_bars import mend_scroll_bars
from app.ui.window.shape_cache import OneSheetCache

ID_LIMIT = 512  # widget id chains (a session's widgets have a few hundred; saved drawings add ever new)

Ids = list[str | None] | None
Key = tuple[tuple[str | None, ...] | None, ...]


class BoundedTheme(UIAppearanceTheme):
    """UIAppearanceTheme whose widget-id look-ups are kept in an LRU cache of ID_LIMIT chains, and whose
    shapes in one sheet."""

    def __init__(self, resource_loader: Any, locale: str) -> None:
        super().__init__(resource_loader, locale)
        # Faces from their files, not a copy of the file a size (app/ui/window/font_files.py). (The base
        # class has made a dictionary already, with its default face loaded; nothing else holds it.)
        self.font_dict = FileFontDictionary(resource_loader, locale)
        self.shape_cache = OneSheetCache()
        self.id_chains: OrderedDict[Key, list[str]] = OrderedDict()

    def build_all_combined_ids(
        self, element_base_ids: Ids, element_ids: Ids, class_ids: Ids, object_ids: Ids
    ):
        key = tuple(
            None if ids is None else tuple(ids)
            for ids in (element_base_ids, element_ids, class_ids, object_ids)
        )
        found = self.id_chains.get(key)
        if found is not None:
            self.id_chains.move_to_end(key)
            return found
        found = super().build_all_combined_ids(element_base_ids, element_ids, class_ids, object_ids)
        self.unique_theming_ids.clear()  # its one entry: the huge key
        self.id_chains[key] = found
        if len(self.id_chains) > ID_LIMIT:
            self.id_chains.popitem(last=False)
        return found


class GuiManager(pygame_gui.UIManager):
    """pygame_gui's UIManager with a BoundedTheme (and its text boxes' line breaks, kept out of formulas,
    and scroll bars mended)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        mend_line_breaks()
        mend_scroll_bars()
        super().__init__(*args, **kwargs)

    def create_new_theme(self, theme_path=None) -> UIAppearanceTheme:
        theme = BoundedTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme


class PointerlessManager(GuiManager):
    """A manager whose widgets no pointer reaches (a film's offscreen window, app/ui/export/export_frames.py):
    it took the real mouse position, over the live window, and lit the widget there in every frame."""

    NOWHERE = (-(10**6), -(10**6))

    def _update_mouse_position(self) -> None:
        self.mouse_position = self.NOWHERE
