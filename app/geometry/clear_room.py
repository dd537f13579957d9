"""Where a tool window goes in a lesson (the coefficient inspector): clear of the lesson box and inside the
window, as tall as it is or cut down to the room there. No pygame."""

from __future__ import annotations

from collections.abc import Callable

from app.geometry.layout import Rect


def clear_spot(
    screen: Rect, half: Rect, box: Rect, width: int, fit: Callable[[int], int], gap: int
) -> Rect | None:
    """The place of a window `width` wide, tried in one order: just above the box at the right of the half
    it lies over (the other half is what the step speaks of; over the box, its words), then the top right
    of the screen, then its top left. Each place's height is fit(room): the window's height in a room
    that tall, cut to what it holds (0: too little room); the room ends `gap` above the box where the
    place's column meets it. screen: the window, already inset by gap. None: no place has room."""
    sx, sy, sw, sh = screen
    bx, by, bw, _ = box
    hx, _, hw, _ = half
    for x, above in ((hx + hw - gap - width, True), (sx + sw - width, False), (sx, False)):
        foot = by - gap if above else sy + sh
        if x < bx + bw + gap and x + width > bx - gap:  # (its column meets the box's: it ends above it)
            foot = min(foot, by - gap)
        height = fit(foot - sy)
        if height > 0 and sx <= x and x + width <= sx + sw:
            return (x, foot - height if above else sy, width, height)
    return None
