"""A refused curve file names its place counting from 1, as an editor does, and of how many: "point 2" was
the third point, an empty second stroke "stroke 1", an SVG's first column "column 0" (in the window, both
languages, and on the command line)."""

from __future__ import annotations

import pytest
from curve_helpers import write

from app.cli.main import main
from app.errors import said
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError

CASES = {  # file: (its content, the English words, the Korean words)
    "nan.json": (
        '{"points": [[0, 0], [1, 0], [NaN, 1], [0, 1]]}',
        "nan.json: point 3 of 4 is [NaN, 1]",
        "nan.json: 점 4개 중 3번째는 [NaN, 1]입니다",
    ),
    "empty.json": (
        '{"strokes": [[[0, 0], [1, 0], [0, 1]], []]}',
        'empty.json: stroke 2 of 2: "points" must be',
        "empty.json: 획 2개 중 2번째: ",
    ),
    "coef.json": (
        '{"coefficients": [{"k": 1, "re": 1}, {"k": 2.5, "re": 1}]}',
        "coef.json: coefficient 2 of 2 needs",
        "coef.json: 계수 2개 중 2번째에는",
    ),
    "bad.svg": (
        '<svg xmlns="http://www.w3.org/2000/svg">\n<path d="M0 0 L1 1"\n<g/></svg>',
        "bad.svg: not well-formed XML (line 3, column 1)",
        "bad.svg: 올바른 XML이 아닙니다 (3번째 줄, 1번째 칸)",
    ),
    "latin.json": (b'{"title": "\xe9"}', "latin.json: not UTF-8 text (byte 12)", "(12번째 바이트)"),
}


def refusal(path, lang: str) -> str:
    with pytest.raises(CurveError) as caught:
        load_curve_file(path, 64)
    return said(caught.value, lang)


@pytest.mark.parametrize("name", CASES)
def test_a_refusal_counts_from_one(tmp_path, name: str) -> None:
    content, english, korean = CASES[name]
    path = write(tmp_path, content.encode() if name == "bad.svg" else content, name)
    assert english in refusal(path, "en")
    assert korean in refusal(path, "ko")


def test_points_not_closed_are_not_called_a_stroke(tmp_path) -> None:
    """ "points" with "closed": false is read as strokes, but the file has none: it said "stroke 0"."""
    path = write(tmp_path, '{"points": [[0, 0], ["a", 1], [0, 1]], "closed": false}', "open.json")
    assert "open.json: point 2 of 3 is" in refusal(path, "en") and "stroke" not in refusal(path, "en")
    assert "획" not in refusal(path, "ko")


def test_the_command_line_counts_from_one_too(tmp_path, capsys) -> None:
    path = write(tmp_path, CASES["nan.json"][0], "nan.json")
    assert main(["coeffs", "--json", "--file", str(path)]) != 0
    assert "nan.json: point 3 of 4 is [NaN, 1]" in capsys.readouterr().err
