"""Draws the RoPE panel's score tab from state: the chain at Δ, the guide from its tip, the score plot.

The chain's x axis and the plot's score axis share one scale and origin, so the tip's horizontal
position is the score; Δ runs down the plot, which draws itself like a seismograph up to the current
whole Δ. Everything that changes only with the chain or the window (areas, axes, ticks, captions and
the curve's per-row min/max envelope) is built once per change; a frame blits that background and draws
the chain (one cumsum), one polyline prefix of the envelope, the guide, the markers and cached text.
"""

from __future__ import annotations

import math

import numpy as np
import pygame

from app import config
from app.geometry.arrow_geometry import arrowheads
from app.geometry.rope_layout import ChainFrame, PanelLayout, axis_fraction, chain_frame, delta_y
from app.math.rope import chain_joints
from app.model.rope_state import RopeState
from app.ui import fonts

Colour = tuple[int, int, int]
TEXT_CACHE_LIMIT = 512
MIN_CIRCLE_PX = 2.0
MIN_HEAD_PX = 6.0


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


def format_number(x: float) -> str:
    """Short readout number: 4 significant figures, no exponent for ordinary sizes."""
    if math.isnan(x):
        return "—"
    if x != 0 and (abs(x) >= 1e5 or abs(x) < 1e-3):
        return f"{x:.3e}"
    return f"{x:.4g}" if abs(x) >= 1 else f"{x:.4f}"


def ladder_colours(n: int) -> list[Colour]:
    """Arrow colours along the ladder: fast (pair 0) warm, slow (last pair) cool."""
    fast = np.array(config.ROPE_FAST, dtype=float)
    slow = np.array(config.ROPE_SLOW, dtype=float)
    f = np.linspace(0.0, 1.0, n)[:, None] if n > 1 else np.zeros((1, 1))
    return [tuple(int(v) for v in c) for c in fast + (slow - fast) * f]  # type: ignore[misc]


class TextCache:
    """Rendered text surfaces by (text, size, colour), so unchanged text is not rendered again."""

    def __init__(self) -> None:
        self._images: dict[tuple[str, int, Colour, bool], pygame.Surface] = {}

    def get(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        key = (text, size, colour, bold)
        image = self._images.get(key)
        if image is None:
            if len(self._images) >= TEXT_CACHE_LIMIT:
                self._images.clear()
            image = fonts.render_text(text, colour, size, bold)
            self._images[key] = image
        return image

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        colour: Colour,
        size: int = 13,
        anchor: str = "topleft",
        bold: bool = False,
    ) -> pygame.Rect:
        image = self.get(text, size, colour, bold)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        return surface.blit(image, rect)

    def blit_parts(
        self, surface: pygame.Surface, parts: list[tuple[str, Colour]], pos: tuple[int, int], size: int = 13
    ) -> int:
        """Several runs of text in different colours on one line; returns the x after the last."""
        x, y = pos
        for text, colour in parts:
            x = self.blit(surface, text, (x, y), colour, size).right
        return x


