"""A text field's face follows the letters in it. pygame_gui draws a field in one face, with no fallback
per glyph (0.6.14 has none, nor has SDL_ttf 2), so Hebrew pasted into Text… (Noto Sans KR) or a RoPE field
(Noto Sans) was a row of boxes. A field whose face lacks a letter of its text takes the theme class of the
bundled face that has them all, or most: Noto Sans KR (Hangul, kana, Han), Noto Sans (Greek's accents,
Devanagari) or DejaVu Sans (Hebrew, Arabic); its own class again once its text no longer needs another.
Letters are drawn in the order typed (no shaping, no right to left: the cursor stays where pygame_gui puts
it).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.interfaces import IUIAppearanceThemeInterface
from pygame_gui.elements import UITextEntryLine

from app.ui.fonts import FACES, GUI_FACES, face_path
from app.ui.glyph_faces import GlyphFaces
from app.ui.window.script_face import ANY_SCRIPT, LATIN_SCRIPT, OTHER_SCRIPTS

# The classes a field may take, in order of preference, and pygame_gui's face names as fonts.face_path's.
CLASSES = (ANY_SCRIPT, LATIN_SCRIPT, OTHER_SCRIPTS)
# (A field with no font block of its own has the default face, which pygame_gui's info names by its own
# names: "noto_sans_kr" in the Korean window.)
FACE_FILES = {
    GUI_FACES["ko"]: "noto_kr",
    "noto_sans_kr": "noto_kr",
    GUI_FACES["en"]: "noto",
    "noto_sans": "noto",
    "dejavu_sans": "dejavu",
}
GLYPHS_KEPT = 4096  # (face, character): whether the face has it


class FieldFaces:
    """Which bundled face has which letters (asked of FreeType), and the fields given the face theirs need.
    One per pygame init (its faces are pygame objects), owned by the window."""

    def __init__(self) -> None:
        self._faces = GlyphFaces(FACES, face_path, frozenset(), GLYPHS_KEPT)
        self._has: dict[tuple[str, str], bool] = {}
        self._home: WeakKeyDictionary[UITextEntryLine, str | None] = WeakKeyDictionary()
        self._seen: WeakKeyDictionary[UITextEntryLine, tuple[str, str]] = WeakKeyDictionary()

    def refit(self, manager: pygame_gui.UIManager) -> None:
        """Give each field whose text or language changed since last asked the face its letters need."""
        theme, locale = manager.get_theme(), manager.get_locale()
        for element in manager.get_sprite_group().sprites():
            if not isinstance(element, UITextEntryLine) or not element.is_enabled:
                continue  # (a greyed field keeps its look: a rebuild would draw it as a live one)
            if self._seen.get(element) != (seen := (element.text, locale)):
                self._seen[element] = seen
                own, now = own_ids(element)
                wanted = self.best_class(element, theme, own, self._home.setdefault(element, now))
                if wanted != now:
                    element.change_object_id(ObjectID(own, wanted))

    def best_class(
        self, element: UITextEntryLine, theme: IUIAppearanceThemeInterface, own: str | None, home: str | None
    ) -> str | None:
        """The field's own class if its face has every letter of its text, else the first class whose face
        does, else the one whose face has the most."""
        letters = {ch for ch in element.text if not ch.isascii()}  # (every face has ASCII)
        best, most = home, -1
        for class_id in (home, *CLASSES):
            ids = theme.build_all_combined_ids(
                element.element_base_ids,
                element.element_ids,
                [*element.class_ids[:-1], class_id],
                [*element.object_ids[:-1], own],
            )
            face = FACE_FILES.get(theme.get_font_info(ids)["name"], "noto")
            has = sum(self.has(face, ch) for ch in letters)
            if has == len(letters):
                return class_id
            if has > most:
                best, most = class_id, has
        return best

    def has(self, face: str, ch: str) -> bool:
        """Whether the face (fonts.face_path's name) has a glyph for ch."""
        found = self._has.get((face, ch))
        if found is None:
            if len(self._has) >= GLYPHS_KEPT:
                self._has.clear()
            found = self._has[face, ch] = self._faces.has(face, ch)
        return found


def own_ids(element: UITextEntryLine) -> tuple[str | None, str | None]:
    """The field's object id and class: a class given as its object id ("@any_script", as a plain string)
    counted as its class, whose block the object id's would otherwise outrank."""
    object_id, class_id = element.object_ids[-1], element.class_ids[-1]
    if object_id is not None and object_id.startswith("@"):
        return None, object_id
    return object_id, class_id
