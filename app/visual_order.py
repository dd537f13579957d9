"""The order a line's characters stand in from left to right, Hebrew and Arabic running right to left (a
short form of the Unicode bidirectional algorithm's levels and reordering, UAX #9, for one line; no
mirroring of brackets, no explicit embeddings: clean_typed drops those), and Arabic letters in the forms
they take joined to their neighbours. Pure Python, no pygame.

The faces draw each character as it is given, with no shaping: Arabic's letters, given in their plain
forms, stood apart ("سلام" as four isolated letters). arabic-reshaper puts each in its initial, medial,
final or isolated presentation form (and lam-alef as its ligature), which the bundled DejaVu Sans holds,
as HarfBuzz would join them.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from app.config import MAX_TEXT_CHARS
from app.text import clean_typed

RTL = frozenset({"R", "AL"})  # Hebrew, Arabic, Syriac, Thaana…: strong right-to-left
NUMBERS = frozenset({"EN", "AN"})
# The blocks that hold every right-to-left letter: a line with none is drawn as it is, found at regex speed
# (Fonts asks of every line it measures, Korean ones included).
RTL_BLOCKS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\U00010800-\U00010fff\U0001e800-\U0001efff]")


ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]")  # the letters that join


@cache
def _reshaper():
    """Made at the first Arabic letter: its import (with fontTools') costs a tenth of a second at start.
    Harakat (vowel marks) are dropped: drawn unshaped they would sit on the wrong letter once the run is
    turned round. Of the ligatures only lam-alef's, which every Arabic face has (DejaVu lacks "Allah"'s)."""
    from arabic_reshaper import ArabicReshaper

    return ArabicReshaper({"delete_harakat": True, "ARABIC LIGATURE ALLAH": False})


def shaped(text: str) -> str:
    """text with its Arabic letters in their joined presentation forms, still in reading order (text itself
    when it has none)."""
    if text.isascii() or not ARABIC.search(text):
        return text
    return _reshaper().reshape(text)


def drawn_line(text: object) -> str:
    """What the faces are given of a text: at most MAX_TEXT_CHARS, cleaned (pygame raises on a NUL and on
    text of zero width; a caption from a file may hold either), its characters left to right as it reads
    (the faces draw each in the order given: a Hebrew word came out mirrored)."""
    return in_visual_order(clean_typed(str(text)[:MAX_TEXT_CHARS]))


def in_visual_order(text: str) -> str:
    """A line of the window's words left to right as it reads, Arabic joined (text itself when it has no
    right-to-left letter). The line runs left to right, as both the window's languages do, whatever it
    starts with: a caption starting with a typed Arabic word read as an Arabic sentence, its English
    words and the quotes around the word turned round ("holes included :”…“")."""
    if text.isascii() or not RTL_BLOCKS.search(text):
        return text
    text = shaped(text)
    return "".join(text[i] for i in visual_order(text, rtl=False))


def visual_order(text: str, rtl: bool | None = None) -> list[int]:
    """The indices of text's characters, leftmost first (the identity for a line with no right-to-left
    letter). The line runs right to left when `rtl`, or when its first strong letter does if rtl is None
    (a text of its own, as typed into Text…); a number keeps its digits left to right inside a right-to-left
    run; a space or sign between two runs of one direction takes theirs, else the line's."""
    kinds = [unicodedata.bidirectional(ch) for ch in text]
    if not RTL.intersection(kinds):
        return list(range(len(text)))
    first = next((1 if kind in RTL else 0 for kind in kinds if kind in RTL or kind == "L"), 0)
    base = first if rtl is None else int(rtl)
    # Each character's direction (1 right to left, 0 left to right, None neutral); a number's is that of
    # the letters before it (UAX #9's W2, W7 and N1), the line's if none.
    way: list[int | None] = []
    for kind in kinds:
        if kind in NUMBERS:
            way.append(next((w for w in reversed(way) if w is not None), base))
        else:
            way.append(1 if kind in RTL else 0 if kind == "L" else None)
    levels = []
    for i, (kind, w) in enumerate(zip(kinds, way, strict=True)):
        if w is None:  # a neutral: the direction of both sides when they agree, else the line's
            left = next((v for v in reversed(way[:i]) if v is not None), base)
            right = next((v for v in way[i + 1 :] if v is not None), base)
            w = left if left == right else base
        level = 1 if w == 1 else (2 if base == 1 else 0)  # (left to right inside a right-to-left line: 2)
        levels.append(level + 1 if kind in NUMBERS and level == 1 else level)  # digits: left to right
    order = list(range(len(text)))
    for level in range(max(levels), 0, -1):  # each run at this level or above turned round, highest first
        i = 0
        while i < len(order):
            if levels[order[i]] < level:
                i += 1
                continue
            j = i
            while j < len(order) and levels[order[j]] >= level:
                j += 1
            order[i:j] = order[i:j][::-1]
            i = j
    return order
