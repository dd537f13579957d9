"""math.md's laws of the coefficients, checked on random curves: starting later turns each arrow by k times
the shift, tracing backwards swaps k and −k, translating changes only c₀, a quarter turn multiplies the
arrows by i, and four-fold symmetry keeps only k ≡ 1 (mod 4)."""

from __future__ import annotations

import cmath

import numpy as np
from fourier_helpers import FAST, assert_spectrum, curves, random_curve
from hypothesis import given
from hypothesis import strategies as st
from support import TAU, brute_dft

from app.math import fourier


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
