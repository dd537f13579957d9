"""Fonts for text drawn on the canvas and panels (widgets use pygame_gui's theme).

Every string is cleaned (app.text.clean_text) before a font sees it: pygame raises on a NUL and on text
of zero width, and a caption from a file may hold either.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import pygame
import pygame_gui.data

from app.text import clean_text


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans, the same face pygame_gui uses, at a pixel size."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(Path(pygame_gui.data.__file__).parent / name), size)


def render_text(text: str, colour: tuple[int, int, int], size: int, bold: bool = False) -> pygame.Surface:
    """One line of antialiased text, cleaned first; with nothing printable left, an empty surface."""
    face = font(size, bold)
    try:
        return face.render(clean_text(text), True, colour)
    except pygame.error:  # "Text has zero width": only marks the font draws as nothing
        return pygame.Surface((0, face.get_linesize()), pygame.SRCALPHA)


@lru_cache(maxsize=64)
def text_image(text: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """One line of antialiased text; captions and hints repeat every frame, so they are kept."""
    return render_text(text, colour, size)


def blit_text(
    surface: pygame.Surface, text: str, pos: tuple[int, int], colour: tuple[int, int, int], size: int = 14
) -> pygame.Rect:
    """Draw one line of antialiased text with its top-left at pos (an empty line draws nothing)."""
    return surface.blit(text_image(text, colour, size), pos)


def forget_fonts() -> None:
    """Drop fonts and text made under an earlier pygame.init: they are no longer valid."""
    font.cache_clear()
    text_image.cache_clear()
