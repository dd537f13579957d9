"""Where each part of the RoPE panel goes, from the panel's rectangle alone. No pygame.

Top to bottom: the two tab buttons, two lines of readouts, the chain, the plot, seven rows of controls.
The plot's horizontal axis is score / reach (−1 … 1), its zero under the chain's origin, and Δ runs
downwards through `curve` (linear or logarithmic). The chain has its own zoom (rope_scales), so the
guide from its tip bends to the tip's true score on the plot when the two scales differ.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import ArrayLike

from app import config
from app.geometry.delta_axis import delta_at_log_fraction, log_fraction
from app.geometry.units import UNSCALED, Scale

Rect = tuple[int, int, int, int]  # x, y, width, height
TAB_W = 104
READOUT_H = 40
PLOT_HEADER = 37  # axis names, then the score-axis tick labels under them, above the curve
PLOT_FOOTER = 6
CAPTION_ROW = 14  # under the curve, with the footer: the faint curves' captions on their plates, Hangul's too
CHAIN_MARGIN = 14  # kept free above and below the chain


@dataclass(frozen=True)
class PanelLayout:
    """Named rectangles of the panel (score tab and invariance tab; each tab uses its own)."""

    panel: Rect
    tab_score: Rect
    tab_invariance: Rect
    readout: Rect
    chain: Rect
    plot: Rect
    curve: Rect  # the part of the plot where Δ maps to rows
    # score tab controls, row by row
    button_2: Rect
    button_32: Rect
    model_menu: Rect
    arrows_label: Rect
    arrows_slider: Rect
    arrows_value: Rect
    circles_box: Rect
    base_label: Rect
    base_menu: Rect
    base_entry: Rect
    content_menu: Rect
    seed_label: Rect
    seed_entry: Rect
    new_seed: Rect
    window_label: Rect
    lo_entry: Rect
    hi_entry: Rect
    play: Rect
    speed_label: Rect
    speed_slider: Rect
    speed_value: Rect
    log_box: Rect
    scaling_label: Rect
    scaling_menu: Rect
    factor_label: Rect
    factor_entry: Rect
    bound_box: Rect
    best_label: Rect
    search_lo: Rect
    search_to: Rect
    search_hi: Rect
    go_best: Rect
    delta_label: Rect
    delta_entry: Rect
    # invariance tab
    inv_m_label: Rect
    inv_m_slider: Rect
    inv_m_value: Rect
    inv_n_label: Rect
    inv_n_slider: Rect
    inv_n_value: Rect
    inv_s_label: Rect
    inv_s_slider: Rect
    inv_s_value: Rect
    inv_new_qk: Rect
    inv_view: Rect
    ladder_box: Rect
    scale: float = 1.0  # of the picture's own spacing (rope_scales' margins and pads too)


def _row(x: int, y: int, width: int, items: list[tuple[str, int | None]], ui: Scale) -> dict[str, Rect]:
    """Lay items left to right in one row; widths (at scale 1) of None share what the fixed widths leave."""
    gap, h = ui.px(config.ROPE_GAP), ui.px(config.ROPE_ROW)
    items = [(name, None if w is None else ui.px(w)) for name, w in items]
    fixed = sum(w for _, w in items if w is not None)
    flex = [name for name, w in items if w is None]
    spare = max(0, width - fixed - gap * (len(items) - 1))
    out: dict[str, Rect] = {}
    for name, w in items:
        if w is None:
            w = spare // len(flex)
        out[name] = (x, y, w, h)
        x += w + gap
    return out


def control_rows(rect: Rect, ui: Scale = UNSCALED) -> list[int]:
    """The tops of the panel's rows of controls (ROPE_CONTROL_ROWS of them, ending a pad above its foot)."""
    row, gap = ui.px(config.ROPE_ROW), ui.px(config.ROPE_GAP)
    bottom = rect[1] + rect[3] - ui.px(config.PAD)
    rows_top = bottom - config.ROPE_CONTROL_ROWS * row - (config.ROPE_CONTROL_ROWS - 1) * gap
    return [rows_top + i * (row + gap) for i in range(config.ROPE_CONTROL_ROWS)]


