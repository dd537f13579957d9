"""A curve file that gives a key twice in one object is refused, naming the key: json keeps the last one
silently, so "points" given twice opened (or refused) the second array as if the first were not there."""

from __future__ import annotations

from pathlib import Path

import pytest
from curve_helpers import assert_one_line_error, write

from app.errors import said
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError

TRIANGLE = "[[0, 0], [3, 0], [1, 2]]"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (f'{{"points": {TRIANGLE}, "points": [[0, 0], [1, 0]]}}', "points"),  # both arrays the fast road's
        (f'{{"points": [[0, 0], [1, "x"]], "points": {TRIANGLE}}}', "points"),  # the first left to json
        (f'{{"title": "a", "points": {TRIANGLE}, "title": "b"}}', "title"),
        ('{"coefficients": [{"k": 1, "re": 1, "im": 0, "re": 2}]}', "re"),  # inside a coefficient
    ],
)
def test_a_key_given_twice_is_refused_by_name(tmp_path: Path, text: str, key: str) -> None:
    path = write(tmp_path, text, "twice.json")
    assert_one_line_error(path, f"twice.json: the key “{key}” is given twice")
    with pytest.raises(CurveError) as caught:
        load_curve_file(path, 64)
    assert said(caught.value, "ko").startswith(f"twice.json: 키 “{key}”이(가) 두 번 나와")


def test_the_same_key_in_two_objects_is_no_repeat(tmp_path: Path) -> None:
    text = '{"coefficients": [{"k": 1, "re": 1, "im": 0}, {"k": -1, "re": 0.5, "im": 0}], "title": "two"}'
    assert load_curve_file(write(tmp_path, text), 64).title == "two"
