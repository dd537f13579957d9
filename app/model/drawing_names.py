"""What a saved drawing is called wherever it is named: its time (month-day hour:minute), its title (a
drawing never renamed: "Your drawing" in the window's language) and, for an older one of the same day and
title, a count ("12-06 13:01 Your drawing (2)"). The preset menu cuts them to fit; the undo line says them
whole, so both name the same drawing alike. No pygame."""

from __future__ import annotations

from collections.abc import Callable

from app.i18n import tr
from app.io.drawings import SavedDrawing, untitled_as_empty
from app.text import elided


def apart(entries: list[tuple[str, str]], fits: Callable[[str], bool]) -> list[str]:
    """The words for saved drawings (stamp, title), newest first, each cut to fit (elided: the day
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


def titles(saved: tuple[SavedDrawing, ...], lang: str) -> list[str]:
    """Each saved drawing's title; one never renamed in lang's words."""
    untitled = tr(lang, "curve.drawing.title")
    return [untitled_as_empty(d.title) or untitled for d in saved]


def drawing_names(
    saved: tuple[SavedDrawing, ...], lang: str, fits: Callable[[str], bool] = lambda _: True
) -> list[str]:
    """The names of the saved drawings (newest first) as the menu lists them, cut to `fits`."""
    return apart([(d.saved[5:], title) for d, title in zip(saved, titles(saved, lang), strict=True)], fits)


def names_by_file(saved: tuple[SavedDrawing, ...], lang: str) -> dict[str, str]:
    """Each saved drawing's whole name by its file name: what the undo line and the status line call it."""
    return {d.file_name: name for d, name in zip(saved, drawing_names(saved, lang), strict=True)}


def titles_apart(saved: tuple[SavedDrawing, ...], lang: str) -> list[str]:
    """Each saved drawing's name less its stamp, the menu's count kept ("Your drawing (2)"): for words that
    say the time apart (Delete…'s question, which had left the count out)."""
    names = drawing_names(saved, lang)
    return [name.removeprefix(f"{d.saved[5:]} ") for d, name in zip(saved, names, strict=True)]
