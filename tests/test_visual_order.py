"""visual_order: a line's characters left to right as it is read (UAX #9's levels and reordering, short)."""

from __future__ import annotations

import pytest

from app.visual_order import in_visual_order, visual_order


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
