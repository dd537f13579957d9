"""Fonts for text drawn on the canvas and panels, with fallback per glyph so that math signs and Hangul
show, never boxes; and the faces pygame_gui's widgets use in each language (theme.json names them).

Every string is cleaned (app.text.clean_typed) before a font sees it: pygame raises on a NUL and on text
of zero width, and a caption from a file may hold either.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path
from typing import Any, TypeVar

import pygame
import pygame.freetype
import pygame_gui.data

from app.config import MAX_TEXT_CHARS
from app.paths import asset_path
from app.text import clean_typed

F = TypeVar("F")

# Per glyph, the first face that has it: Noto Sans (pygame_gui's own face), then DejaVu Sans for the
# math signs Noto Sans lacks (√ ≈ ← → ≤), then Noto Sans KR for Hangul.
FACES = ("noto", "dejavu", "noto_kr")

# The widgets' face in each language, as theme.json names it: every font block there lists one face per
# language, so pygame_gui loads them all with the theme and a switch finds each one ready. Hangul's has
# its own name: pygame_gui's "noto_sans_kr" points its bold at a file the executable does not ship.
GUI_FACES = {"en": "noto_sans", "ko": "noto_sans_hangul"}


@cache
def _face_path(face: str, bold: bool) -> str:
    gui = Path(pygame_gui.data.__file__).parent
    return str(
        {
            "noto": gui / ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"),
            "dejavu": asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"),
            "noto_kr": _bold_or_regular(gui, "NotoSansKR", bold),
        }[face]
    )


def _bold_or_regular(folder: Path, family: str, bold: bool) -> Path:
    """The family's bold face if it is there, else its regular one (the executable ships no bold Hangul:
    6 MB for the help window's few bold words)."""
    bold_path = folder / f"{family}-Bold.ttf"
    return bold_path if bold and bold_path.is_file() else folder / f"{family}-Regular.ttf"


@cache
def _coverage(face: str, bold: bool) -> pygame.freetype.Font:
    """The face as a freetype font, only to ask which characters it has."""
    pygame.freetype.init()
    return pygame.freetype.Font(_face_path(face, bold), 12)


@lru_cache(maxsize=4096)
def face_for(ch: str, bold: bool = False) -> str:
    """The first face with a glyph for ch (the first face if none has one)."""
    for face in FACES:
        metrics = _coverage(face, bold).get_metrics(ch)
        if metrics and metrics[0] is not None:
            return face
    return FACES[0]


def preload_gui_fonts(manager: Any) -> None:
    """Load the faces the help window's bold words need, in every language, now rather than in the
    middle of a frame (the theme loads only the faces its blocks name)."""
    manager.preload_fonts(
        [{"name": name, "point_size": 14, "style": "bold", "antialiased": "1"} for name in GUI_FACES.values()]
    )


@cache
def font(size: int, bold: bool = False, face: str = "noto") -> pygame.font.Font:
    """A face (Noto Sans by default, the one pygame_gui uses) at a pixel size."""
    return pygame.font.Font(_face_path(face, bold), size)


def render_text(text: str, colour: tuple[int, int, int], size: int, bold: bool = False) -> pygame.Surface:
    """One line of antialiased text, each glyph from the first face that has it; with nothing printable
    left, an empty surface one line high. Characters no font can draw (controls, zero-width and bidi
    marks, lone surrogates) are dropped; spaces stay, so pieces of a read-out can be drawn side by side."""
    text = clean_typed(str(text)[:MAX_TEXT_CHARS])
    runs = face_runs(text, bold)
    ascent = max((font(size, bold, face).get_ascent() for face, _ in runs), default=0)
    images = []
    for face, part in runs:
        f = font(size, bold, face)
        try:
            images.append((f.render(part, True, colour), ascent - f.get_ascent()))
        except pygame.error:  # "Text has zero width": only marks the font draws as nothing
            continue
    if not images:
        return pygame.Surface((0, font(size, bold).get_linesize()), pygame.SRCALPHA)
    if len(images) == 1 and images[0][1] == 0:
        return images[0][0]
    width = sum(image.get_width() for image, _ in images)
    height = max(image.get_height() + dy for image, dy in images)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for image, dy in images:
        out.blit(image, (x, dy))
        x += image.get_width()
    return out


def face_runs(text: str, bold: bool = False) -> list[tuple[str, str]]:
    """(face, text) of neighbouring characters that share a face, in order."""
    if all(face_for(ch, bold) == FACES[0] for ch in set(text) if not ch.isascii()):
        return [(FACES[0], text)] if text else []  # the usual case: one face for all (found per character)
    runs: list[tuple[str, str]] = []
    for ch in text:
        face = face_for(ch, bold) if not ch.isascii() else FACES[0]
        if runs and runs[-1][0] == face:
            runs[-1] = (face, runs[-1][1] + ch)
        else:
            runs.append((face, ch))
    return runs


def wrap_text(text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """The text broken at spaces into lines no wider than width pixels (a longer word gets a line of
    its own, cut at the character that no longer fits)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if render_text(candidate, (0, 0, 0), size, bold).get_width() <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
            while render_text(line, (0, 0, 0), size, bold).get_width() > width and len(line) > 1:
                cut = len(line) - 1
                while cut > 1 and render_text(line[:cut], (0, 0, 0), size, bold).get_width() > width:
                    cut -= 1
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


@lru_cache(maxsize=64)
def wrapped(text: str, width: int, size: int) -> tuple[str, ...]:
    """wrap_text, kept: captions are wrapped once per text and width, not every frame."""
    return tuple(wrap_text(text, width, size))


@lru_cache(maxsize=64)
def text_image(text: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """One line of antialiased text; captions and hints repeat every frame, so they are kept."""
    return render_text(text, colour, size)


def blit_text(
    surface: pygame.Surface, text: str, pos: tuple[int, int], colour: tuple[int, int, int], size: int = 14
) -> pygame.Rect:
    """Draw one line of antialiased text with its top-left at pos (an empty line draws nothing)."""
    return surface.blit(text_image(text, colour, size), pos)


_TEXT_CACHES: list[Any] = []  # other modules' caches holding text images (see text_cache)


def text_cache(cached: F) -> F:
    """Mark an lru_cache whose values hold text images: forget_fonts clears it too. Returns it."""
    _TEXT_CACHES.append(cached)
    return cached


def forget_fonts() -> None:
    """Drop fonts and text made under an earlier pygame.init: they are no longer valid."""
    font.cache_clear()
    _coverage.cache_clear()
    wrapped.cache_clear()
    text_image.cache_clear()
    for cached in _TEXT_CACHES:
        cached.cache_clear()