class ScoreView:
    """The score tab's drawing, with its per-change caches."""

    def __init__(self) -> None:
        self.text = TextCache()
        self._key: tuple[object, ...] | None = None
        self.frame = ChainFrame(0.0, 0.0, 1.0)
        self._background: pygame.Surface | None = None
        self._colours: list[Colour] = []
        # Envelope of the curve: one (min, max) pair of x per plot row that holds a whole Δ.
        self._row_start = np.zeros(0, dtype=int)  # index (Δ - lo) of each row's first Δ
        self._row_y = np.zeros(0)
        self._points = np.zeros((0, 2))  # 2 per row, alternating min→max, max→min
        self._xs = np.zeros(0)

    # ------------------------------------------------------------ caches

    def prepare(self, state: RopeState, layout: PanelLayout) -> None:
        """Rebuild the background and envelope if the chain, window, axis or panel changed."""
        key = (state.version, layout.panel)
        if key == self._key:
            return
        self._key = key
        self.frame = chain_frame(layout, state.reach, state.y_low, state.y_high)
        self._colours = ladder_colours(state.n_arrows)
        self._build_envelope(state, layout)
        self._background = self._build_background(state, layout)

    def _build_envelope(self, state: RopeState, layout: PanelLayout) -> None:
        xs = self.frame.score_x(0.0) + self.frame.scale * state.curve
        deltas = np.arange(state.lo, state.hi + 1, dtype=float)
        top = layout.curve[1]
        frac = axis_fraction(deltas, state.lo, state.hi, state.log_axis)
        rows = np.floor(frac * (layout.curve[3] - 1)).astype(int)
        starts = np.flatnonzero(np.diff(rows, prepend=rows[0] - 1))
        mins = np.minimum.reduceat(xs, starts)
        maxs = np.maximum.reduceat(xs, starts)
        flip = (np.arange(starts.size) % 2).astype(bool)
        first = np.where(flip, maxs, mins)
        second = np.where(flip, mins, maxs)
        ys = top + rows[starts].astype(float)
        points = np.empty((2 * starts.size, 2))
        points[0::2, 0], points[1::2, 0] = first, second
        points[0::2, 1] = points[1::2, 1] = ys
        self._xs, self._row_start, self._row_y, self._points = xs, starts, ys, points

    def curve_points(self, index: int) -> np.ndarray:
        """The envelope from lo down to Δ = lo + index: whole rows above it, its own row up to it."""
        k = int(np.searchsorted(self._row_start, index, side="right")) - 1
        part = self._xs[self._row_start[k] : index + 1]
        lo_x, hi_x = float(part.min()), float(part.max())
        a, b = (hi_x, lo_x) if k % 2 else (lo_x, hi_x)
        tail = np.array([[a, self._row_y[k]], [b, self._row_y[k]]])
        return np.vstack([self._points[: 2 * k], tail])

    def _build_background(self, state: RopeState, layout: PanelLayout) -> pygame.Surface:
        """Areas, axes, ticks and captions: everything that stays until the next change."""
        px, py, pw, ph = layout.panel
        bg = pygame.Surface((pw, ph))
        bg.fill(config.ROPE_PANEL_BG)
        off = (-px, -py)
        chain = pygame.Rect(layout.chain).move(off)
        plot = pygame.Rect(layout.plot).move(off)
        curve = pygame.Rect(layout.curve).move(off)
        for area in (chain.union(plot),):
            bg.fill(config.ROPE_AREA_BG, area)
            pygame.draw.rect(bg, config.ROPE_AREA_BORDER, area, 1)
        pygame.draw.line(bg, config.ROPE_AREA_BORDER, (plot.left, plot.top), (plot.right - 1, plot.top))

        ox, oy = self.frame.origin_x - px, self.frame.origin_y - py
        scale = self.frame.scale
        # chain axes
        pygame.draw.line(bg, config.ROPE_GRID, (chain.left + 1, oy), (chain.right - 2, oy))
        pygame.draw.line(bg, config.ROPE_GRID, (ox, chain.top + 1), (ox, plot.bottom - 2))
        # score ticks, in score/score(0) when that means something
        left_x = ox - scale * state.reach
        right_x = ox + scale * state.reach
        unit = abs(state.score0) if state.has_ratio else 1.0
        step = nice_step(2 * state.reach / unit)
        sign = 1.0 if not state.has_ratio or state.score0 > 0 else -1.0
        k_max = int(state.reach / unit / step + 1e-9)
        for k in range(-k_max, k_max + 1):
            x = ox + sign * k * step * unit * scale
            if not left_x - 0.5 <= x <= right_x + 0.5:
                continue
            colour = config.ROPE_GRID if k else config.ROPE_AXIS
            pygame.draw.line(bg, colour, (x, curve.top), (x, curve.bottom))
            label = f"{k * step:g}"
            self.text.blit(bg, label, (x, plot.top + 18), config.TEXT_DIM, 11, anchor="midtop")
        pygame.draw.line(bg, config.ROPE_AXIS, (left_x, curve.top), (right_x, curve.top))
        axis_name = "score / score(0)" if state.has_ratio else "score"
        self.text.blit(
            bg, axis_name + "  (the tip's x)", (plot.right - 6, plot.top + 3), config.TEXT_DIM, 12, "topright"
        )
        if state.has_ratio:
            x1 = ox + state.score0 * scale
            pygame.draw.line(bg, config.ROPE_AXIS, (x1, chain.top + 1), (x1, chain.bottom - 1))

        # Δ ticks on the left, Δ running down
        delta_name = "Δ, log scale" if state.log_axis else "Δ"
        self.text.blit(bg, delta_name, (plot.left + 6, plot.top + 3), config.TEXT_DIM, 12)
        last_y = -math.inf
        for delta in self._delta_ticks(state, curve.height):
            y = delta_y(layout, delta, state.lo, state.hi, state.log_axis) - py
            if y - last_y < 14:  # labels would touch
                continue
            last_y = y
            pygame.draw.line(bg, config.ROPE_AXIS, (left_x - 5, y), (left_x, y))
            pygame.draw.line(bg, config.ROPE_GRID, (left_x, y), (right_x, y))
            self.text.blit(bg, f"{delta}", (left_x - 8, y), config.TEXT_DIM, 11, anchor="midright")

        # chain captions
        self.text.blit(bg, state.view_name(), (chain.left + 8, chain.top + 6), config.TEXT_DIM, 12)
        self._draw_legend(bg, chain)
        # origin
        pygame.draw.circle(bg, config.ROPE_ORIGIN, (ox, oy), 3)
        return bg

    def _draw_legend(self, bg: pygame.Surface, chain: pygame.Rect) -> None:
        """'fast ▬▬ slow': the arrows' colour ramp along the ladder, bottom right of the chain area."""
        y = chain.bottom - 16
        right = self.text.blit(bg, "slow", (chain.right - 8, y), config.TEXT_DIM, 11, "midright").left
        ramp = ladder_colours(40)
        for i, colour in enumerate(ramp):
            bg.fill(colour, (right - 6 - len(ramp) + i, y - 2, 1, 4))
        self.text.blit(bg, "fast", (right - 12 - len(ramp), y), config.TEXT_DIM, 11, "midright")

    @staticmethod
    def _delta_ticks(state: RopeState, height: int) -> list[int]:
        lo, hi = state.lo, state.hi
        if state.log_axis:
            ticks = [lo]
            p = 1
            while lo + p <= hi:
                ticks.append(lo + p)
                p *= 10
            if hi - ticks[-1] > (hi - lo) * 0.3:
                ticks.append(hi)
            return ticks
        step = nice_step(hi - lo, max(2, height // 60))
        step = max(1, int(step))
        first = math.ceil(lo / step) * step
        return list(range(first, hi + 1, step))

    # ------------------------------------------------------------ frame

    def draw(self, surface: pygame.Surface, state: RopeState, layout: PanelLayout) -> None:
        """Draw the score tab inside layout.panel."""
        self.prepare(state, layout)
        assert self._background is not None
        surface.blit(self._background, layout.panel[:2])
        scale, ox, oy = self.frame.scale, self.frame.origin_x, self.frame.origin_y
        index = state.delta_int - state.lo
        row_y = delta_y(layout, state.delta_int, state.lo, state.hi, state.log_axis)

        # the curve so far and the best return once reached
        pts = self.curve_points(index)
        if len(pts) >= 2:
            pygame.draw.aalines(surface, config.ROPE_CURVE, False, pts.tolist())
        best = state.best
        right = layout.plot[0] + layout.plot[2]
        if best is not None:
            by = delta_y(layout, best.delta, state.lo, state.hi, state.log_axis)
            pygame.draw.line(surface, config.ROPE_BEST, (right - 10, by), (right - 2, by), 2)
            if best.delta <= state.delta_int:
                pygame.draw.circle(surface, config.ROPE_BEST, (ox + scale * best.score, by), 4, 1)

        # the chain at (smooth) Δ
        joints = chain_joints(state.delta, state.omega, state.h)
        pts = np.column_stack([ox + scale * joints.real, oy - scale * joints.imag])
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(layout.chain).inflate(-2, -2))
        if state.show_circles:
            self._draw_circles(surface, pts[:-1], np.abs(state.h) * scale)
        self._draw_arrows(surface, pts)
        surface.set_clip(clip)

        # guide from the tip down to the current Δ's row, and the marker there
        tip_x, tip_y = pts[-1]
        sx = ox + scale * state.score_now
        # (broken where it crosses the axis names, so they stay readable)
        names_top, names_bottom = layout.plot[1] + 1, layout.plot[1] + 17
        pygame.draw.line(surface, config.ROPE_GUIDE, (tip_x, tip_y), (tip_x, names_top), 1)
        pygame.draw.line(surface, config.ROPE_GUIDE, (tip_x, names_bottom), (tip_x, row_y), 1)
        left = layout.plot[0]
        pygame.draw.line(surface, config.ROPE_MARKER, (left + 1, row_y), (left + 8, row_y), 2)
        pygame.draw.line(surface, config.ROPE_MARKER, (right - 10, row_y), (right - 2, row_y), 1)
        pygame.draw.circle(surface, config.ROPE_MARKER, (sx, row_y), 4)
        pygame.draw.circle(surface, config.ROPE_MARKER, (tip_x, tip_y), 4)
        label_y = min(max(row_y, layout.curve[1] + 8), layout.curve[1] + layout.curve[3] - 8)
        self.text.blit(
            surface, f"{state.delta_int}", (right - 12, label_y), config.ROPE_MARKER, 12, "midright"
        )
        self._draw_readouts(surface, state, layout)

    def _draw_circles(self, surface: pygame.Surface, centres: np.ndarray, radii: np.ndarray) -> None:
        for i in np.flatnonzero(radii >= MIN_CIRCLE_PX)[:128]:
            pygame.draw.circle(surface, config.ROPE_CIRCLE, centres[i], radii[i], 1)

    def _draw_arrows(self, surface: pygame.Surface, pts: np.ndarray) -> None:
        """Each arrow in its ladder colour; heads on arrows long enough to show one."""
        tails, tips = pts[:-1], pts[1:]
        colours = self._colours
        width = 2 if len(colours) <= 8 else 1
        for i in range(len(tails)):
            pygame.draw.line(surface, colours[i], tails[i], tips[i], width)
        heads = arrowheads(tails, tips, MIN_HEAD_PX, size=10.0, share=0.4, spread=0.45)
        for n, j in enumerate(heads.index):
            pygame.draw.polygon(surface, colours[j], (tips[j], heads.left[n], heads.right[n]))

    def _draw_readouts(self, surface: pygame.Surface, state: RopeState, layout: PanelLayout) -> None:
        x, y, _, _ = layout.readout
        dim, bright, value = config.TEXT_DIM, config.TEXT, config.ROPE_MARKER
        ratio = format_number(state.ratio_now) if state.has_ratio else "— (score(0) = 0)"
        self.text.blit_parts(
            surface,
            [
                ("Δ = ", dim),
                (f"{state.delta_int}", value),
                ("   score = ", dim),
                (format_number(state.score_now), bright),
                ("   score/score(0) = ", dim),
                (ratio, bright),
            ],
            (x, y),
            14,
        )
        best = state.best
        if best is None:
            parts = [(f"No return in {state.lo}..{state.hi}: the score never falls to half of score(0)", dim)]
        else:
            shown = format_number(best.ratio) if state.has_ratio else format_number(best.score)
            parts = [
                ("Best return ", dim),
                ("Δ = ", dim),
                (f"{best.delta}", config.ROPE_BEST),
                (",  ratio " if state.has_ratio else ",  score ", dim),
                (shown, config.ROPE_BEST),
                (f"   (searched {best.search_from}..{state.hi})", dim),
            ]
        self.text.blit_parts(surface, parts, (x, y + 20), 13)
