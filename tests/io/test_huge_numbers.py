"""Numbers past any float in a curve file or SVG refused as too large, their true reason, not as another."""

from __future__ import annotations

import pytest

from app.errors import CurveError
from app.io.curve_file import svg_curve
from app.io.curves import parse_curve
from app.io.svg import SvgError, svg_drawing

SVG = '<svg xmlns="http://www.w3.org/2000/svg">{}</svg>'
PATH = '<path {} d="M0 0 L10 0 L10 10 Z"/>'


@pytest.mark.parametrize("period", [float("inf"), 10**400], ids=["infinity", "400 digits"])
def test_a_period_past_any_float_is_too_large_not_the_wrong_kind(period: object) -> None:
    data = {"points": [[0, 0], [1, 0], [0, 1]], "period_seconds": period}
    with pytest.raises(CurveError) as caught:
        parse_curve(data, "slow", 64, source="slow.json")
    assert (
        str(caught.value) == 'slow.json: "period_seconds" is larger than 1.8e+308, too large to compute with'
    )


def test_a_large_finite_period_is_still_taken() -> None:
    data = {"points": [[0, 0], [1, 0], [0, 1]], "period_seconds": 1e300}
    assert parse_curve(data, "slow", 64).period_seconds == 1e300


@pytest.mark.parametrize(
    "body",
    [
        PATH.format('transform="rotate(1e308)"'),
        PATH.format('transform="translate(1 2) skewX(1e400)"'),
        PATH.format('transform="rotate(1e308turn)"'),
        PATH.format('style="transform: skewY(-3e307)"'),
        f'<g transform="rotate(1e308, 5, 5)">{PATH.format("")}</g>',  # (it said "cannot read")
        "<style>.far { transform: rotate(1e308grad) }</style>" + PATH.format('class="far"'),
    ],
)
def test_an_angle_past_any_float_is_refused_as_too_large(body: str) -> None:
    with pytest.raises(SvgError) as caught:
        svg_drawing(SVG.format(body).encode())
    assert caught.value.problem.key == "problem.svg.numbers"


@pytest.mark.parametrize("transform", ["rotate(2e307)", "rotate(1e308rad)", "skewX(45)", "rotate(30 5 5)"])
def test_an_angle_within_floats_still_draws(transform: str) -> None:
    curve = svg_curve(SVG.format(PATH.format(f'transform="{transform}"')).encode(), "ok", 64)
    assert len(curve.samples) == 64
