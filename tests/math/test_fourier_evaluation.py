"""Evaluating a Fourier chain against direct sums: the joints a cumsum ending at the pen, the pen on a grid
and in many blocks, the grid size that does not alias, and the approximation's quality and energy share."""

from __future__ import annotations

import cmath
import math

import numpy as np
from fourier_helpers import FAST, ROOT2, curves, direct_pen, random_curve
from hypothesis import given
from hypothesis import strategies as st
from support import SQUARE8, TAU, brute_dft

from app.math import fourier


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
