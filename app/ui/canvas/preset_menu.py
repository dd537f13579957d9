"""The canvas' preset menu: the bundled presets, the last drawing and the saved drawings (newest first),
pointed at the curve's source. Its entries' ids are what EpicycleControls turns into intents."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu

from app.i18n import tr
from app.io.curves import curve_title
from app.io.drawings import SavedDrawing, untitled_as_empty
from app.io.presets import preset_curve
from app.model.state import SAVED, UNSAVED
from app.text import elided, fits_in
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


def apart(entries: list[tuple[str, str]], fits: Callable[[str], bool]) -> list[str]:
    """The menu's words for saved drawings (stamp, title), newest first, each cut to fit (elided: the day
    and the title's end stay) and told apart from older drawings of the same day and title by a count
    ("12-05 17:26 Your drawing (2)"). The count is of the drawings, not of the words shown, so an entry
    reads the same count at any width, and keeps it as newer drawings are saved (counted on the cut words,
    one drawing read "12-06 05:30 Your drawing (5)" full screen and "12-06 …rawing (18)" in a smaller
    window). Two titles with one end, cut alike, are told apart by a further count."""
    shown: list[str] = []
    counts: dict[tuple[str, str], int] = {}
    for stamp, title in reversed(entries):
        key = (stamp.split(" ")[0], title)
        counts[key] = same = counts.get(key, 0) + 1
        while True:
            count = f" ({same})" if same > 1 else ""
            text = elided(stamp, title, lambda words, count=count: fits(words + count)) + count
            if text not in shown:
                break
            same += 1
        shown.append(text)
    return shown[::-1]


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
    untitled = tr(lang, "curve.drawing.title")  # a drawing never renamed, in any language
    titles = [untitled_as_empty(d.title) or untitled for d in saved]
    # A title in Hangul, say, in an English window: the menu's options in the face with every script.
    face = menu_face(titles)
    font = manager.get_theme().get_font(["#preset_menu" if face is None else ANY_SCRIPT])  # the open list's
    fits = fits_in(font, rect.width - px(MENU_TEXT_LESS))
    shown = apart([(d.saved[5:], title) for d, title in zip(saved, titles, strict=True)], fits)
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
