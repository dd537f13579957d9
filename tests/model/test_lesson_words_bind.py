"""A lesson step's short formulas and pairs stay whole on one line, however the box wraps them."""

from __future__ import annotations

import re

import pytest

from app.i18n import tr
from app.model.lesson_words import NBSP, unbroken

WHOLE = ["(q + PE(m))", "(k + PE(n))", "(3, 7)", "(40, 44)", "(900, 904)", "n − m"]
VALUES = {"d": 8, "base": "1e4", "seed": 0}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_formulas_and_pairs_of_step_4_hold_together(lang: str) -> None:
    text = unbroken(tr(lang, "lesson.ladder_pairs.text", **VALUES))
    for piece in WHOLE:
        assert piece.replace(" ", NBSP) in text, piece


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_wrapped_line_ends_inside_a_formula_or_a_pair(display, lang: str) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    text = unbroken(tr(lang, "lesson.ladder_pairs.text", **VALUES))
    broken_inside = re.compile(r"(\([^()\s]*,| [+−])$")  # "(3," or "(q +"
    for width in range(160, 900, 9):
        lines = fonts.wrap(text, width, 14)
        assert not [line for line in lines[:-1] if broken_inside.search(line)], width
        assert "".join(lines).replace(NBSP, " ").replace(" ", "") == text.replace(NBSP, " ").replace(" ", "")


TEACUP = "z(t) = 4e^(it) + e^(−3it)"


@pytest.mark.parametrize("key", ["teacup", "teacup_other", "teacup_moving"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_teacup_ride_s_formula_is_never_broken(display, lang: str, key: str) -> None:
    """(At 1280x800 and in narrower boxes the line broke after its "+": e^(−3it) has a longer exponent.)"""
    from app.ui.fonts import Fonts

    fonts = Fonts()
    text = unbroken(tr(lang, f"lesson.{key}.text"))
    assert TEACUP.replace(" ", NBSP) in text
    for width in range(200, 900, 7):
        assert any(TEACUP in line.replace(NBSP, " ") for line in fonts.wrap(text, width, 15)), width
