"""The face for text a user wrote, which may be in any script: the theme's English face (Noto Sans) has no
Hangul or CJK, so fields that take a user's words, and a status line that quotes them, use the theme class
ANY_SCRIPT (Noto Sans KR, whose Latin is close to Noto Sans) in every language."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from app.model.signs import MINUS
from app.visual_order import in_visual_order

ANY_SCRIPT = "@any_script"
# A field whose text needs another face (field_faces.py): Noto Sans (Greek's accents, Devanagari), in the
# Korean window too; DejaVu Sans (Hebrew, Arabic, and Latin, Greek and Cyrillic beside them).
LATIN_SCRIPT, OTHER_SCRIPTS = "@latin_script", "@other_scripts"
# Blocks Noto Sans lacks that a user's words are likely in: Hangul Jamo, CJK and Hangul syllables, the
# compatibility ideographs and the half- and full-width forms.
WIDE = ((0x1100, 0x11FF), (0x2E80, 0xD7FF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))


def face_for(text: str) -> str | None:
    """ANY_SCRIPT when text has a character the English face lacks, else None (the theme's own)."""
    return ANY_SCRIPT if any(lo <= ord(c) <= hi for c in text for lo, hi in WIDE) else None


# Noto Sans draws its minus − as short and as low as a hyphen: "Only m − n counts" read "m - n" in a title
# bar and the status line. Noto Sans KR, whose Latin is close to it, draws a true one, but has no sub- or
# superscripts (a line with them keeps Noto Sans: "c₁" is not made "c(1)" for its minus).
SMALL_SCRIPTS = re.compile("[\u1d00-\u1dbf\u2070-\u209f]")


# Hebrew and Arabic letters, which only DejaVu Sans has (with the Latin, a true minus and sub- and
# superscripts of a line around them).
RTL_LETTERS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]")


def line_face(text: str) -> str | None:
    """ANY_SCRIPT for a line a title bar or the status line shows with a character the English face lacks,
    or with a minus sign it can draw; OTHER_SCRIPTS for one with Hebrew or Arabic and no Hangul or Han (it
    was boxes: a face has either, none both); else None (the theme's own)."""
    wide = face_for(text)
    if wide is None and RTL_LETTERS.search(text):
        return OTHER_SCRIPTS
    return ANY_SCRIPT if MINUS in text and not SMALL_SCRIPTS.search(text) else wide


def status_face(text: str, has: Callable[[str, str], bool]) -> str | None:
    """line_face for the status line and its tooltip, which also take OTHER_SCRIPTS for a line with no
    Hangul or Han and a sign that of the bundled faces only DejaVu Sans draws (the emoji it has: 😀, ☺, ✔;
    they were boxes). `has(face, ch)`: whether the face (fonts.face_path's name) has a glyph for ch."""
    signs = {ch for ch in text if not ch.isascii() and ch != MINUS}  # (its minus: Noto Sans KR's is true)
    if face_for(text) is None and any(has("dejavu", ch) and not has("noto", ch) for ch in signs):
        return OTHER_SCRIPTS
    return line_face(text)


# A drop-down of this theme class draws its options, open and chosen, in the ANY_SCRIPT face (theme.json).
ANY_SCRIPT_MENU = "@any_script_menu"
# A window of this theme class draws its title in the ANY_SCRIPT face (one naming "고양이.png", say).
ANY_SCRIPT_TITLE = "@any_script_title"


def title_face(title: str) -> str | None:
    """ANY_SCRIPT_TITLE for a window whose title needs the face with every script or a true minus, else
    None."""
    return ANY_SCRIPT_TITLE if line_face(title) else None


def menu_face(names: Iterable[str]) -> str | None:
    """ANY_SCRIPT_MENU for a menu of names a user gave (saved drawings, model files) when one needs the
    face, else None."""
    return ANY_SCRIPT_MENU if any(face_for(name) for name in names) else None


# The file dialogs' list items (pygame_gui's ids): a name with such characters gets the twin id, which
# theme.json themes as pygame_gui's file or folder item (its prototype) in the ANY_SCRIPT face.
TWIN = "_any_script"


def list_item_id(item: str, name: str) -> str:
    """The id for a file dialog's entry called name: item ("#file_list_item" or "#directory_list_item"), or
    its ANY_SCRIPT twin."""
    return item + TWIN if face_for(name) else item


# Noto Sans KR has no subscripts: in a line drawn in its face they are written out, as the Korean
# catalogue writes them ("c₋₃" → "c(−3)", "cₖ" → "c(k)").
SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₔₕₖₗₘₙₚₛₜ"
PLAIN = "0123456789+−=()aeoxəhklmnpst"
_PLAIN = str.maketrans(SUBSCRIPTS, PLAIN)
_RUNS = re.compile(f"[{SUBSCRIPTS}]+")


def drawable_in(face: str | None, text: str) -> str:
    """text as a label in face shows it: in the ANY_SCRIPT face each run of subscripts in brackets; in the
    OTHER_SCRIPTS face its letters left to right as the line reads (pygame_gui draws them as given: a
    Hebrew word stood mirrored), Arabic joined."""
    if face == OTHER_SCRIPTS:
        return in_visual_order(text)
    if face != ANY_SCRIPT:
        return text
    return _RUNS.sub(lambda run: f"({run.group().translate(_PLAIN)})", text)
