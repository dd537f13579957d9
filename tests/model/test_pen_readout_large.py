"""The canvas' pen and cup read-outs of a huge curve stay short: 1e99 read as a 100-digit integer, wrapped
over three lines of the canvas."""

from __future__ import annotations

import re

import numpy as np
import pytest

from app.io.curves import parse_curve
from app.model.readouts import canvas_readout, pen_readout
from app.model.state import AppState

NUMBER = r"([+−]?\d+\.\d+(?:e−?[1-9]\d*)?)"  # the minus sign −, a power of ten as a base's (e99, not e+99)


def state_of(data: dict, time: float = 0.7):
    state = AppState.for_preset(parse_curve(data, "big", 64), "big").epicycles
    state.set_time(time)
    return state


@pytest.mark.parametrize("size", [1e99, 3e7, 1e5, -2.5e12])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_pen_of_a_huge_curve_reads_short_and_true(size, lang) -> None:
    state = state_of(
        {"coefficients": [{"k": 1, "re": size, "im": 0}, {"k": -2, "re": 0.3 * size, "im": 0.1}]}
    )
    pen = complex(state.joints()[-1])
    x, y = (
        float(v.replace("−", "-"))
        for v in re.search(rf"\({NUMBER}, {NUMBER}\)", pen_readout(state, pen, lang)).groups()
    )
    np.testing.assert_allclose([x, y], [pen.real, pen.imag], rtol=1e-3, atol=1e-3 * abs(size))
    assert len(canvas_readout(state, lang)) < 70


def test_the_cup_of_a_huge_curve_reads_short_and_true() -> None:
    state = state_of({"points": [[0, 0], [1e99, 0], [0, 1e99]], "length_unit": "m"})
    pen = complex(state.joints()[-1])
    shown = re.search(r"cup (\S+) m", pen_readout(state, pen)).group(1)
    assert len(shown) < 12 and float(shown) == pytest.approx(abs(pen), rel=1e-3)


def test_an_everyday_pen_keeps_its_three_places() -> None:
    state = state_of({"points": [[0, 0], [4, 0], [0, 3]]})
    pen = complex(state.joints()[-1])
    assert pen_readout(state, pen) == f"pen ({pen.real:+.3f}, {pen.imag:+.3f})"
