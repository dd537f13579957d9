"""Refusals of curve files worded from the catalogues in either language: no English glued into a line."""

from __future__ import annotations

import pytest

from app.errors import CurveError, said
from app.io.curves import check_sample_count, parse_curve


def test_a_sample_count_out_of_range_is_said_in_korean_too() -> None:
    with pytest.raises(CurveError) as caught:
        check_sample_count(2)
    assert str(caught.value) == "samples must be between 3 and 131072, not 2"  # (the CLI's line, as it was)
    assert said(caught.value, "ko") == "샘플 수는 3에서 131072 사이여야 합니다. 2는 안 됩니다"


def test_the_place_of_a_bad_stroke_is_worded_in_each_language() -> None:
    data = {"strokes": [[[0, 0], [1, 1]], [[0, 0], [1, "x"]]], "closed": False}
    with pytest.raises(CurveError) as caught:
        parse_curve(data, "two", 64, source="two.json")
    assert (
        said(caught.value, "en")
        == 'two.json: stroke 2 of 2: point 2 of 2 is [1, "x"], not [x, y] with two numbers'
    )
    assert said(caught.value, "ko").startswith("two.json: 획 2개 중 2번째: 점 2개 중 2번째는")
