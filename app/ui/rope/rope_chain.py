"""The RoPE panel's chain of arrows: its joints in pixels at (smooth) Δ, its circles, its arrows in their
ladder colours with heads and dark joints, and the scale bar of its zoom. For a few arrows everything is
worked out in plain floats and complex numbers: there each numpy call costs more than its arithmetic.
"""

from __future__ import annotations

import cmath
import itertools
import math

import numpy as np
import pygame

from app import config
from app.geometry.arrow_geometry import arrowheads, head_corners
from app.geometry.rope_scales import SCALE_BAR_PX, ChainFrame, scale_bar
from app.i18n import tr
from app.math.rope import chain_joints
from app.model.rope_state import RopeState
from app.model.signs import window_number
from app.ui.fonts import Colour, Fonts
from app.ui.scale import UNSCALED, Scale
from app.ui.window.drawn import circles_cover, union

# Pixels at scale 1 (app/ui/scale.py multiplies them).
MIN_CIRCLE_PX = 2.0
MIN_HEAD_PX = 6.0
HEAD = {"size": 10.0, "share": 0.4, "spread": 0.45}  # the panel's arrowheads (app/geometry/arrow_geometry.py)
FEW_ARROWS = 8  # up to this many, the joints and heads are worked out in plain numbers
MIN_JOINT_PX = 5.0  # arrows at least this long get a dark dot at their tail, so neighbours part
TIP_DOT = 4  # the radius of the dot on the chain's tip
BAR_LIFT = 14  # the scale bar and its note's middle over the chain area's foot


def chain_turns(state: RopeState) -> list[tuple[float, complex]] | None:
    """(ω_j, h_j) of a chain of up to FEW_ARROWS arrows, as plain numbers (None for more)."""
    if state.n_arrows > FEW_ARROWS:
        return None
    return list(zip(state.omega.tolist(), state.h.tolist(), strict=True))


def chain_points(
    state: RopeState, turns: list[tuple[float, complex]] | None, frame: ChainFrame
) -> list[list[float]]:
    """The chain's joints at (smooth) Δ in pixels, as lists (pygame reads plain floats far faster than
    numpy's): with turns (chain_turns) summed in plain complex numbers, else with arrays."""
    ox, oy, scale = frame.origin_x, frame.origin_y, frame.scale
    if turns is None:
        joints = chain_joints(state.delta, state.omega, state.h)
        return np.column_stack([ox + scale * joints.real, oy - scale * joints.imag]).tolist()
    z, points, turn = 0j, [[ox, oy]], 1j * state.delta
    for omega, h in turns:
        z += h * cmath.exp(turn * omega)
        points.append([ox + scale * z.real, oy - scale * z.imag])
    return points


def draw_chain_circles(
    surface: pygame.Surface, centres: list[list[float]], radii: list[float], scale: Scale = UNSCALED
) -> list[pygame.Rect]:
    """The circle each arrow's tip runs round (those large enough to see, at most 128); returns what they
    cover: the largest few as boxes along their rims (drawn.rim_rects), the rest as one rectangle."""
    least, width = scale.f(MIN_CIRCLE_PX), scale.px(1)
    kept = [(centre, radius) for centre, radius in zip(centres, radii, strict=True) if radius >= least]
    drawn = [(pygame.draw.circle(surface, config.ROPE_CIRCLE, c, r, width), c, r) for c, r in kept[:128]]
    return circles_cover(drawn, width)


def draw_chain_arrows(
    surface: pygame.Surface, colours: list[Colour], points: list[list[float]], scale: Scale = UNSCALED
) -> pygame.Rect | None:
    """Each arrow in its ladder colour, parted from the next by a dark joint; heads where they fit.
    Returns what they cover."""
    width = scale.px(2 if len(colours) <= 64 else 1)
    drawn = [
        pygame.draw.line(surface, colour, tail, tip, width)
        for colour, tail, tip in zip(colours, points, points[1:], strict=False)
    ]
    lengths, heads = arrow_parts(points, scale)
    joint = scale.f(1.5)
    for i in [k for k, length in enumerate(lengths) if length >= scale.f(MIN_JOINT_PX)][1:]:
        pygame.draw.circle(surface, config.ROPE_AREA_BG, points[i], joint)
    for j, triangle in heads:
        drawn.append(pygame.draw.polygon(surface, colours[j], triangle))
    return union(drawn)


