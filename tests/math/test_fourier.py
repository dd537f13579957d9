"""Fourier math against independent derivations: the coefficients against brute-force DFT sums and closed
forms, the arrows' orders and partial sums against direct sums of the chosen terms."""

from __future__ import annotations

import cmath

import numpy as np
import pytest
from fourier_helpers import FAST, ROOT2, assert_spectrum, curves, direct_pen, frequency_sequence, random_curve
from hypothesis import given
from hypothesis import strategies as st
from support import SQUARE8, TAU, brute_dft, symmetric_ks

from app.math import fourier

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
