"""The pen's trail on the canvas: its last period, fading from the pen backwards in bands, each band one
antialiased polyline (drawn once), cut to the canvas only when some of it lies off it.

The trail's points lie on a fixed grid of t (EpicycleState.trail_grid). With the camera still, that grid
is converted to pixels once per view and kept as plain tuples, and each frame's trail is a slice of it:
pygame reads a tuple several times faster than a row of a numpy array (about 0.12 ms a thousand points,
more than drawing them), and a long trail has thousands. A trail wider than a pixel costs a call to pygame's
line a segment: of its points only those a line through them needs are drawn (app/geometry/simplify.py:
the others lie within a fifth of a pixel of it; the heart at 1080p keeps about one in six).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import numpy as np
import pygame

from app import config
from app.geometry.clip import MARGIN, clip_polyline, inside_rect, point_inside
from app.geometry.simplify import needed_points
from app.geometry.view_transform import ViewTransform
from app.identity import Same
from app.math.tour import in_jumps
from app.model.epicycle_state import EpicycleState
from app.ui.scale import polyline_parts

Point = tuple[float, float]
LEFT_OUT_PX = 0.2  # how far from the line drawn a trail point left out may lie
RECT_SEGMENTS = 4  # a wide trail's segments per rectangle it reports (a calm frame puts those back)


def draw_pen_trail(
    surface: pygame.Surface,
    view: ViewTransform,
    state: EpicycleState,
    pen: complex,
    still: bool,
    width: int = 1,
) -> list[pygame.Rect]:
    """The state's trail up to the pen (pen: the chain's last joint), width pixels wide; only the points
    that can show are gathered: every stride-th, then the pen. still: the camera is not moving (the view
    may be used again). Returns what each band covers (a calm frame puts back only those: one rectangle
    round a long trail would hold most of the canvas)."""
    stride = max(1, -(-state.trail_length() // config.MAX_POLYLINE_POINTS))
    if still and not state.curve.jumps and state.trail_length():
        grid, on_canvas = grid_on_screen(Same(state.trail_grid), view)
        tip = view.point(pen)
        if on_canvas and point_inside(tip, view.rect):  # the usual case: nothing to leave out or cut
            span = state.trail_span(stride)
            rows = np.arange(span.start, span.stop, span.step)
            thin = stride > 1 or width <= 1  # one aalines call a band: every point drawn, as cheap
            needed = (
                np.ones(len(rows), bool) if thin else needed_on_screen(Same(state.trail_grid), view)[rows]
            )
            show = np.append(needed, True)  # and the tip
            bands = bands_of(len(show))
            show[[lo for _, lo, _ in bands]] = True  # every band's ends, so the fade steps where it did
            places = np.flatnonzero(show)
            points = [grid[r] for r in rows[places[:-1]].tolist()]
            points.append(tip)
            at = np.searchsorted(places, [hi for _, _, hi in bands]).tolist()
            return [
                part
                for (colour, _, _), lo, hi in zip(bands, [0, *at], at, strict=False)
                for part in polyline_parts(surface, colour, points[lo : hi + 1], width, per=RECT_SEGMENTS)
            ]
    pts = view.to_screen(np.append(state.trail(stride), pen))
    if state.curve.jumps:  # the pen's jumps between strokes leave no trail
        times = np.append(state.trail_times(stride), state.period_fraction)
        pts[in_jumps(times, state.curve.jumps)] = np.nan
    return draw_trail(surface, view, pts, width)


@lru_cache(maxsize=2)  # the window's, and a film's being written meanwhile (about 2 MB each at most)
def grid_on_screen(grid: Same, view: ViewTransform) -> tuple[list[Point], bool]:
    """The trail grid in pixels as tuples, laid twice end to end (EpicycleState.trail_span slices it), and
    whether all of it lies on the canvas (with the clipping margin)."""
    pts = view.to_screen(grid.obj)
    points = list(zip(pts[:, 0].tolist(), pts[:, 1].tolist(), strict=True))
    return points + points, bool(inside_rect(pts, view.rect).all())


@lru_cache(maxsize=2)
def needed_on_screen(grid: Same, view: ViewTransform) -> np.ndarray:
    """Which of the grid's points in pixels a line through them needs (app/geometry/simplify.py), laid twice
    as grid_on_screen's; asked for by wide trails only (a thin one draws every point at no extra cost)."""
    needed = needed_points(view.to_screen(grid.obj), LEFT_OUT_PX)
    return np.concatenate([needed, needed])


