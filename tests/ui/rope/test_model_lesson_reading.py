"""While the real head's step reads the demo model, the panel's head already takes the last token as the
query and the token before it as the key, as the step's words say (it showed "key n = 0", Δ = 11)."""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO, until
from ui_driver import run_frames

from app.model import intents as i
from app.model.lesson import STEPS

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def test_while_the_step_reads_the_model_the_key_is_the_token_before_the_query(app) -> None:
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m, r = app.state.rope.models, app.state.rope
    until(app, lambda: m.run is not None)
    run_frames(app, 1)
    assert m.picks is None  # (still reading: the heads are not picked yet)
    assert (m.query, m.key) == (m.run.length - 1, m.run.length - 2) and r.delta_int == 1
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.picks is not None and (m.query, m.key) == (m.run.length - 1, m.run.length - 2)
