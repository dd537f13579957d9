"""A curve whose numbers are too large is refused as too large, in both languages: not as a point "not
finite", "[Infinity, 0.0]", a "part the reader cannot read" or "3 distinct points" (the file is fine; its
units are not)."""

from __future__ import annotations

import pygame
import pytest
from curve_helpers import write
from ui_driver import finish_reading, post, run_frames

from app.errors import said
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError


def refusal(path, lang: str = "en") -> str:
    with pytest.raises(CurveError) as caught:
        load_curve_file(path, 64)
    return said(caught.value, lang)


SVG = '<svg xmlns="http://www.w3.org/2000/svg"{}>{}</svg>'


SHIFTED = '<path d="M0 0 L10 0 L10 10 Z" transform="translate(1e308 0) scale(10)"/>'
VIEWBOX = ' viewBox="0 0 1e308 1e308" width="10" height="10"'
CASES = {  # file: (its content, the English words, the Korean words)
    "big.json": (
        '{"points": [[0, 0], [1e308, 0], [1e308, 1e308]]}',
        "[1e308, 0.0]: a number there is too large",
        "수가 너무 큽니다",
    ),
    "past.json": (
        '{"points": [[0, 0], [1e400, 0], [1, 1]]}',
        "point 2 of 3 has a number larger than 1.8e308",
        "1.8e308보다 커서",
    ),
    "digits.json": (
        '{"points": [[0, 0], [1' + "0" * 320 + ", 0], [1, 1]]}",
        "larger than 1.8e308",
        "보다 커서",
    ),
    "open.json": (
        '{"strokes": [[[0, 0], [-1e200, 0], [1, 1]]], "closed": false}',
        "a number there is too large",
        "수가 너무 큽니다",
    ),
    "coef.json": (
        '{"coefficients": [{"k": 1, "re": 1e308}]}',
        "coefficient 1 of 1 has a number too large",
        "계수 1개 중 1번째의 수가",
    ),
    "past_coef.json": (
        '{"coefficients": [{"k": 1, "im": -1e999}]}',
        "coefficient 1 of 1 has a number too",
        "계수 1개 중 1번째의 수가",
    ),
    "shift.svg": (SVG.format("", SHIFTED), "lies 1e308 away", "1e308만큼 떨어져"),
    "view.svg": (
        SVG.format(VIEWBOX, '<path d="M0 0 L1e308 0 L1e308 1e308 Z"/>'),
        "numbers too large (or too small)",
        "계산할 수 없을 만큼",
    ),
}


@pytest.mark.parametrize("name", CASES)
def test_numbers_too_large_are_said_to_be_too_large(tmp_path, name) -> None:
    content, en, ko = CASES[name]
    path = write(tmp_path, content, name)
    english, korean = refusal(path), refusal(path, "ko")
    assert en in english and ko in korean, (english, korean)
    for misleading in ("finite", "Infinity", "cannot read", "damaged", "distinct"):
        assert misleading not in english


def test_a_point_that_is_not_a_number_is_still_said_so(tmp_path) -> None:
    english = refusal(write(tmp_path, '{"points": [[0, 0], [NaN, 0], [1, 1]]}'))
    assert "point 2 of 3 is [NaN, 0], not [x, y] with two numbers" in english


def test_the_status_line_says_too_large_when_such_a_file_is_dropped(app, tmp_path) -> None:
    before = app.state.epicycles.curve
    path = write(tmp_path, '{"points": [[0, 0], [1e400, 0], [1e300, 1e300]]}', "huge.json")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    run_frames(app, 2)
    assert app.status.error and app.state.epicycles.curve is before
    assert "huge.json: point 2 of 3 has a number larger than 1.8e308, too large" in app.status.text
    assert "Infinity" not in app.status.text and "finite" not in app.status.text
