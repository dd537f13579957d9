"""A curve file's flag, texts and period of the wrong type are refused, naming the key: "resample": "false"
was read as true (and "yes" too), a title of 12345 dropped unseen."""

from __future__ import annotations

import pytest
from curve_helpers import write
from test_seams import open_through_dialog

from app.errors import said
from app.io.curve_file import load_curve_file
from app.io.curves import CurveError

POINTS = [[0, 0], [2, 0], [2, 1], [0, 1]]


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ({"resample": "false"}, '"resample" must be true or false, not "false"'),
        ({"resample": "yes"}, '"resample" must be true or false, not "yes"'),
        ({"resample": 0}, '"resample" must be true or false, not 0'),
        ({"resample": None}, '"resample" must be true or false, not null'),
        ({"title": 12345}, '"title" must be text in quotes, not 12345'),
        ({"caption": ["a"]}, '"caption" must be text in quotes, not ["a"]'),
        ({"title_ko": False}, '"title_ko" must be text in quotes, not false'),
        ({"length_unit": 3}, '"length_unit" must be text in quotes, not 3'),
        ({"period_seconds": "60"}, '"period_seconds" must be a number, not "60"'),
    ],
)
def test_a_key_of_the_wrong_kind_is_refused_by_name(tmp_path, extra, words) -> None:
    path = write(tmp_path, {"points": POINTS, **extra})
    with pytest.raises(CurveError) as caught:
        load_curve_file(path, 64)
    assert str(caught.value) == f"curve.json: {words}"
    name = next(iter(extra))
    assert said(caught.value, "ko").startswith(f'curve.json: "{name}" 값은 ')  # (no particle after a name)


@pytest.mark.parametrize("resample", [True, False])
def test_a_true_flag_and_texts_read_as_before(tmp_path, resample) -> None:
    data = {"points": POINTS, "resample": resample, "title": "T", "period_seconds": 60, "length_unit": "m"}
    curve = load_curve_file(write(tmp_path, data), 64)
    assert curve.title == "T" and curve.period_seconds == 60 and curve.length_unit == "m"
    assert len(curve.samples) == (64 if resample else 4)


def test_the_window_keeps_the_previous_curve_and_says_the_key(app, tmp_path) -> None:
    before = app.state.epicycles.curve
    open_through_dialog(app, write(tmp_path, {"points": POINTS, "resample": "false"}))
    assert app.state.epicycles.curve is before
    assert app.status.error and '"resample" must be true or false, not "false"' in app.status.text
