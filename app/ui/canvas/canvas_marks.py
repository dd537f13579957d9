"""The canvas' words and marks, over its picture: text blocks on plates and the scale bar (as Words, which a
calm frame may leave on the screen), the centre's plus and strokes being drawn (each returns what it
covers, app/ui/window/drawn.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import numpy as np
import pygame

from app import config
from app.geometry.camera import format_length, format_zoom, scale_bar
from app.geometry.clip import clip_polyline
from app.geometry.view_transform import ViewTransform
from app.model.signs import minus
from app.ui.fonts import Fonts
from app.ui.scale import UNSCALED, Scale, polyline
from app.ui.window.drawn import union


class Words(NamedTuple):
    """A block of words (or the scale bar) over the canvas' picture, ready to draw: what it shows and where
    (equal keys draw the same pixels: its images are the cached ones) and all that drawing it covers.
    plated: on opaque plates, so drawing it again over itself changes nothing (words without plates blend
    their soft edges anew each time: they must be put back first, like a moving part)."""

    key: tuple[object, ...]
    rect: pygame.Rect
    draw: Callable[[pygame.Surface], None]
    plated: bool


def text_block(
    fonts: Fonts, lines: tuple[tuple[str, tuple[int, int, int], int], ...], pos: tuple[int, int]
) -> Words:
    """Lines of text (text, colour, size) one under another, on a plate of the canvas' colour: no axis or
    curve runs through the words (a caption wraps to the canvas' width at any window size). Made every
    frame from the images fonts keeps, so equal words give an equal key."""
    images = [fonts.image(text, colour, size) for text, colour, size in lines]
    x, y = pos
    px = fonts.scale.px
    side, rim, gap = px(4), px(1), px(2)  # the plate round a line, and the space between lines
    plates, places = [], []
    for image in images:
        if image.get_width():
            w, h = image.get_width(), image.get_height()
            plates.append(pygame.Rect(x - side, y - rim, w + 2 * side, h + 2 * rim))
        places.append((x, y))
        y += image.get_height() + gap

    def draw(surface: pygame.Surface) -> None:
        for plate in plates:
            surface.fill(config.CANVAS_BG, plate)
        surface.blits(list(zip(images, places, strict=True)), doreturn=False)

    covers = union(plates) or pygame.Rect(pos, (0, 0))
    return Words((pos, *images), covers.inflate(2, 2), draw, plated=True)


def scale_words(fonts: Fonts, view: ViewTransform, whole: float | None) -> Words:
    """A round length in math units and its bar, bottom right, with the zoom against whole: the scale of
    what F shows (camera.whole)."""
    px = fonts.scale.px
    length, pixels = scale_bar(view.scale, fonts.scale.f(110.0))  # a bar as long as the words beside it
    rect = pygame.Rect(view.rect)
    right, y = rect.right - px(16), rect.bottom - px(18)
    left = right - pixels
    zoom = f"  ·  ×{format_zoom(view.scale / whole)}" if whole else ""
    image = fonts.image(f"{minus(format_length(length))}{zoom}", config.TEXT_DIM, 13)
    # Over the bar's left end, but never past the canvas' right edge (a long zoom is wider than the bar).
    place = image.get_rect(topleft=(min(left, rect.right - px(8) - image.get_width()), y - px(22)))

    thick, tick = px(2), px(5)
    bar = pygame.Rect(left - thick, y - tick - 1, right - left + 2 * thick + 1, tick + 2 * thick)  # and ticks
    # On a plate, as the captions are: arrows passing under it (Follow's deep zooms) never run through it.
    plate = place.union(bar).inflate(px(8), px(4)).clip(rect)

    def draw(surface: pygame.Surface) -> None:
        surface.fill(config.CANVAS_BG, plate)
        pygame.draw.line(surface, config.TEXT_DIM, (left, y), (right, y), thick)
        for end in (left, right):
            pygame.draw.line(surface, config.TEXT_DIM, (end, y - tick), (end, y + px(1)), thick)
        surface.blit(image, place)

    return Words((left, right, y, image, place.topleft), plate.inflate(2, 2), draw, plated=True)


def draw_marker(
    surface: pygame.Surface,
    view: ViewTransform,
    pos: tuple[float, float],
    colour: tuple[int, int, int],
    scale: Scale = UNSCALED,
) -> pygame.Rect | None:
    """A small plus: c_0, the curve's centre of mass (when it is on the canvas); returns what it covers."""
    x, y = pos
    arm, width = scale.px(6), scale.px(2)
    if not pygame.Rect(view.rect).inflate(scale.px(16), scale.px(16)).collidepoint(x, y):
        return None
    across = pygame.draw.line(surface, colour, (x - arm, y), (x + arm, y), width)
    return across.union(pygame.draw.line(surface, colour, (x, y - arm), (x, y + arm), width))


def draw_stroke(
    surface: pygame.Surface, view: ViewTransform, pts: np.ndarray, closing: bool, scale: Scale = UNSCALED
) -> pygame.Rect | None:
    """A stroke being drawn or waiting for Enter, with a faint line back to its start if it will close;
    returns what it covers."""
    width = scale.px(1)
    drawn = []
    if len(pts) >= 2:
        # Pick the points before drawing: a long stroke is a big array, redrawn every frame.
        stride = -(-len(pts) // config.MAX_POLYLINE_POINTS)
        picked = np.vstack([pts[::stride], pts[-1:]]) if stride > 1 else pts
        for run in clip_polyline(picked, view.rect):
            drawn.append(polyline(surface, config.STROKE, run, width))
        if closing:
            for run in clip_polyline(np.array([pts[-1], pts[0]]), view.rect):
                drawn.append(pygame.draw.aaline(surface, config.TARGET, run[0], run[-1], width))
    if pygame.Rect(view.rect).collidepoint(pts[0]):
        drawn.append(pygame.draw.circle(surface, config.STROKE, pts[0], scale.px(4)))
    return union(drawn)
