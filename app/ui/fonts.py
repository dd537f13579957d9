"""Fonts for text drawn on the canvas and panels (widgets use pygame_gui's theme)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame
import pygame_gui.data


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans, the same face pygame_gui uses, at a pixel size."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(Path(pygame_gui.data.__file__).parent / name), size)


def blit_text(
    surface: pygame.Surface, text: str, pos: tuple[int, int], colour: tuple[int, int, int], size: int = 14
) -> pygame.Rect:
    """Draw one line of antialiased text with its top-left at pos."""
    image = font(size).render(text, True, colour)
    return surface.blit(image, pos)
