"""The canvas' time read-out in radians: t and its share of the period wrap to 0 together. The last frame of
a looping clip read "t = 6.26 rad (0.00 period)": the share rounded to a whole period while t did not."""

from __future__ import annotations

import math
import re
from dataclasses import replace

import numpy as np

from app.io.presets import preset_curve
from app.model.readouts import time_readout
from app.model.state import AppState

SHOWN = re.compile(r"t = (\d+\.\d\d) rad \((\d\.\d\d) period\)")


def test_t_and_its_share_agree_at_every_moment_of_a_period() -> None:
    state = AppState.for_preset(preset_curve("square8"), "square8").epicycles
    for frame in [*range(240), *np.linspace(6.25, 2 * math.pi, 200) * 240 / (2 * math.pi)]:
        t = 2 * math.pi * frame / 240  # (frame 239 of a 240-frame clip: t = 6.2570, 0.9958 of a period)
        state.set_time(t)
        t_shown, share_shown = (float(v) for v in SHOWN.fullmatch(time_readout(state)).groups())
        share = t / (2 * math.pi)
        # each as near the true value as its two decimals allow, or a whole period shown as 0 by both
        wrapped = share_shown == 0 and share > 0.5
        assert not wrapped or t_shown == 0, (t, t_shown, share_shown)
        assert abs(t - t_shown) <= 0.005 + 1e-9 or (t_shown == 0 and 2 * math.pi - t <= 0.01)
        assert abs(share - share_shown) <= 0.01 or wrapped


def test_seconds_of_a_tiny_period_are_shown_not_rounded_to_0() -> None:
    """(A curve of period 1e-6 s read "t = 0.0 s of 1e-06 s" throughout.)"""
    curve = replace(preset_curve("square8"), period_seconds=1e-6)
    state = AppState.for_preset(curve, "square8").epicycles
    state.set_time(math.pi / 2)  # a quarter period: 2.5e−7 s
    assert time_readout(state) == "t = 2.500e\u22127 s of 1e\u22126 s"