def draw_bands(
    surface: pygame.Surface, pts: Sequence[Point] | np.ndarray, width: int = 1
) -> list[pygame.Rect]:
    """Points wholly on the canvas, oldest first, as the fading bands; returns what each band covers."""
    return [
        part
        for colour, lo, hi in bands_of(len(pts))
        for part in polyline_parts(surface, colour, pts[lo : hi + 1], width, per=RECT_SEGMENTS)
    ]


@lru_cache(maxsize=8)
def bands_of(count: int) -> list[tuple[tuple[int, int, int], int, int]]:
    """The fading bands of a trail of count points, oldest first: (colour, first point, last point), each
    sharing its last point with the next; bands with no segment are left out."""
    bands = min(config.TRAIL_BANDS, count - 1)
    # Even steps, rounded half to even as numpy's linspace and round would (in plain floats: while the trail
    # grows, its count, and so this, changes every frame).
    step = (count - 1) / bands if bands > 0 else 0.0
    edges = [round(b * step) for b in range(bands)] + [count - 1]
    return [(c, lo, hi) for c, lo, hi in zip(trail_colours(bands), edges, edges[1:], strict=False) if hi > lo]


def draw_trail(
    surface: pygame.Surface, view: ViewTransform, pts: np.ndarray, width: int = 1
) -> list[pygame.Rect]:
    """The pen's last period (already decimated), fading from the pen backwards, one polyline per band;
    NaN points (jumps between strokes) and everything off the canvas are left out. Returns what each
    piece covers."""
    if len(pts) < 2:
        return []
    outside = ~inside_rect(pts, view.rect)
    if not outside.any():  # every band drawn as it is, nothing to cut
        return draw_bands(surface, pts, width)
    bands = bands_of(len(pts))
    drawn = []
    # Bands wholly on the canvas are drawn as they are; bands wholly beside it (most of them when following
    # the pen) are skipped; the rest are cut to it.
    out_before = np.cumsum(np.append(0, outside)).tolist()
    beside = bands_beside(pts, np.array([lo for _, lo, _ in bands] + [bands[-1][2]]), view.rect)
    for b, (colour, lo, hi) in enumerate(bands):
        if beside[b]:
            continue
        band = pts[lo : hi + 1]
        for segment in [band] if out_before[hi + 1] == out_before[lo] else clip_polyline(band, view.rect):
            drawn += polyline_parts(surface, colour, segment, width, per=RECT_SEGMENTS)
    return drawn


@lru_cache(maxsize=4)
def trail_colours(bands: int) -> list[tuple[int, int, int]]:
    """Each band's colour, oldest first. Bands are drawn once (a second, offset line made the newer part
    bolder at two thirds more cost): the fade rises quickly, so most of the period reads near full."""
    bg = np.array(config.CANVAS_BG, dtype=float)
    fg = np.array(config.TRAIL, dtype=float)
    return [tuple(int(v) for v in bg + (fg - bg) * ((b + 1) / bands) ** 0.6) for b in range(bands)]


def bands_beside(pts: np.ndarray, edges: np.ndarray, rect: tuple[int, int, int, int]) -> np.ndarray:
    """Per band pts[edges[b]:edges[b + 1] + 1]: whether all of it lies beyond one side of rect (with the
    clipping margin), so that no segment of it can cross the rect. NaN points count as anywhere."""
    x, y, w, h = rect
    lo = np.array([x - MARGIN, y - MARGIN])
    hi = np.array([x + w + MARGIN, y + h + MARGIN])
    below = (pts < lo) | np.isnan(pts)
    above = (pts > hi) | np.isnan(pts)
    # Counts per band of the points beyond each side: all of them beyond one side means beside.
    starts, ends = edges[:-1], edges[1:] + 1
    total = (ends - starts)[:, None]
    cum_below = np.vstack([np.zeros((1, 2), int), np.cumsum(below, axis=0)])
    cum_above = np.vstack([np.zeros((1, 2), int), np.cumsum(above, axis=0)])
    all_below = (cum_below[ends] - cum_below[starts]) == total
    all_above = (cum_above[ends] - cum_above[starts]) == total
    return (all_below | all_above).any(axis=1)
