"""Where each part of the RoPE panel's Model tab goes, from the panel's layout alone. No pygame.

Top to bottom: the tabs (the Model tab's button beside the other two), the model menu with the |q|/|k|
switch, the sentence, the layer and head selectors, the tokens as chips (each with its attention bar
under it), then the score tab's read-outs, chain and plot (the same views, in a shorter space), and the
frequency-usage map (layers × pairs) at the bottom. In a short panel the map, then a row of chips, give up
room so that the chain and plot stay large enough to read (DRAW_LEAST). The chips' band keeps the rows the
room allows whatever the sentence: sized to the rows its chips took, it moved the read-outs, chain and
plot up or down with each sentence, language or "Reading…" line (and resized the chain). With a second head
shown (the lesson's), the chain area is split: the chosen head's chain on the left, the second's on the
right. Sizes are at scale 1 and laid out at the UI scale (`ui.px`), like rope_layout's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app import config
from app.geometry.rope_layout import PLOT_FOOTER, PLOT_HEADER, READOUT_H, PanelLayout, _row
from app.geometry.units import UNSCALED, Scale

Rect = tuple[int, int, int, int]
CHIP_H = 20  # a token chip
BAR_H = 12  # its attention bar, under it
CHIP_ROW = CHIP_H + BAR_H + 4
CHIP_ROWS = 3
CHIP_PAD = 6  # text to chip edge
USAGE_SHARE = 0.2  # of the panel's height, for the usage map and its caption
USAGE_H = (90, 160)
USAGE_CAPTION = 18  # the map's caption above it: a line of 12 px words in any face (Hangul's is the tallest)
# The chain and the plot together get at least this much where the panel is short (960×600: 25 px of chain
# under its caption): the usage map gives up height first, down to USAGE_LEAST, then a row of chips.
DRAW_LEAST = 220
USAGE_LEAST = 66  # with its caption: 48 px of map, over a pixel per layer of a 30-layer model
CHIP_ROWS_LEAST = 2


@dataclass(frozen=True)
class ModelLayout:
    """Named rectangles of the Model tab."""

    tab_model: Rect
    model_menu: Rect
    usage_button: Rect
    sentence_entry: Rect
    layer_label: Rect
    layer_slider: Rect
    layer_value: Rect
    head_label: Rect
    head_slider: Rect
    head_value: Rect
    chips: Rect
    usage: Rect  # the map (its caption above it)
    score: PanelLayout  # the score tab's layout with the read-outs, chain and plot moved here
    split: PanelLayout  # the same with the chain in the left half (a second head beside it)
    compare_chain: Rect  # the right half, the second head's chain

    def scored(self, beside: bool) -> PanelLayout:
        """Where the score view draws: split when a second head is shown beside the first."""
        return self.split if beside else self.score


def tab_model(p: PanelLayout) -> Rect:
    """The third tab, one step on from the second as the second is from the first (at any UI scale)."""
    x, y, w, h = p.tab_invariance
    return (2 * x - p.tab_score[0], y, w, h)


def model_layout(p: PanelLayout, ui: Scale = UNSCALED) -> ModelLayout:
    """The Model tab inside the panel p, at the UI scale ui."""
    x0, y0, w, h = p.panel
    pad, row, gap, px = ui.px(config.PAD), ui.px(config.ROPE_ROW), ui.px(config.ROPE_GAP), ui.px
    inner_x, inner_w = x0 + pad, w - 2 * pad
    bottom = y0 + h - pad
    y = p.tab_score[1] + row + px(4)
    r: dict[str, Rect] = {}
    r |= _row(inner_x, y, inner_w, [("model_menu", None), ("usage_button", 84)], ui)
    y += row + gap
    r |= _row(inner_x, y, inner_w, [("sentence_entry", None)], ui)
    y += row + gap
    r |= _row(
        inner_x,
        y,
        inner_w,
        [
            ("layer_label", 44),
            ("layer_slider", None),
            ("layer_value", 30),
            ("head_label", 40),
            ("head_slider", None),
            ("head_value", 30),
        ],
        ui,
    )
    y += row + gap
    readout_h, header, footer = (round(size * p.scale) for size in (READOUT_H, PLOT_HEADER, PLOT_FOOTER))
    usage_h = min(max(round(h * USAGE_SHARE), px(USAGE_H[0])), px(USAGE_H[1]))
    rows, usage_h = _room_to_draw(bottom - gap - y - readout_h - px(4), usage_h, ui)
    chips = (inner_x, y, inner_w, rows * px(CHIP_ROW))
    y += chips[3] + px(2)
    caption = px(USAGE_CAPTION)
    usage = (inner_x, bottom - usage_h + caption, inner_w, usage_h - caption)
    readout = (inner_x, y, inner_w, readout_h)
    draw_top = y + readout_h + px(2)
    draw_h = max(usage[1] - caption - gap - draw_top, 2 * (header + footer))
    chain_h = round(draw_h * config.ROPE_CHAIN_SHARE)
    chain = (inner_x, draw_top, inner_w, chain_h)
    plot = (inner_x, draw_top + chain_h, inner_w, draw_h - chain_h)
    curve = (plot[0], plot[1] + header, plot[2], plot[3] - header - footer)
    score = replace(p, readout=readout, chain=chain, plot=plot, curve=curve)
    half = (inner_w - gap) // 2
    split = replace(score, chain=(inner_x, draw_top, half, chain_h))
    compare_chain = (inner_x + inner_w - half, draw_top, half, chain_h)
    return ModelLayout(
        tab_model=tab_model(p),
        chips=chips,
        usage=usage,
        score=score,
        split=split,
        compare_chain=compare_chain,
        **r,
    )


def _room_to_draw(free: int, usage_h: int, ui: Scale) -> tuple[int, int]:
    """(chip rows, the usage map's height with its caption) leaving the chain and plot DRAW_LEAST where
    they can, out of `free`: what the chips, the map and the drawing share."""
    want, rows = ui.px(DRAW_LEAST), CHIP_ROWS
    short = want - (free - rows * ui.px(CHIP_ROW) - usage_h)
    if short > 0:
        usage_h -= min(short, max(usage_h - ui.px(USAGE_LEAST), 0))
        if free - rows * ui.px(CHIP_ROW) - usage_h < want:
            rows = CHIP_ROWS_LEAST
    return rows, usage_h


def chip_rects(
    widths: list[int], area: Rect, ui: Scale = UNSCALED, mark: int = 0, first: int | None = None
) -> list[Rect | None]:
    """Chips of these widths laid left to right, row by row, in area, at the UI scale; None for those that
    do not fit. Unless all fit: from `first` on (the wheel's), else the last tokens (the query is the last
    by default), with `mark` pixels left for the count of those hidden before the first row (drawn where
    the first kept chip lay, it was hidden under it) and, from `first`, after the last."""
    x0, y0, w, h = area
    gap, chip_h, chip_row = ui.px(4), ui.px(CHIP_H), ui.px(CHIP_ROW)
    rows = max(1, h // chip_row)
    forward = _forward(widths, area, rows, gap, (chip_h, chip_row))
    if forward is not None:
        return forward
    if first is not None:
        return _from_first(widths, area, (rows, gap, chip_h, chip_row), max(0, first), mark)
    placed: list[Rect | None] = [None] * len(widths)
    x, line = x0 + w, rows - 1  # from the end, right to left, bottom row first
    for index in range(len(widths) - 1, -1, -1):
        cw = min(widths[index], w - mark)
        if x - cw < x0 + (mark if line == 0 else 0):
            line, x = line - 1, x0 + w
            if line < 0:
                break
        x -= cw
        placed[index] = (x, y0 + line * chip_row, cw, chip_h)
        x -= gap
    return _left_aligned(placed, x0, gap, (y0, mark))


def _from_first(
    widths: list[int], area: Rect, sizes: tuple[int, int, int, int], first: int, mark: int
) -> list[Rect | None]:
    """The chips from `first` on, left to right; the last row keeps `mark` free at its end when chips
    after it are hidden. sizes: rows, gap, a chip's height, a row's."""
    x0, y0, w, _ = area
    rows, gap, chip_h, chip_row = sizes
    out: list[Rect | None] = [None] * len(widths)
    x, line = x0 + (mark if first > 0 else 0), 0
    for index in range(min(first, len(widths) - 1), len(widths)):
        cw = min(widths[index], w - mark)
        if x + cw > x0 + w:
            x, line = x0, line + 1
        if line >= rows:
            break
        out[index] = (x, y0 + line * chip_row, cw, chip_h)
        x += cw + gap
    if out[-1] is None:  # some hidden after: room for their count at the last row's end
        last = max(k for k, rect in enumerate(out) if rect is not None)
        while last > first and (rect := out[last]) is not None and rect[0] + rect[2] > x0 + w - mark:
            out[last], last = None, last - 1
    return out


def _forward(
    widths: list[int], area: Rect, rows: int, gap: int, heights: tuple[int, int]
) -> list[Rect | None] | None:
    """Every chip from the top left, as text runs; None if they do not all fit. heights: a chip's, a row's."""
    x0, y0, w, _ = area
    chip_h, chip_row = heights
    out: list[Rect | None] = []
    x, line = x0, 0
    for width in widths:
        cw = min(width, w)
        if x + cw > x0 + w:
            x, line = x0, line + 1
        if line >= rows:
            return None
        out.append((x, y0 + line * chip_row, cw, chip_h))
        x += cw + gap
    return out


def _left_aligned(placed: list[Rect | None], x0: int, gap: int, first: tuple[int, int]) -> list[Rect | None]:
    """The same rows, each started at x0 (read left to right, as the sentence is), the first row (its y,
    its indent) indented."""
    out: list[Rect | None] = []
    x, line_y = x0, None
    for rect in placed:
        if rect is None:
            out.append(None)
            continue
        if rect[1] != line_y:
            x, line_y = x0 + (first[1] if rect[1] == first[0] else 0), rect[1]
        out.append((x, rect[1], rect[2], rect[3]))
        x += rect[2] + gap
    return out


def cell_at(area: Rect, rows: int, cols: int, pos: tuple[int, int]) -> tuple[int, int] | None:
    """The (row, column) of the usage map's cell under pos, None outside it."""
    x, y, w, h = area
    if not (x <= pos[0] < x + w and y <= pos[1] < y + h) or rows < 1 or cols < 1:
        return None
    return min((pos[1] - y) * rows // h, rows - 1), min((pos[0] - x) * cols // w, cols - 1)
