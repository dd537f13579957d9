"""The epicycle canvas: draws the curve, its turning arrows and the pen's trail from state.

Everything is vectorised per frame: one cumsum for the joints, one polyline for the chain, one per
fade band for the trail. Only the visible extras loop in Python: circles of at least MIN_CIRCLE_PX
and arrowheads on arrows of at least MIN_HEAD_PX, each capped, so 10,000 arrows still draw fast.
"""

from __future__ import annotations

import numpy as np
import pygame

from app import config
from app.epicycle_state import EpicycleState
from app.fourier import chain_joints
from app.readouts import pen_readout, time_readout
from app.ui.fonts import blit_text
from app.view_transform import ViewTransform

HINT = "Drag on the canvas to draw your own closed curve  ·  H for help"


def draw_canvas(
    surface: pygame.Surface,
    view: ViewTransform,
    state: EpicycleState,
    stroke: list[tuple[int, int]] | None = None,
) -> None:
    """Draw the whole canvas inside view.rect."""
    rect = pygame.Rect(view.rect)
    surface.fill(config.CANVAS_BG, rect)
    old_clip = surface.get_clip()
    surface.set_clip(rect)

    draw_axes(surface, view)
    draw_target(surface, view, state.curve.samples)
    joints = chain_joints(state.chain, state.t)
    points = view.to_screen(joints)
    if state.show_circles:
        draw_circles(surface, points[:-1], np.abs(state.chain.c) * view.scale)
    if state.show_trail:
        trail = np.append(state.trail(), joints[-1])
        draw_trail(surface, view.to_screen(trail))
    draw_arrows(surface, points)
    draw_marker(surface, view.point(state.spectrum.c[state.spectrum.k == 0][0]), config.CENTRE)
    pygame.draw.circle(surface, config.PEN, points[-1], 4)
    if stroke:
        draw_stroke(surface, stroke)

    x, y = rect.topleft
    blit_text(surface, state.curve.caption, (x + 12, y + 10), config.TEXT_DIM, 14)
    blit_text(
        surface,
        f"{time_readout(state)}   ·   {pen_readout(state, joints[-1])}",
        (x + 12, y + 32),
        config.TEXT,
        15,
    )
    hint = "Release to finish the curve  ·  Esc cancels" if stroke else HINT
    blit_text(surface, hint, (x + 12, rect.bottom - 26), config.TEXT_DIM, 13)
    surface.set_clip(old_clip)


def draw_axes(surface: pygame.Surface, view: ViewTransform) -> None:
    """Faint axes through the math origin, where the chain starts."""
    ox, oy = view.point(0j)
    rect = pygame.Rect(view.rect)
    pygame.draw.line(surface, config.GRID, (rect.left, oy), (rect.right, oy))
    pygame.draw.line(surface, config.GRID, (ox, rect.top), (ox, rect.bottom))


def draw_target(surface: pygame.Surface, view: ViewTransform, samples: np.ndarray) -> None:
    """The curve being redrawn, faint, with its samples as dots when there are few."""
    pts = view.to_screen(samples)
    pygame.draw.aalines(surface, config.TARGET, True, decimate(pts).tolist())
    if len(samples) <= config.FEW_SAMPLES:
        for p in pts:
            pygame.draw.circle(surface, config.SAMPLE_DOT, p, 4)


def draw_circles(surface: pygame.Surface, centres: np.ndarray, radii: np.ndarray) -> None:
    """The circle each arrow's tip runs round; invisible ones skipped, the largest kept."""
    big = np.flatnonzero(radii >= config.MIN_CIRCLE_PX)
    if len(big) > config.MAX_CIRCLES:
        big = big[np.argsort(-radii[big])[: config.MAX_CIRCLES]]
    for i in big:
        pygame.draw.aacircle(surface, config.CIRCLE, centres[i], radii[i], 1)


def draw_trail(surface: pygame.Surface, pts: np.ndarray) -> None:
    """The pen's last period, fading from the pen backwards, in a few bands of one polyline each."""
    pts = decimate(pts, keep_last=True)
    if len(pts) < 2:
        return
    bands = min(config.TRAIL_BANDS, len(pts) - 1)
    edges = np.linspace(0, len(pts) - 1, bands + 1).round().astype(int)
    bg = np.array(config.CANVAS_BG, dtype=float)
    fg = np.array(config.TRAIL, dtype=float)
    for b in range(bands):
        lo, hi = edges[b], edges[b + 1]
        if hi <= lo:
            continue
        strength = ((b + 1) / bands) ** 1.5
        colour = tuple(int(v) for v in bg + (fg - bg) * strength)
        segment = pts[lo : hi + 1].tolist()
        pygame.draw.aalines(surface, colour, False, segment)
        if b >= bands // 2:  # the newest half a little bolder
            pygame.draw.lines(surface, colour, False, segment, 2)


def draw_arrows(surface: pygame.Surface, joints: np.ndarray) -> None:
    """The chain: a thin polyline through every joint, then shafts and heads on the visible arrows."""
    tails, tips = joints[:-1], joints[1:]
    delta = tips - tails
    length = np.hypot(delta[:, 0], delta[:, 1])
    keep = length >= 1.0
    keep[:: max(1, len(keep) // config.MAX_POLYLINE_POINTS)] = True
    path = np.vstack([joints[:1], tips[keep], joints[-1:]])
    if len(path) >= 2:
        pygame.draw.aalines(surface, config.ARROW, False, path.tolist())

    big = np.flatnonzero(length >= config.MIN_HEAD_PX)[: config.MAX_HEADS]
    if len(big) == 0:
        return
    unit = delta[big] / length[big, None]
    normal = np.column_stack([-unit[:, 1], unit[:, 0]])
    head = np.minimum(11.0, 0.35 * length[big])[:, None]
    base = tips[big] - unit * head
    left = base + normal * head * 0.42
    right = base - normal * head * 0.42
    for i, j in enumerate(big):
        pygame.draw.aaline(surface, config.ARROW, tails[j], base[i], 2)
        triangle = (tips[j], left[i], right[i])
        pygame.draw.polygon(surface, config.ARROW_HEAD, triangle)
        pygame.draw.aalines(surface, config.ARROW_HEAD, True, triangle)


def draw_marker(surface: pygame.Surface, pos: tuple[float, float], colour: tuple[int, int, int]) -> None:
    """A small plus: c_0, the curve's centre of mass."""
    x, y = pos
    pygame.draw.line(surface, colour, (x - 6, y), (x + 6, y), 2)
    pygame.draw.line(surface, colour, (x, y - 6), (x, y + 6), 2)


def draw_stroke(surface: pygame.Surface, stroke: list[tuple[int, int]]) -> None:
    """The stroke being drawn, live, with a faint line back to its start (it will be closed)."""
    if len(stroke) >= 2:
        pts = decimate(np.asarray(stroke, dtype=float), keep_last=True)
        pygame.draw.aalines(surface, config.STROKE, False, pts.tolist())
        pygame.draw.aaline(surface, config.TARGET, stroke[-1], stroke[0])
    pygame.draw.circle(surface, config.STROKE, stroke[0], 4)


def decimate(pts: np.ndarray, keep_last: bool = False) -> np.ndarray:
    """At most about MAX_POLYLINE_POINTS points, evenly picked (more cannot show at screen size)."""
    stride = -(-len(pts) // config.MAX_POLYLINE_POINTS)
    if stride <= 1:
        return pts
    out = pts[::stride]
    return np.vstack([out, pts[-1:]]) if keep_last else out
