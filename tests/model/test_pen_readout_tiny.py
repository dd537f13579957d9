"""The canvas' pen and cup read-outs of a tiny curve show its numbers: one of about 1e-6 read
"pen (+0.000, +0.000)" while the pen went round."""

from __future__ import annotations

import re

import numpy as np
import pygame
import pytest
from ui_driver import finish_reading, post, run_frames

from app.io.curves import parse_curve
from app.model.readouts import canvas_readout, pen_readout
from app.model.state import AppState

NUMBER = r"([+−]?\d+\.\d+(?:e[+−]\d+)?)"  # the minus sign −, as the canvas shows it
TINY = {"points": [[0, 0], [2e-6, 0], [2e-6, 1e-6], [0, 1.5e-6]]}


def state_of(data: dict, time: float):
    state = AppState.for_preset(parse_curve(data, "tiny", 64), "tiny").epicycles
    state.set_time(time)
    return state


def shown_pen(state, lang: str = "en") -> tuple[float, float]:
    found = re.search(rf"\({NUMBER}, {NUMBER}\)", pen_readout(state, complex(state.joints()[-1]), lang))
    return float(found.group(1).replace("−", "-")), float(found.group(2).replace("−", "-"))


@pytest.mark.parametrize("scale", [1e-6, 3e-3, -4e-9])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_pen_of_a_tiny_curve_reads_its_significant_digits(scale, lang) -> None:
    data = {"points": [[x * scale, y * scale] for x, y in [[0, 0], [2, 0], [2, 1], [0, 1.5]]]}
    for time in (0.4, 2.2, 4.1):
        state = state_of(data, time)
        # Where the pen is, from the samples' own DFT at that time (not from the chain the read-out uses).
        z = state.curve.samples
        k = np.fft.fftfreq(len(z), 1 / len(z))
        k[k == -(len(z) // 2)] = len(z) // 2  # (math.md's symmetric range: +N/2, not -N/2)
        pen = np.sum(np.fft.fft(z) / len(z) * np.exp(1j * k * time))
        np.testing.assert_allclose(
            shown_pen(state, lang), [pen.real, pen.imag], rtol=1e-3, atol=1e-6 * abs(scale)
        )
        assert "+0.000" not in canvas_readout(state, lang) and len(canvas_readout(state, lang)) < 70


def test_the_cup_of_a_tiny_curve_reads_its_distance() -> None:
    state = state_of({**TINY, "length_unit": "m"}, 1.0)
    pen = complex(state.joints()[-1])
    shown = re.search(r"cup (\S+) m", pen_readout(state, pen)).group(1)
    assert float(shown.replace("−", "-")) == pytest.approx(abs(pen), rel=1e-3)


def test_an_everyday_pen_near_an_axis_keeps_its_three_places() -> None:
    state = state_of({"points": [[0, 0], [4, 0], [0, 3]]}, 0.0)
    pen = complex(state.joints()[-1])
    assert pen_readout(state, pen) == f"pen ({pen.real:+.3f}, {pen.imag:+.3f})".replace("-", "−")


def test_the_window_reads_a_tiny_pen_moving(app, tmp_path) -> None:
    path = tmp_path / "tiny.json"
    path.write_text(str(TINY).replace("'", '"'), encoding="utf-8")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    lines = []
    for _ in range(3):
        run_frames(app, 15)
        lines.append(canvas_readout(app.state.epicycles, app.state.lang))
    pens = [re.search(rf"pen \({NUMBER}, {NUMBER}\)", line).groups() for line in lines]
    assert len(set(pens)) == 3 and all(float(x.replace("−", "-")) != 0 for x, _ in pens), lines
