"""Ctrl+Z while the Model tab reads a new sentence: the steps passed over (the tab keeps its own while a
read is under way, so undoing a head changed nothing shown) until one did, and one press took back every
step down to the chain of all ones, beside a tab still reading the new sentence. Now Ctrl+Z first stops
the read (as Esc does) and the next one takes back the step before it. Real keys through the real loop."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo, until
from ui_driver import press_key, run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.model_state import shown_name

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
NEW = "A dog ran along the beach and then it slept."


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_ctrl_z_mid_read_stops_the_read_and_then_undoes_the_step_before(app, lang, monkeypatch) -> None:
    open_demo(app)
    app.submit(i.SetLanguage(lang))
    s, m, r = app.state, app.state.rope.models, app.state.rope
    app.submit(i.SetModelHead(layer=3, head=2))
    run_frames(app, 2)
    old, run = m.sentence, m.run
    app.submit(i.SetModelSentence(NEW))
    until(app, lambda: m.kept is not None)  # the new sentence's head came; its later layers are read
    monkeypatch.setattr(app.rope_panel.model_tab.work.process, "results", lambda: [])  # (still reading)
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert not m.busy and (m.sentence, m.run, m.layer, m.head) == (old, run, 3, 2)
    assert r.content == "head" and m.reading is not None
    np.testing.assert_allclose(r.h, m.reading.h)  # the chain is the tab's head
    assert s.status.text == tr(lang, "status.model.cancelled_kept", name=shown_name(m.name, m.path, lang))
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert (m.run, m.layer, m.head) == (run, 0, 0) and r.content == "head"
    monkeypatch.undo()
    run_frames(app, 3)
    assert (m.sentence, m.layer, m.head) == (old, 0, 0) and not app.errors
