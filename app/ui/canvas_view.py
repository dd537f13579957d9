"""The epicycle canvas: draws the curve, its turning arrows and the pen's trail from state.

Everything is vectorised per frame: one cumsum for the joints, one polyline for the chain, one per
fade band for the trail. Only the visible extras loop in Python: circles of at least MIN_CIRCLE_PX
and arrowheads on arrows of at least MIN_HEAD_PX, each capped, so 10,000 arrows still draw fast.
The still part (background, axes, target curve) is drawn once per curve and view, then copied.
Polylines go to pygame as float arrays, not `.tolist()`: thousands of small lists a frame would wake
Python's garbage collector, whose full passes over the widgets cost a dropped frame now and then.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pygame

from app import config
from app.geometry.arrow_geometry import arrowheads
from app.geometry.view_transform import ViewTransform
from app.math.fourier import chain_joints
from app.model.epicycle_state import EpicycleState
from app.model.readouts import pen_readout, time_readout
from app.ui.fonts import blit_text

HINT = "Drag on the canvas to draw your own closed curve  ·  H for help"
CANVAS_HEADER = 58  # pixels of caption and read-out at the top of the canvas
CANVAS_FOOTER = 30  # the hint at the bottom


def draw_canvas(
    surface: pygame.Surface,
    view: ViewTransform,
    state: EpicycleState,
    stroke: list[tuple[int, int]] | None = None,
) -> None:
    """Draw the whole canvas inside view.rect."""
    rect = pygame.Rect(view.rect)
    old_clip = surface.get_clip()
    surface.set_clip(rect)

    draw_backdrop(surface, view, state.curve.samples)
    joints = chain_joints(state.chain, state.t)
    points = view.to_screen(joints)
    if state.show_circles:
        draw_circles(surface, points[:-1], np.abs(state.chain.c) * view.scale)
    if state.show_trail:
        # Decimate before converting: the same points draw_trail would keep, a quarter of the work.
        trail = decimate(np.append(state.trail(), joints[-1]), keep_last=True)
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


def draw_backdrop(surface: pygame.Surface, view: ViewTransform, samples: np.ndarray) -> None:
    """Background, axes and target curve: copied from a cached image when the surface allows it."""
    rect = pygame.Rect(view.rect)
    if surface.get_flags() & pygame.SRCALPHA or surface.get_alpha() is not None:
        # A copy would blend, not replace; such surfaces (tests, exports) are drawn directly.
        surface.fill(config.CANVAS_BG, rect)
        draw_axes(surface, view)
        draw_target(surface, view, samples)
        return
    key = (surface.get_size(), surface.get_bitsize(), surface.get_masks())
    surface.blit(_backdrop(_Same(samples), view, key), rect, rect)


class _Same:
    """Hashes and compares an object by identity, so a cache can key on an array (and keeps it alive)."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.obj is self.obj


@lru_cache(maxsize=1)
def _backdrop(samples: _Same, view: ViewTransform, key: tuple) -> pygame.Surface:
    """The canvas without its moving parts, drawn as draw_canvas would, at full surface size.

    A curve's samples are never changed in place (curves are frozen), so the array's identity,
    the view and the surface format determine the image.
    """
    size, bitsize, masks = key
    image = pygame.Surface(size, 0, bitsize, masks)
    rect = pygame.Rect(view.rect)
    image.fill(config.CANVAS_BG, rect)
    image.set_clip(rect)
    draw_axes(image, view)
    draw_target(image, view, samples.obj)
    image.set_clip(None)
    return image


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
    """The pen's last period (already decimated), fading from the pen backwards, one polyline per band."""
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
        strength = ((b + 1) / bands) ** 1.2
        colour = tuple(int(v) for v in bg + (fg - bg) * strength)
        segment = pts[lo : hi + 1]
        pygame.draw.aalines(surface, colour, False, segment)
        if b >= bands // 3:  # the newer part bolder: a second antialiased line half a pixel over
            pygame.draw.aalines(surface, colour, False, segment + 0.5)


def draw_arrows(surface: pygame.Surface, joints: np.ndarray) -> None:
    """The chain: a thin polyline through every joint, then shafts and heads on the visible arrows."""
    tails, tips = joints[:-1], joints[1:]
    delta = tips - tails
    length = np.hypot(delta[:, 0], delta[:, 1])
    if len(tips) <= config.MAX_POLYLINE_POINTS:
        path = np.concatenate([joints, joints[-1:]])  # the pen twice: aalines ends it the same way
    else:
        # Long chains end in thousands of sub-pixel arrows, mostly tangled under the pen dot. Keep a
        # joint where its arrow is a pixel long or the chain enters another pixel: the line stays
        # within a pixel of the full one, from hundreds of points instead of thousands.
        cell = np.floor(joints)
        keep = (length >= 1.0) | (cell[1:] != cell[:-1]).any(axis=1)
        path = np.concatenate([joints[:1], tips[keep], joints[-1:]])
    if len(path) >= 2:
        pygame.draw.aalines(surface, config.ARROW, False, path)

    heads = arrowheads(tails, tips, config.MIN_HEAD_PX, size=11.0, share=0.35, spread=0.42)
    for i, j in enumerate(heads.index[: config.MAX_HEADS]):
        pygame.draw.aaline(surface, config.ARROW, tails[j], heads.base[i], 2)
        triangle = (tips[j], heads.left[i], heads.right[i])
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
        # Pick the points before converting: a long stroke is a big list, redrawn every frame.
        stride = -(-len(stroke) // config.MAX_POLYLINE_POINTS)
        picked = stroke[::stride] + stroke[-1:] if stride > 1 else stroke
        pygame.draw.aalines(surface, config.STROKE, False, np.asarray(picked, dtype=float))
        pygame.draw.aaline(surface, config.TARGET, stroke[-1], stroke[0])
    pygame.draw.circle(surface, config.STROKE, stroke[0], 4)


def decimate(pts: np.ndarray, keep_last: bool = False) -> np.ndarray:
    """At most about MAX_POLYLINE_POINTS points, evenly picked (more cannot show at screen size)."""
    stride = -(-len(pts) // config.MAX_POLYLINE_POINTS)
    if stride <= 1:
        return pts
    out = pts[::stride]
    return np.concatenate([out, pts[-1:]]) if keep_last else out
