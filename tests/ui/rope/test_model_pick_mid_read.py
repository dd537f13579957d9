"""A layer or head picked while a new sentence is read (its first head not come yet) is the one shown when
it comes: the read brought back the layer and head of the moment Enter was pressed (a click on the Layer
slider's arrow showed layer 1 at once, then 0 again under the new sentence). Through the real loop with
real clicks, in both languages."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, open_demo, until
from ui_driver import click, run_frames

from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
NEW = "A small red boat drifted slowly across the calm grey lake under a heavy sky."


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_head_picked_mid_read_is_the_one_the_new_sentence_shows(app, lang, monkeypatch) -> None:
    open_demo(app)
    process = app.rope_panel.model_tab.work.process
    app.submit(i.SetLanguage(lang))
    run_frames(app, 1)  # the tab's widgets built anew in the language
    s, m, w = app.state, app.state.rope.models, app.rope_panel.widgets
    monkeypatch.setattr(process, "results", lambda: [])  # a slow read: nothing comes during the clicks
    app.submit(i.SetModelSentence(NEW))
    run_frames(app, 1)  # the process is asked
    assert m.busy and m.kept is None  # the new sentence's first head has not come
    for name, clicks in (("layer_slider", 2), ("head_slider", 3)):
        for _ in range(clicks):  # its right arrow
            rect = w[name].rect
            click(app, (rect.right - rect.height // 2, rect.centery))
    assert (m.layer, m.head) == (2, 3) and m.kept is None  # shown at once, on the sentence read before
    monkeypatch.undo()
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.sentence == NEW and (m.layer, m.head) == (2, 3) and not s.status.error
    assert m.reading is not None and (m.reading.layer, m.reading.head) == (2, 3)
    assert (w["layer_slider"].get_current_value(), w["head_slider"].get_current_value()) == (2, 3)
