"""Where a tool window goes in a lesson (the coefficient inspector): clear of the lesson box and inside the
window, as tall as it is or cut down to the room there. No pygame."""

from __future__ import annotations

from collections.abc import Callable

from app.geometry.layout import Rect


def clear_spot(
    screen: Rect, half: Rect, box: Rect, width: int, fit: Callable[[int], int], gap: int
) -> Rect | None:
    """The place of a window `width` wide just above the box, at the right of the half the box lies over
    (the other half is what the step speaks of; over the box, its words), fit(room) tall: the window's
    height in a room that tall, cut to what it holds (0: too little room). The room runs from the screen's
    top to `gap` above the box. screen: the window, already inset by gap. None: no room there (a top corner
    was tried next: over the panel a RoPE step speaks of, or over the square of problem 8)."""
    sx, sy, sw, _ = screen
    hx, _, hw, _ = half
    x, foot = hx + hw - gap - width, box[1] - gap
    height = fit(foot - sy)
    if height > 0 and sx <= x and x + width <= sx + sw:
        return (x, foot - height, width, height)
    return None
