"""A sentence read replaced by another once its first layers came (a new sentence entered while it reads)
is no undo step either: Ctrl+Z after the new sentence is read takes back to the sentence before both, never
to the half-read one, whose later layers said "not read yet". Real keys through the real loop."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo, until
from test_model_pick_undo import ctrl, shown
from ui_driver import run_frames

from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
FIRST = "A dog ran along the beach and then it slept."
SECOND = "Birds sang in the tall trees all morning."


def test_a_read_replaced_half_way_is_no_undo_step(app, monkeypatch) -> None:
    open_demo(app)
    m = app.state.rope.models
    run, picked = m.run, shown(app)
    app.submit(i.SetModelSentence(FIRST))
    until(app, lambda: m.kept is not None)  # its first layers came; the rest are read
    monkeypatch.setattr(app.rope_panel.model_tab.work.process, "results", lambda: [])  # (still reading)
    run_frames(app, 2)
    half = m.run
    assert half is not run and len(half.traces) < m.model.config.layers
    monkeypatch.undo()
    app.submit(i.SetModelSentence(SECOND))
    until(app, lambda: not m.busy)
    assert m.sentence == SECOND and len(m.run.traces) == m.model.config.layers
    ctrl(app, pygame.K_z)
    assert m.run is run and shown(app) == picked
    ctrl(app, pygame.K_z, shift=True)
    assert m.sentence == SECOND and m.run is not half
    run_frames(app, 2)
    assert app.errors == []