def draw_chain_scale(
    surface: pygame.Surface, chain: pygame.Rect, scale: float, fonts: Fonts, lang: str
) -> pygame.Rect:
    """A scale bar in score units, bottom left of the chain area, and how the guide reads; returns what
    they cover."""
    units, px = scale_bar(scale, fonts.scale.f(SCALE_BAR_PX)), fonts.scale.px
    x, y = chain.left + px(10), chain.bottom - px(BAR_LIFT)
    length, width, tick = units * scale, px(1), px(4)
    colour = config.TEXT_DIM
    drawn = [pygame.Rect(x, y, 0, 0)]
    if units > 0:  # (0: a zoom that is no number, no bar to draw)
        drawn = [pygame.draw.line(surface, colour, (x, y), (x + length, y), width)]
        for end in (x, x + length):
            drawn.append(pygame.draw.line(surface, colour, (end, y - tick), (end, y + tick), width))
    number_image = fonts.image(window_number(f"{units:g}") if units > 0 else "", colour, 11)
    number = number_image.get_rect(midleft=(round(x + length + px(6)), round(y)))
    note_text = zoom_note(fonts, lang, chain.right - number.right - px(10 + 8))
    note_image = fonts.image(note_text, colour, 11)
    note = note_image.get_rect(midleft=(number.right + px(10), round(y)))
    # On a plate, as the canvas captions are: circles and arrows passing under never run through the words.
    plate = number.union(note).inflate(px(6), px(2)).clip(chain.inflate(-2, -2))
    surface.fill(config.ROPE_AREA_BG, plate)
    surface.blits([(number_image, number), (note_image, note)], doreturn=False)
    return plate.unionall(drawn)


def kept_clear(fonts: Fonts, lang: str, top: int) -> tuple[int, int]:
    """Pixels the chain's zoom keeps clear at the top and foot of its area: the words there (top: what its
    captions take; the foot: the scale bar's plate, as tall as lang's note) and the tip's dot beyond them,
    2 px apart. (The joints alone were kept clear, with 26 px at the foot: the dot ran onto the plates.)"""
    px = fonts.scale.px
    tall = max(
        fonts.image(text, config.TEXT_DIM, 11).get_height() for text in ("0", tr(lang, "rope_view.zoom_note"))
    )
    plate = px(BAR_LIFT) + tall // 2 + px(2) // 2  # (draw_chain_scale's plate: its words, 1 px more)
    return top + px(TIP_DOT + 2), plate + px(TIP_DOT + 2)


def zoom_note(fonts: Fonts, lang: str, room: int) -> str:
    """How the chain's zoom and the guide read, in `room` pixels: whole, else its short form (the lesson's
    two half-width chains cut the whole one mid-clause), else nothing (a stub such as "zoo…" says less)."""
    for key in ("rope_view.zoom_note", "rope_view.zoom_note_short"):
        note = tr(lang, key)
        if fonts.width(note, 11) <= room:
            return note
    return ""


def arrow_parts(
    points: list[list[float]], scale: Scale = UNSCALED
) -> tuple[list[float], list[tuple[int, list]]]:
    """The chain's arrow lengths and heads (arrow index, corners) from its joints: for a few arrows in plain
    floats, for many with arrays."""
    least = scale.f(MIN_HEAD_PX)
    shape = HEAD if scale.factor == 1.0 else {**HEAD, "size": scale.f(HEAD["size"])}
    if len(points) <= FEW_ARROWS + 1:
        pairs = list(itertools.pairwise(points))
        lengths = [math.hypot(tip[0] - tail[0], tip[1] - tail[1]) for tail, tip in pairs]
        made = [(tip, head_corners(tail, tip, least, **shape)) for tail, tip in pairs]
        return lengths, [
            (j, [tip, head[1], head[2]]) for j, (tip, head) in enumerate(made) if head is not None
        ]
    pts = np.array(points)
    tails, tips = pts[:-1], pts[1:]
    heads = arrowheads(tails, tips, least, **shape)
    corners = np.stack([tips[heads.index], heads.left, heads.right], axis=1).tolist()
    return np.hypot(*(tips - tails).T).tolist(), list(zip(heads.index.tolist(), corners, strict=True))
