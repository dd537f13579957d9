"""Where things go in the window: the canvas' fitted view, the largest window allowed, and the parts of the
window nothing covers. (The rectangles themselves come from app/geometry/layout.py.)"""

from __future__ import annotations

import pygame

from app import config
from app.geometry.view_transform import ViewTransform, fit_box
from app.model.state import AppState
from app.ui.canvas.canvas_view import CANVAS_FOOTER, CANVAS_HEADER


def view_inputs(state: AppState, canvas: tuple[int, int, int, int]) -> tuple[object, ...]:
    """What the fitted view is made from (the curve compared by identity: curves are immutable)."""
    return (state.epicycles.curve, state.view_box, state.view_margin, canvas)


def fitted_view(state: AppState, canvas: tuple[int, int, int, int]) -> ViewTransform:
    """The curve's box fitted to the canvas; fitted curves keep clear of the caption and the hint."""
    if state.view_margin == 0.0:  # a drawing: exactly where it was drawn
        return fit_box(state.view_box, canvas, 0.0)
    return fit_box(state.view_box, canvas, state.view_margin, CANVAS_HEADER, CANVAS_FOOTER)


def largest_window() -> tuple[int, int]:
    """The largest window allowed: MAX_WINDOW_SIZE, or a display's size if one is larger still."""
    sizes = [*pygame.display.get_desktop_sizes(), config.MAX_WINDOW_SIZE]
    return max(w for w, _ in sizes), max(h for _, h in sizes)


def uncovered(whole: pygame.Rect, covers: list[tuple[int, int, int, int]]) -> list[pygame.Rect]:
    """Rectangles that together cover `whole` except the `covers` (each cut away in turn)."""
    parts = [pygame.Rect(whole)]
    for cover in covers:
        hole = pygame.Rect(cover)
        rest = []
        for part in parts:
            cut = part.clip(hole)
            if not cut:
                rest.append(part)
                continue
            rest += [
                pygame.Rect(part.left, part.top, part.width, cut.top - part.top),
                pygame.Rect(part.left, cut.bottom, part.width, part.bottom - cut.bottom),
                pygame.Rect(part.left, cut.top, cut.left - part.left, cut.height),
                pygame.Rect(cut.right, cut.top, part.right - cut.right, cut.height),
            ]
        parts = [p for p in rest if p.width > 0 and p.height > 0]
    return parts
