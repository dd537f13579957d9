"""The epicycle chain on the canvas: a thin polyline through its joints, bold shafts and heads on the
arrows long enough to carry them. At a deep zoom (following the pen) only the arrows that can reach the
canvas are converted to pixels and cut to it; the rest of thousands are skipped in one vectorised test.
"""

from __future__ import annotations

import math

import numpy as np
import pygame

from app import config
from app.geometry.arrow_geometry import arrowheads, head_corners
from app.geometry.clip import MARGIN, Sight, clip_polyline, in_sight, inside_rect, point_inside
from app.geometry.view_transform import ViewTransform
from app.ui.scale import UNSCALED, Scale, polyline
from app.ui.window.drawn import union

FEW_ARROWS = 32  # up to this many, a chain wholly on the canvas is drawn from plain floats
# The canvas' arrowheads (app/geometry/arrow_geometry.py); size in pixels at scale 1.
HEAD = {"size": 11.0, "share": 0.35, "spread": 0.42}
WIDE_CELL_PX = 0.25  # a wide chain line leaves out joints within a cell this size of one it keeps


def head_shape(scale: Scale) -> dict[str, float]:
    """HEAD at a drawing scale (its length in pixels grows with it, its proportions stay)."""
    return HEAD if scale.factor == 1.0 else {**HEAD, "size": scale.f(HEAD["size"])}


def arrows_in_sight(view: ViewTransform, joints: np.ndarray, radii: np.ndarray) -> Sight:
    """The arrows and rims that may cross the canvas (with the clipping margin): following the pen at a
    deep zoom, a few of thousands, and only those are converted and cut to the canvas."""
    _, _, w, h = view.rect
    return in_sight(joints, radii, view.centre, (math.hypot(w, h) / 2 + MARGIN) / view.scale)


def draw_arrows(
    surface: pygame.Surface,
    view: ViewTransform,
    joints: np.ndarray,
    radii: np.ndarray,
    seen: np.ndarray,
    scale: Scale = UNSCALED,
) -> pygame.Rect | None:
    """The chain: a thin polyline through every joint, then shafts and heads on the visible arrows.

    joints: complex (N + 1); radii: each arrow's length in math units; seen: the arrows that may show;
    scale: of the line widths, heads and the least arrow with a head. Returns what they cover (None if
    nothing shows).
    """
    if seen.all():
        points = view.to_screen(joints)
        if len(radii) <= FEW_ARROWS:
            listed = points.tolist()
            if all(point_inside(p, view.rect) for p in listed):  # nothing to cut: the same pixels, in floats
                return draw_few_arrows(surface, view, listed, (radii * view.scale).tolist(), scale)
        tails, tips, length = points[:-1], points[1:], radii * view.scale
        path = chain_path(points, length, wide=scale.px(1) > 1)
    else:
        # A deep zoom shows a few arrows of thousands: only those are converted, joined where they meet.
        index = np.flatnonzero(seen)
        tails, tips = view.to_screen(joints[index]), view.to_screen(joints[index + 1])
        length = radii[index] * view.scale
        path = broken_path(tails, tips, index)
    thin, bold, least = scale.px(1), scale.px(2), scale.f(config.MIN_HEAD_PX)
    drawn = [polyline(surface, config.ARROW, run, thin) for run in clip_polyline(path, view.rect)]

    # Heads only on arrows long enough whose tips are on the canvas, at most MAX_HEADS of them.
    near = np.flatnonzero(length >= least)
    near = near[inside_rect(tips[near], view.rect)][-config.MAX_HEADS :]  # the last: nearest the pen
    heads = arrowheads(tails[near], tips[near], least, **head_shape(scale))
    near = near[heads.index]  # (an arrow's length in pixels may round below the least)
    # Plain lists for the few short calls: pygame reads a float far faster than a numpy scalar.
    if inside_rect(tails[near], view.rect).all():  # the usual case: no shaft to cut
        shafts = list(zip(tails[near].tolist(), heads.base.tolist(), strict=True))
    else:  # cut as one NaN-separated polyline, clipped once
        gap = np.full((len(near), 2), np.nan)
        parts = clip_polyline(np.stack([tails[near], heads.base, gap], axis=1).reshape(-1, 2), view.rect)
        shafts = [part[[0, -1]].tolist() for part in parts]
    for start, end in shafts:
        pygame.draw.aaline(surface, config.ARROW, start, end, bold)
    corners = np.stack([tips[near], heads.left, heads.right], axis=1).tolist()
    for triangle in corners:
        pygame.draw.polygon(surface, config.ARROW_HEAD, triangle)
        drawn.append(pygame.draw.aalines(surface, config.ARROW_HEAD, True, triangle))
    # Shafts run along the chain's own line, and heads round their tips: the chain and heads hold them.
    return union(drawn)


