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
