"""A sentence read stopped once its first layers came (Esc, the progress window's Cancel, or Ctrl+Z, which
stops a read first) is no undo or redo step: Ctrl+Z then takes back the pick before it, and Ctrl+Shift+Z
brings back that pick and no further. (Undo after Esc, or redo after Ctrl+Z, brought back the half-read
sentence, whose layers it never reached said "not read yet" though nothing read them.) Real keys and clicks
through the real loop, in both languages; the worker's messages are held back to keep the read going."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo, until
from test_model_pick_undo import ctrl, shown
from ui_driver import click, press_key, run_frames

from app.i18n import tr
from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
NEW = "A dog ran along the beach and then it slept."


def stop(app, how: str) -> None:
    work = app.rope_panel.model_tab.work
    if how == "esc":
        press_key(app, pygame.K_ESCAPE)
    elif how == "cancel":
        click(app, work.cancel.get_abs_rect().center)
    else:
        ctrl(app, pygame.K_z)


@pytest.mark.parametrize("how", ["esc", "cancel", "ctrl_z"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_read_stopped_half_way_is_no_undo_or_redo_step(app, lang, how, monkeypatch) -> None:
    open_demo(app)
    app.submit(i.SetLanguage(lang))
    m = app.state.rope.models
    app.submit(i.SetModelHead(layer=3, head=2))  # a pick: one undo step
    run_frames(app, 2)
    run, picked = m.run, shown(app)
    app.submit(i.SetModelSentence(NEW))
    until(app, lambda: m.kept is not None)  # the new sentence's first layers came; the rest are read
    assert m.run is not run and len(m.run.traces) < m.model.config.layers
    monkeypatch.setattr(app.rope_panel.model_tab.work.process, "results", lambda: [])  # (still reading)
    run_frames(app, 2)
    stop(app, how)
    assert not m.busy and m.run is run and shown(app) == picked
    monkeypatch.undo()
    run_frames(app, 3)
    ctrl(app, pygame.K_z)  # the pick before the read, not the half-read sentence
    assert m.run is run and shown(app) == (0, 0, picked[2], picked[3])
    ctrl(app, pygame.K_z, shift=True)
    assert m.run is run and shown(app) == picked
    ctrl(app, pygame.K_z, shift=True)  # nothing more: the stopped read is not brought back
    assert m.run is run and shown(app) == picked and not m.busy
    assert app.state.status.text == tr(lang, "status.redo.nothing")
    run_frames(app, 2)
    assert app.rope_panel.widgets["sentence_entry"].get_text() != NEW and app.errors == []
