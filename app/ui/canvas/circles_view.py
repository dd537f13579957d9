"""The circles each arrow's tip runs round, on the canvas: the visible ones, the largest kept within a
budget of rim; circles larger than the canvas as the arc of their rim that crosses it.

The first turning arrow's circle never moves (every arrow before it is a fixed offset): with the camera
still it is drawn once into the canvas' still backdrop (still_circle), not every frame, so that a calm
frame neither redraws its rim nor puts back the square round it.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import pygame

from app import config
from app.geometry.clip import Rect, arc_through, circle_shows, circle_visible, clip_polyline
from app.geometry.view_transform import ViewTransform
from app.math.fourier import Chain
from app.ui.scale import polyline
from app.ui.window.drawn import circles_cover

CIRCLE_BUDGET_PX = 2_500.0  # most radius drawn as whole circles in one frame (a deep zoom has many)
FEW_CIRCLES = 32  # up to this many, circles are chosen in plain floats (at most config.MAX_CIRCLES)
MAX_ARCS = 8  # circles larger than the canvas are drawn as the arc crossing it, at most this many

Circle = tuple[tuple[float, float], float]  # centre and radius in pixels


def still_circle(
    chain: Chain,
    rims: np.ndarray,
    centres: np.ndarray,
    radii: np.ndarray,
    rect: Rect,
    choice: Choice | None = None,
) -> Circle | None:
    """The circle of rims (the arrows whose circles may show, in order; centres and radii in pixels) that
    stands still: the first one, when no arrow before it turns, and draw_circles would draw it whole.
    Drawing the others without it then draws the same circles (it is the last one the budget reaches, and
    it is left out only when no circle was dropped by count, so none would come in in its place).
    choice: whole_circles of these circles, when the caller has it."""
    if not len(rims):
        return None
    first = int(rims[0])
    if (chain.turning[:first] & (chain.radii[:first] > 0)).any():
        return None
    if len(rims) <= FEW_CIRCLES:
        listed, lengths = centres.tolist(), radii.tolist()
        chosen = few_circles(listed, lengths, rect)
        if not chosen or chosen[-1][0] is not listed[0]:  # not drawn, or drawn as an arc
            return None
        return tuple(listed[0]), lengths[0]
    whole, _, dropped = choice or whole_circles(centres, radii, rect)
    if dropped or not len(whole) or whole[-1] != 0:  # (whole runs from the pen back)
        return None
    return (float(centres[0, 0]), float(centres[0, 1])), float(radii[0])


class Choice(NamedTuple):
    """draw_circles' choice in arrays: the circles to draw whole (from the pen back), those that may show,
    and whether any was left out for MAX_CIRCLES (the largest are kept)."""

    whole: np.ndarray
    visible: np.ndarray
    dropped: bool

    def rest(self) -> Choice:
        """The choice among all circles but the first, when the first is drawn whole (still_circle): the
        same circles, counted from the second."""
        return Choice(self.whole[:-1] - 1, self.visible[1:], self.dropped)


def whole_circles(centres: np.ndarray, radii: np.ndarray, rect: Rect) -> Choice:
    """The circles to draw (Choice): visible, no larger than the canvas, the largest MAX_CIRCLES, and those
    within the budget of rim nearest the pen."""
    visible = radii >= config.MIN_CIRCLE_PX
    big = np.flatnonzero(visible)
    visible[big] = circle_visible(centres[big], radii[big], rect)
    _, _, w, h = rect
    whole = np.flatnonzero(visible & (radii <= max(w, h)))
    dropped = len(whole) > config.MAX_CIRCLES
    if dropped:
        whole = np.sort(whole[np.argsort(-radii[whole])[: config.MAX_CIRCLES]])
    # A circle costs its rim: past a budget keep the last ones, round the pen (what follow mode shows).
    spent = np.cumsum(radii[whole][::-1])
    return Choice(whole[::-1][spent <= CIRCLE_BUDGET_PX], visible, dropped)


def draw_circles(
    surface: pygame.Surface,
    view: ViewTransform,
    centres: np.ndarray,
    radii: np.ndarray,
    width: int = 1,
    choice: Choice | None = None,
) -> list[pygame.Rect]:
    """The circle each arrow's tip runs round, rims width pixels wide; invisible ones skipped, the largest
    kept. A circle too large to draw whole is drawn as the arc of its rim that crosses the canvas. Returns
    what they cover: the largest circles as boxes along their rims (a calm frame puts back only those,
    not the square round each), the rest as one rectangle. choice: whole_circles of these circles, when the
    caller has it (made once a frame)."""
    if len(radii) <= FEW_CIRCLES:
        few = few_circles(centres.tolist(), radii.tolist(), view.rect)
        if few is not None:
            return circles_cover(
                [(pygame.draw.aacircle(surface, config.CIRCLE, c, r, width), c, r) for c, r in few], width
            )
    whole, visible, _ = choice or whole_circles(centres, radii, view.rect)
    _, _, w, h = view.rect
    circles = [
        (pygame.draw.aacircle(surface, config.CIRCLE, centre, radius, width), centre, radius)
        for centre, radius in zip(centres[whole].tolist(), radii[whole].tolist(), strict=True)
    ]
    drawn = circles_cover(circles, width)
    # Larger ones cross the canvas as gentle arcs: all of them as one NaN-separated polyline, clipped once.
    arcs = np.flatnonzero(visible & (radii > max(w, h)))[-MAX_ARCS:]
    if len(arcs):
        gap = np.full((1, 2), np.nan)
        rims = [np.vstack([arc_through(tuple(centres[i]), radii[i], view.rect), gap]) for i in arcs]
        for run in clip_polyline(np.vstack(rims), view.rect):
            drawn.append(polyline(surface, config.CIRCLE, run, width))
    return drawn


def few_circles(
    centres: list[list[float]], radii: list[float], rect: Rect
) -> list[tuple[list[float], float]] | None:
    """draw_circles' choice among a few circles, in plain floats (for a handful, each numpy call costs more
    than its arithmetic): the (centre, radius) to draw whole, in drawing order; None if one is to be drawn
    as an arc (larger than the canvas), which the arrays do."""
    _, _, w, h = rect
    visible = [
        k for k, r in enumerate(radii) if r >= config.MIN_CIRCLE_PX and circle_shows(centres[k], r, rect)
    ]
    if any(radii[k] > max(w, h) for k in visible):
        return None
    chosen, spent = [], 0.0  # (no more than MAX_CIRCLES: none left out by size)
    for k in reversed(visible):  # from the pen back, within the budget of rim
        spent += radii[k]
        if spent > CIRCLE_BUDGET_PX:
            break
        chosen.append((centres[k], radii[k]))
    return chosen
