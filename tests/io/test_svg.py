"""SVG in: every shape and path with its transforms, user units with y flipped, several paths in document
order, and hostile files refused with one line (no entity expansion, no network, bounded)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from test_cli_curves import pen, run
from test_tour import distance_to_polyline

from app.io.curve_file import load_curve_file, svg_curve
from app.io.curves import CurveError
from app.io.svg import SvgError, svg_strokes

DATA = Path(__file__).resolve().parents[1] / "data"
TAU = 2 * math.pi


def svg(body: str, head: str = 'width="100" height="100"') -> bytes:
    return f'<svg xmlns="http://www.w3.org/2000/svg" {head}>{body}</svg>'.encode()


def one(body: str, head: str = 'width="100" height="100"') -> tuple[np.ndarray, bool]:
    strokes, closed = svg_strokes(svg(body, head))
    assert len(strokes) == 1
    return strokes[0], closed[0]


def test_rect_corners_in_user_units_with_y_flipped() -> None:
    z, closed = one('<rect x="10" y="20" width="30" height="5"/>')
    assert closed
    corners = {complex(10, -20), complex(40, -20), complex(40, -25), complex(10, -25)}
    assert corners <= {complex(round(p.real, 9), round(p.imag, 9)) for p in z}


@pytest.mark.parametrize(
    "body, centre, rx, ry",
    [
        ('<circle cx="5" cy="7" r="3"/>', 5 - 7j, 3, 3),
        ('<ellipse cx="-2" cy="1" rx="4" ry="1"/>', -2 - 1j, 4, 1),
    ],
    ids=["circle", "ellipse"],
)
def test_circles_and_ellipses_lie_on_their_equation(body, centre, rx, ry) -> None:
    z, closed = one(body)
    d = z - centre
    assert closed and np.allclose((d.real / rx) ** 2 + (d.imag / ry) ** 2, 1, atol=1e-6)


def test_lines_and_polylines_are_open_polygons_are_closed() -> None:
    strokes, closed = svg_strokes(
        svg(
            '<line x1="0" y1="0" x2="3" y2="4"/>'
            '<polyline points="0,0 1,1 2,0"/><polygon points="0,0 1,1 2,0"/>'
        )
    )
    assert closed == [False, False, True]
    np.testing.assert_allclose(strokes[0][[0, -1]], [0, 3 - 4j])


def test_a_path_with_arcs_and_beziers_and_two_subpaths() -> None:
    strokes, closed = svg_strokes(
        svg('<path d="M0 0 A 5 5 0 0 1 10 0 Z M 20 0 Q 25 10 30 0 C 35 -10 40 0 45 0"/>')
    )
    assert closed == [True, False]
    arc = strokes[0][np.abs(strokes[0].imag) > 1e-9]  # the half circle of radius 5 about (5, 0)
    np.testing.assert_allclose(np.abs(arc - 5), 5, atol=1e-6)
    # The quadratic Bézier's midpoint: (25, 5) in SVG, (25, -5) in math.
    assert np.min(np.abs(strokes[1] - (25 - 5j))) < 1e-9


def test_transforms_of_groups_and_elements_compose() -> None:
    body = (
        '<g transform="translate(10,0) scale(2)">'
        '<rect x="1" y="1" width="1" height="1" transform="rotate(90)"/></g>'
    )
    z, _ = one(body)
    # rotate(90) maps (x, y) to (-y, x); then scale 2 and move 10 right: the corner (1, 1) → (-1, 1) → (8, 2).
    expected = [complex(10 + 2 * -y, -(2 * x)) for x, y in [(1, 1), (2, 1), (2, 2), (1, 2)]]
    for corner in expected:
        assert np.min(np.abs(z - corner)) < 1e-9


def test_a_viewbox_does_not_rescale_user_units() -> None:
    z, _ = one('<rect x="1" y="1" width="2" height="2"/>', 'width="200mm" height="100mm" viewBox="0 0 20 10"')
    assert np.isclose(z.real.max(), 3) and np.isclose(z.imag.min(), -3)


def corners(z: np.ndarray) -> tuple[float, float, float, float]:
    """A stroke's bounds in SVG's own coordinates (y down): left, right, top, bottom."""
    return (z.real.min(), z.real.max(), -z.imag.max(), -z.imag.min())


SQUARE_SYMBOL = '<symbol id="sq" viewBox="0 0 10 10"><rect x="0" y="0" width="10" height="10"/></symbol>'


@pytest.mark.parametrize(
    ("use", "expected"),
    [
        # The viewBox's 10 × 10 fills the use's 40 × 40 at (5, 5): ×4, moved.
        ('<use href="#sq" x="5" y="5" width="40" height="40"/>', (5, 45, 5, 45)),
        # 40 × 20: xMidYMid meet scales by 2 and centres the 20 × 20 square across: x 5 + 10.
        ('<use href="#sq" x="5" y="5" width="40" height="20"/>', (15, 35, 5, 25)),
        # No width or height: 100% of the viewport (100 × 100), so ×10.
        ('<use href="#sq"/>', (0, 100, 0, 100)),
        # The use's transform, then its x and y: scale(2) of (3, 4) + the 10 × 10 box.
        ('<use xlink:href="#sq" x="3" y="4" width="10" height="10" transform="scale(2)"/>', (6, 26, 8, 28)),
    ],
    ids=["sized", "meet", "full", "xlink-transform"],
)
def test_a_symbol_is_drawn_where_and_as_large_as_its_use_says(use, expected) -> None:
    """(svgelements drew the symbol where it stood and its use at the symbol's own 10 × 10.)"""
    head = 'width="100" height="100" xmlns:xlink="http://www.w3.org/1999/xlink"'
    z, closed = one(SQUARE_SYMBOL + use, head)
    assert closed
    np.testing.assert_allclose(corners(z), expected, atol=1e-9)


def test_a_symbol_used_twice_is_two_strokes_and_one_used_by_another_follows_its_scale() -> None:
    body = (
        '<defs><symbol id="two" viewBox="0 0 20 20"><use href="#sq" width="10" height="10"/>'
        '<use href="#sq" x="10" y="10" width="10" height="10"/></symbol></defs>'
        + SQUARE_SYMBOL
        + '<use href="#two" width="40" height="40"/><use href="#sq" x="50" y="0" width="10" height="10"/>'
    )
    strokes, _ = svg_strokes(svg(body))
    # #two's 20 × 20 box at 40 × 40 (×2): its squares 0–10 and 10–20 become 0–20 and 20–40.
    expected = [(0, 20, 0, 20), (20, 40, 20, 40), (50, 60, 0, 10)]
    np.testing.assert_allclose([corners(z) for z in strokes], expected, atol=1e-9)


def test_a_sheet_of_symbols_no_use_places_draws_nothing() -> None:
    """(A sprite sheet drew every icon, one over another; SVG draws a symbol only where it is used.)"""
    with pytest.raises(SvgError, match="no path or shape"):
        svg_strokes(
            svg(SQUARE_SYMBOL + '<symbol id="c" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></symbol>')
        )


def test_a_symbol_without_a_viewbox_is_only_moved_and_a_document_without_a_namespace_reads_too() -> None:
    raw = b'<svg width="100" height="100"><symbol id="s"><rect x="1" y="2" width="3" height="4"/></symbol>'
    strokes, _ = svg_strokes(raw + b'<use href="#s" x="10" y="20"/></svg>')
    np.testing.assert_allclose([corners(z) for z in strokes], [(11, 14, 22, 26)], atol=1e-9)


def test_the_word_file_is_five_strokes_in_document_order() -> None:
    curve = load_curve_file(DATA / "word.svg")
    assert len(curve.strokes) == 5 and curve.closed == (False, True, True, False, False)
    starts = [s[0] for s in curve.strokes]
    assert starts[0] == 10 - 10j  # the L starts at (0, 0) + translate(10, 10), y flipped
    assert [s.real.min() for s in curve.strokes] == sorted(s.real.min() for s in curve.strokes)
    assert len(curve.jumps) == 5 and "5 strokes" in curve.caption
    for s, c in zip(curve.strokes, curve.closed, strict=True):
        assert np.min(distance_to_polyline(curve.samples, np.append(s, s[:1]) if c else s)) < 1e-9


def test_the_cli_reads_an_svg() -> None:
    curve = load_curve_file(DATA / "word.svg", 256)
    times = ",".join(f"{TAU * j / 256!r}" for j in range(0, 256, 8))
    _, z = pen("--file", str(DATA / "word.svg"), "--samples", "256", "--t", times, "--arrows", "256")
    np.testing.assert_allclose(z, curve.samples[::8], atol=1e-8)
    assert run("coeffs", "--file", str(DATA / "word.svg"), "--json").returncode == 0


BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
<svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text><rect width="1" height="1"/></svg>"""
EXTERNAL = b"""<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x SYSTEM "http://127.0.0.1:9/secret">]>
<svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>"""


def use_bomb(levels: int = 30) -> bytes:
    defs = ['<rect id="g0" width="1" height="1"/>']
    for n in range(1, levels):
        defs.append(f'<g id="g{n}"><use href="#g{n - 1}"/><use href="#g{n - 1}"/></g>')
    return svg(f'<defs>{"".join(defs)}</defs><use href="#g{levels - 1}"/>')


@pytest.mark.parametrize(
    "raw, words",
    [
        (b"<svg><rect", "not well-formed XML"),
        (b"\x00\xff\xfe", "not well-formed XML"),
        (BILLION_LAUGHS, "DOCTYPE"),
        (EXTERNAL, "DOCTYPE"),
        (use_bomb(), "more than"),
        (svg('<use href="#me" id="me"/>'), "refers to itself"),
        (svg("<text>no shapes</text>"), "has only text, and SVG text is not drawn"),
        (svg('<rect width="0" height="0"/><circle r="0"/>'), "no path or shape"),
        (svg("<rect/>"), "no path or shape"),  # (svgelements made it 1 × 1: a curve from nothing)
        (svg('<rect width="5"/>'), "no path or shape"),
        (svg('<path d="M 0 0 L nonsense"/>'), ""),
    ],
    ids=[
        "truncated",
        "binary",
        "billion-laughs",
        "external-entity",
        "use-bomb",
        "use-loop",
        "text",
        "empty",
        "unsized-rect",
        "rect-without-height",
        "bad-d",
    ],
)
def test_hostile_or_empty_svgs_get_one_line(raw, words) -> None:
    with pytest.raises(CurveError) as info:
        svg_curve(raw, "bad", 64, "bad.svg")
    message = str(info.value)
    assert message.startswith("bad.svg: ") and "\n" not in message and words in message


def test_a_50mb_svg_is_refused_before_parsing(tmp_path) -> None:
    big = tmp_path / "big.svg"
    with open(big, "wb") as f:
        f.write(svg('<rect width="1" height="1"/>'))
        f.seek(50_000_000)
        f.write(b" ")
    with pytest.raises(CurveError, match="larger than 10 MB"):
        load_curve_file(big)


def test_svg_errors_are_value_errors_with_one_line() -> None:
    with pytest.raises(SvgError):
        svg_strokes(b"<nope/>")


def test_the_caption_names_the_file_and_its_strokes_in_both_languages() -> None:
    from app.io.curves import curve_caption

    raw = svg('<path d="M 10 10 L 90 10"/><path d="M 10 50 L 90 50"/><path d="M 10 90 L 90 90"/>')
    curve = svg_curve(raw, "lines", 64, "lines.svg")
    assert curve_caption(curve, "en") == "lines.svg: 3 strokes from an SVG drawing, toured in document order."
    korean = curve_caption(curve, "ko")
    assert korean.startswith("lines.svg: ") and "획 3개" in korean and korean != curve.caption


@pytest.mark.parametrize("width", ["0", "-5", "abc"])
def test_a_use_of_a_symbol_at_no_size_draws_it_not_at_all_and_the_rest_still(width) -> None:
    """(svgelements divided by zero and read nothing of the document.)"""
    use = f'<use href="#sq" width="{width}" height="10"/>'
    body = SQUARE_SYMBOL + use + '<rect x="50" y="0" width="5" height="5"/>'
    strokes, _ = svg_strokes(svg(body))
    drawn = [corners(z) for z in strokes]
    # "abc" is no length: as if not given, 100% of the 100 × 10 left for it, the 10 × 10 square centred.
    expected = ([(45, 55, 0, 10)] if width == "abc" else []) + [(50, 55, 0, 5)]
    np.testing.assert_allclose(drawn, expected, atol=1e-9)


def test_a_file_whose_first_element_is_not_svg_says_so() -> None:
    """(An HTML page named .svg said "not an SVG drawing that can be read (AttributeError)".)"""
    with pytest.raises(CurveError) as info:
        svg_curve(b"<html><body><p>hi</p></body></html>", "page", 64, "page.svg")
    assert str(info.value) == "page.svg: not SVG: its first element is <html>"
    assert info.value.problem.said("ko") == "page.svg: SVG가 아닙니다: 첫 요소가 <html>입니다"
