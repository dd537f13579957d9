"""The lesson's real-head step in the smallest window (960×600), in both languages: one button per name
(the lesson box's Finish beside the canvas' greyed Finish could not be told apart), and the chains' names
and the m − n caption whole, so the score and the pass's own score show (both were cut at "…")."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, until
from test_number_signs import drawn  # noqa: F401 (the fixture)
from ui_driver import run_frames

from app import config
from app.i18n import tr
from app.model import intents as i
from app.model.lesson import STEPS
from app.ui.rope.rope_text import format_number

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_real_head_step_reads_whole_at_960x600(app, lang, request) -> None:
    app.submit(i.SetLanguage(lang))
    app.submit(i.Resize(config.MIN_WINDOW_SIZE, (4000, 4000)))
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    until(app, lambda: not m.busy)
    shown = request.getfixturevalue("drawn")  # what the views draw from here on
    app.submit(i.SetRopeTab("model"))  # (drawn whole again)
    run_frames(app, 3)
    box, tools = app.windows.lesson_box, app.tools
    assert box.finish is not None and box.finish.text != tools.finish_button.text
    score = format_number(m.reading.score)
    distance = [text for text in shown if text.startswith("m − n")]
    assert distance and all(score in text and not text.endswith("…") for text in distance), distance
    assert format_number(m.pass_score) in distance[-1]
    for layer, head in ((m.reading.layer, m.reading.head), m.picks.slow):  # each chain's name, whole
        names = {
            tr(lang, key, n=32, layer=layer, head=head) for key in ("model.beside", "model.beside_short")
        }
        assert names & set(shown), (names, shown)
