"""Text from outside (files, names, typed values) made safe to show on one line. Pure Python, no pygame.

Fonts refuse some strings outright (a NUL raises, a string of only zero-width characters has no width),
and control, bidi and format characters can hide or reorder what a message says. Everything that shows
text a user or a file supplied goes through clean_text first.
"""

from __future__ import annotations

import contextlib
import re
import unicodedata
from collections.abc import Callable
from pathlib import PurePath
from typing import Protocol

from app.config import MAX_TEXT_CHARS
from app.no_break import OPENING

ELLIPSIS = "…"


class Measure(Protocol):
    """A face that tells a text's size without drawing it (pygame's and pygame_gui's fonts)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def fits_in(font: Measure, room: float) -> Callable[[str], bool]:
    """Whether a text drawn in font is at most room pixels wide (for elided and middle_elided)."""
    return lambda text: font.size(text)[0] <= room


def clean_text(text: object, max_len: int = MAX_TEXT_CHARS, runs: bool = False) -> str:
    """One printable line: no control, format (bidi, zero-width, soft hyphen) or surrogate characters,
    every whitespace run one space, ends stripped, at most max_len characters (cut ones end in "…").
    With runs, a run of plain spaces is kept as it is (a file name's "my  curve" is another file than
    "my curve"); tabs, line breaks and other spaces still become one space.

    Anything that is not a str is shown through str(); bytes are decoded as UTF-8 with replacement.
    """
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    elif not isinstance(text, str):
        text = str(text)
    max_len = max(1, max_len)
    # Whole pages of text need not be walked to show a line: twice the room covers any whitespace runs.
    if len(text) > 4 * max_len + 64:
        text = text[: 4 * max_len + 64] + ELLIPSIS
    kept: list[str] = []
    space = ""  # the spaces to put before the next character kept
    for ch in text:
        if ch.isspace() or unicodedata.category(ch) == "Zs":
            if kept:
                space = space + " " if runs and ch == " " else space or " "
            continue
        # Cc control (NUL, ESC…), Cf format (bidi, zero-width, BOM, soft hyphen), Cs lone surrogates,
        # Co private use, Cn unassigned: nothing a font can draw or a reader should trust.
        if unicodedata.category(ch)[0] == "C":
            continue
        kept.append(space + ch)
        space = ""
    cleaned = "".join(kept)
    if len(cleaned) > max_len:
        cleaned = cleaned[: max_len - 1].rstrip() + ELLIPSIS
    return cleaned


NAME_WALKED = 8192  # the most of a name read before it is elided (a path is at most 4096 bytes on Linux)


def clean_name(name: str | bytes | object, max_len: int = MAX_TEXT_CHARS) -> str:
    """A file name or path for a message, its runs of spaces as they are: undecodable bytes (surrogate
    escapes) become U+FFFD first. One too long keeps its start and its end, "…" between them (cut at its end,
    "my heart drawing … lo…" had lost its kind, ".json")."""
    if isinstance(name, str):
        # Other lone surrogates cannot be turned back into bytes; clean_text drops them.
        with contextlib.suppress(UnicodeEncodeError):
            name = name.encode("utf-8", errors="surrogateescape").decode("utf-8", errors="replace")
    return middle_elided(
        clean_text(name, NAME_WALKED, runs=True), lambda shown: len(shown) <= max(1, max_len)
    )


def clean_typed(text: str) -> str:
    """Typed text as a text field may take it: spaces kept, nothing a font can't draw (zero-width,
    bidi and control characters, lone surrogates); "" if nothing is left."""
    if text.isprintable():  # no character of category C* (the usual case, checked in C: read-outs each frame)
        return text
    return "".join(ch for ch in text if ch == " " or unicodedata.category(ch)[0] != "C")


def clause(text: str) -> str:
    """A sentence to go inside another, its full stop dropped ("Could not open it: {reason}. The previous
    curve stays." said "…this stroke has 1.. The previous…")."""
    return text.removesuffix(".")


def elided(stamp: str, title: str, fits: Callable[[str], bool]) -> str:
    """ "stamp title" as it fits: whole, else the stamp, "…" and the title's end ("12-01 19:08 …heart"),
    else the day and the title (or its end), else the stamp's start and the title's end, both shortened."""
    whole = f"{stamp} {title}"
    if fits(whole):
        return whole
    for n in range(len(title) - 1, 3, -1):  # at least four letters of the title
        text = f"{stamp} …{title[-n:].lstrip()}"
        if fits(text):
            return text
    day = stamp.split(" ")[0]  # then the day without the time ("12-01 내 그림": wide letters, short title)
    for n in range(len(title), 0, -1):
        text = f"{day} {title}" if n == len(title) else f"{day} …{title[-n:].lstrip()}"
        if fits(text):
            return text
    for n in range(len(whole) // 2, 0, -1):
        text = f"{whole[:n].rstrip()}…{title[-n:].lstrip()}"
        if fits(text):
            return text
    return "…"


def middle_elided(text: str, fits: Callable[[str], bool]) -> str:
    """text as it fits: whole, else its start, "…" and its end, as long as they fit (a file name keeps its
    kind and the end of its time: "drawing-2026…132450.json")."""
    if fits(text):
        return text
    shown, least, most = ELLIPSIS, 2, len(text) - 1  # characters kept: the most that fit, halved
    while least <= most:  # (fewer kept is never wider: halving finds the most in a few measures)
        kept = (least + most) // 2
        short = f"{text[: kept // 2].rstrip()}{ELLIPSIS}{text[len(text) - (kept - kept // 2) :].lstrip()}"
        if fits(short):
            shown, least = short, kept + 1
        else:
            most = kept - 1
    return shown


def broken_lines(text: str, fits: Callable[[str], bool]) -> list[str]:
    """text in lines that each fit, broken after a "/" or a space where it can, else within a name: no
    character added or left out (joined, they are text), so a path read off them is the path. (pygame_gui
    broke a word too long for its line with a hyphen on each side: "deep_folde-", "-r_name".)"""
    lines, line = [], ""
    for piece in re.findall(r"[^/ ]*[/ ]|[^/ ]+$", text):  # each piece ends with its break
        while piece:
            if fits(line + piece):
                line, piece = line + piece, ""
            elif line:
                lines.append(line)
                line = ""
            else:  # longer than a line: as much as fits (one character at least)
                n = next((n for n in range(len(piece) - 1, 0, -1) if fits(piece[:n])), 1)
                lines.append(piece[:n])
                piece = piece[n:]
    return [*lines, line] if line or not lines else lines


def end_elided(text: str, fits: Callable[[str], bool]) -> str:
    """text as it fits: whole, else as much of its start as fits before "…", not ending in a bracket or
    quotation mark it opens ("(…")."""
    if fits(text):
        return text
    for kept in range(len(text) - 1, 0, -1):
        head = text[:kept].rstrip()
        if head and head[-1] in OPENING:
            continue  # (a bracket opened on nothing: "(…")
        short = f"{head}{ELLIPSIS}"
        if fits(short):
            return short
    return ELLIPSIS


def whole_span(text: str) -> tuple[int, int]:
    """All of a field's text: what typing replaces in a field offering a word or a title."""
    return 0, len(text)


def name_span(path: str) -> tuple[int, int]:
    """Where a path's file name lies in it, without its extension: what typing replaces in a field offering
    a file to write (the folder and the kind stay)."""
    name = PurePath(path).name
    if not name or not path.endswith(name):  # a folder ("…/drawings/"): nothing to replace
        return len(path), len(path)
    start = len(path) - len(name)
    return start, start + len(PurePath(name).stem)
