"""The Model tab's jobs in the model's process: Cancel and Esc (the view and the sentence given back), the
progress window (its words in a language chosen meanwhile, its scale, a dialog opened over it), a job not
stopped in time, a child that dies, the process ended with the app, what a stopped job still sends. One
model process serves the module, but where a test ends one."""

from __future__ import annotations

import os
import signal

import numpy as np
import pygame
import pytest
from model_helpers import NEEDS_DEMO, SHORT, open_demo, until
from ui_driver import centre, click, press_key, run_frames, type_into

from app.llm import worker
from app.model import intents as i
from app.ui.rope.model_work import WINDOW_SIZE

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def own_process(app) -> worker.ModelProcess:
    """A process of this app's own, for a test that ends it."""
    process = app.rope_panel.model_tab.work.process = worker.ModelProcess()
    return process


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_cancel_leaves_the_previous_model_and_view(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    before = (m.model, m.run, m.reading, app.state.rope.h.copy())
    app.submit(i.SetModelSentence("A new sentence of a few words, read and then cancelled at once."))
    run_frames(app, 1)  # the worker starts, the progress window opens
    work = app.rope_panel.model_tab.work
    assert m.busy and work.cancel is not None
    click(app, centre(work.cancel.rect))
    assert not m.busy and work.window is None
    until(app, lambda: not work.busy)  # the process stopped the job between two layers
    run_frames(app, 2)  # whatever it still sent is dropped
    assert (m.model, m.run, m.reading) == before[:3]
    np.testing.assert_array_equal(app.state.rope.h, before[3])
    assert "Stopped" in app.state.status.text
    assert work.process.alive  # and waits for the next job, the model still open in it


@pytest.mark.parametrize("stop", ["cancel", "esc"])
def test_after_cancel_the_sentence_field_shows_the_sentence_shown(app, stop) -> None:
    """(It kept the cancelled sentence, while the chips and the chain were the old one's.)"""
    open_demo(app)
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    entry = app.rope_panel.widgets["sentence_entry"]
    type_into(app, entry.rect, "A new sentence, cancelled before it is read.")
    run_frames(app, 1)
    assert m.busy and work.cancel is not None
    if stop == "cancel":
        click(app, centre(work.cancel.rect))
    else:
        press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert not m.busy and m.sentence == SHORT and entry.get_text() == SHORT


def test_esc_cancels_the_job_as_cancel_does(app) -> None:
    open_demo(app)
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    before = m.reading
    app.submit(i.SetModelSentence("Another sentence, stopped with Esc."))
    run_frames(app, 1)
    assert m.busy and work.window is not None
    press_key(app, pygame.K_ESCAPE)
    assert not m.busy and work.window is None and m.reading is before
    assert "Stopped" in app.state.status.text


def test_cancel_after_the_new_head_came_gives_back_the_view_chosen_before(app) -> None:
    """The job's first head had replaced the chain; Cancel brings back the one shown before it."""
    open_demo(app)
    m, rope = app.state.rope.models, app.state.rope
    press_key(app, pygame.K_2, unicode="2")
    chosen = (rope.n_arrows, rope.base, rope.content, rope.h.copy())
    reading = m.reading
    app.submit(i.SetModelSentence("A longer sentence whose first head comes before its last layer is read."))
    until(app, lambda: m.reading is not reading)
    assert m.busy and rope.content == "head"  # the new head shown, the later layers still being read
    # Cancel at once: a click's frames gave the job time to end first on a busy machine (then there is
    # nothing to cancel, and the new head rightly stays). The button's own press: the first test here.
    app.submit(i.CancelModel())
    run_frames(app, 1)
    assert not m.busy and m.reading is reading
    assert (rope.n_arrows, rope.base, rope.content) == chosen[:3]
    np.testing.assert_array_equal(rope.h, chosen[3])


def test_a_language_chosen_mid_job_says_the_progress_window_anew(app) -> None:
    app.submit(i.SetRopeTab("model"))
    app.submit(i.OpenModel("", "demo"))
    run_frames(app, 1)
    work = app.rope_panel.model_tab.work
    assert work.window is not None and work.window.window_display_title == "Reading the model"
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert work.window is not None and work.window.window_display_title == "모델 읽는 중"
    until(app, lambda: not app.state.rope.models.busy)


def test_the_progress_window_is_at_the_ui_scale_and_counts_in_percent(app) -> None:
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    app.submit(i.OpenModel("", "demo"))
    run_frames(app, 1)
    work = app.rope_panel.model_tab.work
    assert work.window is not None and work.window.rect.width >= 2 * WINDOW_SIZE[0] - 2
    assert work.cancel.rect.height >= 2 * 28 - 2 and work.window.rect.contains(work.cancel.rect)
    assert work._bar.status_text() == "0 %"  # not pygame_gui's "0.0/100.0"
    until(app, lambda: not app.state.rope.models.busy)


def test_a_dialog_opened_while_a_model_is_read_opens_over_its_progress_window(app) -> None:
    """(Kept always on top, the progress window had Text… open under it, its field out of sight.)"""
    open_demo(app)
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    app.submit(i.SetModelSentence("A longer sentence, read while a dialog is opened over its progress."))
    run_frames(app, 1)
    assert m.busy and work.window is not None
    press_key(app, pygame.K_t, mod=pygame.KMOD_LCTRL)
    dialog = app.windows.text_dialog
    assert dialog is not None and app.windows.windows()[0] is dialog.window
    until(app, lambda: not m.busy)


def test_a_job_not_stopped_in_time_ends_its_process_and_the_next_starts_one(app, monkeypatch) -> None:
    process = own_process(app)
    monkeypatch.setattr(worker, "STOP_WAIT", 0.0)  # any job still at work once cancelled is "not in time"
    app.submit(i.SetRopeTab("model"))
    app.submit(i.OpenModel("", "demo"))
    until(app, lambda: process.at_work is not None)
    pid = process.pid
    app.submit(i.CancelModel())
    run_frames(app, 1)
    assert not process.alive and gone(pid) and not app.state.rope.models.busy
    app.submit(i.OpenModel("", "demo"))
    run_frames(app, 1)
    assert process.alive and process.pid != pid  # a new process for the next job
    process.close()


def test_a_child_that_dies_gives_one_line_and_the_previous_model_stays(app) -> None:
    open_demo(app)
    process = own_process(app)
    process.start()
    m = app.state.rope.models
    before = (m.model, m.reading)
    os.kill(process.pid, signal.SIGSTOP)  # it cannot finish the job before it dies
    app.submit(i.SetModelSentence("A sentence its process never finishes."))
    run_frames(app, 1)
    os.kill(process.pid, signal.SIGKILL)
    until(app, lambda: not m.busy)
    assert app.state.status.error and "stopped unexpectedly" in app.state.status.text
    assert "\n" not in app.state.status.text and (m.model, m.reading) == before
    process.close()


def test_the_model_process_ends_when_the_app_quits(app) -> None:
    process = own_process(app)
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 1)  # the tab shown starts the model's process
    pid = process.pid
    assert process.alive
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not process.alive and gone(pid)


class LateProcess:
    """A process whose last job's messages arrive after the window stopped asking for it."""

    at_work = None

    def __init__(self) -> None:
        self.late = [("progress", 0.5), ("failed", "too late")]

    def stop(self) -> None:
        pass

    def results(self):
        late, self.late = self.late, []
        return late


def test_what_a_stopped_job_still_sends_is_dropped(app) -> None:
    from app.ui.rope.model_work import ModelWork

    work = ModelWork(app.manager, LateProcess())
    assert work.poll(None, pygame.Rect(0, 0, 400, 400), "en") == []
