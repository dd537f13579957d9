"""What a drawing covers. pygame's draw calls and blits return the rectangle they changed; a view gathers
them, so that a calm frame can put back and push just that (app/ui/window/damage.py)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from functools import lru_cache

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
    x, y = math.floor(centre[0]), math.floor(centre[1])
    return [pygame.Rect(x + left, y + top, w, h).clip(square) for left, top, w, h in arc_boxes(radius, width)]


@lru_cache(maxsize=64)  # a frame's few large circles keep their radii while the camera is still
def arc_boxes(radius: float, width: int) -> tuple[tuple[int, int, int, int], ...]:
    """rim_rects' boxes about a centre at (0, 0), each wide enough for any centre in [0, 1)², so that only
    the centre's whole pixels move them (a frame then costs a move a box, not its arithmetic)."""
    outer, inner = radius + 2, max(radius - width - 2, 0.0)
    out = []
    for (c0, s0), (c1, s1) in itertools.pairwise(_TURNS):
        xs = (outer * c0, outer * c1, inner * c0, inner * c1)
        ys = (outer * s0, outer * s1, inner * s0, inner * s1)
        left, top = math.floor(min(xs)), math.floor(min(ys))
        # floor(v + f) >= floor(v) and ceil(v + f) <= ceil(v) + 1 for f in [0, 1): a pixel more right and down
        out.append((left, top, math.ceil(max(xs)) + 1 - left + 1, math.ceil(max(ys)) + 1 - top + 1))
    return tuple(out)


def circles_cover(
    drawn: Sequence[tuple[pygame.Rect, Sequence[float], float]], width: int
) -> list[pygame.Rect]:
    """What circles drawn with rims `width` wide cover, each given as (the square pygame returned, centre,
    radius): the largest few as boxes along their rims (rim_rects), the rest as one rectangle."""
    split = sorted(range(len(drawn)), key=lambda k: -drawn[k][2])[:RIM_SPLIT_MOST]
    rest = union([square for k, (square, _, _) in enumerate(drawn) if k not in split])
    out = [box for k in split for box in rim_rects(*drawn[k], width)]
    return out if rest is None else [*out, rest]
