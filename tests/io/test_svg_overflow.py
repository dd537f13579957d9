"""An SVG's number past any float, and a path of one point, are refused in the words other readers use."""

from __future__ import annotations

import pytest

from app.errors import said
from app.io.curve_file import svg_curve
from app.io.curves import CurveError


def svg(body: str) -> bytes:
    return f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>'.encode()


def refusal(raw: bytes, lang: str = "en") -> str:
    with pytest.raises(CurveError) as caught:
        svg_curve(raw, "bad", 64, "bad.svg")
    return said(caught.value, lang)


@pytest.mark.parametrize(
    "body",
    [
        '<path d="M0 0 L10 0 L1e309 5 L0 10 Z"/>',  # (a far vertex, dropped: the triangle was drawn)
        '<g transform="scale(1e308)"><path d="M0 0 L10 0 L0 10 Z"/></g>',  # (was "no path or shape")
        '<path d="M0 0 L10 0 L0 10 Z"/><path d="M0 0 L1e309 0 L0 10 Z"/>',
    ],
)
def test_a_point_past_any_float_is_refused_as_too_far(body, capfd) -> None:
    words = refusal(svg(body))
    assert (
        words.startswith("bad.svg: a point of th")
        and "more than 1.8e308 away" in words
        and "within 1e100" in words
    )
    assert "1.8e308보다 멀리 떨어져" in refusal(svg(body), "ko")
    assert "RuntimeWarning" not in capfd.readouterr().err


def test_a_huge_finite_point_is_refused_as_before() -> None:
    assert "lies 1e200 away" in refusal(svg('<path d="M0 0 L1e200 0 L0 1e200 Z"/>'))


@pytest.mark.parametrize("d", ["M5 5 L5 5 L5 5 Z", "M5 5 Z", "M1 1 L1 1"])
def test_a_path_of_one_point_has_too_few_points_not_no_path(d) -> None:
    assert (
        refusal(svg(f'<path d="{d}"/>'))
        == "bad.svg: a curve needs at least 3 distinct points; this stroke has 1"
    )


def test_a_dot_beside_a_shape_is_left_out() -> None:
    curve = svg_curve(svg('<path d="M5 5 Z"/><path d="M0 0 L10 0 L0 10 Z"/>'), "ok", 64)
    assert len(curve.strokes) == 1


def test_shapes_of_no_size_still_draw_nothing() -> None:
    assert "no path or shape" in refusal(svg('<rect width="0" height="0"/><circle r="0"/>'))
