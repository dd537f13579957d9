"""The canvas' preset menu: the bundled presets, the last drawing and the saved drawings (newest first),
pointed at the curve's source. Its entries' ids are what EpicycleControls turns into intents."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu

from app.io.curves import curve_title
from app.io.drawings import SavedDrawing
from app.io.presets import preset_curve
from app.model.drawing_names import drawing_names, titles
from app.model.state import SAVED, UNSAVED
from app.text import fits_in
from app.ui.window.script_face import ANY_SCRIPT, menu_face

DRAWING_CHOICE = ("epicycles.curve.drawing.title", "drawing")
FILE_CHOICE = ("epicycles.ui.controls.from_file", "file")
OTHER_CHOICES = {  # sources that are no file
    "text": ("epicycles.ui.controls.from_text", "text"),
    UNSAVED: ("epicycles.ui.controls.unsaved", UNSAVED),  # ("From file" named a drawing deleted, not opened)
}
MENU_W, MENU_GROWS = 140, 110  # the preset menu's width in the narrowest window, and how much more it takes
# The open list at scale 1, from the theme's defaults (list_item_height 20; 6 px of borders round its rows):
# a whole number of rows high, so its last row is never cut; text room is the menu's width less the expand
# button, the scroll bar, borders and the items' padding.
MENU_ITEM_H, MENU_EDGES, MENU_MOST_H, MENU_TEXT_LESS = 20, 6, 460, 50


def menu_height(px: Callable[[float], int]) -> int:
    """The open list's most height at the UI scale (px), a whole number of rows: its last row shows whole."""
    edges, item = px(MENU_EDGES), px(MENU_ITEM_H)
    return edges + item * ((px(MENU_MOST_H) - edges) // item)


def preset_menu(
    manager: pygame_gui.UIManager,
    rect: pygame.Rect,
    presets: list[tuple[str, str]],
    shows: tuple[str, bool, tuple[SavedDrawing, ...], str],
    px: Callable[[float], int] = round,
) -> UIDropDownMenu:
    """The menu in rect showing (current source, whether there is a drawing, the saved drawings, lang);
    px: sizes at the UI scale."""
    current, has_drawing, saved, lang = shows
    # The last drawing stays in the menu, so picking a preset never loses it.
    choices = [(curve_title(preset_curve(name), lang), name) for _, name in presets]
    if has_drawing:
        choices.append(DRAWING_CHOICE)
    # The time first (month-day hour:minute), then the title, cut in the middle where it is too long.
    # A title in Hangul, say, in an English window: the menu's options in the face with every script.
    face = menu_face(titles(saved, lang))
    font = manager.get_theme().get_font(["#preset_menu" if face is None else ANY_SCRIPT])  # the open list's
    shown = drawing_names(saved, lang, fits_in(font, rect.width - px(MENU_TEXT_LESS)))
    choices += [(text, SAVED + d.file_name) for d, text in zip(saved, shown, strict=True)]
    start = next((c for c in choices if c[1] == current), OTHER_CHOICES.get(current, FILE_CHOICE))
    if start not in choices:
        choices.append(start)
    return UIDropDownMenu(
        choices,
        start,
        rect,
        manager,
        object_id=ObjectID("#preset_menu", face),
        expansion_height_limit=menu_height(px),
    )
