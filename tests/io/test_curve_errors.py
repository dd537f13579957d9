"""Curve files that cannot load: one clear line for every malformed file (in English and Korean, its reason
a clause after its name, an empty file said to be empty in every format, a drawing that cannot be read to
rename), and anything at all gives a curve or a curve error."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from curve_helpers import assert_one_line_error, write
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app import config
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError, parse_curve

# ---------------------------------------------------------------- malformed files


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("", "the file is empty"),
        ('{"points": [[0, 0], [1, 0], [0, 1]],}', "not valid JSON"),
        ([[0, 0], [1, 0], [0, 1]], "JSON object"),
        ("42", "JSON object"),
        ("null", "JSON object"),
        ({"title": "nothing"}, "exactly one"),
        ({"points": [[0, 0], [1, 0], [0, 1]], "coefficients": [{"k": 1, "re": 1}]}, "exactly one"),
        ({"points": []}, "non-empty"),
        ({"points": {"x": 1}}, "non-empty"),
        ({"points": [[0, 0], [1, 0], [0, 1, 2]]}, "point 3 of 3"),
        ({"points": [[0, 0], [1, 0], 5]}, "point 3 of 3"),
        ({"points": [[0, 0], [1, 0], {"x": 0, "y": 1}]}, "point 3 of 3"),
        ({"points": [[0, 0], ["1", 0], [0, 1]]}, "point 2 of 3"),
        ({"points": [[0, 0], [True, 0], [0, 1]]}, "point 2 of 3"),
        ({"points": [[0, 0], [1, None], [0, 1]]}, "point 2 of 3"),
        ('{"points": [[0, 0], [NaN, 0], [0, 1]]}', "point 2 of 3"),
        ('{"points": [[0, 0], [1, Infinity], [0, 1]]}', "point 2 of 3"),
        ({"points": [[0, 0], [1e300, 0], [0, 1]]}, "point 2 of 3"),
        ({"points": [[1e200, 0], [0, 1e200], [-1e200, 0]], "resample": False}, "point 1 of 3"),
        ('{"points": [[0, 0], [1' + "0" * 400 + ", 0], [0, 1]]}", "point 2 of 3"),
        ('{"points": [[0, 0], [1' + "0" * 5000 + ", 0], [0, 1]]}", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "not valid JSON"),
        ({"points": [[0, 0], [1, 1], [0, 0], [1, 1]]}, "3 distinct points"),
        ({"points": [[0, 0], [1, 1]]}, "3 distinct points"),
        ({"points": [[2, 3], [2, 3], [2, 3], [2, 3]]}, "3 distinct points"),
        ({"points": [[0, 0], [1, 1]], "resample": False}, "3 distinct points"),
        ({"coefficients": []}, "non-empty"),
        ({"coefficients": {"k": 1}}, "non-empty"),
        ({"coefficients": [{"k": 1.0, "re": 1}]}, "coefficient 1 of 1"),
        ({"coefficients": [{"k": 1, "re": 1}, {"k": 1.5, "re": 1}]}, "coefficient 2 of 2"),
        ({"coefficients": [{"k": "1", "re": 1}]}, "coefficient 1 of 1"),
        ({"coefficients": [{"k": True, "re": 1}]}, "coefficient 1 of 1"),
        ({"coefficients": [{"re": 1}]}, "coefficient 1 of 1"),
        ({"coefficients": [{"k": 1, "re": "1"}]}, "coefficient 1 of 1"),
        ({"coefficients": [{"k": 1, "im": False}]}, "coefficient 1 of 1"),
        ('{"coefficients": [{"k": 1, "re": NaN}]}', "coefficient 1 of 1"),
        ({"coefficients": [{"k": 1, "re": 1e300}]}, "coefficient 1 of 1"),
        ({"coefficients": [{"k": 10**6, "re": 1}]}, "coefficient 1 of 1"),
        ({"coefficients": [{"k": 65536, "re": 1}]}, "coefficient 1 of 1"),
        ({"coefficients": [5]}, "coefficient 1 of 1"),
        ({"coefficients": [{"k": 0, "re": 3, "im": 1}]}, "only c_0"),
        ({"coefficients": [{"k": 0, "re": 3}, {"k": 2, "re": 0, "im": 0}]}, "only c_0"),
        ({"coefficients": [{"k": 2, "re": 1}, {"k": 2, "re": -1}]}, "only c_0"),
    ],
)
def test_malformed_files_give_one_clear_line(tmp_path: Path, content: object, fragment: str) -> None:
    message = assert_one_line_error(write(tmp_path, content, "bad.json"), fragment)
    assert message.startswith("bad.json")


def test_highest_allowed_arrow_fits_in_max_samples(tmp_path: Path) -> None:
    top = (config.MAX_SAMPLES - 1) // 2
    curve = load_curve_file(write(tmp_path, {"coefficients": [{"k": -top, "re": 1}]}), 8)
    assert len(curve.samples) <= config.MAX_SAMPLES


def test_non_utf8_bytes(tmp_path: Path) -> None:
    assert_one_line_error(
        write(tmp_path, b'{"points": [[0, 0], [1, 0], [0, 1]], "title": "\xff\xfe"}'), "curve.json"
    )


def test_huge_file(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(config.MAX_FILE_BYTES + 1)  # sparse: no need to write 50 MB
    assert_one_line_error(path, "huge.json", "larger than")


def test_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "curves.json"
    folder.mkdir()
    assert_one_line_error(folder, "folder")


def test_a_missing_path(tmp_path: Path) -> None:
    assert_one_line_error(tmp_path / "nowhere.json", "no such file")


# ---------------------------------------------------------------- anything at all


JSON_SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
    max_leaves=20,
)
KEYS = st.sampled_from(
    ["points", "coefficients", "resample", "title", "caption", "length_unit", "period_seconds"]
)
CURVE_LIKE = st.dictionaries(
    KEYS, JSON | st.lists(st.lists(JSON_SCALARS, max_size=3), max_size=6), max_size=5
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CURVE_LIKE | JSON)
def test_parse_curve_raises_only_curve_error(data: object) -> None:
    try:
        curve = parse_curve(data, "any", 16)
    except CurveError as exc:
        assert "\n" not in str(exc)
        return
    assert np.all(np.isfinite(curve.samples))
    for text in (curve.title, curve.caption, curve.length_unit or ""):
        text.encode("utf-8")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=200) | CURVE_LIKE.map(lambda d: json.dumps(d).encode("utf-8", "surrogatepass")))
def test_any_bytes_in_a_file_give_a_curve_or_a_curve_error(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "any.json"
    path.write_bytes(raw)
    try:
        load_curve_file(path, 16)
    except CurveError as exc:
        assert "\n" not in str(exc)


SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L10 0L0 10z"/></svg>'


@pytest.mark.parametrize(
    ("content", "name", "english", "korean"),
    [
        ("{not json", "curve.json", "curve.json: not valid JSON (line 1, column 2)",
         "curve.json: 올바른 JSON이 아닙니다(1번째 줄, 2번째 칸)"),
        (b'{"title": "caf\xe9"}', "curve.json", "curve.json: not UTF-8 text (byte 15)",
         "curve.json: UTF-8 텍스트가 아닙니다(15번째 바이트)"),
        ("[" * 100_000 + "]" * 100_000, "curve.json",
         "curve.json: not valid JSON (a number too long or nesting too deep)",
         "curve.json: 올바른 JSON이 아닙니다(수가 너무 길거나 중첩이 너무 깊습니다)"),
        (SVG_TEXT, "drawing",
         "drawing: not JSON but what looks like XML; if it is an SVG drawing, name it .svg to open it as one",
         "drawing: JSON이 아니라 XML로 보입니다. SVG 그림이라면 이름을 .svg로 끝내야 그림으로 열립니다"),
    ],
)  # fmt: skip
def test_a_curve_files_json_errors_are_said_in_korean_too(
    tmp_path: Path, content: str | bytes, name: str, english: str, korean: str
) -> None:
    """(They were English strings, so the window in Korean showed them in English.)"""
    with pytest.raises(CurveError) as info:
        load_curve_file(write(tmp_path, content, name))
    assert str(info.value) == english
    assert info.value.problem is not None and info.value.problem.said("ko") == korean


@pytest.mark.parametrize(
    ("content", "en", "ko"),
    [
        ({"points": [[0, 0], [0, 0], [0, 0]]},
         "a curve needs at least 3 distinct points; this stroke has 1", ""),
        ({"points": [[0, 0], [1e-12, 0], [0, 1e-12]]}, "this stroke is only 1e-12 across", ""),
        ([[0, 0], [1, 0], [0, 1]], 'expected a JSON object with "points", "coefficients" or "strokes"',
         '"points", "coefficients", "strokes" 중 하나가'),
    ],
)  # fmt: skip
def test_a_file_s_reason_after_its_name_is_a_clause_naming_every_kind(tmp_path, content, en, ko) -> None:
    """(It said "one.json: A curve needs…", a capital after the colon and a full stop at the end, and a
    list "expected … "points" or "coefficients"", leaving "strokes" out.)"""
    with pytest.raises(CurveError) as info:
        load_curve_file(write(tmp_path, content, "one.json"))
    assert str(info.value).startswith(f"one.json: {en}") and not str(info.value).endswith(".")
    korean = info.value.problem.said("ko")
    assert korean.startswith(f"one.json: {ko}") and not korean.endswith(".")


@pytest.mark.parametrize("name", ["empty.json", "empty.svg", "empty.png", "empty.jpg", "empty", "blank.json"])
def test_an_empty_file_is_said_to_be_empty_in_every_format(tmp_path: Path, name: str) -> None:
    """(An empty JSON file was "not valid JSON (line 1, column 1)"; an empty SVG or picture said other
    things again.)"""
    path = tmp_path / name
    path.write_bytes(b" \n\t" if name.startswith("blank") else b"")
    with pytest.raises(CurveError) as caught:
        load_curve_file(path)
    assert str(caught.value) == f"{name}: the file is empty"
    assert caught.value.problem is not None and caught.value.problem.said("ko") == f"{name}: 빈 파일입니다"


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("", "the file is empty"),
        ("{bad", "not valid JSON (line 1, column 2)"),
        ("[1]", "expected a JSON object"),
    ],
)
def test_a_drawing_that_cannot_be_read_to_rename_says_why_in_its_own_words(tmp_path, content, said) -> None:
    """(Every such drawing was "the disk could not be read or written".)"""
    from app.errors import os_problem
    from app.io.drawings import rename_drawing

    name = "drawing-20261206-120000.json"
    (tmp_path / name).write_text(content)
    with pytest.raises(OSError) as caught:
        rename_drawing(tmp_path, name, "Trefoil")
    problem = os_problem(caught.value)
    assert problem is not None and problem.said("en").startswith(f"{name}: {said}")
    with pytest.raises(FileNotFoundError):
        rename_drawing(tmp_path, "drawing-20261206-120001.json", "Trefoil")
