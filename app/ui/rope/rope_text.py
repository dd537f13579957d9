"""Text and colours shared by the RoPE panel's views: cached text surfaces, number formats, the ladder's
colour ramp."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pygame

from app import config
from app.ui import fonts

Colour = tuple[int, int, int]
TEXT_CACHE_LIMIT = 512


def format_number(x: float) -> str:
    """Short readout number: 4 significant figures, no exponent for ordinary sizes."""
    if math.isnan(x):
        return "—"
    if x != 0 and (abs(x) >= 1e5 or abs(x) < 1e-3):
        return f"{x:.3e}"
    return f"{x:.4g}" if abs(x) >= 1 else f"{x:.4f}"


def ladder_colours(n: int) -> list[Colour]:
    """Arrow colours along the ladder: fast (pair 0) warm, slow (last pair) cool."""
    fast = np.array(config.ROPE_FAST, dtype=float)
    slow = np.array(config.ROPE_SLOW, dtype=float)
    f = np.linspace(0.0, 1.0, n)[:, None] if n > 1 else np.zeros((1, 1))
    return [tuple(int(v) for v in c) for c in fast + (slow - fast) * f]  # type: ignore[misc]


class TextCache:
    """Rendered text surfaces by (text, size, colour), so unchanged text is not rendered again."""

    def __init__(self) -> None:
        self._images: dict[tuple[str, int, Colour, bool], pygame.Surface] = {}
        self._lines: dict[tuple[tuple[tuple[str, Colour], ...], int], pygame.Surface] = {}

    def get(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        key = (text, size, colour, bold)
        image = self._images.get(key)
        if image is None:
            if len(self._images) >= TEXT_CACHE_LIMIT:
                self._images.clear()
            image = fonts.render_text(text, colour, size, bold)
            self._images[key] = image
        return image

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        colour: Colour,
        size: int = 13,
        anchor: str = "topleft",
        bold: bool = False,
    ) -> pygame.Rect:
        image = self.get(text, size, colour, bold)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        return surface.blit(image, rect)

    def blit_parts(
        self,
        surface: pygame.Surface,
        parts: Sequence[tuple[str, Colour]],
        pos: tuple[int, int],
        size: int = 13,
    ) -> int:
        """Several runs of text in different colours on one line; returns the x after the last."""
        x, y = pos
        for text, colour in parts:
            x = self.blit(surface, text, (x, y), colour, size).right
        return x

    def line(self, parts: Sequence[tuple[str, Colour]], size: int = 13) -> pygame.Surface:
        """blit_parts' line as one image, kept: for a line that stays the same over many frames."""
        key = (tuple(parts), size)
        image = self._lines.get(key)
        if image is None:
            if len(self._lines) >= TEXT_CACHE_LIMIT:
                self._lines.clear()
            images = [self.get(text, size, colour) for text, colour in parts]
            width = sum(part.get_width() for part in images)
            height = max((part.get_height() for part in images), default=0)
            image = pygame.Surface((width, height), pygame.SRCALPHA)
            self.blit_parts(image, parts, (0, 0), size)  # onto clear pixels: the same as onto the target
            self._lines[key] = image
        return image
