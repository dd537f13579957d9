"""Draws the RoPE panel's score tab from state: the chain at Δ, the guide from its tip, the score plot.

The plot's x is score / reach (reach = Σ|h_j|, so −1 … 1) with 0 under the chain's origin; Δ runs down
the plot, which draws itself like a seismograph up to the current whole Δ. The chain zooms to its own
size (rope_scales; a scale bar says how big), so its x lines up with the plot's only by chance: the guide
drops from the tip, then bends to the tip's true score on the plot, where a tick marks it; the chain's
own axes go through its (moving) origin. Everything
that changes only with the chain or the window (areas, axes, ticks, captions, the faint unscaled curve,
Su's bound, the curve's per-row min/max envelope, the chain's zoom) is built once per change, and the
curve's finished rows go onto a still layer over that background once each; a frame draws the moving
parts over the layer, and when only they need redrawing, puts back just what they covered before.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pygame

from app import config
from app.geometry.layout import Rect
from app.geometry.rope_layout import PanelLayout, delta_y
from app.geometry.rope_scales import ChainFrame, chain_extents, chain_frame
from app.model.signs import minus
from app.ui.fonts import Fonts
from app.ui.rope.rope_chain import (
    TIP_DOT,
    chain_points,
    chain_turns,
    draw_chain_arrows,
    draw_chain_circles,
    draw_chain_scale,
    kept_clear,
)
from app.ui.rope.rope_plot import (
    Runs,
    draw_background,
    draw_readouts,
    envelope,
    fitting,
    now_line,
    ratio_at,
    ratio_x,
    readout_lines,
)
from app.ui.rope.rope_text import Colour, ladder_colours
from app.ui.scale import polyline
from app.ui.window.scene import RopeScene


class ScoreView:
    """The score tab's drawing, with its per-change caches."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._key: RopeScene | None = None  # what the caches below were made for
        self._background: pygame.Surface | None = None
        self._colours: list[Colour] = []
        self._radii: list[float] = []  # each arrow's length, |h_j|
        self._turns: list[tuple[float, complex]] | None = None  # (ω_j, h_j) of a few arrows
        self._extents = np.ones((1, 2))
        self._chain_clear = (0, 0)  # pixels the chain keeps clear at the top and foot of its area (words)
        self.frame = ChainFrame(0.0, 0.0, 1.0)
        # Envelope of the curve: one (min, max) pair of x per plot row that holds a whole Δ.
        self._row_start = np.zeros(0, dtype=int)  # index (Δ - lo) of each row's first Δ
        self._row_y = np.zeros(0)
        self._points = np.zeros((0, 2))  # 2 per row, alternating min→max, max→min
        self._xs = np.zeros(0)
        self._layer: pygame.Surface | None = None  # the background and the curve's finished rows
        self._rows_drawn = 0  # rows of the curve on the layer
        self._moved: list[pygame.Rect] = []  # what the last frame drew over the layer
        self._tail: tuple[tuple[object, ...], tuple[int, np.ndarray]] | None = None  # curve_tail's last
        self._readout: tuple[tuple[Runs, Runs], pygame.Rect] | None = None  # the read-outs on the screen
        # The captions over the chain and the plot, on plates of the background (panel coordinates): drawn
        # again over the curve's rows and the chain wherever those reach them, so they stay readable.
        self._plates: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._header: list[pygame.Rect] = []  # the plot's axis names and tick labels (draw_background)

    # ------------------------------------------------------------ caches

    def prepare(self, scene: RopeScene) -> bool:
        """Rebuild the caches if the scene's part they show changed (the chain, window, axis, shown
        curves, panel or language); True if it did."""
        if scene == self._key:
            return False
        self._key = scene
        state, layout = scene.state, scene.layout
        self._colours = ladder_colours(state.n_arrows)
        self._radii = np.abs(state.h).tolist()
        self._turns = chain_turns(state)
        self._extents = chain_extents(state.lo, state.hi, state.omega, state.h)
        xs = ratio_x(layout, state.ratio_curve)
        self._xs, self._row_start, self._row_y, self._points = envelope(state, layout, xs)
        self._plates, self._header = [], []
        self._background = draw_background(state, layout, self.fonts, scene.lang, self._plates, self._header)
        # What the captions over the chain (its name and the legend) take at its top: the chain keeps clear.
        chain = pygame.Rect(layout.chain).move(-layout.panel[0], -layout.panel[1])
        over = [plate.bottom - chain.top for _, plate in self._plates if plate.top < chain.centery]
        self._chain_clear = kept_clear(self.fonts, scene.lang, max([0, *over]))
        self._layer, self._rows_drawn = self._background.copy(), 0
        return True

    def grow_layer(self, rows: int, layout: PanelLayout) -> pygame.Rect | None:
        """Draw the curve's finished rows (all before row `rows`) on the layer, once each; returns where the
        layer changed (screen coordinates), None if nowhere. Going back (a new loop) starts it afresh."""
        afresh = rows < self._rows_drawn
        if afresh:
            assert self._background is not None
            self._layer, self._rows_drawn = self._background.copy(), 0
        x, y = layout.panel[:2]
        new = self._points[max(2 * self._rows_drawn - 1, 0) : 2 * rows]
        self._rows_drawn = rows
        drawn = None
        if len(new) >= 2:
            points = (new - (x, y)).tolist()
            under = polyline(self._layer, config.ROPE_CURVE, points, self.fonts.scale.px(1))
            self._layer.blits([p for p in self._plates if p[1].colliderect(under)], doreturn=False)
            drawn = under.move(x, y)
        return pygame.Rect(layout.panel) if afresh else drawn

    def curve_tail(self, index: int) -> tuple[int, np.ndarray]:
        """(k, points): Δ = lo + index is in plot row k; points run from the end of row k − 1 along row k's
        part up to that Δ (its min and max so far), the curve's one unfinished piece (kept while Δ's whole
        part stays: a slow Δ spends many frames on one)."""
        if self._tail is not None and self._tail[0] == (index, self._key):
            return self._tail[1]
        k = int(np.searchsorted(self._row_start, index, side="right")) - 1
        part = self._xs[self._row_start[k] : index + 1]
        lo_x, hi_x = float(part.min()), float(part.max())
        a, b = (hi_x, lo_x) if k % 2 else (lo_x, hi_x)
        tail = np.array([[a, self._row_y[k]], [b, self._row_y[k]]])
        found = k, (np.vstack([self._points[2 * k - 1 : 2 * k], tail]) if k else tail)
        self._tail = ((index, self._key), found)
        return found

    # ------------------------------------------------------------ frame

    def draw(
        self,
        surface: pygame.Surface,
        scene: RopeScene,
        restore: Sequence[Rect] | None = None,
    ) -> list[pygame.Rect]:
        """Draw the score tab of scene inside its layout's panel and return the rectangles drawn. While Δ
        plays, its read-outs say it at a pace a person can read (RopeState.delta_said).

        restore None: the whole panel. Otherwise only what moves: the last frame's moving parts and the
        rectangles in restore (under widgets the window redraws) are put back from the still layer (the
        background and the curve's finished rows), then the moving parts are drawn over it.
        """
        state, layout = scene.state, scene.layout
        panel = pygame.Rect(layout.panel)
        whole = self.prepare(scene) or restore is None
        index = state.delta_int - state.lo
        row, tail = self.curve_tail(index)
        grown = self.grow_layer(row, layout)
        whole = whole or grown == panel
        room = layout.readout[2]

        def fits(runs: Runs, size: int = 13) -> bool:  # (the second line's size; the first's is 14)
            return self.fonts.line(runs, size).get_width() <= room

        first = fitting(now_line(state, scene.lang), scene.lang, lambda runs: fits(runs, 14))
        lines = readout_lines(state, scene.lang, first, fits)
        shown = self._readout
        if whole:
            back = [panel]
            surface.blit(self._layer, panel)
        else:
            back = [*self._moved, *(pygame.Rect(r).clip(panel) for r in restore or ())]
            back += [grown] if grown is not None else []
            # The read-outs (above the chain, where nothing moves) stay while they read the same and
            # nothing is put back over them; else what they showed goes with the rest.
            if shown is not None and (shown[0] != lines or shown[1].collidelist(back) != -1):
                back.append(shown[1])
                shown = None
            layer = self._layer
            surface.blits([(layer, rect, rect.move(-panel.x, -panel.y)) for rect in back], doreturn=False)
        moved = self._draw_moving(surface, scene, tail)
        # The captions over what moved, only there: their plates equal the layer round them, and what lies
        # outside what moved may be a window's (the window redraws only over what was drawn).
        over = [(image, plate.move(panel.topleft)) for image, plate in self._plates]
        surface.blits(over if whole else clipped(over, moved), doreturn=False)
        self._moved = [rect.clip(panel) for rect in moved]
        if whole or shown is None:
            self._readout = (lines, draw_readouts(surface, layout, self.fonts, lines).clip(panel))
        return back if whole else [*back, *self._moved, *([] if shown else [self._readout[1]])]

    def _draw_moving(
        self,
        surface: pygame.Surface,
        scene: RopeScene,
        tail: np.ndarray,
    ) -> list[pygame.Rect]:
        """The chain at (smooth) Δ, the guide, the markers and the curve's unfinished piece;
        returns the rectangles they cover, each piece its own (together, a small part of the panel)."""
        state, layout = scene.state, scene.layout
        scale = self.fonts.scale
        px, thin, bold, dot = scale.px, scale.px(1), scale.px(2), scale.px(4)
        marks: list[pygame.Rect | None] = []
        row_y = delta_y(layout, state.delta_int, state.lo, state.hi, state.log_axis)
        marks.append(polyline(surface, config.ROPE_CURVE, tail.tolist(), thin))
        # the best return once reached
        best = state.best
        right = layout.plot[0] + layout.plot[2]
        if best is not None and state.lo <= best.delta <= state.hi:
            by = delta_y(layout, best.delta, state.lo, state.hi, state.log_axis)
            best_tick = ((right - px(10), by), (right - px(2), by))
            marks.append(pygame.draw.line(surface, config.ROPE_BEST, *best_tick, bold))
            if best.delta <= state.delta_int:
                bx = ratio_at(layout, best.ratio)
                marks.append(pygame.draw.circle(surface, config.ROPE_BEST, (bx, by), dot, thin))

        # the chain at (smooth) Δ, zoomed to its size
        self.frame = frame = chain_frame(layout, self._extents, state.lo, state.delta, *self._chain_clear)
        points = chain_points(state, self._turns, frame)
        chain = pygame.Rect(layout.chain)
        clip = surface.get_clip()
        surface.set_clip(chain.inflate(-2, -2).clip(clip))
        ox, oy = frame.origin_x, frame.origin_y
        grid = config.ROPE_GRID
        marks.append(pygame.draw.line(surface, grid, (chain.left + 1, oy), (chain.right - 2, oy), thin))
        marks.append(pygame.draw.line(surface, grid, (ox, chain.top + 1), (ox, chain.bottom - 2), thin))
        marks.append(pygame.draw.circle(surface, config.ROPE_ORIGIN, (ox, oy), px(3)))
        if state.show_circles:
            radii = [r * frame.scale for r in self._radii]
            marks += draw_chain_circles(surface, points[:-1], radii, scale)
        marks.append(draw_chain_arrows(surface, self._colours, points, scale))
        surface.set_clip(clip)
        bar = draw_chain_scale(surface, chain, frame.scale, self.fonts, scene.lang)
        marks.append(bar)

        # the guide: down from the tip, bent to the tip's true score on the plot, down to Δ's row
        tip_x, tip_y = points[-1]
        sx = ratio_at(layout, state.ratio_now if state.has_ratio else 0.0)
        top = layout.plot[1]
        guide = config.ROPE_GUIDE
        # Broken across the words it meets (the scale bar's, the plot's axis names and tick labels), so they
        # stay readable; the arrowhead stands on the plot's edge, above them all.
        pieces = around((tip_y, chain.bottom - 1), tip_x, [bar], px(2))
        marks += [pygame.draw.line(surface, guide, (tip_x, y0), (tip_x, y1), thin) for y0, y1 in pieces]
        marks.append(
            pygame.draw.line(surface, guide, (tip_x, chain.bottom - 1), (sx, chain.bottom - 1), thin)
        )
        for y0, y1 in around((top + 1, row_y), sx, self._header, px(2)):
            marks.append(pygame.draw.line(surface, guide, (sx, y0), (sx, y1), thin))
        arrow = ((sx, top + 1), (sx - px(4), top - px(6)), (sx + px(4), top - px(6)))
        marks.append(pygame.draw.polygon(surface, guide, arrow))
        left = layout.plot[0]
        marker = config.ROPE_MARKER
        marks.append(pygame.draw.line(surface, marker, (left + 1, row_y), (left + px(8), row_y), bold))
        marks.append(pygame.draw.line(surface, marker, (right - px(10), row_y), (right - px(2), row_y), thin))
        marks.append(pygame.draw.circle(surface, marker, (sx, row_y), dot))
        marks.append(pygame.draw.circle(surface, marker, (tip_x, tip_y), px(TIP_DOT)))
        label_y = min(max(row_y, layout.curve[1] + px(8)), layout.curve[1] + layout.curve[3] - px(8))
        label = (right - px(12), label_y)
        said = minus(state.delta_said)  # (the read-out's Δ, paced alike: the same number in every frame)
        marks.append(self.fonts.blit(surface, said, label, marker, 12, "midright"))
        return [mark for mark in marks if mark is not None]


def around(
    span: tuple[float, float], x: float, words: Sequence[pygame.Rect], margin: int
) -> list[tuple[float, float]]:
    """The pieces of the vertical line at x from span[0] down to span[1] that keep `margin` pixels clear of
    each rectangle in `words`."""
    pieces = [span]
    for rect in words:
        if not rect.left - margin <= x < rect.right + margin:
            continue
        cut_top, cut_bottom = rect.top - margin, rect.bottom + margin
        kept = [piece for piece in pieces if piece[1] <= cut_top or piece[0] >= cut_bottom]
        for top, bottom in pieces:
            if bottom > cut_top and top < cut_bottom:
                kept += [(top, cut_top - 1)] if top < cut_top else []
                kept += [(cut_bottom, bottom)] if bottom > cut_bottom else []
        pieces = kept
    return pieces


def clipped(images: Sequence[tuple[pygame.Surface, pygame.Rect]], rects: Sequence[Rect]) -> list[tuple]:
    """Blits of the images placed at their rectangles, each only where it meets one of rects."""
    out = []
    for image, place in images:
        for k in place.collidelistall(rects):
            part = place.clip(rects[k])
            out.append((image, part, part.move(-place.x, -place.y)))
    return out
