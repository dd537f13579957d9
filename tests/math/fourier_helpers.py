"""What the Fourier tests' files share: independent references (the pen as a direct sum of terms, a
spectrum's expected arrows, random curves, the frequency order) and hypothesis' settings and strategy."""

from __future__ import annotations

import cmath
import math

import numpy as np
from hypothesis import settings
from hypothesis import strategies as st

from app.math.fourier import Spectrum

ROOT2 = math.sqrt(2.0)
FAST = settings(max_examples=40, deadline=None)


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


curves = st.tuples(st.integers(0, 2**32 - 1), st.integers(3, 33))
