"""The real head's step quotes the attention its chips show: the last token's (the query) on the token before
it, with the sentence's mean beside it named as a mean (it quoted the mean, 0.79, as that query's while
the chip bar showed 0.760)."""

from __future__ import annotations

import numpy as np
import pytest
from model_helpers import NEEDS_DEMO, until
from ui_driver import run_frames

from app.llm.heads import attention_row
from app.model import intents as i
from app.model.lesson import STEPS

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


@pytest.mark.parametrize(
    ("lang", "mean_word"), [("en", "on average over the sentence"), ("ko", "문장 전체 평균")]
)
def test_the_step_s_attention_is_the_shown_query_s_and_the_mean_is_called_one(app, lang, mean_word) -> None:
    app.submit(i.SetLanguage(lang))
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    q, k = m.query, m.key
    assert (q, k) == (m.run.length - 1, m.run.length - 2) and (m.layer, m.head) == m.picks.previous
    shown = float(m.reading.attention[k])  # the chip bar's: the query's row at the key
    mean = np.mean([attention_row(m.run, m.layer, m.head, t)[t - 1] for t in range(1, m.run.length)])
    assert f"{shown:.2f}" != f"{mean:.2f}"  # (else the words could not tell them apart)
    words = " ".join(text for text, _ in app.windows.lesson_box.lines).replace("\u00a0", " ")
    assert f"{shown:.2f}" in words
    at = words.index(mean_word)
    assert f"{mean:.2f}" in words[at - 8 : at + len(mean_word) + 8]  # the mean, named so
    assert app.errors == []
