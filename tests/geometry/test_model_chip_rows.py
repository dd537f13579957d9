"""The Model tab's chips' band is laid out as tall as the rows the chips take (chip_rows_taken): the rows
left over go to the chain and the plot, never to an empty band above the read-outs. No pygame."""

from __future__ import annotations

import pytest

from app.geometry.model_layout import CHIP_ROW, CHIP_ROWS, chip_rects, chip_rows_taken, model_layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import Scale


@pytest.mark.parametrize("factor", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("count", [1, 6, 14, 22, 40])
def test_the_rows_taken_are_the_rows_the_chips_lie_in(factor: float, count: int) -> None:
    ui = Scale(factor)
    area = (10, 20, ui.px(365), CHIP_ROWS * ui.px(CHIP_ROW))
    widths = [ui.px(60)] * count
    rects = chip_rects(widths, area, ui)
    rows = chip_rows_taken(widths, area, ui)
    assert rows == len({rect[1] for rect in rects if rect is not None})
    assert None not in rects or rows == CHIP_ROWS  # chips left out: every row is full


def test_with_no_chips_the_band_keeps_a_row() -> None:
    assert chip_rows_taken([], (0, 0, 300, 3 * CHIP_ROW)) == 1


# Each scale in the smallest window it fits (its panel 365 px wide at 1) and in the largest (the panel a
# window's 38 %, as the window's layout gives it).
PANELS = [(f, (round(595 * f), 0, round(365 * f), round(572 * f))) for f in (1.0, 1.5, 2.0)]
PANELS += [(f, (2380, 0, 1460, 2160 - round(28 * f))) for f in (1.0, 1.5, 2.0)]


@pytest.mark.parametrize(("factor", "rect"), PANELS)
def test_fewer_rows_give_their_height_to_the_chain_and_plot(factor: float, rect) -> None:
    ui = Scale(factor)
    panel = panel_layout(rect, ui=ui)
    most = model_layout(panel, ui)
    for rows in (1, 2):
        lay = model_layout(panel, ui, rows)
        freed = most.chips[3] - lay.chips[3]
        assert lay.chips[3] == min(rows, most.chips[3] // ui.px(CHIP_ROW)) * ui.px(CHIP_ROW)
        assert lay.score.readout[1] == lay.chips[1] + lay.chips[3] + ui.px(2)  # right under the band
        drawn, was = lay.score.chain[3] + lay.score.plot[3], most.score.chain[3] + most.score.plot[3]
        assert drawn == was + freed and lay.usage == most.usage  # (the map as it was)