def draw_few_arrows(
    surface: pygame.Surface,
    view: ViewTransform,
    points: list[list[float]],
    length: list[float],
    scale: Scale = UNSCALED,
) -> pygame.Rect | None:
    """draw_arrows for a short chain wholly on the canvas (points: its joints in pixels, length: its arrows'
    in pixels), in plain floats: for a handful of arrows each numpy call costs more than its arithmetic."""
    drawn = [polyline(surface, config.ARROW, [*points, points[-1]], scale.px(1))]  # as chain_path
    tips, least, shape = points[1:], scale.f(config.MIN_HEAD_PX), head_shape(scale)
    near = [i for i, size in enumerate(length) if size >= least and point_inside(tips[i], view.rect)]
    heads = []
    for i in near[-config.MAX_HEADS :]:
        head = head_corners(points[i], tips[i], least, **shape)
        if head is not None:  # (its length in pixels may round below the least)
            heads.append((i, head))
    bold = scale.px(2)
    for i, (base, _, _) in heads:
        pygame.draw.aaline(surface, config.ARROW, points[i], base, bold)
    for i, (_, left, right) in heads:
        triangle = [tips[i], left, right]
        pygame.draw.polygon(surface, config.ARROW_HEAD, triangle)
        drawn.append(pygame.draw.aalines(surface, config.ARROW_HEAD, True, triangle))
    return union(drawn)


def chain_path(points: np.ndarray, length: np.ndarray, wide: bool = False) -> np.ndarray:
    """The polyline through the joints (screen points), the pen twice: aalines ends it the same way.
    wide: drawn wider than a pixel (a call to pygame's line a segment, not one aalines for all)."""
    if len(points) <= config.MAX_POLYLINE_POINTS + 1 and not wide:
        return np.concatenate([points, points[-1:]])
    # Long chains end in thousands of sub-pixel arrows, mostly tangled under the pen dot. Keep a joint
    # where its arrow is a cell long or the chain enters another cell: every joint left out lies in the
    # cell of one kept, so the line stays within a cell's diagonal of the full one. A long chain: cells of
    # a pixel, hundreds of points instead of thousands; a wide line: quarter pixels (the heart's 200
    # arrows at 1080p keep about 90 joints, each one a call less).
    cell = 1.0 if len(points) > config.MAX_POLYLINE_POINTS + 1 else WIDE_CELL_PX
    grid = np.floor(np.clip(points / cell, -1e9, 1e9))
    moved = grid[1:] != grid[:-1]
    keep = (length >= cell) | moved[:, 0] | moved[:, 1]  # (.any(axis=1) over pairs is several times slower)
    return np.concatenate([points[:1], points[1:][keep], points[-1:]])


def broken_path(tails: np.ndarray, tips: np.ndarray, index: np.ndarray) -> np.ndarray:
    """Arrows index (ascending) as one polyline: each run of neighbours joined, a NaN between runs."""
    if len(index) == 0:  # the view is away from the whole chain
        return np.zeros((0, 2))
    start = np.ones(len(index), dtype=bool)
    start[1:] = index[1:] != index[:-1] + 1
    runs = np.cumsum(start) - 1
    # Per arrow: its tip, and before a run's first tip that run's tail (and a NaN, but for the first).
    out = np.full((len(index) + 2 * (runs[-1] + 1) - 1, 2), np.nan)
    place = np.arange(len(index)) + 2 * runs + 1  # after the tails (and NaNs) of this and earlier runs
    out[place] = tips
    out[place[start] - 1] = tails[start]
    return out
