"""Outside text made safe: clean_text's rules, a file's name chosen in its path, and text cut to fit (at
its middle, at its end, broken at folders). How fonts draw and measure it is in test_text_fonts.py."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from app.text import ELLIPSIS, broken_lines, clean_name, clean_text, clean_typed, end_elided, middle_elided


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Heart", "Heart"),
        ("  two\t\n words  ", "two words"),
        ("a\x00b", "ab"),
        ("x\u200by\ufeffz\u2060\u00ad", "xyz"),
        ("\u202eevil\u202c", "evil"),
        ("lone \ud800 surrogate", "lone surrogate"),
        ("bell\x07 and esc\x1b[31m", "bell and esc[31m"),
        ("non\u00a0breaking", "non breaking"),
        ("café ∑ 日本", "café ∑ 日本"),
        (b"bytes \xff", "bytes \ufffd"),
        (42, "42"),
    ],
)
def test_clean_text(raw: object, expected: str) -> None:
    assert clean_text(raw) == expected


def test_long_text_ends_in_an_ellipsis() -> None:
    assert clean_text("x" * 1000, 10) == "x" * 9 + ELLIPSIS
    assert clean_text("x" * 10, 10) == "x" * 10
    assert len(clean_text("word " * 100_000)) == clean_text.__defaults__[0]


def test_undecodable_file_names_show_a_replacement_mark() -> None:
    name = b"caf\xe9.json".decode("utf-8", errors="surrogateescape")  # as os.listdir gives it
    assert clean_name(name) == "caf\ufffd.json"
    assert clean_name("\ud800.json") == ".json"


@settings(max_examples=200, deadline=None)
@given(st.text(), st.integers(min_value=1, max_value=50))
def test_clean_text_is_one_printable_line(text: str, max_len: int) -> None:
    cleaned = clean_text(text, max_len)
    assert len(cleaned) <= max_len
    assert cleaned == cleaned.strip() and "  " not in cleaned
    assert cleaned.isprintable() or all(c.isprintable() or c == " " for c in cleaned)
    cleaned.encode("utf-8")  # no lone surrogates
    assert clean_text(cleaned, max_len) == cleaned  # cleaning twice changes nothing


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_clean_typed_drops_exactly_the_characters_of_category_c(text: str) -> None:
    kept = "".join(ch for ch in text if ch == " " or not unicodedata.category(ch).startswith("C"))
    assert clean_typed(text) == kept


def test_a_files_name_is_chosen_without_its_folder_or_extension() -> None:
    from app.text import name_span, whole_span

    def chosen(path: str) -> str:
        start, end = name_span(path)
        return path[start:end]

    assert chosen("/home/me/Epicycles/heart 2026-12-03.mp4") == "heart 2026-12-03"
    assert chosen("clip.gif") == "clip"
    assert chosen("/home/me/notes") == "notes"
    assert chosen("/home/me/.hidden") == ".hidden"
    assert chosen("/home/me/") == ""
    assert name_span("/home/me/") == (9, 9)  # at the end: typing goes after the folder
    assert whole_span("a title") == (0, 7)


@given(text=st.text(alphabet="ab .", min_size=1, max_size=60) | st.text(max_size=60), room=st.integers(0, 70))
@example(text="ab   cdefgh ij", room=6)  # (a space each side of the cut: "ab… ij" wasted one on a space)
def test_a_text_cut_in_its_middle_is_its_start_and_end_as_long_as_fits(text: str, room: int) -> None:
    """As many characters as fit (room: characters here), the start's half and the end's the rest, no space
    against the "…": the first that fits of every count tried from the most down."""

    def fits(shown: str) -> bool:
        return len(shown) <= room

    def cut(kept: int) -> str:
        head = kept // 2
        return text[:head].rstrip() + ELLIPSIS + text[len(text) - (kept - head) :].lstrip()

    shown = middle_elided(text, fits)
    if len(text) <= room:
        assert shown == text
        return
    tried = [cut(kept) for kept in range(len(text) - 1, 1, -1) if fits(cut(kept))]
    assert shown == (tried[0] if tried else ELLIPSIS)


@given(text=st.text(min_size=1, max_size=60), room=st.integers(0, 70))
def test_a_text_cut_at_its_end_is_as_much_of_its_start_as_fits(text: str, room: int) -> None:
    shown = end_elided(text, lambda t: len(t) <= room)
    if len(text) <= room:
        assert shown == text
        return
    assert shown.endswith(ELLIPSIS) and (len(shown) <= room or shown == ELLIPSIS)
    start = shown[:-1]
    assert text.startswith(start) and start == start.rstrip()
    fitting = [len(text[:k].rstrip()) for k in range(1, len(text)) if len(text[:k].rstrip()) + 1 <= room]
    assert len(start) == max(fitting, default=0)  # no longer start would have fitted


def test_broken_lines_break_at_folders_add_nothing_and_each_fit() -> None:
    def fits(s: str) -> bool:
        return len(s) <= 10

    text = "/a/bb/" + "c" * 23 + "/d.json is gone"
    lines = broken_lines(text, fits)
    assert "".join(lines) == text and all(fits(line) for line in lines)
    assert lines == ["/a/bb/", "cccccccccc", "cccccccccc", "ccc/", "d.json is ", "gone"]
    assert broken_lines("", fits) == [""] and broken_lines("short", fits) == ["short"]


def test_a_name_too_long_keeps_its_start_and_its_kind() -> None:
    name = f"my heart drawing {'long name ' * 20}end.json"
    shown = clean_name(name, 60)
    assert len(shown) <= 60 and shown.startswith("my heart drawing long") and shown.endswith("name end.json")
    assert shown.count("…") == 1
    assert clean_name("short.json", 60) == "short.json"


@pytest.mark.parametrize("text", ["frames (480 of", "said “hi there”", "a [b c]"])
def test_a_cut_never_ends_in_a_bracket_opened_on_nothing(text: str) -> None:
    for room in range(2, len(text)):
        shown = end_elided(text, lambda t, room=room: len(t) <= room)
        assert shown.removesuffix(ELLIPSIS)[-1:] not in "([“", (room, shown)
