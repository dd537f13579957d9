"""Fourier math against independent derivations: brute-force DFT sums, closed forms and math.md's laws."""

from __future__ import annotations

import cmath
import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import SQUARE8, TAU, brute_dft, symmetric_ks

from app.math import fourier
from app.math.fourier import Spectrum, StrokeError

ROOT2 = math.sqrt(2.0)
FAST = settings(max_examples=40, deadline=None)


# ---------------------------------------------------------------- independent references


def direct_pen(terms: dict[int, complex], t: float) -> complex:
    """Σ c_k e^{ikt}, term by term."""
    return sum((c * cmath.exp(1j * k * t) for k, c in terms.items()), 0j)


def as_dict(spectrum: Spectrum) -> dict[int, complex]:
    return {int(k): complex(c) for k, c in zip(spectrum.k, spectrum.c, strict=True)}


def assert_spectrum(spectrum: Spectrum, expected: dict[int, complex], atol: float = 1e-10) -> None:
    assert list(spectrum.k) == list(expected)
    np.testing.assert_allclose(spectrum.c, list(expected.values()), rtol=0, atol=atol)


def random_curve(seed: int, n: int, scale: float = 5.0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return scale * (rng.standard_normal(n) + 1j * rng.standard_normal(n))


def frequency_sequence(count: int) -> list[int]:
    """0, 1, -1, 2, -2, ... (the first `count`)."""
    out = [0]
    j = 1
    while len(out) < count:
        out += [j, -j]
        j += 1
    return out[:count]


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


curves = st.tuples(st.integers(0, 2**32 - 1), st.integers(3, 33))


# ---------------------------------------------------------------- coefficients


def test_square8_has_only_two_arrows_with_closed_forms() -> None:
    spectrum = fourier.compute_coefficients(SQUARE8)
    expected = dict.fromkeys(range(-3, 5), 0j)
    expected[1] = (1 + ROOT2) / 2
    expected[-3] = (1 - ROOT2) / 2
    assert_spectrum(spectrum, expected, atol=1e-14)
    assert_spectrum(spectrum, brute_dft(SQUARE8), atol=1e-14)


def test_teacup_has_exactly_its_two_arrows() -> None:
    n = 64
    direct = np.array([4 * cmath.exp(1j * t) + cmath.exp(-3j * t) for t in TAU * np.arange(n) / n])
    np.testing.assert_allclose(fourier.samples_from_coefficients({1: 4, -3: 1}, n), direct, atol=1e-12)
    expected = dict.fromkeys(symmetric_ks(n), 0j)
    expected[1], expected[-3] = 4, 1
    assert_spectrum(fourier.compute_coefficients(direct), expected, atol=1e-13)


def test_samples_from_coefficients_refuses_too_few_samples() -> None:
    """N samples hold k = −N/2 + 1 … N/2 (N even): {3, −1} fits in 6 (an export of 512 arrows, k = −255 …
    256, is read back at 512 samples, not 513), {−3, 1} does not; the coefficients of the samples are the
    terms given."""
    with pytest.raises(ValueError):
        fourier.samples_from_coefficients({3: 1, -1: 4}, 5)
    with pytest.raises(ValueError):
        fourier.samples_from_coefficients({-3: 1, 1: 4}, 6)
    assert fourier.samples_to_hold({3: 1, -1: 4}, 6) == 6 and fourier.samples_to_hold({-3: 1, 1: 4}, 6) == 7
    assert fourier.samples_to_hold(range(-255, 257), 512) == 512
    z = fourier.samples_from_coefficients({3: 1, -1: 4}, 6)
    t = 2 * np.pi * np.arange(6) / 6
    np.testing.assert_allclose(z, np.exp(3j * t) + 4 * np.exp(-1j * t), atol=1e-12)  # the sum itself
    spectrum = fourier.compute_coefficients(z)
    got = {int(k): c for k, c in zip(spectrum.k, spectrum.c, strict=True) if abs(c) > 1e-9}
    assert got.keys() == {3, -1} and abs(got[3] - 1) < 1e-12 and abs(got[-1] - 4) < 1e-12


@pytest.mark.parametrize("n", [1, 2, 3, 4, 7, 8, 15, 16])
def test_symmetric_range(n: int) -> None:
    assert list(fourier.symmetric_frequencies(n)) == symmetric_ks(n)


@FAST
@given(curves)
def test_coefficients_equal_brute_force_dft(curve: tuple[int, int]) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    assert_spectrum(fourier.compute_coefficients(z), brute_dft(z))


@FAST
@given(curves)
def test_all_arrows_pass_through_every_sample(curve: tuple[int, int]) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    spectrum = fourier.compute_coefficients(z)
    for order in fourier.ORDERS:
        chain = fourier.make_chain(spectrum, order, n)
        t = TAU * np.arange(n) / n
        np.testing.assert_allclose(fourier.pen_positions(chain, t), z, atol=1e-10)
        np.testing.assert_allclose(fourier.pen_on_grid(chain, n), z, atol=1e-10)


# ---------------------------------------------------------------- arrow order and partial sums


@pytest.mark.parametrize("n", [7, 8])
def test_frequency_order(n: int) -> None:
    spectrum = fourier.compute_coefficients(random_curve(1, n))
    chain = fourier.make_chain(spectrum, "frequency", n)
    assert list(chain.k) == frequency_sequence(n)
    assert list(fourier.frequency_rank(np.array(frequency_sequence(n)))) == list(range(n))


@FAST
@given(curves)
def test_amplitude_order_is_non_increasing(curve: tuple[int, int]) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    reference = brute_dft(z)
    chain = fourier.make_chain(fourier.compute_coefficients(z), "amplitude", n)
    assert sorted(chain.k) == sorted(reference)
    amplitudes = np.abs(chain.c)
    assert np.all(np.diff(amplitudes) <= 1e-12 * amplitudes.max())
    np.testing.assert_allclose(chain.c, [reference[int(k)] for k in chain.k], atol=1e-10)


def test_equal_arrows_fall_back_to_frequency_order() -> None:
    z = fourier.samples_from_coefficients({2: 1.0, -1: 1j, 1: -1.0, 0: 0.5}, 16)
    chain = fourier.make_chain(fourier.compute_coefficients(z), "amplitude", 4)
    assert list(chain.k) == [1, -1, 2, 0]


@pytest.mark.parametrize("scale", [1e-14, 1e-3, 1.0, 1e8])
def test_amplitude_order_does_not_depend_on_units(scale: float) -> None:
    chain = fourier.make_chain(fourier.compute_coefficients(SQUARE8 * scale), "amplitude", 8)
    assert list(chain.k[:2]) == [1, -3]
    # The six zero arrows tie and follow frequency order.
    assert list(chain.k[2:]) == [0, -1, 2, -2, 3, 4]


@FAST
@given(curves, st.data())
def test_partial_sums_equal_direct_sums_of_the_chosen_terms(
    curve: tuple[int, int], data: st.DataObject
) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    reference = brute_dft(z)
    spectrum = fourier.compute_coefficients(z)
    arrows = data.draw(st.integers(1, n))
    times = np.array(data.draw(st.lists(st.floats(-20, 20), min_size=1, max_size=5)))
    by_amplitude = sorted(reference, key=lambda k: -abs(reference[k]))[:arrows]
    chosen = {
        "frequency": frequency_sequence(n)[:arrows],
        "amplitude": by_amplitude,
    }
    for order, ks in chosen.items():
        chain = fourier.make_chain(spectrum, order, arrows)
        assert set(chain.k) == set(ks)
        expected = [direct_pen({k: reference[k] for k in ks}, t) for t in times]
        np.testing.assert_allclose(fourier.pen_positions(chain, times), expected, atol=1e-9)


def test_make_chain_needs_an_arrow_and_a_known_order() -> None:
    spectrum = fourier.compute_coefficients(SQUARE8)
    with pytest.raises(ValueError):
        fourier.make_chain(spectrum, "frequency", 0)
    with pytest.raises(ValueError):
        fourier.make_chain(spectrum, "loudness", 3)  # type: ignore[arg-type]


# ---------------------------------------------------------------- evaluation


@FAST
@given(curves, st.floats(-50, 50), st.integers(1, 33))
def test_chain_joints_are_a_cumsum_ending_at_the_pen(curve: tuple[int, int], t: float, arrows: int) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    chain = fourier.make_chain(fourier.compute_coefficients(z), "amplitude", min(arrows, n))
    joints = fourier.chain_joints(chain, t)
    assert len(joints) == len(chain) + 1
    assert joints[0] == 0
    arrows_at_t = [c * cmath.exp(1j * k * t) for k, c in zip(chain.k, chain.c, strict=True)]
    np.testing.assert_allclose(np.diff(joints), arrows_at_t, atol=1e-10)
    pen = direct_pen(dict(zip(map(int, chain.k), chain.c, strict=True)), t)
    np.testing.assert_allclose(joints[-1], pen, atol=1e-10)
    np.testing.assert_allclose(fourier.pen_positions(chain, np.array([t]))[0], pen, atol=1e-10)


@FAST
@given(curves, st.integers(1, 70))
def test_pen_on_grid_equals_direct_evaluation(curve: tuple[int, int], m: int) -> None:
    seed, n = curve
    chain = fourier.make_chain(fourier.compute_coefficients(random_curve(seed, n)), "frequency", n)
    terms = dict(zip(map(int, chain.k), chain.c, strict=True))
    expected = [direct_pen(terms, TAU * j / m) for j in range(m)]
    np.testing.assert_allclose(fourier.pen_on_grid(chain, m), expected, atol=1e-9)


def test_grid_size_for_does_not_alias() -> None:
    chain = fourier.make_chain(fourier.compute_coefficients(random_curve(3, 41)), "frequency", 41)
    assert fourier.grid_size_for(chain, 8) == 41
    assert fourier.grid_size_for(chain, 1024) == 1024


def test_pen_positions_in_many_blocks() -> None:
    z = random_curve(5, 150)
    chain = fourier.make_chain(fourier.compute_coefficients(z), "amplitude", 150)
    t = np.linspace(0, TAU, 20_000, endpoint=False)  # 3,000,000 products: more than one block
    reference = brute_dft(z)
    picks = [0, 1, 13_977, 14_000, 19_999]
    expected = [direct_pen(reference, t[j]) for j in picks]
    np.testing.assert_allclose(fourier.pen_positions(chain, t)[picks], expected, atol=1e-9)


@FAST
@given(curves, st.integers(1, 33), st.sampled_from(fourier.ORDERS))
def test_approximation_quality(curve: tuple[int, int], arrows: int, order: fourier.Order) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    arrows = min(arrows, n)
    spectrum = fourier.compute_coefficients(z)
    chain = fourier.make_chain(spectrum, order, arrows)
    terms = dict(zip(map(int, chain.k), chain.c, strict=True))
    errors = np.array([abs(direct_pen(terms, TAU * j / n) - z[j]) for j in range(n)])
    quality = fourier.approximation_quality(spectrum, chain, z)
    np.testing.assert_allclose(quality.rms, math.sqrt(np.mean(errors**2)), rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(quality.max_error, errors.max(), rtol=1e-9, atol=1e-12)
    # Parseval: the mean squared error is the energy of the arrows left out.
    reference = brute_dft(z)
    left_out = sum(abs(c) ** 2 for k, c in reference.items() if k not in terms)
    np.testing.assert_allclose(quality.rms**2, left_out, rtol=1e-9, atol=1e-12)
    # Energy over k ≠ 0 only (the documented behaviour): the centre is position, not shape.
    shape = sum(abs(c) ** 2 for k, c in reference.items() if k != 0)
    kept = sum(abs(c) ** 2 for k, c in terms.items() if k != 0)
    np.testing.assert_allclose(quality.energy_kept, kept / shape, rtol=1e-9)
    assert 0.0 <= quality.energy_kept <= 1.0 + 1e-12


@FAST
@given(curves, st.integers(1, 33), st.complex_numbers(max_magnitude=1e3))
def test_energy_share_ignores_translation(curve: tuple[int, int], arrows: int, w: complex) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    arrows = min(arrows, n)
    before = fourier.compute_coefficients(z)
    after = fourier.compute_coefficients(fourier.translate(z, w))
    q_before = fourier.approximation_quality(before, fourier.make_chain(before, "frequency", arrows), z)
    moved = fourier.translate(z, w)
    q_after = fourier.approximation_quality(after, fourier.make_chain(after, "frequency", arrows), moved)
    np.testing.assert_allclose(q_after.energy_kept, q_before.energy_kept, rtol=1e-7, atol=1e-9)


def test_quality_of_all_arrows_and_of_the_centre_alone() -> None:
    spectrum = fourier.compute_coefficients(SQUARE8 + 3)
    full = fourier.approximation_quality(spectrum, fourier.make_chain(spectrum, "frequency", 8), SQUARE8 + 3)
    assert full.rms < 1e-12 and full.max_error < 1e-12
    np.testing.assert_allclose(full.energy_kept, 1.0)
    centre = fourier.approximation_quality(
        spectrum, fourier.make_chain(spectrum, "frequency", 1), SQUARE8 + 3
    )
    assert centre.energy_kept == 0.0
    np.testing.assert_allclose(centre.max_error, ROOT2)  # the corners
    # Centred at 0.1 (shorter than both arrows), the two arrows keep all the shape and miss only c_0.
    spectrum = fourier.compute_coefficients(SQUARE8 + 0.1)
    chain = fourier.make_chain(spectrum, "amplitude", 2)
    assert sorted(chain.k) == [-3, 1]
    two = fourier.approximation_quality(spectrum, chain, SQUARE8 + 0.1)
    np.testing.assert_allclose(two.energy_kept, 1.0)
    np.testing.assert_allclose([two.rms, two.max_error], [0.1, 0.1])


# ---------------------------------------------------------------- math.md's laws


@FAST
@given(curves, st.integers(-100, 100))
def test_starting_later_turns_each_arrow_by_k_times_the_shift(curve: tuple[int, int], s: int) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    shifted = np.array([z[(j + s) % n] for j in range(n)])
    np.testing.assert_array_equal(fourier.start_at(z, s), shifted)
    before = brute_dft(z)
    expected = {k: c * cmath.exp(1j * k * TAU * s / n) for k, c in before.items()}
    after = fourier.compute_coefficients(shifted)
    assert_spectrum(after, expected)
    np.testing.assert_allclose(np.abs(after.c), np.abs(list(before.values())), atol=1e-10)


@FAST
@given(curves)
def test_tracing_backwards_swaps_k_and_minus_k(curve: tuple[int, int]) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    backwards = np.array([z[(-j) % n] for j in range(n)])
    np.testing.assert_array_equal(fourier.reverse(z), backwards)
    before = brute_dft(z)
    by_residue = {k % n: c for k, c in before.items()}
    # -k is taken mod N: for even N the Nyquist arrow k = N/2 maps to itself.
    expected = {k: by_residue[(-k) % n] for k in before}
    assert_spectrum(fourier.compute_coefficients(backwards), expected)
    if n % 2 == 0:
        np.testing.assert_allclose(expected[n // 2], before[n // 2])


@FAST
@given(curves, st.complex_numbers(max_magnitude=1e3))
def test_translating_changes_only_c0(curve: tuple[int, int], w: complex) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    np.testing.assert_allclose(fourier.translate(z, w), z + w)
    expected = brute_dft(z)
    expected[0] += w
    assert_spectrum(fourier.compute_coefficients(z + w), expected, atol=1e-9)


@FAST
@given(curves)
def test_rotating_a_quarter_turn_multiplies_arrows_by_i(curve: tuple[int, int]) -> None:
    seed, n = curve
    z = random_curve(seed, n)
    before = brute_dft(z)
    c0 = before[0]
    rotated = c0 + 1j * (z - c0)
    expected = {k: (c if k == 0 else 1j * c) for k, c in before.items()}
    assert_spectrum(fourier.compute_coefficients(rotated), expected)


@FAST
@given(st.integers(0, 2**32 - 1), st.integers(1, 12))
def test_four_fold_symmetry_keeps_only_k_1_mod_4(seed: int, quarter: int) -> None:
    base = random_curve(seed, quarter)
    # z(t + 2π/4) = i·z(t): each quarter is the last one turned a quarter turn counter-clockwise.
    z = np.concatenate([base * 1j**j for j in range(4)])
    spectrum = fourier.compute_coefficients(z)
    survivors = spectrum.k % 4 == 1
    np.testing.assert_allclose(spectrum.c[~survivors], 0, atol=1e-10)
    reference = brute_dft(z)
    np.testing.assert_allclose(spectrum.c[survivors], [reference[int(k)] for k in spectrum.k[survivors]])


# ---------------------------------------------------------------- strokes


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