def panel_layout(rect: Rect, scale: float = 1.0, ui: Scale = UNSCALED) -> PanelLayout:
    """Every named rectangle of the panel inside rect (x, y, width, height); scale: of the picture's own
    spacing (the read-outs' and the plot header's heights, the chain's pads, the axis' margin); ui: of the
    widgets, their rows, gaps and the pads (the window's UI scale; an export's picture keeps 1)."""
    x0, y0, w, h = rect
    readout_h, header, footer = (round(size * scale) for size in (READOUT_H, PLOT_HEADER, PLOT_FOOTER))
    pad, row, gap = ui.px(config.PAD), ui.px(config.ROPE_ROW), ui.px(config.ROPE_GAP)
    tab_w, px = ui.px(TAB_W), ui.px
    inner_x, inner_w = x0 + pad, w - 2 * pad
    bottom = y0 + h - pad

    tab_y = y0 + pad
    tab_score = (inner_x, tab_y, tab_w, row - px(2))
    tab_invariance = (inner_x + tab_w + px(4), tab_y, tab_w, row - px(2))
    readout = (inner_x, tab_y + row + px(4), inner_w, readout_h)

    ys = control_rows(rect, ui)
    rows_top = ys[0]
    draw_top = readout[1] + readout_h + px(2)
    draw_h = rows_top - pad - draw_top
    chain_h = round(draw_h * config.ROPE_CHAIN_SHARE)
    chain = (inner_x, draw_top, inner_w, chain_h)
    plot = (inner_x, draw_top + chain_h, inner_w, draw_h - chain_h)
    curve = (plot[0], plot[1] + header, plot[2], plot[3] - header - footer)

    wide = max(70, round(inner_w / ui.factor * 0.22))  # at scale 1, as _row's widths
    r: dict[str, Rect] = {}
    r |= _row(inner_x, ys[0], inner_w, [("button_2", wide), ("button_32", wide), ("model_menu", None)], ui)
    r |= _row(
        inner_x,
        ys[1],
        inner_w,
        [("arrows_label", 50), ("arrows_slider", None), ("arrows_value", 34), ("circles_box", 86)],
        ui,
    )
    r |= _row(
        inner_x,
        ys[2],
        inner_w,
        [("base_label", 36), ("base_menu", 62), ("base_entry", 88), ("content_menu", None)],
        ui,
    )
    r |= _row(
        inner_x,
        ys[3],
        inner_w,
        [
            ("scaling_label", 58),
            ("scaling_menu", None),
            ("factor_label", 14),
            ("factor_entry", 56),
            ("bound_box", 100),
        ],
        ui,
    )
    r |= _row(
        inner_x,
        ys[4],
        inner_w,
        [
            ("seed_label", 34),
            ("seed_entry", 54),
            ("new_seed", 76),
            ("window_label", 56),
            ("lo_entry", None),
            ("hi_entry", None),
        ],
        ui,
    )
    r |= _row(
        inner_x,
        ys[5],
        inner_w,
        [
            ("best_label", 50),
            ("search_lo", None),
            ("search_to", 16),
            ("search_hi", None),
            ("go_best", 84),
            ("delta_label", 20),
            ("delta_entry", None),
        ],
        ui,
    )
    r |= _row(
        inner_x,
        ys[6],
        inner_w,
        [("play", 60), ("speed_label", 44), ("speed_slider", None), ("speed_value", 80), ("log_box", 70)],
        ui,
    )
    # Check boxes are drawn as a box with the text to its right: the rect is the box.
    for name in ("circles_box", "log_box", "bound_box"):
        x, y, _, _ = r[name]
        box = px(18)
        r[name] = (x + px(2), y + (row - box) // 2, box, box)

    inv_top = readout[1]
    inv: dict[str, Rect] = {}
    for i, key in enumerate("mns"):
        inv |= _row(
            inner_x,
            inv_top + i * (row + gap),
            inner_w,
            [(f"inv_{key}_label", 84), (f"inv_{key}_slider", None), (f"inv_{key}_value", 56)],
            ui,
        )
    qk_y = inv_top + 3 * (row + gap)
    inv["inv_new_qk"] = (inner_x, qk_y, px(130), row)
    view_top = qk_y + row + gap
    # room for the table under a head of two lines (a lesson's q and k), the ladder below scrolls
    view_h = min(px(200), max(px(176), round((bottom - view_top) * 0.42)))
    inv["inv_view"] = (inner_x, view_top, inner_w, view_h)
    ladder_top = view_top + view_h + gap
    inv["ladder_box"] = (inner_x, ladder_top, inner_w, bottom - ladder_top)

    return PanelLayout(
        panel=rect,
        tab_score=tab_score,
        tab_invariance=tab_invariance,
        readout=readout,
        chain=chain,
        plot=plot,
        curve=curve,
        **r,
        **inv,
        scale=scale,
    )


def axis_fraction(delta: ArrayLike, lo: int, hi: int, log_axis: bool) -> np.ndarray:
    """Where Δ lies down the plot, 0 at lo and 1 at hi: on the log axis (delta_axis), or linearly."""
    if log_axis:
        return log_fraction(delta, lo, hi)
    return np.maximum(np.asarray(delta, dtype=float) - lo, 0.0) / (hi - lo)


def captioned(layout: PanelLayout, scale: float = 1.0) -> PanelLayout:
    """layout with a row under the curve for the faint curves' names along the plot's foot (at 960×600
    "faint: without scaling" lay over the curve's last rows): the chain and the curve give up half each."""
    room = round(CAPTION_ROW * scale)
    lift = room // 2
    x, y, w, h = layout.chain
    px, py, pw, ph = layout.plot
    cx, cy, cw, ch = layout.curve
    return replace(
        layout,
        chain=(x, y, w, h - lift),
        plot=(px, py - lift, pw, ph + lift),
        curve=(cx, cy - lift, cw, ch - room + lift),
    )


def caption_row(layout: PanelLayout) -> Rect:
    """The strip along the plot's foot under the curve: where captioned puts the faint curves' names."""
    x, y, w, h = layout.plot
    foot = layout.curve[1] + layout.curve[3]
    return (x, foot, w, y + h - foot)


def delta_y(layout: PanelLayout, delta: float, lo: int, hi: int, log_axis: bool) -> float:
    """Screen y of Δ in the plot: lo at the top of `curve`, hi at its bottom."""
    _, y, _, ch = layout.curve
    return y + float(axis_fraction(delta, lo, hi, log_axis)) * (ch - 1)


def delta_at_y(layout: PanelLayout, y: float, lo: int, hi: int, log_axis: bool) -> int:
    """The whole Δ drawn at screen row y of the plot (clamped to the window)."""
    _, top, _, ch = layout.curve
    f = min(max((y - top) / max(ch - 1, 1), 0.0), 1.0)
    return int(min(max(round(delta_at_fraction(f, lo, hi, log_axis)), lo), hi))


def delta_at_fraction(f: float, lo: int, hi: int, log_axis: bool) -> float:
    """The inverse of axis_fraction: the Δ (not rounded) a fraction f of the way down."""
    return delta_at_log_fraction(f, lo, hi) if log_axis else lo + f * (hi - lo)
