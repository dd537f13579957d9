"""Scales of the RoPE panel's drawing: the plot's ratio axis, the chain's zoom, Δ ticks, a scale bar.

No pygame. The plot's x is score / reach (−1 at its left edge, 1 at its right, 0 under the chain's
origin). The chain zooms to its own current size and is centred: its joints' box at every whole Δ of
the window, widened by a running min/max and smoothed by a running mean over ZOOM_SPAN tokens, then
interpolated at the smooth Δ, so the zoom follows the chain as it curls up without jumping.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from app import config
from app.geometry.rope_layout import PanelLayout, axis_fraction

ZOOM_SPAN = 8  # tokens each side: the chain's size is judged over Δ ± this (a turn of the fastest arrow)
ZOOM_BLOCK = 2048  # Δ per pass when measuring the chain, so memory stays small at 128 arrows
CHAIN_PAD_X = 16  # kept free left and right of the chain
CHAIN_PAD_Y = 26  # kept free above (caption) and below (scale bar) the chain
SCALE_BAR_PX = 90.0  # the chain's scale bar is at most this long (at scale 1)
MIN_TICK_GAP = 14  # pixels between Δ tick labels


@dataclass(frozen=True)
class ChainFrame:
    """Screen placement of the chain at one Δ: origin and pixels per score unit."""

    origin_x: float
    origin_y: float
    scale: float


def plot_origin_x(layout: PanelLayout) -> float:
    """Screen x of score 0 in the chain and the plot alike (the middle of the drawing)."""
    x, _, w, _ = layout.curve
    return x + w / 2.0


def plot_half_width(layout: PanelLayout) -> float:
    """Pixels from score 0 to score = reach (ratio 1) on the plot."""
    return max(layout.curve[2] / 2.0 - config.ROPE_AXIS_MARGIN * layout.scale, 4.0)


def chain_extents(lo: int, hi: int, omega: np.ndarray, h: np.ndarray) -> np.ndarray:
    """The chain's box (min Re, max Re, min Im, max Im of its joints, origin included) at every whole Δ
    of [lo, hi], widened by a running min/max and smoothed by a running mean over Δ ± ZOOM_SPAN."""
    box = np.empty((hi - lo + 1, 4))
    for start in range(lo, hi + 1, ZOOM_BLOCK):
        deltas = np.arange(start, min(start + ZOOM_BLOCK, hi + 1), dtype=float)
        joints = np.cumsum(h[None, :] * np.exp(1j * np.multiply.outer(deltas, omega)), axis=1)
        rows = slice(start - lo, start - lo + deltas.size)
        for k, part in enumerate((joints.real, joints.imag)):
            box[rows, 2 * k] = np.minimum(part.min(axis=1), 0.0)
            box[rows, 2 * k + 1] = np.maximum(part.max(axis=1), 0.0)
    width = 2 * ZOOM_SPAN + 1
    padded = np.pad(box, ((ZOOM_SPAN, ZOOM_SPAN), (0, 0)), mode="edge")
    windows = np.lib.stride_tricks.sliding_window_view(padded, width, axis=0)
    widest = np.where([True, False, True, False], windows.min(axis=2), windows.max(axis=2))
    padded = np.pad(widest, ((ZOOM_SPAN, ZOOM_SPAN), (0, 0)), mode="edge")
    kernel = np.ones(width) / width
    return np.column_stack([np.convolve(padded[:, k], kernel, mode="valid") for k in range(4)])


def chain_frame(
    layout: PanelLayout, extents: np.ndarray, lo: int, delta: float, top: float = 0.0, foot: float = 0.0
) -> ChainFrame:
    """The chain's frame at (smooth) Δ: its box, interpolated at Δ, fitted and centred in the chain area
    less its pads; top, foot: pixels the words at the top and foot of the area take, kept clear too."""
    x, y, w, h = layout.chain
    pad_y = CHAIN_PAD_Y * layout.scale
    top, foot = max(top, pad_y), max(foot, pad_y)
    offset = min(max(delta - lo, 0.0), extents.shape[0] - 1.0)
    row = int(offset)  # linear between the whole Δ on either side (once a frame: no array of every Δ)
    a, b = extents[row], extents[min(row + 1, extents.shape[0] - 1)]
    with np.errstate(invalid="ignore"):  # (inf − inf in a chain of no numbers: caught just below)
        x0, x1, y0, y1 = (a + (b - a) * (offset - row)).tolist()
    if not all(map(math.isfinite, (x0, x1, y0, y1))):  # (a chain of NaN: no size to zoom to, nor to raise on)
        x0, x1, y0, y1 = -1.0, 1.0, -1.0, 1.0
    room_x = max(w - 2 * CHAIN_PAD_X * layout.scale, 8.0)
    room_y = max(h - top - foot, 8.0)
    floor = 1e-9 + 1e-3 * max(x1 - x0, y1 - y0)
    scale = min(room_x / max(x1 - x0, floor), room_y / max(y1 - y0, floor))
    middle = y + (top + h - foot) / 2.0
    return ChainFrame(x + w / 2.0 - scale * (x0 + x1) / 2.0, middle + scale * (y0 + y1) / 2.0, scale)


def scale_bar(pixels_per_unit: float, longest: float = SCALE_BAR_PX) -> float:
    """A 1-2-5 length in score units drawn at most `longest` pixels long (at least a third of that); 0 (no
    bar) for a zoom that is not a positive finite number, whatever put it there: drawing never raises."""
    units = longest / pixels_per_unit if pixels_per_unit > 0 else math.inf
    if not 0 < units < math.inf:
        return 0.0
    power = 10 ** math.floor(math.log10(units))
    return max(m * power for m in (1, 2, 5) if m * power <= units)


def delta_ticks(lo: int, hi: int, log_axis: bool, height: int, gap: float = MIN_TICK_GAP) -> list[int]:
    """Clean Δ ticks: on a log axis decades (1, 10, 100 …) from lo ≤ 0, and 0 and −1, −10 … below 0;
    1-2-5 numbers from lo > 0 and on a linear axis.

    The window's first Δ is always a tick, then 0, then the others nearest 0 first, each kept if it lies
    at least `gap` pixels from those kept (MIN_TICK_GAP at the UI scale: at 300 % the labels "0" and "1"
    ran into each other; near 0 of a symmetric log axis ±1 gives way to 0).
    """
    if log_axis:
        marks = (1,) if lo <= 0 else (1, 2, 5)
        clean = [m * 10**p for p in range(0, 10) for m in marks]
        values = [*clean, 0, *(-v for v in clean)] if lo < 0 else clean
    else:
        # At least three steps' worth asked for: with two, 0..4096 got a step of 5000 and "0" alone.
        step = max(1, int(nice_step(hi - lo, max(3, round(height / (4 * gap))))))
        values = list(range(math.ceil(lo / step) * step, hi + 1, step))
    ticks, kept = [lo], [0.0]
    for value in sorted({v for v in values if lo < v <= hi}, key=lambda v: (abs(v), v)):
        y = float(axis_fraction(value, lo, hi, log_axis)) * (height - 1)
        if all(abs(y - other) >= gap for other in kept):
            ticks.append(value)
            kept.append(y)
    return sorted(ticks)


def nice_step(span: float, target_ticks: int = 4) -> float:
    """A 1-2-5 step giving about target_ticks ticks over span."""
    if span <= 0 or not math.isfinite(span):
        return 1.0
    raw = span / target_ticks
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power
