"""Math↔screen transforms and the window layout (with the Model tab's chips); the animation state is in
test_animation_state.py."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app import config
from app.geometry.layout import compute_layout
from app.geometry.view_transform import ViewTransform, bounding_box, fit_box

FAST = settings(max_examples=50, deadline=None)

rects = st.tuples(st.integers(-500, 500), st.integers(-500, 500), st.integers(1, 3000), st.integers(1, 3000))
finite = st.floats(-1e4, 1e4, allow_nan=False)
scales = st.floats(1e-3, 1e4)


# ---------------------------------------------------------------- view transform


@FAST
@given(rects, st.complex_numbers(max_magnitude=1e4), scales, st.lists(st.complex_numbers(max_magnitude=1e4)))
def test_to_screen_and_back(rect: tuple, centre: complex, scale: float, points: list[complex]) -> None:
    view = ViewTransform(rect=rect, centre=centre, scale=scale)
    z = np.array(points, dtype=complex)
    pixels = view.to_screen(z)
    assert pixels.shape == (len(z), 2)
    np.testing.assert_allclose(view.to_math(pixels), z, rtol=1e-9, atol=1e-6 * (1 + 1 / scale))


@FAST
@given(rects, st.complex_numbers(max_magnitude=1e4), scales, finite, finite)
def test_pixels_against_the_formula(rect: tuple, centre: complex, scale: float, x: float, y: float) -> None:
    view = ViewTransform(rect=rect, centre=centre, scale=scale)
    left, top, w, h = rect
    sx, sy = view.point(complex(x, y))
    np.testing.assert_allclose(sx, left + w / 2 + (x - centre.real) * scale, rtol=1e-12, atol=1e-6)
    np.testing.assert_allclose(sy, top + h / 2 - (y - centre.imag) * scale, rtol=1e-12, atol=1e-6)


@FAST
@given(rects, st.complex_numbers(max_magnitude=1e4), scales, st.complex_numbers(max_magnitude=1e4))
def test_one_point_lands_where_an_array_of_points_does(
    rect: tuple, centre: complex, scale: float, z: complex
) -> None:
    # point() repeats to_screen's sums in plain floats: a marker must sit on the very pixel of its curve.
    view = ViewTransform(rect=rect, centre=centre, scale=scale)
    assert view.point(z) == tuple(view.to_screen(np.array([z]))[0].tolist())


def test_math_up_is_screen_up() -> None:
    view = ViewTransform(rect=(10, 20, 400, 300), centre=1 + 1j, scale=50.0)
    assert view.point(1 + 1j) == (210.0, 170.0)
    assert view.point(1 + 2j) == (210.0, 120.0)  # higher in math: smaller screen y
    assert view.point(2 + 1j) == (260.0, 170.0)  # right stays right
    np.testing.assert_allclose(view.to_math(np.array([[210.0, 120.0]])), [1 + 2j])
    assert view.visible_box() == (-3.0, 5.0, -2.0, 4.0)


@FAST
@given(
    rects,
    finite,
    finite,
    st.floats(1e-3, 1e4),
    st.floats(1e-3, 1e4),
    st.floats(0.0, 0.45),
)
def test_fit_box_keeps_the_margin_and_centres(
    rect: tuple, x0: float, y0: float, span_x: float, span_y: float, margin: float
) -> None:
    box = (x0, x0 + span_x, y0, y0 + span_y)
    view = fit_box(box, rect, margin)
    left, top, w, h = rect
    corners = view.to_screen(np.array([complex(box[0], box[2]), complex(box[1], box[3])]))
    xs, ys = np.sort(corners[:, 0]), np.sort(corners[:, 1])
    tol = 1e-6 * max(w, h)
    # Inside the rect with the margin free on every side...
    assert xs[0] >= left + margin * w - tol and xs[1] <= left + w - margin * w + tol
    assert ys[0] >= top + margin * h - tol and ys[1] <= top + h - margin * h + tol
    # ...as large as fits: one axis fills the usable span exactly...
    usable_w, usable_h = w * (1 - 2 * margin), h * (1 - 2 * margin)
    fills_x = math.isclose(xs[1] - xs[0], usable_w, rel_tol=1e-9)
    fills_y = math.isclose(ys[1] - ys[0], usable_h, rel_tol=1e-9)
    assert fills_x or fills_y
    # ...and centred.
    np.testing.assert_allclose(corners.mean(axis=0), [left + w / 2, top + h / 2], rtol=1e-9, atol=tol)


def test_fit_box_of_a_point_does_not_divide_by_zero() -> None:
    view = fit_box((2.0, 2.0, 3.0, 3.0), (0, 0, 100, 100), 0.1)
    assert math.isfinite(view.scale) and view.scale > 0
    assert view.point(2 + 3j) == (50.0, 50.0)


def test_bounding_box() -> None:
    assert bounding_box(np.array([1 + 2j, -3 + 0j]), np.array([[0.5 - 4j]])) == (-3.0, 1.0, -4.0, 2.0)


# ---------------------------------------------------------------- layout


def overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> int:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return max(0, min(ax + aw, bx + bw) - max(ax, bx)) * max(0, min(ay + ah, by + bh) - max(ay, by))


@FAST
@given(st.integers(0, 4000), st.integers(0, 3000), st.integers(40, 120))
def test_layout(width: int, height: int, controls: int) -> None:
    layout = compute_layout((width, height), controls)
    w, h = layout.size
    assert (w, h) == (max(width, config.MIN_WINDOW_SIZE[0]), max(height, config.MIN_WINDOW_SIZE[1]))
    parts = [layout.canvas, layout.controls, layout.panel, layout.status]
    for part in parts:
        x, y, pw, ph = part
        assert pw > 0 and ph > 0
        assert x >= 0 and x + pw <= w and y >= 0 and y + ph <= h
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            assert overlap(a, b) == 0, (a, b)
    assert sum(p[2] * p[3] for p in parts) == w * h  # no gaps either
    # The RoPE panel: ~38 % of the width, on the right, from the top down to the status bar.
    px, py, pw, ph = layout.panel
    assert abs(pw - 0.38 * w) <= 1 and px + pw == w and py == 0
    # Canvas above its controls on the left; the status bar across the bottom.
    assert layout.canvas[:3] == (0, 0, px)
    assert layout.controls == (0, layout.canvas[3], px, controls)
    assert layout.status == (0, h - config.STATUS_HEIGHT, w, config.STATUS_HEIGHT)
    assert ph == h - config.STATUS_HEIGHT


def test_tiny_windows_are_laid_out_as_the_minimum() -> None:
    assert compute_layout((10, 10), 68) == compute_layout(config.MIN_WINDOW_SIZE, 68)
    assert compute_layout((10, 10), 68).size == config.MIN_WINDOW_SIZE


def test_layout_of_the_default_window() -> None:
    layout = compute_layout((1280, 800), 68)
    assert layout.panel == (794, 0, 486, 772)
    assert layout.canvas == (0, 0, 794, 704)
    assert layout.controls == (0, 704, 794, 68)
    assert layout.status == (0, 772, 1280, 28)


@given(
    widths=st.lists(st.integers(10, 400), min_size=1, max_size=120),
    mark=st.integers(0, 60),
    width=st.integers(200, 900),
)
def test_chips_that_do_not_all_fit_leave_the_first_row_room_for_the_mark(widths, mark, width) -> None:
    """The last chips are kept, none overlaps another or leaves the area, and when some are hidden the
    first row starts `mark` in (the "…" had been drawn under the first chip kept)."""
    from app.geometry.model_layout import CHIP_ROW, CHIP_ROWS, chip_rects

    area = (10, 20, width, CHIP_ROWS * CHIP_ROW)
    rects = chip_rects(widths, area, mark=mark)
    kept = [k for k, rect in enumerate(rects) if rect is not None]
    assert kept == list(range(kept[0], len(widths)))  # the last ones, together
    boxes = [rects[k] for k in kept]
    x0, y0, w, h = area
    assert all(x0 <= x and x + bw <= x0 + w and y0 <= y and y + bh <= y0 + h for x, y, bw, bh in boxes)
    apart = [
        a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
        for n, a in enumerate(boxes)
        for b in boxes[n + 1 :]
    ]
    assert all(apart)
    if kept[0] > 0:
        first_row = min(y for _, y, _, _ in boxes)
        assert all(x >= x0 + mark for x, y, _, _ in boxes if y == first_row)
