"""What a drawing covers. pygame's draw calls and blits return the rectangle they changed; a view gathers
them, so that a calm frame can put back and push just that (app/ui/window/damage.py)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame


def union(rects: Sequence[pygame.Rect | None]) -> pygame.Rect | None:
    """The smallest rectangle holding every rectangle that has an area (None if none has)."""
    some = [r for r in rects if r is not None and r.width and r.height]
    return some[0].unionall(some[1:]) if some else None


RIM_ARCS = 16  # a large circle's rim as the boxes of this many arcs: together about a fifth of its square
RIM_SPLIT_PX = 48  # smaller circles keep their square (a few boxes would save little)
RIM_SPLIT_MOST = 8  # at most this many circles a frame are split (each adds RIM_ARCS rectangles)
_TURNS = [(math.cos(math.tau * k / RIM_ARCS), math.sin(math.tau * k / RIM_ARCS)) for k in range(RIM_ARCS + 1)]


def rim_rects(square: pygame.Rect, centre: Sequence[float], radius: float, width: int) -> list[pygame.Rect]:
    """Rectangles holding every pixel of a circle's rim `width` wide (square: what pygame says the circle
    covers): the box of each arc's stretch of the ring, a pixel more round (a rim's pixels may round
    outwards); the square itself for a small circle. The arcs meet on the axes, where the ring is widest."""
    if radius < RIM_SPLIT_PX:
        return [square]
    x, y = centre
    outer, inner = radius + 2, max(radius - width - 2, 0.0)
    out = []
    for (c0, s0), (c1, s1) in itertools.pairwise(_TURNS):
        xs = (x + outer * c0, x + outer * c1, x + inner * c0, x + inner * c1)
        ys = (y + outer * s0, y + outer * s1, y + inner * s0, y + inner * s1)
        left, top = math.floor(min(xs)), math.floor(min(ys))
        box = pygame.Rect(left, top, math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1)
        out.append(box.clip(square))
    return out


def circles_cover(
    drawn: Sequence[tuple[pygame.Rect, Sequence[float], float]], width: int
) -> list[pygame.Rect]:
    """What circles drawn with rims `width` wide cover, each given as (the square pygame returned, centre,
    radius): the largest few as boxes along their rims (rim_rects), the rest as one rectangle."""
    split = sorted(range(len(drawn)), key=lambda k: -drawn[k][2])[:RIM_SPLIT_MOST]
    rest = union([square for k, (square, _, _) in enumerate(drawn) if k not in split])
    out = [box for k in split for box in rim_rects(*drawn[k], width)]
    return out if rest is None else [*out, rest]
