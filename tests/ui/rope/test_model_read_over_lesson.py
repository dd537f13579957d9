"""A sentence still being read when L opens the lesson: its head turned the lesson step's chain into the
model's (and its line took the lesson's), and leaving gave back the tab as it stood when L was pressed (the
old sentence, or the new one with no usage map). Now the read waits out the lesson and goes on after it,
and a model opened inside a step stops with the step; through the real loop with real keys."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo, until
from ui_driver import press_key, run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.lesson import REAL_HEAD_TEXT
from app.model.model_state import shown_name

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
NEW = "A dog ran along the beach and then it slept."


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_read_under_way_waits_out_the_lesson_and_goes_on_after_it(app, lang, monkeypatch) -> None:
    open_demo(app)
    s, m, r, work = app.state, app.state.rope.models, app.state.rope, app.rope_panel.model_tab.work
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetModelSentence(NEW))
    run_frames(app, 1)  # the process is asked
    assert m.busy and m.reading is not None and m.sentence != NEW
    press_key(app, pygame.K_l, unicode="l")
    assert s.lesson == 0
    lesson_line, chain = s.status.text, r.content
    assert chain != "head" and not m.busy and work.window is None  # no progress window over the step
    until(app, lambda: not work.busy)  # whatever the process still sends of the read is dropped
    run_frames(app, 3)
    assert (s.status.text, r.content) == (lesson_line, chain)
    press_key(app, pygame.K_END)  # the real head's step reads a sentence of its own
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.sentence == REAL_HEAD_TEXT  # (the field said the sentence whose read the lesson stopped)
    assert app.rope_panel.widgets["sentence_entry"].get_text() == REAL_HEAD_TEXT
    monkeypatch.setattr(work.process, "results", lambda: [])  # a slow read: nothing comes meanwhile
    press_key(app, pygame.K_l, unicode="l")
    assert s.lesson is None and m.busy  # the read goes on, from its start
    again = tr(lang, "lesson.read_again", name=shown_name(m.job.name, m.job.path, lang))
    assert s.status.text == f"{tr(lang, 'lesson.left')} {again}"
    run_frames(app, 1)
    assert app.rope_panel.widgets["sentence_entry"].get_text() == NEW  # the sentence read, as at Enter
    monkeypatch.undo()
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.sentence == NEW and m.usage is not None and r.content == "head" and not s.status.error
    assert app.rope_panel.widgets["sentence_entry"].get_text() == NEW


def test_a_model_opened_inside_a_step_stops_with_the_step(app, monkeypatch) -> None:
    """(Its head, come in the next step, turned that step's chain into the model's.)"""
    s, m, r = app.state, app.state.rope.models, app.state.rope
    process = app.rope_panel.model_tab.work.process
    press_key(app, pygame.K_l, unicode="l")
    monkeypatch.setattr(process, "results", lambda: [])  # a slow read: nothing comes before PageDown
    app.submit(i.SetRopeTab("model"))
    app.submit(i.OpenModel("", "demo"))
    run_frames(app, 1)
    assert s.lesson == 0 and m.busy
    press_key(app, pygame.K_PAGEDOWN)
    assert s.lesson == 1 and not m.busy
    monkeypatch.undo()
    chain = r.content
    until(app, lambda: not app.rope_panel.model_tab.work.busy)
    run_frames(app, 3)
    assert r.content == chain != "head" and m.model is None and not s.status.error
