"""Strokes made into samples: cleaned of repeats and the closing point, refused when they are not a curve
(NaN points never reaching the samples), resampled equally spaced along the closed polygon (also at 100,000
points), and c₀ the mean of the samples."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from fourier_helpers import FAST, random_curve
from hypothesis import given, settings
from hypothesis import strategies as st
from support import SQUARE8

from app.math import fourier
from app.math.fourier import StrokeError


def arc_position(polygon: np.ndarray, p: complex) -> float:
    """Arc length from polygon[0] to the point p that lies on the closed polygon (nearest segment)."""
    ring = np.append(polygon, polygon[:1])
    best, position = math.inf, 0.0
    walked = 0.0
    for a, b in itertools.pairwise(ring):
        length = abs(b - a)
        u = min(max(((p - a) * np.conj(b - a)).real / length**2, 0.0), 1.0)
        distance = abs(a + u * (b - a) - p)
        if distance < best:
            best, position = distance, walked + u * length
        walked += length
    assert best < 1e-9, f"{p} is not on the polygon"
    return position


def on_unit_square(s: float) -> complex:
    """The point at arc length s (mod 4) along the square 0 → 1 → 1+i → i → 0."""
    s %= 4.0
    corners = [0, 1, 1 + 1j, 1j, 0]
    side = int(s)
    return corners[side] + (s - side) * (corners[side + 1] - corners[side])


def test_clean_stroke_drops_repeats_and_the_closing_point() -> None:
    a, b, c = 0j, 1 + 0j, 1j
    cleaned = fourier.clean_stroke(np.array([a, a, b, b, b, c, c, a, a]))
    np.testing.assert_array_equal(cleaned, [a, b, c])
    # A point visited again later is not a repeat.
    np.testing.assert_array_equal(fourier.clean_stroke(np.array([a, b, a, c])), [a, b, a, c])


@pytest.mark.parametrize(
    "points",
    [
        [],
        [1 + 1j],
        [2j] * 50,
        [0, 1, 0, 1, 0],
        [0, 1],
        [complex("nan")] * 5,
        [complex("nan"), 0, complex("nan"), 1, complex("nan")],
        [complex("inf"), 0, 1],
    ],
    ids=["empty", "one", "one-repeated", "two-back-and-forth", "two", "nans", "nans-and-two", "inf-and-two"],
)
def test_check_stroke_rejects_what_is_not_a_curve(points: list[complex]) -> None:
    with pytest.raises(StrokeError):
        fourier.check_stroke(np.array(points, dtype=complex))
    with pytest.raises(StrokeError):
        fourier.resample_by_arc_length(np.array(points, dtype=complex), 16)


def test_nan_points_never_reach_the_samples() -> None:
    # Documented: clean_stroke drops non-finite points; the rest must still be a curve.
    nan = complex("nan")
    samples = fourier.resample_by_arc_length(np.array([0, nan, 1, 1 + 1j, nan, 1j]), 8)
    assert np.all(np.isfinite(samples))
    np.testing.assert_allclose(samples, [on_unit_square(s / 2) for s in range(8)], atol=1e-12)


def test_check_stroke_accepts_a_triangle() -> None:
    fourier.check_stroke(np.array([0, 1, 1j]))


def test_resampling_the_unit_square() -> None:
    # Uneven samples along the sides; the stroke does not return to its start (it is closed for us).
    stroke = np.array([0, 0.1, 0.9, 1, 1 + 0.7j, 1 + 1j, 0.2 + 1j, 1j, 0.5j])
    samples = fourier.resample_by_arc_length(stroke, 8)
    np.testing.assert_allclose(samples, [on_unit_square(s / 2) for s in range(8)], atol=1e-12)
    samples = fourier.resample_by_arc_length(stroke, 5)
    np.testing.assert_allclose(samples, [on_unit_square(4 * s / 5) for s in range(5)], atol=1e-12)


@FAST
@given(st.integers(0, 2**32 - 1), st.integers(3, 12), st.integers(1, 60))
def test_resampled_points_are_equally_spaced_along_the_closed_polygon(seed: int, m: int, n: int) -> None:
    polygon = random_curve(seed, m)
    samples = fourier.resample_by_arc_length(polygon, n)
    assert samples.shape == (n,)
    assert samples[0] == polygon[0]
    ring = np.append(polygon, polygon[:1])
    length = sum(abs(b - a) for a, b in itertools.pairwise(ring))
    positions = np.array([arc_position(polygon, p) for p in samples])
    positions[0] = 0.0  # the start is also the end of the ring
    steps = np.diff(np.append(positions, length))  # includes the wrap back to the start
    np.testing.assert_allclose(steps, length / n, rtol=1e-9, atol=1e-9)


def test_a_100000_point_stroke_resamples() -> None:
    rng = np.random.default_rng(7)
    # 100,000 uneven mouse samples walking round the unit square from 0 through its corners, with pauses.
    s = rng.uniform(0.0, 4.0, 100_000)
    s[:4] = [0.0, 1.0, 2.0, 3.0]
    s = np.sort(s)
    s[1000:1010] = s[1000]
    stroke = np.array([on_unit_square(v) for v in s])
    samples = fourier.resample_by_arc_length(stroke, 512)
    np.testing.assert_allclose(samples, [on_unit_square(4 * j / 512) for j in range(512)], atol=1e-9)


def test_resample_needs_a_sample() -> None:
    with pytest.raises(ValueError):
        fourier.resample_by_arc_length(SQUARE8, 0)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 64), st.integers(0, 2**32 - 1))
def test_c0_is_the_mean_of_the_samples(n: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    samples = rng.normal(size=n) + 1j * rng.normal(size=n)
    centre = sum(samples.tolist(), 0j) / n  # the mean, summed point by point
    assert abs(fourier.compute_coefficients(samples).c0 - centre) <= 1e-12 * (1 + abs(centre))
