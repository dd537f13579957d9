"""The Model tab's read-outs, chain and plot stay where they are whatever the chips' band holds: the band was
as tall as the rows the chips (or the line in their place) took, so opening the demo (the hint's two lines,
"Reading the sentence…"'s one, then the chips' rows), another sentence or a language switch moved them up or
down a row or two, and changed the chain's height with them."""

from __future__ import annotations

import numpy as np
import pytest
from model_helpers import NEEDS_DEMO, SHORT, open_demo, until
from support import pixels
from ui_driver import run_frames, type_into

from app import config
from app.model import intents as i
from app.ui.rope.model_view import token_chips

LONG = "The cat sat on the mat because the cat was tired, and then it slept until the morning came."


def placed(app) -> tuple:
    """Where the band, the read-outs, the chain and the plot lie."""
    lay = app.rope_panel.model_layout
    return lay.chips, lay.score.readout, lay.score.chain, lay.score.plot


def chip_rows(app) -> int:
    chips = token_chips(app.fonts, app.state.rope.models, app.rope_panel.model_layout.chips)
    return len({rect[1] for rect in chips if rect is not None})


def first_drawn_row_under_band(app) -> int:
    """The first screen row under the chips' band with anything but the panel's background: the read-outs'
    words."""
    x, y, w, h = app.rope_panel.model_layout.chips
    top = y + h
    shown = pixels(app.screen, (x, top, w, app.rope_panel.model_layout.score.plot[1] - top))
    return top + int(np.argmax((shown != config.ROPE_PANEL_BG).any(axis=(0, 2))))


@NEEDS_DEMO
@pytest.mark.usefixtures("shared_process")
@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 1.0), ((3840, 2160), 2.0)])
def test_the_chain_and_plot_stay_put_as_the_chips_rows_change(app, size, scale) -> None:
    app.submit_all([i.Resize(size, (4000, 4000)), i.SetUiScale(scale), i.SetRopeTab("model")])
    run_frames(app, 3)
    assert app.fonts.scale.factor == scale
    hint = placed(app)[:2]  # the band and the read-outs under the line said in the chips' place
    open_demo(app, SHORT)
    run_frames(app, 3)
    # (the chain gives the plot's foot a row for "faint: S(Δ) ahead" once a head is shown)
    before = placed(app)
    assert chip_rows(app) == 1 and before[:2] == hint
    words_at = first_drawn_row_under_band(app)
    type_into(app, app.rope_panel.widgets["sentence_entry"].rect, LONG)  # real keys, then Enter
    models = app.state.rope.models
    until(app, lambda: not models.busy and models.reading is not None and len(models.reading.tokens) > 12)
    run_frames(app, 3)
    assert chip_rows(app) >= 2 and placed(app) == before
    assert first_drawn_row_under_band(app) == words_at  # on the screen too
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 3)
    assert placed(app) == before and not app.errors
