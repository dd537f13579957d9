"""A comparison in a lesson step stays on one line: step 5's box read "…한 주기에 k바퀴, k >" / "0이면 시계
반대 방향으로…" at 1920x1080 and 175 % in Korean ("for k >" / "0" in English at other widths)."""

from __future__ import annotations

import re

import pytest
from ui_driver import lesson_step_by_keys, run_frames

from app.model import intents as i
from app.model.lesson import STEPS
from app.model.lesson_words import step_words

CUT = re.compile(r"[<>]\s*$")  # a line that ends in the comparison, its right side on the next


def test_step_5_keeps_k_greater_than_0_on_one_line(app) -> None:
    app.submit(i.Resize((1920, 1080), (4000, 4000)))
    app.submit(i.SetUiScale(1.75))
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    lesson_step_by_keys(app, "arrows")
    assert app.layout.ui.factor == 1.75
    lines = [line for line, _ in app.windows.lesson_box.lines]
    assert len(lines) > 3 and not [line for line in lines if CUT.search(line)], lines
    assert any("k\u00a0>\u00a00" in line for line in lines)
    assert not app.errors


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_width_ends_a_line_in_a_comparison(display, lang: str) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    step = next(step for step in STEPS if step.key == "arrows")
    text, _ = step_words(lang, step.key, step.numbers(), "waiting", "")
    for width in range(160, 900, 5):
        lines = fonts.wrap(text, width, 15)
        assert not [line for line in lines if CUT.search(line) or line.startswith(">")], width
