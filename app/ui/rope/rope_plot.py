"""The RoPE score plot's still parts and the readouts above it, drawn from state.

The background (built once per change): the chain and plot areas, the score / reach axis (−1 … 1) and
its ticks, clean Δ ticks (rope_scales.delta_ticks), captions, the colour legend, and the faint curves
(the curve without RoPE scaling, Su's bound). The readouts: Δ, score and score / reach, and the best
return in the search window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

import numpy as np
import pygame

from app import config
from app.geometry.model_layout import ModelLayout
from app.geometry.rope_layout import PanelLayout, axis_fraction, caption_row, captioned, delta_y
from app.geometry.rope_scales import MIN_TICK_GAP, delta_ticks, plot_half_width, plot_origin_x
from app.i18n import tr
from app.model.rope_derived import BestReturn, ratio_text
from app.model.rope_state import RopeState
from app.model.signs import minus
from app.ui.fonts import Fonts
from app.ui.rope.chain_captions import draw_chain_captions, plate
from app.ui.rope.rope_text import Colour, format_number

RATIO_TICKS = (-1.0, -0.5, 0.0, 0.5, 1.0)
FAINT_CURVE = (120, 100, 70)  # the curve without scaling
AHEAD_CURVE = (92, 78, 50)  # a real head's curve beyond Δ (the curve's own colour, dimmed)
BOUND_COLOUR = (200, 120, 200)


def draw_background(
    state: RopeState,
    layout: PanelLayout,
    fonts: Fonts,
    lang: str = "en",
    plates: list | None = None,
    header: list[pygame.Rect] | None = None,
) -> pygame.Surface:
    """Areas, axes, ticks, captions and faint curves: everything that stays until the next change.

    plates, if given, gets the captions over the chain and the plot as (image, rect in the panel): the
    background under and round each, to be drawn again over what the curve and the chain draw there.
    header, if given, gets where the plot's axis names and tick labels are (in the layout's coordinates):
    the guide leaves off across them."""
    px, py, pw, ph = layout.panel
    dp, thin = fonts.scale.px, fonts.scale.px(1)  # sizes at the drawing scale
    bg = pygame.Surface((pw, ph))
    bg.fill(config.ROPE_PANEL_BG)
    off = (-px, -py)
    chain = pygame.Rect(layout.chain).move(off)
    plot = pygame.Rect(layout.plot).move(off)
    curve = pygame.Rect(layout.curve).move(off)
    area = chain.union(plot)
    words: list[pygame.Rect] = []
    bg.fill(config.ROPE_AREA_BG, area)
    pygame.draw.rect(bg, config.ROPE_AREA_BORDER, area, thin)
    pygame.draw.line(bg, config.ROPE_AREA_BORDER, (plot.left, plot.top), (plot.right - 1, plot.top), thin)

    ox = plot_origin_x(layout) - px
    half = plot_half_width(layout)
    # The axis names first: the score axis' tick labels go under them (a Korean name, or a large UI scale,
    # is taller than the room a Latin one at 100 % left: "Δ, log scale" ran into "-1").
    name = tr(lang, "rope_view.ratio_axis" if state.has_ratio else "rope_view.score_axis")
    words.append(
        fonts.blit(bg, name, (plot.right - dp(6), plot.top + dp(3)), config.TEXT_DIM, 12, "topright")
    )
    delta_name = tr(lang, "rope_view.log_axis") if state.log_axis else "Δ"
    words.append(fonts.blit(bg, delta_name, (plot.left + dp(6), plot.top + dp(3)), config.TEXT_DIM, 12))
    labels_top = max(plot.top + dp(18), max(rect.bottom for rect in words) - thin)
    # the ratio axis: score / reach from −1 to 1
    for r in RATIO_TICKS:
        x = ox + r * half
        colour = config.ROPE_AXIS if r == 0 else config.ROPE_GRID
        pygame.draw.line(bg, colour, (x, curve.top), (x, curve.bottom), thin)
        words.append(fonts.blit(bg, minus(f"{r:g}"), (x, labels_top), config.TEXT_DIM, 11, anchor="midtop"))
    pygame.draw.line(bg, config.ROPE_AXIS, (ox - half, curve.top), (ox + half, curve.top), thin)

    # Δ ticks on the left, Δ running down
    if header is not None:
        header += [rect.move(px, py) for rect in words]
    ticks = delta_ticks(state.lo, state.hi, state.log_axis, layout.curve[3], dp(MIN_TICK_GAP))
    ys = [delta_y(layout, delta, state.lo, state.hi, state.log_axis) - py for delta in ticks]
    for y in ys:
        pygame.draw.line(bg, config.ROPE_AXIS, (ox - half - dp(5), y), (ox - half, y), thin)
        pygame.draw.line(bg, config.ROPE_GRID, (ox - half, y), (ox + half, y), thin)
    captions = _draw_faint_curves(bg, state, layout, fonts, lang)
    # The labels end where the faint curves' caption row begins, else at the plot's frame.
    floor = caption_row(layout)[1] - py if captions else plot.bottom - thin
    _draw_delta_labels(bg, fonts, [minus(delta) for delta in ticks], ys, (ox - half - dp(8), floor))
    captions += draw_chain_captions(bg, chain, state.view_names(lang), fonts, lang)
    if plates is not None:
        for caption in captions:
            under = plate(caption, fonts).clip(area.inflate(-2, -2))
            plates.append((bg.subsurface(under).copy(), under))
    return bg


def faint_named(state: RopeState) -> bool:
    """Whether the plot keeps a row along its foot for the faint curves' names (_draw_faint_curves): on
    screen always, named or not, so the plot does not move as Δ pauses and plays (the row came and went
    with "faint: S(Δ) ahead": 7 px at each P); in an export's frame, still or film, where nothing pauses
    or plays, only while it names something (a film kept the row empty)."""
    return not state.framed or state.ahead_named or state.unscaled_curve is not None or state.show_bound


def plot_layout(state: RopeState, layout: PanelLayout, scale: float) -> PanelLayout:
    """Where the score view draws state: the curve above the faint curves' captions when there are any."""
    return captioned(layout, scale) if faint_named(state) else layout


