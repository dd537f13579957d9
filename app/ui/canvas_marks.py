"""The canvas' words and marks, over its picture: text blocks on plates, the scale bar, the centre's plus and
strokes being drawn. Each returns what it covers (app/ui/drawn.py).
"""

from __future__ import annotations

import numpy as np
import pygame

from app import config
from app.geometry.camera import format_length, scale_bar
from app.geometry.clip import clip_polyline
from app.geometry.view_transform import ViewTransform
from app.ui import fonts
from app.ui.drawn import union


def draw_text_block(
    surface: pygame.Surface, lines: list[tuple[str, tuple[int, int, int], int]], pos: tuple[int, int]
) -> pygame.Rect | None:
    """Lines of text one under another, on a plate of the canvas' colour: no axis or curve runs through
    the words (a caption wraps to the canvas' width at any window size). Returns what the plates cover."""
    images = [fonts.text_image(text, colour, size) for text, colour, size in lines]
    x, y = pos
    plates = []
    for image in images:
        if image.get_width():
            plates.append(pygame.Rect(x - 4, y - 1, image.get_width() + 8, image.get_height() + 2))
        y += image.get_height() + 2
    for plate in plates:
        surface.fill(config.CANVAS_BG, plate)
    y = pos[1]
    for image in images:
        surface.blit(image, (x, y))
        y += image.get_height() + 2
    return union(plates)


def draw_scale_bar(surface: pygame.Surface, view: ViewTransform, fitted: ViewTransform | None) -> pygame.Rect:
    """A round length in math units and its bar, bottom right, with the zoom of the fitted view; returns
    what they cover."""
    length, pixels = scale_bar(view.scale)
    rect = pygame.Rect(view.rect)
    right, y = rect.right - 16, rect.bottom - 18
    left = right - pixels
    drawn = [pygame.draw.line(surface, config.TEXT_DIM, (left, y), (right, y), 2)]
    for end in (left, right):
        drawn.append(pygame.draw.line(surface, config.TEXT_DIM, (end, y - 5), (end, y + 1), 2))
    zoom = f"  ·  ×{view.scale / fitted.scale:,.4g}" if fitted is not None else ""
    label = f"{format_length(length)}{zoom}"
    image = fonts.text_image(label, config.TEXT_DIM, 13)
    # Over the bar's left end, but never past the canvas' right edge (a long zoom is wider than the bar).
    place = image.get_rect(topleft=(min(left, rect.right - 8 - image.get_width()), y - 22))
    surface.blit(image, place)
    return place.unionall(drawn)


def draw_marker(
    surface: pygame.Surface, view: ViewTransform, pos: tuple[float, float], colour: tuple[int, int, int]
) -> pygame.Rect | None:
    """A small plus: c_0, the curve's centre of mass (when it is on the canvas); returns what it covers."""
    x, y = pos
    if not pygame.Rect(view.rect).inflate(16, 16).collidepoint(x, y):
        return None
    across = pygame.draw.line(surface, colour, (x - 6, y), (x + 6, y), 2)
    return across.union(pygame.draw.line(surface, colour, (x, y - 6), (x, y + 6), 2))


def draw_stroke(
    surface: pygame.Surface, view: ViewTransform, pts: np.ndarray, closing: bool
) -> pygame.Rect | None:
    """A stroke being drawn or waiting for Enter, with a faint line back to its start if it will close;
    returns what it covers."""
    drawn = []
    if len(pts) >= 2:
        # Pick the points before drawing: a long stroke is a big array, redrawn every frame.
        stride = -(-len(pts) // config.MAX_POLYLINE_POINTS)
        picked = np.vstack([pts[::stride], pts[-1:]]) if stride > 1 else pts
        for run in clip_polyline(picked, view.rect):
            drawn.append(pygame.draw.aalines(surface, config.STROKE, False, run))
        if closing:
            for run in clip_polyline(np.array([pts[-1], pts[0]]), view.rect):
                drawn.append(pygame.draw.aaline(surface, config.TARGET, run[0], run[-1]))
    if pygame.Rect(view.rect).collidepoint(pts[0]):
        drawn.append(pygame.draw.circle(surface, config.STROKE, pts[0], 4))
    return union(drawn)
