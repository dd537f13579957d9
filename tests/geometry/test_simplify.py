"""Which points of a closed polyline a drawing needs (app/geometry/simplify.py), checked against plain
geometry: every point left out lies within the tolerance of the segment joining the kept points on either
side of it, measured here point by point in plain floats; a circle keeps about as many points as its
sagitta allows; a straight run keeps one in LONGEST; a sharp corner is kept."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from app.geometry.simplify import LONGEST, needed_points


def distance_to_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def worst_left_out(points: np.ndarray, keep: np.ndarray) -> float:
    """The largest distance of a point left out from the segment between its kept neighbours (closed)."""
    n, kept = len(points), np.flatnonzero(keep).tolist()
    pts = [tuple(p) for p in points.tolist()]
    worst = 0.0
    for a, b in zip(kept, [*kept[1:], kept[0] + n], strict=True):
        for j in range(a + 1, b):
            worst = max(worst, distance_to_segment(pts[j % n], pts[a], pts[b % n]))
    return worst


@settings(max_examples=60, deadline=None)
@given(
    st.integers(3, 2000),
    st.lists(st.tuples(st.floats(-200, 200), st.floats(-200, 200)), min_size=1, max_size=6),
    st.floats(0.05, 2.0),
    st.integers(0, 2**32 - 1),
)
def test_no_point_left_out_strays_beyond_the_tolerance(n, coefficients, tolerance, seed) -> None:
    t = np.linspace(0, math.tau, n, endpoint=False)
    curve = sum(complex(re, im) * np.exp(1j * (k + 1) * t) for k, (re, im) in enumerate(coefficients))
    noise = np.random.default_rng(seed).normal(scale=0.05, size=(n, 2))
    points = np.column_stack([np.real(curve), np.imag(curve)]) + 500 + noise
    keep = needed_points(points, tolerance)
    assert keep[0]
    assert worst_left_out(points, keep) <= tolerance + 1e-9


def test_a_circle_keeps_what_its_sagitta_allows_and_a_line_one_in_longest() -> None:
    n, radius, tolerance = 1024, 300.0, 0.2
    t = np.linspace(0, math.tau, n, endpoint=False)
    circle = np.column_stack([radius * np.cos(t), radius * np.sin(t)])
    # A chord over s steps strays radius·(1 − cos(s·π/n)) from the arc: the longest allowed, as a power of 2.
    longest = max(s for s in range(1, n) if radius * (1 - math.cos(s * math.pi / n)) <= tolerance)
    block = 1 << (longest.bit_length() - 1)
    assert needed_points(circle, tolerance).sum() == n // min(block, LONGEST)
    line = np.column_stack([np.linspace(0, 1000, n), np.linspace(0, 300, n)])
    keep = needed_points(line, tolerance)  # closed: the last block turns back to the first point
    assert keep[: n - LONGEST].sum() == (n - LONGEST) // LONGEST


def test_a_sharp_corner_is_kept_and_few_points_all_kept() -> None:
    side = np.linspace(0, 100, 50, endpoint=False)
    square = np.concatenate(
        [np.column_stack(c) for c in [(side, 0 * side), (100 + 0 * side, side), (100 - side, 100 + 0 * side)]]
        + [np.column_stack((0 * side, 100 - side))]
    )
    keep = needed_points(square, 0.2)
    assert keep[[0, 50, 100, 150]].all()  # the four corners
    assert worst_left_out(square, keep) <= 0.2
    assert needed_points(np.array([[0.0, 0.0], [5.0, 5.0]]), 0.2).all()
