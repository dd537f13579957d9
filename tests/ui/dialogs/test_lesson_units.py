"""A number in a lesson step stays on the line of its unit: the teacup's box read "the cup 1" / "m from its
centre" at 1280x800 and 100 %, and "…45초에 5.0" / "m" in Korean at 125 %."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from ui_driver import lesson_step_by_keys, run_frames

from app.model import intents as i
from app.model.lesson import STEPS
from app.model.lesson_words import step_words

UNIT_AFTER_NUMBER = re.compile(r"^(m|s|rad|tokens|토큰)\b")


def split_units(lines: list[str]) -> list[tuple[str, str]]:
    """Each pair of lines where one ends in a number and the next starts with its unit."""
    return [(a, b) for a, b in pairwise(lines) if a.rstrip()[-1:].isdigit() and UNIT_AFTER_NUMBER.match(b)]


@pytest.mark.parametrize(("scale", "lang"), [(1.0, "en"), (1.25, "ko")])
def test_the_teacup_box_keeps_each_number_with_its_unit(app, scale, lang) -> None:
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    lesson_step_by_keys(app, "teacup")
    assert app.layout.ui.factor == scale
    lines = [line for line, _ in app.windows.lesson_box.lines]
    assert len(lines) > 3 and not split_units(lines), lines
    assert not app.errors


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_width_parts_a_number_from_its_unit(display, lang: str) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    for step in STEPS[:-1]:  # (the real head's numbers come from the model)
        for said in step_words(lang, step.key, step.numbers(), "waiting", ""):
            for width in range(160, 900, 7):
                assert not split_units(list(fonts.wrap(said, width, 15))), (step.key, width)
