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
    assert said(caught.value, "ko").startswith(f"twice.json: “{key}” 키가 두 번 나와")


def test_the_same_key_in_two_objects_is_no_repeat(tmp_path: Path) -> None:
    text = '{"coefficients": [{"k": 1, "re": 1, "im": 0}, {"k": -1, "re": 0.5, "im": 0}], "title": "two"}'
    assert load_curve_file(write(tmp_path, text), 64).title == "two"


@pytest.mark.parametrize("key", ["points", "title"])
def test_a_saved_drawing_with_a_key_twice_is_not_renamed_and_stays_as_it_was(tmp_path: Path, key) -> None:
    """Rename… reads the drawing's file and writes it back: json kept the last "points" of two, and the
    first was lost from the file without a word."""
    from app.errors import os_problem
    from app.io.drawings import rename_drawing

    name = "drawing-20261207-120000.json"
    text = f'{{"title": "a", "points": {TRIANGLE}, "{key}": [[0, 0], [1, 0], [0, 2]]}}'
    (tmp_path / name).write_text(text)
    with pytest.raises(OSError) as caught:
        rename_drawing(tmp_path, name, "Trefoil")
    problem = os_problem(caught.value)
    assert problem is not None and problem.said("en") == (
        f"{name}: the key “{key}” is given twice, so which one counts is unclear; give it once"
    )
    assert problem.said("ko").startswith(f"{name}: “{key}” 키가 두 번 나와")
    assert (tmp_path / name).read_text() == text and [p.name for p in tmp_path.iterdir()] == [name]
