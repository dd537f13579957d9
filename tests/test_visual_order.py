"""visual_order: a line's characters left to right as it is read (UAX #9's levels and reordering, short)."""

from __future__ import annotations

import pytest

from app.visual_order import in_visual_order, shaped, visual_order


def shown(text: str) -> str:
    return "".join(text[i] for i in visual_order(text))


@pytest.mark.parametrize(
    ("text", "left_to_right"),
    [
        ("Hot 42, 한글", "Hot 42, 한글"),  # no right-to-left letter: as typed
        ("של", "לש"),
        ("שלום עולם", "םלוע םולש"),  # the words' order turned too: the line runs right to left
        ("abc שלום def", "abc םולש def"),  # a Hebrew word inside an English line
        ("שלום abc עולם", "םלוע abc םולש"),  # an English word inside a Hebrew line keeps its letters' order
        ("אב 12 גד", "דג 12 בא"),  # digits left to right
        ("مرحبا 2024!", "!2024 ابحرم"),  # the sign at the end of a right-to-left line stands at its left
        ("a, ש, b", "a, ש, b"),
    ],
)
def test_a_line_as_it_reads(text: str, left_to_right: str) -> None:
    assert shown(text) == left_to_right
    assert sorted(visual_order(text)) == list(range(len(text)))


def test_a_line_with_no_right_to_left_letter_is_the_same_string() -> None:
    line = "한국어 −1.5 ± c₁ 😀"
    assert in_visual_order(line) is line and visual_order(line) == list(range(len(line)))
    assert in_visual_order("ab של") == "ab לש"


@pytest.mark.parametrize(
    ("text", "forms"),
    [
        # Unicode's Arabic Presentation Forms-B: beh initial, yeh medial, teh final.
        ("بيت", "\ufe91\ufef4\ufe96"),
        # seen initial, then lam-alef as its final ligature (alef joins no letter after it), meem alone.
        ("سلام", "\ufeb3\ufefc\ufee1"),
        ("لا", "\ufefb"),  # lam-alef alone
        ("a ب", "a \ufe8f"),  # one letter alone: its isolated form
    ],
)
def test_arabic_letters_take_the_forms_they_take_joined(text: str, forms: str) -> None:
    assert shaped(text) == forms
    latin = len(text) - len(text.lstrip("a "))  # (a Latin start stays where it is)
    assert in_visual_order(text) == forms[:latin] + forms[latin:][::-1]


def test_text_with_no_arabic_letter_is_not_shaped() -> None:
    line = "שלום, 한국어 −1.5"
    assert shaped(line) is line


def test_the_window_s_lines_run_left_to_right_whatever_they_start_with() -> None:
    """A caption that starts with a typed Hebrew or Arabic word is an English (or Korean) sentence: its
    words and the quotes around the word stay where they are (they were turned round with it); a text of
    its own (Text…'s) runs as its first letter does."""
    assert in_visual_order("“שלום”: the outlines") == "“םולש”: the outlines"
    assert in_visual_order("“של” 그림") == "“לש” 그림"
    assert shown("“שלום”: the outlines") == "the outlines :”םולש“"  # (Text…: a line read right to left)
