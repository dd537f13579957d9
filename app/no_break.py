"""Where a line of text may break: at a space, but never inside a formula ("z(t) = 4e^(it) + e^(−3it)" broke
after its "+" in the lesson box at 1280x800). No pygame; the app's wrapper and pygame_gui's text alike."""

from __future__ import annotations

import re
from collections.abc import Iterable

NO_BREAK = "\u00a0"  # pygame_gui, like the app's own wrapper, breaks only at " "
# A space on either side of an operator between two terms: the formula reads as one word. ("·" is left out:
# "Drag to draw  ·  H for help" is pieces, and a formula writes its "·" without spaces.)
FORMULA_SPACE = re.compile(r"(?<=\S) ([=+−×<>≤≥≈]) (?=\S)")
JOIN = "\uffff"  # (a noncharacter: marks a joined space inside `words`, then a space again)


def unbroken(text: str, joiner: str = NO_BREAK) -> str:
    """text with the spaces inside its formulas made unbreakable ("a = b + c": each joined by joiner)."""
    return FORMULA_SPACE.sub(lambda match: f"{joiner}{match.group(1)}{joiner}", text)


def words(paragraph: str) -> list[str]:
    """The paragraph split at the spaces where a line may break, each formula one word with its spaces."""
    return [word.replace(JOIN, " ") for word in unbroken(paragraph, JOIN).split(" ")]


def breaks(text: str, names: Iterable[str] = ()) -> list[int]:
    """The places in text (the index of each space) where a line may break: not in a formula, nor in any of
    names (a file
    "my heart drawing.json" cut after "heart" reads as another, shorter name)."""
    joined = unbroken(text)
    inside = {
        at
        for name in names
        if name
        for found in re.finditer(re.escape(name), text)
        for at in range(*found.span())
    }
    return [at for at, ch in enumerate(joined) if ch == " " and at not in inside]


# Where a line is cut short ("…"), the cut never falls just after a bracket or quotation mark it opens: a
# line read "…smaller frames (480…", a number torn from what it counts.
OPENING, CLOSING = "([{“‘«「『〈《【", ")]}”’»」』〉》】"


def opens(word: str) -> bool:
    """Whether word opens a bracket or quotation mark that it leaves open ("(480", "“my", "(")."""
    depth = 0
    for ch in word:
        depth = depth + 1 if ch in OPENING else max(0, depth - 1) if ch in CLOSING else depth
    return depth > 0


def kept_words(text: str, ends: list[int], n: int) -> int:
    """How many of text's first n words (each ending at one of ends, breaks' places) a cut line keeps: not
    those at its end that open a bracket they do not close, unless that leaves none."""
    kept = n
    while kept and opens(text[ends[kept - 2] + 1 if kept > 1 else 0 : ends[kept - 1]]):
        kept -= 1
    return kept or n
