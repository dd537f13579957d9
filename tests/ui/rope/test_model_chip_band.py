"""The Model tab's chips take a band as tall as the rows they are laid in, and the read-outs, chain and plot
follow right under it: at 150 % a sentence whose chips fit on one row kept an empty band where a second
(and third) row would go, between the chips' bars and the read-outs."""

from __future__ import annotations

import numpy as np
import pytest
from model_helpers import NEEDS_DEMO, SHORT, open_demo
from support import pixels
from ui_driver import run_frames

from app import config
from app.geometry.model_layout import BAR_H, CHIP_ROW
from app.model import intents as i
from app.ui.rope.model_view import token_chips

TWO_ROWS = "The cat sat on the mat because the cat was tired."  # two rows of three at 1920×1200, 150 %
LONG = "The cat sat on the mat because the cat was tired, and then it slept until the morning came."


def read_at(app, size: tuple[int, int], scale: float, text: str) -> list:
    app.submit_all([i.Resize(size, (4000, 4000)), i.SetUiScale(scale)])
    run_frames(app, 2)
    open_demo(app, text)
    run_frames(app, 3)
    assert app.fonts.scale.factor == scale
    lay = app.rope_panel.model_layout
    return token_chips(app.fonts, app.state.rope.models, lay.chips)


def first_drawn_row_under(app, top: int) -> int:
    """The first screen row from top down, inside the panel's padding, with anything but its background."""
    lay = app.rope_panel.model_layout
    x, _, w, _ = lay.chips
    shown = pixels(app.screen, (x, top, w, lay.score.plot[1] - top))  # [x, y, channel]
    drawn = (shown != config.ROPE_PANEL_BG).any(axis=(0, 2))
    return top + int(np.argmax(drawn))


@NEEDS_DEMO
@pytest.mark.usefixtures("shared_process")
@pytest.mark.parametrize(
    "size, scale", [((1440, 900), 1.5), ((3840, 2160), 1.5), ((1280, 800), 1.0), ((3840, 2160), 2.0)]
)
def test_chips_on_one_row_leave_no_empty_band(app, size, scale) -> None:
    chips = read_at(app, size, scale, SHORT)
    assert None not in chips and len({rect[1] for rect in chips}) == 1  # all on one row
    lay, px = app.rope_panel.model_layout, app.fonts.scale.px
    assert lay.chips[3] == px(CHIP_ROW)
    bars_foot = chips[0][1] + chips[0][3] + px(2) + px(BAR_H)
    # On the screen: the read-outs' words begin a few pixels under the bars (they were two rows lower).
    assert first_drawn_row_under(app, bars_foot + 1) - bars_foot <= px(12)


@NEEDS_DEMO
@pytest.mark.usefixtures("shared_process")
@pytest.mark.parametrize(
    "size, scale, text", [((1920, 1200), 1.5, TWO_ROWS), ((1440, 900), 1.5, LONG), ((1280, 800), 1.0, LONG)]
)
def test_the_band_holds_as_many_rows_as_the_chips_take(app, size, scale, text) -> None:
    chips = read_at(app, size, scale, text)
    rows = len({rect[1] for rect in chips if rect is not None})
    assert rows >= 2
    lay, px = app.rope_panel.model_layout, app.fonts.scale.px
    assert lay.chips[3] == rows * px(CHIP_ROW)
    assert lay.score.readout[1] == lay.chips[1] + lay.chips[3] + px(2)
