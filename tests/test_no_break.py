"""A line breaks at a space, never inside a formula: the app's wrapper (captions, the lesson box) and the
text it hands pygame_gui (the status line and its tooltip) keep "z(t) = 4e^(it) + e^(−3it)" whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.no_break import NO_BREAK, breaks, kept_words, unbroken, words

RIDE = "the other way: z(t) = 4e^(it) + e^(−3it). Where the arrows point apart"


def test_a_formula_is_one_word_with_its_spaces() -> None:
    assert words(RIDE) == ["the", "other", "way:", "z(t) = 4e^(it) + e^(−3it).", "Where", "the", "arrows",
                           "point", "apart"]  # fmt: skip
    assert words("Δ = m − n을 보면") == ["Δ = m − n을", "보면"]
    assert words("Drag to draw  ·  H for help") == ["Drag", "to", "draw", "", "·", "", "H", "for", "help"]


def test_the_text_for_pygame_gui_holds_a_formula_with_no_break_spaces() -> None:
    assert unbroken("at hi − lo = 12 now") == f"at hi{NO_BREAK}−{NO_BREAK}lo{NO_BREAK}={NO_BREAK}12 now"
    assert breaks("a = b c") == [5]
    assert breaks("for k > 0, clockwise for k < 0)") == [3, 10, 20, 24]  # (the help broke after "<")
    assert breaks("x z(t) = 4e^(it) + e^(−3it) y") == [1, 27]  # (the status line is cut only there)


@pytest.mark.parametrize("size", [13, 15, 20])
def test_the_wrapper_never_breaks_a_formula(display, size: int) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    for width in range(fonts.width("z(t) = 4e^(it) + e^(−3it).", size) + 1, 700, 5):  # (where it fits)
        lines = fonts.wrap(RIDE, width, size)
        assert any("z(t) = 4e^(it) + e^(−3it)." in line for line in lines), width
        assert " ".join(lines) == RIDE  # (nothing lost, no other break moved into a word)


def test_a_name_is_never_cut_between_its_words() -> None:
    line = "Opened my heart drawing.json: 512 samples"
    assert breaks(line) == [6, 9, 15, 29, 33]
    assert breaks(line, ["my heart drawing.json", ""]) == [6, 29, 33]  # (before the name and after it)


def test_the_names_a_line_may_show_are_found_in_its_intent() -> None:
    from app.errors import Problem
    from app.model import intents as i
    from app.model.status_names import said_names

    refused = i.FileFailed(
        "",
        Problem(
            "problem.curve.both", first=Problem("problem.curve.dialog_open", where="a b.json"), second="x"
        ),
    )
    assert said_names(refused) == ("a b.json", "x")
    assert said_names(i.DroppedTogether((refused,), ("c d.svg",), True)) == ("a b.json", "x", "c d.svg")
    assert said_names(i.OpenPath(Path("/tmp/my folder/e f.json"))) == ("/tmp/my folder/e f.json", "e f.json")


def test_a_cut_line_keeps_no_word_that_opens_a_bracket_at_its_end() -> None:
    line = "use fewer frames (480 frames of 1920x1080) or “my file” now"
    ends = breaks(line)
    cut_at = [line[: ends[kept_words(line, ends, n) - 1]] for n in range(1, len(ends) + 1)]
    assert cut_at[2:5] == ["use fewer frames"] * 2 + ["use fewer frames (480 frames"]  # not "(480"
    assert cut_at[8] == "use fewer frames (480 frames of 1920x1080) or"  # not "“my"
    assert kept_words("(480 frames", [4], 1) == 1  # (else nothing would be left)
