"""Undo history's bounds: at most UNDO_LIMIT steps, fewer when the curves they hold are large. No pygame."""

from __future__ import annotations

import numpy as np

from app import config
from app.io.curves import Curve
from app.io.presets import preset_curve
from app.model import intents as i
from app.model.apply import apply
from app.model.state import AppState


def large_curve(n: int) -> Curve:
    """A circle of as many samples as a curve may have (about 2 MB of them)."""
    t = np.linspace(0, 2 * np.pi, config.MAX_SAMPLES, endpoint=False)
    return Curve(name=f"large{n}", title=f"large {n}", caption="", samples=(1 + n / 100) * np.exp(1j * t))


def bytes_held(state: AppState) -> int:
    """The samples and strokes of every curve the undo steps hold, each curve counted once."""
    curves = {}
    for step in state.history.done + state.history.undone:
        for settings in (step.before, step.after):
            for curve in (settings.curve, settings.drawing[0] if settings.drawing else None):
                if curve is not None:
                    curves[id(curve)] = curve
    return sum(c.samples.nbytes + sum(s.nbytes for s in c.strokes) for c in curves.values())


def test_large_curves_keep_fewer_undo_steps_and_the_newest_stay() -> None:
    state = AppState.for_preset(preset_curve("square8"), "square8")
    opened = 80  # 160 MB of curves, had every step been kept
    for n in range(opened):
        apply(state, i.ShowFile(large_curve(n), f"large{n}.json"))
    assert bytes_held(state) <= config.UNDO_MAX_BYTES
    assert 1 <= len(state.history.done) < opened
    apply(state, i.Undo())
    assert state.epicycles.curve.name == f"large{opened - 2}"
    apply(state, i.Redo())
    assert state.epicycles.curve.name == f"large{opened - 1}"


def test_small_steps_still_keep_the_whole_limit() -> None:
    state = AppState.for_preset(preset_curve("heart"), "heart")
    for n in range(config.UNDO_LIMIT + 5):
        apply(state, i.SetArrows(10 + n))
    assert len(state.history.done) == config.UNDO_LIMIT