def model_plot_layout(state: RopeState, lay: ModelLayout, scale: float) -> ModelLayout:
    """plot_layout for the Model tab's two plots (one head, or two beside each other)."""
    if not faint_named(state):
        return lay
    split = captioned(lay.split, scale)
    x, y, w, h = lay.compare_chain  # (as short as the first head's beside it)
    beside = (x, y, w, h - lay.split.chain[3] + split.chain[3])
    return replace(lay, score=captioned(lay.score, scale), split=split, compare_chain=beside)


def _draw_faint_curves(
    bg: pygame.Surface, state: RopeState, layout: PanelLayout, fonts: Fonts, lang: str
) -> list[pygame.Rect]:
    """The curve without scaling (when scaling is on), ±Su's bound (when shown) and the score curve ahead of
    Δ (RopeState.curve_ahead: the swept part is drawn over it), whole, faintly; returns where their
    captions are."""
    off = np.array(layout.panel[:2], dtype=float)
    dp, thin = fonts.scale.px, fonts.scale.px(1)
    captions = []
    if state.curve_ahead:
        points = envelope(state, layout, ratio_x(layout, state.ratio_curve))[3] - off
        pygame.draw.lines(bg, AHEAD_CURVE, False, points.tolist(), thin)
    if state.ahead_named:
        captions.append((tr(lang, "rope_view.ahead"), AHEAD_CURVE))
    if state.unscaled_curve is not None:
        points = envelope(state, layout, ratio_x(layout, state.unscaled_curve))[3] - off
        pygame.draw.lines(bg, FAINT_CURVE, False, points.tolist(), thin)
        captions.append((tr(lang, "rope_view.unscaled"), FAINT_CURVE))
    if state.show_bound:
        xs = ratio_x(layout, np.minimum(state.bound_curve, 1.05))
        _, _, row_y, points = envelope(state, layout, xs)
        upper = np.maximum(points[0::2, 0], points[1::2, 0])  # the bound's largest value in each row
        ox = plot_origin_x(layout)
        for edge in (upper, 2 * ox - upper):
            edge_points = (np.column_stack([edge, row_y]) - off).tolist()
            pygame.draw.lines(bg, BOUND_COLOUR, False, edge_points, thin)
        captions.append((tr(lang, "rope_view.bound"), BOUND_COLOUR))
    row = pygame.Rect(caption_row(layout)).move(-layout.panel[0], -layout.panel[1])
    row.h -= thin  # (above the plot's frame: each caption on its plate in the middle)
    x, margin = row.x + dp(8), dp(2)  # (a plate's, above and below together)
    shown = []
    for caption, colour in captions:
        image = fonts.image(caption, colour, 11)
        place = image.get_rect(topleft=(x, row.y + (row.h - image.get_height() - margin) // 2 + margin // 2))
        bg.fill(config.ROPE_AREA_BG, plate(place, fonts))  # the curves run under the words
        shown.append(bg.blit(image, place))
        x = shown[-1].right + dp(12)
    return shown


def _draw_delta_labels(
    bg: pygame.Surface, fonts: Fonts, labels: list[str], ys: list[float], at: tuple[int, int]
) -> None:
    """The Δ ticks' labels (ys going down), right-aligned to at[0], each centred on its tick; one whose
    foot would pass at[1] (the captions' row or the frame) is raised clear of it, by at most half its
    height (it still stands beside its tick) and only while it keeps a tick gap from the label above."""
    right, floor = at
    gap, above = fonts.scale.px(MIN_TICK_GAP), float("-inf")
    for text, y in zip(labels, ys, strict=True):
        image = fonts.image(text, config.TEXT_DIM, 11)
        place = image.get_rect(midright=(right, round(y)))
        raised = max(0, place.bottom - floor)
        place.move_ip(0, -raised)
        if 2 * raised <= place.h and place.centery - above >= gap:
            above = fonts.blit(bg, text, place.midright, config.TEXT_DIM, 11, "midright").centery


def now_line(state: RopeState, lang: str = "en") -> list[tuple[str, Colour]]:
    """The first read-out line in its coloured runs: Δ, score and score / reach now (at Δ as the read-outs
    say it, RopeState.delta_said)."""
    dim, bright, delta = config.TEXT_DIM, config.TEXT, state.delta_said
    return [
        ("Δ = ", dim),
        (minus(delta), config.ROPE_MARKER),
        (tr(lang, "rope_view.score_is"), dim),
        (format_number(state.score_at(delta)), bright),
        (tr(lang, "rope_view.ratio_is"), dim),
        (ratio_text(state.ratio_at(delta)), bright),
    ]


Runs = tuple[tuple[str, Colour], ...]  # a line of text in coloured runs


def readout_lines(
    state: RopeState,
    lang: str = "en",
    first_line: list[tuple[str, Colour]] | None = None,
    fits: Callable[[Runs], bool] | None = None,
) -> tuple[Runs, Runs]:
    """The two read-out lines: Δ, score and score / reach now (first_line, else now_line's); the best
    return in the search window (and Su's bound here: in short where the line would not fit, fits saying
    whether one does, and left to the plot's bound curve where even that would not). Equal lines draw the
    same pixels."""
    first = tuple(now_line(state, lang) if first_line is None else first_line)
    second = best_line(state.best, state.lo, state.hi, lang)
    if state.show_bound:
        bound = format_number(state.bound_now)
        for key in ("rope_view.bound_here", "rope_view.bound_short"):
            said = (*second, (tr(lang, key, bound=bound), BOUND_COLOUR))
            if fits is None or fits(said):
                return first, said
    return first, second


def fitting(
    first: list[tuple[str, Colour]], lang: str, fits: Callable[[Runs], bool]
) -> list[tuple[str, Colour]]:
    """now_line's runs, shorter where they would not fit (a 320 wide picture cut "score / reach = -0.09…"):
    score / reach's label short, then that without the score (the chain's tip stands at it)."""
    if len(first) != 6 or fits(tuple(first)):
        return first
    short = [*first[:4], (tr(lang, "rope_view.ratio_short"), first[4][1]), first[5]]
    return short if fits(tuple(short)) else [*first[:2], *short[4:]]


@lru_cache(maxsize=8)
def best_line(best: BestReturn | None, lo: int, hi: int, lang: str) -> Runs:
    """The best return's line (it changes with the chain or the search window, not with Δ)."""
    dim = config.TEXT_DIM
    if best is None:
        return ((tr(lang, "rope_view.no_best"), dim),)
    line = (
        (tr(lang, "rope_view.best_in", lo=minus(best.lo), hi=minus(best.hi)), dim),
        ("Δ = ", dim),
        (minus(best.delta), config.ROPE_BEST),
        (", ", dim),
        (ratio_text(best.ratio), config.ROPE_BEST),
    )
    return line if lo <= best.delta <= hi else (*line, (tr(lang, "rope_view.outside"), dim))


def draw_readouts(
    surface: pygame.Surface, layout: PanelLayout, fonts: Fonts, lines: tuple[Runs, Runs]
) -> pygame.Rect:
    """readout_lines' two lines, one under the other; returns what they cover."""
    x, y, _, _ = layout.readout
    first = surface.blit(fonts.line(lines[0], 14), (x, y))
    return first.union(surface.blit(fonts.line(lines[1], 13), (x, y + fonts.scale.px(20))))


def ratio_x(layout: PanelLayout, ratio: np.ndarray) -> np.ndarray:
    """Screen x of score / reach values on the plot (−1 left, 0 under the chain's origin, 1 right)."""
    return plot_origin_x(layout) + plot_half_width(layout) * np.asarray(ratio, dtype=float)


def ratio_at(layout: PanelLayout, ratio: float) -> float:
    """ratio_x of one value, in plain floats (the same sums: a marker sits exactly on its curve)."""
    return plot_origin_x(layout) + plot_half_width(layout) * float(ratio)


def envelope(
    state: RopeState, layout: PanelLayout, xs: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(xs, first index of each plot row, the rows' y, a min/max zig-zag per row) of a curve over Δ."""
    deltas = np.arange(state.lo, state.hi + 1, dtype=float)
    frac = axis_fraction(deltas, state.lo, state.hi, state.log_axis)
    rows = np.floor(frac * (layout.curve[3] - 1)).astype(int)
    starts = np.flatnonzero(np.diff(rows, prepend=rows[0] - 1))
    mins = np.minimum.reduceat(xs, starts)
    maxs = np.maximum.reduceat(xs, starts)
    flip = (np.arange(starts.size) % 2).astype(bool)
    ys = layout.curve[1] + rows[starts].astype(float)
    points = np.empty((2 * starts.size, 2))
    points[0::2, 0], points[1::2, 0] = np.where(flip, maxs, mins), np.where(flip, mins, maxs)
    points[0::2, 1] = points[1::2, 1] = ys
    return xs, starts, ys, points
