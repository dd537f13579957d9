"""The camera's geometry, against independent truths: the point under the cursor stays put, pans move by
pixels, glides keep the shared fixed point and arrive, follow mode fills the view with the last arrows,
and clipping keeps exactly the visible part of a line."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from app.geometry.camera import (
    FOLLOW_FILL,
    MAX_ZOOM,
    MIN_ZOOM,
    Pose,
    between,
    follow_view,
    format_length,
    format_zoom,
    glide,
    pan_by,
    scale_bar,
    view_of,
    zoom_about,
)
from app.geometry.clip import MARGIN, circle_shows, circle_visible, clip_polyline
from app.geometry.view_transform import fit_box

FITTED = fit_box((-2.0, 2.0, -1.5, 1.5), (0, 0, 800, 600), 0.05)
coords = st.floats(-1e3, 1e3, allow_nan=False)
zooms = st.floats(0.01, 100.0)
poses = st.builds(Pose, zooms, st.builds(complex, coords, coords))
pixels = st.tuples(st.floats(0, 800), st.floats(0, 600))


@settings(max_examples=200, deadline=None)
@given(poses, pixels, st.floats(0.05, 20.0))
def test_zooming_about_a_pixel_keeps_the_math_point_under_it(pose, pixel, factor) -> None:
    before = view_of(FITTED, pose).to_math_point(pixel)
    after_pose = zoom_about(FITTED, pose, pixel, factor)
    after = view_of(FITTED, after_pose).to_math_point(pixel)
    assert abs(after - before) <= 1e-9 * max(1.0, abs(before))
    assert MIN_ZOOM <= after_pose.zoom <= MAX_ZOOM
    if MIN_ZOOM <= pose.zoom * factor <= MAX_ZOOM:
        assert math.isclose(after_pose.zoom, pose.zoom * factor, rel_tol=1e-12)


def test_zoom_is_clamped_to_a_thousandth_and_a_thousandfold() -> None:
    pose = Pose()
    for _ in range(60):
        pose = zoom_about(FITTED, pose, (400, 300), 1.25)
    assert pose.zoom == MAX_ZOOM
    for _ in range(120):
        pose = zoom_about(FITTED, pose, (100, 100), 0.8)
    assert pose.zoom == MIN_ZOOM


@settings(max_examples=100, deadline=None)
@given(poses, pixels, st.floats(-300, 300), st.floats(-300, 300))
def test_a_pan_moves_every_point_by_the_drag(pose, pixel, dx, dy) -> None:
    point = view_of(FITTED, pose).to_math_point(pixel)
    moved = view_of(FITTED, pan_by(FITTED, pose, dx, dy))
    sx, sy = moved.point(point)
    assert math.isclose(sx, pixel[0] + dx, abs_tol=1e-6) and math.isclose(sy, pixel[1] + dy, abs_tol=1e-6)


@settings(max_examples=100, deadline=None)
@given(poses, pixels, st.floats(0.1, 10.0), st.floats(0.0, 1.0))
def test_the_way_between_two_zooms_about_a_pixel_keeps_that_pixel_fixed(pose, pixel, factor, s) -> None:
    assume(abs(factor - 1) > 1e-3)
    target = zoom_about(FITTED, pose, pixel, factor)
    point = view_of(FITTED, pose).to_math_point(pixel)
    middle = between(pose, target, s)
    assert abs(view_of(FITTED, middle).to_math_point(pixel) - point) <= 1e-7 * max(1.0, abs(point))
    assert math.isclose(middle.zoom, pose.zoom * (target.zoom / pose.zoom) ** s, rel_tol=1e-9)


def test_a_glide_arrives_after_enough_time_and_not_before() -> None:
    target = Pose(8.0, 3 + 1j)
    pose = glide(Pose(), target, 1 / 60)
    assert pose != target and 1 < pose.zoom < 8
    for _ in range(120):
        pose = glide(pose, target, 1 / 60)
    assert pose == target


def test_follow_mode_centres_on_the_last_arrows_and_their_reach_fills_the_view() -> None:
    c = np.array([1.0, 0.5j, 1e-4, 2e-4j, 1e-4, 0, 3e-4, -1e-4j, 5e-5])
    joints = np.concatenate([[0], np.cumsum(c)])
    view = follow_view((0, 0, 800, 600), joints, np.abs(c))
    last = [2, 3, 4, 6, 7, 8][-5:]  # the last five non-zero arrows
    assert view.centre == joints[last[0]]
    assert math.isclose(np.abs(c[last]).sum() * view.scale, FOLLOW_FILL * 600)
    tips = view.to_screen(joints[last[0] :])
    assert np.all((tips[:, 0] >= 0) & (tips[:, 0] <= 800) & (tips[:, 1] >= 0) & (tips[:, 1] <= 600))


def test_with_five_arrows_or_fewer_follow_mode_leaves_out_c0_which_stands_still() -> None:
    """(c₀ was one of the five followed: the view sat on the origin, zoomed out, the pen elsewhere.)"""
    k = np.array([0, 1, -1, 2, -2])
    c = np.array([30 + 30j, 1.0, 0.5j, 0.25, 0.1])
    joints = np.concatenate([[0], np.cumsum(c)])
    view = follow_view((0, 0, 800, 600), joints, np.abs(c), turning=k != 0)
    assert view.centre == 30 + 30j  # the tail of the turning arrows: c₀'s tip
    assert math.isclose(np.abs(c[1:]).sum() * view.scale, FOLLOW_FILL * 600)


@given(st.floats(1e-9, 1e9))
def test_the_scale_bar_is_a_round_length_near_a_hundred_pixels(scale) -> None:
    length, px = scale_bar(scale)
    mantissa = length / 10 ** math.floor(math.log10(length) + 1e-9)
    assert min(abs(mantissa - m) for m in (1, 2, 5)) < 1e-6
    assert 40 <= px <= 110 + 1e-6 and math.isclose(px, length * scale)
    assert format_length(0.001) == "0.001" and format_length(5e-7) == "5e-7" and format_length(2e8) == "2e8"


@pytest.mark.parametrize(
    ("zoom", "said"),
    [(0.001, "0.001"), (0.5, "0.5"), (1.0, "1"), (1.953, "1.953"), (123.44, "123.4"), (999.96, "1,000"),
     (12450.3, "12,450"), (1e9, "1,000,000,000")],
)  # fmt: skip
def test_a_zoom_is_said_in_plain_numbers(zoom, said) -> None:
    """(The scale bar said ×1.245e+04 in follow mode's deep zooms.)"""
    assert format_zoom(zoom) == said


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.floats(-1e12, 1e12), st.floats(-1e12, 1e12)), min_size=2, max_size=20))
def test_clipped_runs_lie_on_the_line_inside_the_rectangle_and_cover_its_visible_part(points) -> None:
    pts = np.array(points)
    rect = (100.0, 50.0, 400.0, 300.0)
    runs = clip_polyline(pts, rect, margin=0.0)
    for run in runs:
        assert np.all((run[:, 0] >= 100 - 1e-3) & (run[:, 0] <= 500 + 1e-3))
        assert np.all((run[:, 1] >= 50 - 1e-3) & (run[:, 1] <= 350 + 1e-3))
    # Every sample of a segment that lies inside the rectangle is on some run.
    for a, b in itertools.pairwise(pts):
        for s in (0.25, 0.5, 0.75):
            p = a + s * (b - a)
            if 101 < p[0] < 499 and 51 < p[1] < 349:
                d = min(_distance(p, run) for run in runs) if runs else math.inf
                assert d <= 1e-6 * max(1.0, np.abs(pts).max())


