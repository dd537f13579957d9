"""A curve file or a stroke refused for a number out of range names its numbers as the window writes them,
in both languages: "[1e300, 0.0]", "within 1e100", "larger than 1.8e308", "not −5", "1e−9 across" (they
read 1e+300, 1e+100, 1.8e+308, -5 and 1e-09, the command line's words, which it keeps)."""

from __future__ import annotations

import re

import pygame
import pytest
from ui_driver import drag, finish_reading, glide, move_mouse, post, run_frames

from app.cli.main import error_line
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError
from app.model import intents as i

# Python's forms: a hyphen for a minus before a digit, a power of ten with "+" or a leading zero.
PYTHON_NUMBER = re.compile(r"(?<![\w-])-(?=\d)|\de[+-]|\de−0")

SVG = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L1e200 0 L0 1e200 Z"/></svg>'
CASES = {  # file: (its content, the English words, the Korean words)
    "far.json": (
        '{"points": [[0, 0], [1e300, 0], [1, 1]]}',
        "point 2 of 3 is [1e300, 0.0]: a number there is too large; a curve's points must lie within 1e100",
        "점 3개 중 2번째([1e300, 0.0])의 수가 너무 큽니다. 곡선의 점은 1e100 안에 있어야 합니다",
    ),
    "past.json": (
        '{"points": [[0, 0], [-1e400, 0], [1, 1]]}',
        "point 2 of 3 has a number larger than 1.8e308, too large to compute with; a curve's points must lie "
        "within 1e100",
        "점 3개 중 2번째에 1.8e308보다 커서 계산할 수 없는 수가 있습니다. 곡선의 점은 1e100 안에",
    ),
    "slow.json": (
        '{"points": [[0, 0], [1, 0], [1, 1]], "period_seconds": -5}',
        '"period_seconds" must be a number of seconds above 0, not \u22125',
        "수여야 하는데 \u22125입니다",
    ),
    "coef.json": (
        '{"coefficients": [{"k": 1, "re": -1e300}]}',
        "re and im must be at most 1e100 in size",
        "re와 im의 크기는 1e100 이하여야 합니다",
    ),
    "far.svg": (
        SVG,
        "a point of this stroke lies 1e200 away: a curve's points must lie within 1e100",
        "이 획의 한 점이 1e200만큼 떨어져 있습니다. 곡선의 점은 1e100 안에",
    ),
}


def dropped(app, tmp_path, name: str) -> str:
    """The status line after the file `name` of CASES is dropped on the window (it is refused)."""
    before = app.state.epicycles.curve
    path = tmp_path / name
    path.write_text(CASES[name][0], encoding="utf-8")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert app.state.epicycles.curve is before and app.status.error
    return app.status.text


@pytest.mark.parametrize("name", CASES)
def test_a_refused_file_names_its_numbers_as_the_window_writes_them(app, tmp_path, name) -> None:
    for lang, words in zip(("en", "ko"), CASES[name][1:], strict=True):
        app.submit(i.SetLanguage(lang))
        run_frames(app, 2)
        line = dropped(app, tmp_path, name)
        assert words in line and not PYTHON_NUMBER.search(line), line


COMMAND_LINE = {
    "far.json": "far.json: point 2 of 3 is [1e+300, 0.0]: a number there is too large; a curve's points "
    "must lie within 1e+100",
    "slow.json": 'slow.json: "period_seconds" must be a number of seconds above 0, not -5',
    "far.svg": "far.svg: a point of this stroke lies 1e+200 away: a curve's points must lie within 1e+100",
}


@pytest.mark.parametrize("name", COMMAND_LINE)
def test_the_command_line_keeps_its_ascii_words(tmp_path, name) -> None:
    path = tmp_path / name
    path.write_text(CASES[name][0], encoding="utf-8")
    with pytest.raises(CurveError) as caught:
        load_curve_file(path, 64)
    assert error_line(caught.value) == str(caught.value) == COMMAND_LINE[name]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_stroke_too_small_names_the_least_size_as_the_window_writes_it(app, tmp_path, lang) -> None:
    """A curve 2e-9 across, zoomed in as far as the wheel goes: a short stroke there is below 1e-9."""
    app.submit(i.SetLanguage(lang))
    path = tmp_path / "speck.json"
    path.write_text('{"points": [[0, 0], [2e-9, 0], [0, 2e-9]]}', encoding="utf-8")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    x, y, w, h = app.view.rect
    centre = (x + w // 2, y + h // 2)
    move_mouse(centre)
    for _ in range(60):
        post(
            pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0, touch=False, window=None
        )
    run_frames(app, 120)
    before = app.state.epicycles.curve
    left, right = (centre[0] - 40, centre[1]), (centre[0] + 40, centre[1])
    drag(
        app,
        glide(left, right)
        + glide(right, (centre[0], centre[1] - 40))
        + glide((centre[0], centre[1] - 40), left),
    )
    run_frames(app, 2)
    line = app.status.text
    assert app.state.epicycles.curve is before and app.status.error, line
    least = (
        "a curve must be 1e\u22129 across at least" if lang == "en" else "곡선의 폭은 1e\u22129 이상이어야"
    )
    assert least in line and not PYTHON_NUMBER.search(line), line
