"""The Model tab's layout in a short panel: the usage map, then a row of chips, give up room so that the
chain and the plot keep DRAW_LEAST between them (at 960×600 the chain was 72 px, 25 under its caption, and
the plot's curve 35 px, while the chips and the map kept their full heights). No pygame."""

from __future__ import annotations

import pytest

from app.geometry.model_layout import CHIP_ROW, CHIP_ROWS, DRAW_LEAST, USAGE_CAPTION, model_layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import Scale

SMALLEST = (595, 0, 365, 572)  # the panel of the smallest window, 960×600 at 100 %
DEFAULT = (794, 0, 486, 772)  # of 1280×800


def drawn_height(rect: tuple[int, int, int, int], ui: Scale) -> int:
    score = model_layout(panel_layout(rect, ui=ui), ui).score
    return score.chain[3] + score.plot[3]


def test_in_the_smallest_window_the_chain_and_plot_get_their_room() -> None:
    lay = model_layout(panel_layout(SMALLEST))
    chain, curve = lay.score.chain, lay.score.curve
    assert chain[3] + lay.score.plot[3] >= DRAW_LEAST
    assert chain[3] >= 100 and curve[3] >= 70  # (72 and 35 before)
    assert lay.chips[3] == 2 * CHIP_ROW and lay.usage[3] >= 48  # the chips and the map gave up room


def test_where_there_is_room_the_chips_and_the_map_keep_their_height() -> None:
    lay = model_layout(panel_layout(DEFAULT))
    assert lay.chips[3] == CHIP_ROWS * CHIP_ROW
    assert lay.usage[3] + USAGE_CAPTION == round(DEFAULT[3] * 0.2)  # the map's share, as before


@pytest.mark.parametrize("factor", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("height", range(520, 1200, 20))
def test_at_every_height_the_parts_follow_each_other_inside_the_panel(factor: float, height: int) -> None:
    ui = Scale(factor)
    rect = (600, 0, round(365 * factor), round(height * factor))
    lay = model_layout(panel_layout(rect, ui=ui), ui)
    score = lay.score
    tops = [
        lay.chips[1],
        score.readout[1],
        score.chain[1],
        score.plot[1],
        lay.usage[1] - ui.px(USAGE_CAPTION),
    ]
    ends = [lay.chips[1] + lay.chips[3], score.readout[1] + score.readout[3], score.chain[1] + score.chain[3]]
    ends.append(score.plot[1] + score.plot[3])
    assert all(end <= top for end, top in zip(ends, tops[1:], strict=True))
    assert lay.usage[1] + lay.usage[3] <= rect[1] + rect[3] and lay.chips[3] >= 2 * ui.px(CHIP_ROW)
    short = drawn_height(rect, ui) < ui.px(DRAW_LEAST)
    assert not short or lay.chips[3] == 2 * ui.px(CHIP_ROW)  # short only once every give is given
