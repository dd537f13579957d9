"""The Model tab's status line writes a negative score with the minus sign −, as the plot's S(m − n) beside
it does: it read "score -0.1234". One model process serves the module (see conftest.py)."""

from __future__ import annotations

import itertools
import re

import pytest
from model_helpers import NEEDS_DEMO, open_demo
from ui_driver import run_frames

from app.llm import heads
from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def test_a_negative_score_is_said_with_a_true_minus(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    n = len(m.run.tokens)
    negative = next(  # a pair of the first layer whose score is below zero
        (head, query, key)
        for head, query in itertools.product(range(9), range(1, n))
        for key in range(query)
        if heads.read_head(m.run, 0, head, query, key).score < 0
    )
    head, query, key = negative
    app.submit(i.SetModelHead(layer=0, head=head))
    app.submit(i.PickToken(query, "query"))
    app.submit(i.PickToken(key, "key"))
    run_frames(app, 2)
    assert (m.head, m.query, m.key) == negative and m.reading.score < 0
    line = app.state.status.text
    assert f"score \u2212{-m.reading.score:.4f}." in line and not re.search(r"-\d", line), line
