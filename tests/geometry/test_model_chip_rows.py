"""The Model tab's chips' band keeps the rows the room allows (three, two in a short panel), whatever the
sentence: the read-outs, chain and plot under it stay put as the chips' rows change. No pygame."""

from __future__ import annotations

import pytest

from app.geometry.model_layout import CHIP_ROW, CHIP_ROWS, CHIP_ROWS_LEAST, model_layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import Scale

# Each scale in the smallest window it fits (its panel 365 px wide at 1) and in the largest (the panel a
# window's 38 %, as the window's layout gives it).
PANELS = [(f, (round(595 * f), 0, round(365 * f), round(572 * f))) for f in (1.0, 1.5, 2.0)]
PANELS += [(f, (2380, 0, 1460, 2160 - round(28 * f))) for f in (1.0, 1.5, 2.0)]


@pytest.mark.parametrize(("factor", "rect"), PANELS)
def test_the_band_holds_the_rows_the_room_allows_and_the_read_outs_lie_under_it(factor: float, rect) -> None:
    ui = Scale(factor)
    lay = model_layout(panel_layout(rect, ui=ui), ui)
    assert lay.chips[3] in {rows * ui.px(CHIP_ROW) for rows in (CHIP_ROWS_LEAST, CHIP_ROWS)}
    assert lay.score.readout[1] == lay.chips[1] + lay.chips[3] + ui.px(2)
    if rect[3] > 2000:  # a tall panel: every row
        assert lay.chips[3] == CHIP_ROWS * ui.px(CHIP_ROW)
