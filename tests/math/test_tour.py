"""Several strokes and open strokes as one tour: samples on the strokes, jumps between them, open strokes
traced there and back (the full chain passes through both ends), and the JSON and CLI that read them."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_cli_curves import pen, run

from app.errors import said
from app.io.curves import CurveError, curve_from_strokes, parse_curve
from app.math.fourier import StrokeError, compute_coefficients, make_chain, pen_on_grid
from app.math.tour import closed_flags, ends_far_apart, in_jumps, tour_samples
from app.model.signs import window_number

TAU = 2 * math.pi
SPIRAL = np.array([0.1 * a * np.exp(1j * a) for a in np.linspace(0, 4 * np.pi, 200)])


def distance_to_polyline(points: np.ndarray, line: np.ndarray) -> np.ndarray:
    """Each complex point's distance to the open polyline (brute force over its segments)."""
    a, b = line[:-1], line[1:]
    ab = b - a
    length2 = np.where(ab == 0, 1.0, np.abs(ab) ** 2)  # a repeated point: its "segment" is the point
    t = np.clip(((points[:, None] - a[None]) * np.conj(ab)[None]).real / length2, 0, 1)
    return np.min(np.abs(points[:, None] - (a[None] + t * ab[None])), axis=1)


def test_an_open_stroke_is_traced_there_and_back_and_every_sample_lies_on_it() -> None:
    tour = tour_samples([SPIRAL], [False], 512)
    assert tour.jumps == ()
    assert distance_to_polyline(tour.samples, SPIRAL).max() < 1e-12
    # There and back: sample 256 is the far end, and the way back mirrors the way there.
    assert tour.samples[0] == SPIRAL[0] and abs(tour.samples[256] - SPIRAL[-1]) < 1e-12
    np.testing.assert_allclose(tour.samples[1:256], tour.samples[:256:-1], atol=1e-12)


def test_the_full_chain_of_an_open_stroke_passes_through_both_ends() -> None:
    curve = curve_from_strokes([SPIRAL], [False], 512)
    spectrum = compute_coefficients(curve.samples)
    chain = make_chain(spectrum, "amplitude", spectrum.n_samples)
    at_ends = pen_on_grid(chain, 512)[[0, 256]]
    np.testing.assert_allclose(at_ends, [SPIRAL[0], SPIRAL[-1]], atol=1e-9)


def test_two_strokes_make_one_tour_whose_jumps_are_marked() -> None:
    square = np.array([0, 1, 1 + 1j, 1j])
    line = np.array([3, 4 + 1j])
    tour = tour_samples([square, line], [True, False], 400)
    # Lengths: square 4, jump 3 (0 → 3), line √2 there and back, jump back 3.
    lengths = np.array([4, 3, 2 * math.sqrt(2), 3])
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]]) / lengths.sum()
    assert len(tour.jumps) == 2
    np.testing.assert_allclose([lo for lo, _ in tour.jumps], starts[[1, 3]], atol=2 / 400)
    n = np.arange(400)
    off = in_jumps(n / 400, tour.jumps)
    on_square = distance_to_polyline(tour.samples[~off], np.append(square, 0)) < 1e-12
    on_line = distance_to_polyline(tour.samples[~off], line) < 1e-12
    assert np.all(on_square | on_line)
    assert on_square.sum() > 100 and on_line.sum() > 50
    # Each stroke's start is a sample.
    assert 0 in tour.samples and 3 in tour.samples and 4 + 1j in tour.samples


# Points on a fine grid, as a mouse (in pixels) or a file (in user units) gives them: no subnormal
# coordinates, whose zero-length segments the distance check below cannot measure.
GRID_POINT = st.builds(lambda x, y: complex(x, y) / 8, st.integers(-800, 800), st.integers(-800, 800))


def test_a_refusal_speaks_of_this_stroke_or_these_strokes_as_there_are() -> None:
    """One stroke of two distinct points is "this stroke" (it was "these strokes" for one, drawn fast)."""
    line = np.array([0, 1 + 1j, 1 + 1j])
    for strokes, key in (([line], "problem.stroke.distinct"), ([line, line], "problem.strokes.distinct")):
        with pytest.raises(StrokeError) as caught:
            tour_samples(strokes, [False] * len(strokes), 64)
        assert caught.value.key == key and caught.value.params == {"distinct": 2}


