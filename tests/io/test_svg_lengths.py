"""SVG lengths as the SVG spec has them (app/io/svg_lengths.py): em and ex at the font size, percentages
of the nearest viewport, a nested <svg> moved by its x and y and mapped by its viewBox; coordinates
computed by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_svg import corners, one, svg

from app.io.svg import svg_strokes


@pytest.mark.parametrize(
    ("head_font", "group_font", "rect", "box"),
    [
        ("", "", 'width="1em" height="2ex"', (0, 16, 0, 16)),  # 16 px to start with, an ex half an em
        ('font-size="10"', 'style="font-size: 2em"', 'x="1em" width="1em" height="0.5em"', (20, 40, 0, 10)),
        ('style="font-size:12pt"', 'font-size="50%"', 'y="1ex" width="3em" height="1em"', (0, 24, 4, 12)),
    ],
)
def test_em_and_ex_lengths_are_read_at_the_font_size(head_font, group_font, rect, box) -> None:
    """(<rect width="1em"> refused the whole file: "not an SVG drawing that can be read (TypeError)".)"""
    z, _ = one(f"<g {group_font}><rect {rect}/></g>", f'width="100" height="100" {head_font}')
    np.testing.assert_allclose(corners(z), box, atol=1e-9)


def test_a_circle_of_r_in_percent_is_a_circle_of_the_viewport_s_normalised_diagonal() -> None:
    """SVG 1.1 §7.10: r="10%" of a 200 × 100 viewport is 10% of √((200² + 100²)/2) = 15.811. (svgelements
    drew an ellipse 20 across and 10 down.)"""
    r = 0.1 * math.sqrt((200**2 + 100**2) / 2)
    for head in (
        'viewBox="0 0 200 100"',
        'width="200" height="100"',
        'viewBox="0 0 200 100" width="9" height="9"',
    ):
        z, _ = one('<circle cx="100" cy="50" r="10%"/>', head)
        np.testing.assert_allclose(np.abs(z - complex(100, -50)), r, rtol=1e-3)


def test_percentages_in_a_root_of_no_viewbox_are_of_its_width_and_its_height() -> None:
    """(svgelements swapped them: a rect of 50% × 30% of 200 × 100 was 50 across and 60 down.)"""
    z, _ = one('<rect x="10%" y="10%" width="50%" height="30%"/>', 'width="200" height="100"')
    np.testing.assert_allclose(corners(z), (20, 120, 10, 40), atol=1e-9)


@pytest.mark.parametrize(
    ("nested", "rect", "box"),
    [
        # viewBox 10 × 10 met in 100 × 50: scale 5, centred across: 50 + 25 = 75 (svgelements: 325).
        ('x="50" width="100" height="50" viewBox="0 0 10 10"', 'width="10" height="10"', (75, 125, 0, 50)),
        ('x="50" width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="xMaxYMid"',
         'width="10" height="10"', (100, 150, 0, 50)),
        ('x="50" width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="none"',
         'width="10" height="10"', (50, 150, 0, 50)),
        ('x="50" y="20" width="100" height="50" viewBox="0 0 10 10" preserveAspectRatio="xMinYMin slice"',
         'x="2" y="2" width="2" height="2"', (70, 90, 40, 60)),  # sliced: scale 10
        ('x="50" y="10" width="100" height="50"', 'x="5" width="10" height="10"', (55, 65, 10, 20)),
        ('x="50" y="10" width="100" height="50"', 'width="50%" height="50%"', (50, 100, 10, 35)),
        # 25% of 200 is 50, 50% is 100; scale 5; 5 × 5 (for the viewBox's −5) + 25 to centre, then 50.
        ('x="25%" y="10" width="50%" height="50" viewBox="-5 0 10 10"', 'width="5" height="5"',
         (100, 125, 10, 35)),
    ],
)  # fmt: skip
def test_a_nested_svg_moves_by_its_x_and_y_and_maps_its_viewbox(nested, rect, box) -> None:
    """SVG 1.1 §7.8 by hand: the content is translated by x, y, then scaled and aligned by viewBox and
    preserveAspectRatio into width × height. (svgelements let x fall through to the rect as its own.)"""
    z, _ = one(f"<svg {nested}><rect {rect}/></svg>", 'viewBox="0 0 200 100"')
    np.testing.assert_allclose(corners(z), box, atol=1e-9)


def test_a_nested_svg_of_no_size_draws_nothing_and_the_rest_still() -> None:
    strokes, _ = svg_strokes(
        svg('<svg width="0" height="10"><rect width="5" height="5"/></svg><circle r="2"/>')
    )
    assert len(strokes) == 1 and np.ptp(strokes[0].real) == pytest.approx(4)