def _distance(p: np.ndarray, run: np.ndarray) -> float:
    a, b = run[:-1], run[1:]
    ab = b - a
    t = np.clip(np.einsum("ij,ij->i", p - a, ab) / np.maximum(np.einsum("ij,ij->i", ab, ab), 1e-300), 0, 1)
    return float(np.min(np.hypot(*(a + t[:, None] * ab - p).T)))


def test_nan_breaks_a_polyline_and_huge_circles_holding_the_canvas_are_not_drawn() -> None:
    pts = np.array([[0, 0], [10, 10], [np.nan, np.nan], [20, 20], [30, 30]], dtype=float)
    runs = clip_polyline(pts, (0, 0, 100, 100))
    assert len(runs) == 2 and np.allclose(runs[0], pts[:2]) and np.allclose(runs[1], pts[3:])
    # NaNs first, last and twice in a row, a lone point between them: only the parts of two points or more
    gaps = np.array([[np.nan] * 2, [1, 1], [2, 2], [np.nan] * 2, [np.nan] * 2, [3, 3], [np.nan] * 2, [4, 4]])
    gaps = np.vstack([gaps, [[5, 5], [6, 6], [np.nan, np.nan]]])
    runs = clip_polyline(gaps, (0, 0, 100, 100))
    assert [r.tolist() for r in runs] == [[[1, 1], [2, 2]], [[4, 4], [5, 5], [6, 6]]]
    # the same with one point far outside: the general road gives the same parts
    far = np.vstack([gaps, [[np.nan, np.nan], [1e6, 1e6]]])
    assert [r.tolist() for r in clip_polyline(far, (0, 0, 100, 100))] == [r.tolist() for r in runs]
    centres = np.array([[50.0, 50.0], [50.0, 50.0], [5000.0, 50.0]])
    radii = np.array([1e6, 10.0, 4960.0])
    assert circle_visible(centres, radii, (0, 0, 100, 100)).tolist() == [False, True, True]


@settings(max_examples=200, deadline=None)
@given(
    st.floats(-3000, 3000),
    st.floats(-3000, 3000),
    st.floats(0.0, 5000.0),
    st.tuples(st.integers(-50, 50), st.integers(-50, 50), st.integers(1, 400), st.integers(1, 400)),
)
def test_a_circle_is_visible_exactly_when_its_rim_can_cross_the_grown_rectangle(cx, cy, r, rect) -> None:
    x, y, w, h = rect
    m = MARGIN
    near = math.hypot(max(x - m - cx, 0.0, cx - (x + w + m)), max(y - m - cy, 0.0, cy - (y + h + m)))
    corners = [(x - m, y - m), (x + w + m, y - m), (x - m, y + h + m), (x + w + m, y + h + m)]
    far = max(math.dist((cx, cy), corner) for corner in corners)
    got = circle_visible(np.array([[cx, cy]]), np.array([r]), rect)[0]
    assert got == (near <= r <= far)
    assert circle_shows((cx, cy), r, rect) == got  # one circle in plain floats (a few on the canvas)