@pytest.mark.parametrize(
    "scale, key, size",
    [(1e300, "far", "1e+300"), (1e-300, "tiny", "1e-300"), (1e100, None, None), (1e-9, None, None)],
)
@pytest.mark.parametrize("strokes", [1, 2])
def test_a_curve_too_far_out_or_too_small_to_see_is_refused(scale, key, size, strokes) -> None:
    """(An SVG path out to 1e300 opened with an RMS error of inf and read-outs of NaN; one 1e-300 across
    opened as a dot.) The bounds: points within 1e100 (beyond, squares overflow), at least 1e-9 across."""
    triangle = np.array([0, 2 + 0j, 2 + 3j]) * (scale / 3)  # as far out, and as tall, as scale
    pieces = [triangle, triangle + 0] if strokes == 2 else [triangle]
    if key is None:
        assert np.all(np.isfinite(tour_samples(pieces, [True] * strokes, 64).samples))
        return
    with pytest.raises(StrokeError) as caught:
        tour_samples(pieces, [True] * strokes, 64)
    assert caught.value.key == f"problem.{'stroke' if strokes == 1 else 'strokes'}.{key}"
    assert caught.value.params["size"] == size
    for lang in ("en", "ko"):  # the window writes it 1e300, 1e−300; the command line as Python does
        assert "{" not in said(caught.value, lang) and window_number(size) in said(caught.value, lang)
    assert size in said(caught.value, "en", cli=True)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(
    st.lists(
        st.lists(GRID_POINT, min_size=2, max_size=12),
        min_size=1,
        max_size=5,
    ),
    st.lists(st.booleans(), min_size=5, max_size=5),
    st.integers(16, 600),
)
def test_any_tour_has_n_samples_and_every_sample_off_a_jump_on_a_stroke(strokes, flags, n) -> None:
    arrays = [np.array(s) for s in strokes]
    closed = flags[: len(arrays)]
    try:
        tour = tour_samples(arrays, closed, n)
    except ValueError:
        return  # fewer than 3 distinct points in all: refused
    assert len(tour.samples) == n and np.all(np.isfinite(tour.samples))
    off = in_jumps(np.arange(n) / n, tour.jumps)
    rings = [np.append(a, a[:1]) if c else a for a, c in zip(arrays, closed, strict=True)]
    near = np.min(
        [
            distance_to_polyline(tour.samples[~off], r) if len(r) > 1 else np.full((~off).sum(), np.inf)
            for r in rings
        ],
        axis=0,
    )
    scale = max(1.0, max(np.abs(a).max() for a in arrays))
    assert np.all(near < 1e-9 * scale)


def test_auto_ends_open_a_stroke_whose_ends_are_far_apart() -> None:
    loop = np.exp(1j * np.linspace(0, 6.2, 60))
    assert not ends_far_apart(loop) and ends_far_apart(SPIRAL)
    assert closed_flags([loop, SPIRAL], "auto") == [True, False]
    assert closed_flags([loop, SPIRAL], "open") == [False, False]


def test_a_single_closed_stroke_is_the_old_closed_curve() -> None:
    from app.io.curves import curve_from_stroke

    z = np.array([0, 3, 3 + 2j, 2j])
    np.testing.assert_array_equal(
        curve_from_strokes([z], [True], 64).samples, curve_from_stroke(z, 64).samples
    )


def test_curve_json_reads_strokes_and_closed() -> None:
    data = {"strokes": [[[0, 0], [1, 0], [1, 1]], [[3, 0], [4, 1]]], "closed": [True, False]}
    curve = parse_curve(data, "two", 128)
    assert len(curve.strokes) == 2 and curve.closed == (True, False) and len(curve.jumps) == 2
    open_points = parse_curve({"points": [[0, 0], [1, 2], [3, 1]], "closed": False}, "open", 128)
    assert open_points.jumps == () and open_points.closed == (False,)
    for bad in ({"strokes": []}, {"strokes": [[[0, 0], [1, 1]]], "closed": "no"}, {"strokes": [[[0, "x"]]]}):
        with pytest.raises(CurveError):
            parse_curve(bad, "bad", 64)


def test_cli_path_with_every_arrow_passes_through_every_sample_of_a_two_stroke_file(tmp_path) -> None:
    path = tmp_path / "two.json"
    strokes = [[[0, 0], [2, 0], [2, 1]], [[4, 0], [5, 2], [6, 0]]]
    path.write_text(json.dumps({"strokes": strokes, "closed": [True, False]}))
    n = 64
    curve = parse_curve(json.loads(path.read_text()), "two", n)
    times = ",".join(f"{TAU * j / n!r}" for j in range(n))
    _, z = pen("--file", str(path), "--samples", str(n), "--t", times, "--arrows", str(n))
    np.testing.assert_allclose(z, curve.samples, atol=1e-9)
    assert run("coeffs", "--file", str(path), "--json").returncode == 0
