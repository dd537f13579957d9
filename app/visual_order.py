"""The order a line's characters stand in from left to right, Hebrew and Arabic running right to left (a
short form of the Unicode bidirectional algorithm's levels and reordering, UAX #9, for one line; no
mirroring of brackets, no explicit embeddings: clean_typed drops those). Pure Python, no pygame."""

from __future__ import annotations

import re
import unicodedata

RTL = frozenset({"R", "AL"})  # Hebrew, Arabic, Syriac, Thaana…: strong right-to-left
NUMBERS = frozenset({"EN", "AN"})
# The blocks that hold every right-to-left letter: a line with none is drawn as it is, found at regex speed
# (Fonts asks of every line it measures, Korean ones included).
RTL_BLOCKS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\U00010800-\U00010fff\U0001e800-\U0001efff]")


def in_visual_order(text: str) -> str:
    """text's characters left to right as it reads (text itself when it has no right-to-left letter)."""
    if text.isascii() or not RTL_BLOCKS.search(text):
        return text
    return "".join(text[i] for i in visual_order(text))


def visual_order(text: str) -> list[int]:
    """The indices of text's characters, leftmost first (the identity for a line with no right-to-left
    letter). The line runs right to left when its first strong letter does; a number keeps its digits left
    to right inside a right-to-left run; a space or sign between two runs of one direction takes theirs,
    else the line's."""
    kinds = [unicodedata.bidirectional(ch) for ch in text]
    if not RTL.intersection(kinds):
        return list(range(len(text)))
    base = next((1 if kind in RTL else 0 for kind in kinds if kind in RTL or kind == "L"), 0)
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
