"""Fonts for text drawn on the canvas and panels, with fallback per glyph so that math signs and Hangul
show, never boxes; and the faces pygame_gui's widgets use in each language (theme.json names them).

A `Fonts` is made with the window, one per pygame init (the app owns one, an export run makes its own),
and handed to every view that draws text: the faces and text images it keeps are pygame objects, which
die with pygame.quit, so they die with it too; nothing here is cleared by hand. Every cache has a limit
(status strings are ever new). Every size passes through `Fonts.px`, which multiplies it by the Fonts'
drawing scale (app/ui/scale.py): the views' other sizes take `fonts.scale` too, so one value scales all.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import pygame
import pygame_gui
import pygame_gui.data

from app.config import MAX_TEXT_CHARS
from app.no_break import words
from app.paths import asset_path
from app.ui.glyph_faces import GlyphFaces
from app.ui.image_cache import ImageCache
from app.ui.scale import Scale
from app.visual_order import drawn_line

Colour = tuple[int, int, int]
Runs = Sequence[tuple[str, Colour]]

# Per glyph, the first face that has it: Noto Sans (pygame_gui's own face), then DejaVu Sans for the
# math signs Noto Sans lacks (√ ≈ ← → ≤), then Noto Sans KR for Hangul.
FACES = ("noto", "dejavu", "noto_kr")
# Signs Noto Sans has but draws wrongly: its minus − is a hyphen's width and height ("−3" read as "-3").
NOT_IN_NOTO = frozenset("\u2212")

# The widgets' face in each language, as theme.json names it: every font block there lists one face per
# language, so pygame_gui loads them all with the theme and a switch finds each one ready. Each has its own
# name: pygame_gui's "noto_sans_kr" points its bold at a file the executable does not ship, and its
# "noto_sans" at its Noto Sans, whose − is a hyphen; pygame_gui keeps the first files it is given for a name.
GUI_FACES = {"en": "noto_sans_latin", "ko": "noto_sans_hangul"}

FONT_LIMIT = 64  # (size, bold, face): a few sizes of three faces
GLYPH_LIMIT = 4096  # which face draws a character
IMAGE_LIMIT = 512  # lines of text: captions, labels, read-outs (a screen shows under a hundred)
IMAGE_BYTES = 2 << 20  # and their pixels at scale 1, times the scale squared (image_bytes): a line is as
# wide as its text (app/ui/image_cache.py); the busiest (a lesson, both panels) shows 1.3 MB at 1, 4.7 at 2.
LINE_LIMIT = 64  # read-out lines made of runs in several colours (two on the screen)
WRAP_LIMIT = 64  # wrapped paragraphs (captions, lesson steps)
WIDTH_LIMIT = 256  # measured lines: a note fitted to its room each frame (17 runs of Korean: 0.25 ms)


@lru_cache(maxsize=2 * len(FACES))
def face_path(face: str, bold: bool) -> str:
    """The file of a face (a path only: no pygame object, so it outlives any pygame init)."""
    gui = Path(pygame_gui.data.__file__).parent
    return str(
        {
            "noto": gui / ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"),
            "dejavu": asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"),
            "noto_kr": _bold_or_regular(gui, "NotoSansKR", bold),
        }[face]
    )


def latin_files() -> tuple[str, str]:
    """The English widgets' face, regular and bold, opened from these files by the font dictionary: the
    Noto Sans with a true minus (tools/make_minus_faces.py; pygame_gui's draws "Δ − 1" as "Δ - 1")."""
    return str(asset_path("fonts", "NotoSans-Regular.ttf")), str(asset_path("fonts", "NotoSans-Bold.ttf"))


def _bold_or_regular(folder: Path, family: str, bold: bool) -> Path:
    """The family's bold face if it is there, else its regular one (the executable ships no bold Hangul:
    6 MB for the help window's few bold words)."""
    bold_path = folder / f"{family}-Bold.ttf"
    return bold_path if bold and bold_path.is_file() else folder / f"{family}-Regular.ttf"


def image_bytes(scale: Scale) -> int:
    """The text images' bound at a scale: their pixels grow with its square."""
    return round(IMAGE_BYTES * scale.factor**2)


class Fonts:
    """The faces and text images of one pygame init, each kept in a cache with a limit."""

    def __init__(self, scale: Scale | None = None) -> None:
        self.scale = scale or Scale()  # changed only by rescale, which empties what was kept at the old one
        # Caches per object, not per module: what they hold is only good until this pygame init ends.
        self._fonts = lru_cache(maxsize=FONT_LIMIT)(self._open)
        self._faces = GlyphFaces(FACES, face_path, NOT_IN_NOTO, GLYPH_LIMIT)
        self._images = ImageCache(self._make_image, IMAGE_LIMIT, image_bytes(self.scale))
        self._widths = lru_cache(maxsize=WIDTH_LIMIT)(self._measure)
        self._lines = lru_cache(maxsize=LINE_LIMIT)(self._make_line)
        self._wrapped = lru_cache(maxsize=WRAP_LIMIT)(self._wrap)

    def kept(self) -> dict[str, int]:
        """How many entries each cache holds (each stays under its limit), and the text images' bytes."""
        caches = dict(fonts=self._fonts, lines=self._lines, wrapped=self._wrapped, widths=self._widths)
        kept = {name: cache.cache_info().currsize for name, cache in caches.items()}
        return kept | {
            "faces": len(self._faces),
            "images": len(self._images),
            "image bytes": self._images.bytes,
        }

    def px(self, size: int) -> int:
        """A font size in pixels on the screen, at this Fonts' scale."""
        return self.scale.px(size)

    def rescale(self, scale: Scale) -> None:
        """Draw at another scale from now on (the window's UI scale changed): the text images kept at the
        old one go (they are keyed by sizes before scaling)."""
        if scale != self.scale:
            self.scale = scale
            for cache in (self._images, self._lines, self._wrapped, self._widths):
                cache.cache_clear()
            self._images.max_bytes = image_bytes(scale)

    def at(self, scale: Scale) -> Fonts:
        """Fonts drawing at another scale (itself at its own): an export's frames, at the export's."""
        return self if scale == self.scale else Fonts(scale)

    # ------------------------------------------------------------ faces

    def font(self, size: int, bold: bool = False, face: str = "noto") -> pygame.font.Font:
        """A face (Noto Sans by default, the one pygame_gui uses) at a size."""
        return self._fonts(self.px(size), bold, face)

    @staticmethod
    def _open(pixels: int, bold: bool, face: str) -> pygame.font.Font:
        font = pygame.font.Font(face_path(face, bold), pixels)
        font.bold = bold and face_path(face, True) == face_path(face, False)  # no bold file: emboldened
        return font

    def face_for(self, ch: str, bold: bool = False) -> str:
        """The first face with a glyph for ch (the first face if none has one)."""
        return self._faces.face(ch, bold)

    def face_runs(self, text: str, bold: bool = False) -> list[tuple[str, str]]:
        """(face, text) of neighbouring characters that share a face, in order."""
        faces = self._faces.settle({ch for ch in text if not ch.isascii()}, bold)
        if all(face == FACES[0] for face in faces.values()):
            return [(FACES[0], text)] if text else []  # the usual case: one face for all
        runs: list[tuple[str, str]] = []
        for ch in text:
            face = faces.get(ch, FACES[0])
            if runs and runs[-1][0] == face:
                runs[-1] = (face, runs[-1][1] + ch)
            else:
                runs.append((face, ch))
        return runs

    def preload_gui(self, manager: pygame_gui.UIManager) -> None:
        """Load the faces the help window's bold words need, in every language, now rather than in the
        middle of a frame (the theme loads only the faces its blocks name)."""
        size = self.px(14)
        manager.preload_fonts(
            [
                {"name": name, "point_size": size, "style": "bold", "antialiased": "1"}
                for name in GUI_FACES.values()
            ]
        )

    # ------------------------------------------------------------ text

    def render(self, text: str, colour: Colour, size: int, bold: bool = False) -> pygame.Surface:
        """One line of antialiased text, each glyph from the first face that has it; with nothing printable
        left, an empty surface one line high. Characters no font can draw (controls, zero-width and bidi
        marks, lone surrogates) are dropped; spaces stay, so pieces of a read-out can be drawn side by
        side. Not kept: see image."""
        runs = self.face_runs(drawn_line(text), bold)
        ascent = max((self.font(size, bold, face).get_ascent() for face, _ in runs), default=0)
        images = []
        for face, part in runs:
            f = self.font(size, bold, face)
            try:
                images.append((f.render(part, True, colour), ascent - f.get_ascent()))
            except pygame.error:  # "Text has zero width": only marks the font draws as nothing
                continue
        if not images:
            return pygame.Surface((0, self.font(size, bold).get_linesize()), pygame.SRCALPHA)
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

    def width(self, text: str, size: int, bold: bool = False) -> int:
        """How wide render would draw the text, without drawing it (the fonts' measure, no surface); kept."""
        return self._widths(text, size, bold)

    def _measure(self, text: str, size: int, bold: bool) -> int:
        runs = self.face_runs(drawn_line(text), bold)
        return sum(self.font(size, bold, face).size(part)[0] for face, part in runs)

    def image(self, text: str, colour: Colour, size: int, bold: bool = False) -> pygame.Surface:
        """render, kept: captions, labels and hints repeat every frame (equal text gives the same image)."""
        return self._images(text, colour, size, bold)

    def _make_image(self, text: str, colour: Colour, size: int, bold: bool) -> pygame.Surface:
        return self.render(text, colour, size, bold)  # (looked up each time: a test may record render)

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        colour: Colour,
        size: int,
        anchor: str = "topleft",
        bold: bool = False,
    ) -> pygame.Rect:
        """Draw one line of text with its `anchor` point at pos; returns what it covers."""
        image = self.image(text, colour, size, bold)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        return surface.blit(image, rect)

    def line(self, parts: Runs, size: int) -> pygame.Surface:
        """Runs of text in different colours side by side as one image, kept: for a line that stays the same
        over many frames."""
        return self._lines(tuple(parts), size)

    def _make_line(self, parts: tuple[tuple[str, Colour], ...], size: int) -> pygame.Surface:
        images = [self.image(text, colour, size) for text, colour in parts]
        width = sum(part.get_width() for part in images)
        height = max((part.get_height() for part in images), default=0)
        line = pygame.Surface((width, height), pygame.SRCALPHA)
        x = 0
        for part in images:  # onto clear pixels: the same as onto the target
            x = line.blit(part, (x, 0)).right
        return line

    def wrap(self, text: str, width: int, size: int, bold: bool = False) -> tuple[str, ...]:
        """The text broken at spaces (never in a formula) into lines no wider than width pixels and no longer
        than the MAX_TEXT_CHARS render draws of a line (a longer word gets a line of its own, cut at the
        character that no longer fits); kept, as captions are wrapped once per text."""
        return self._wrapped(text, width, size, bold)

    def first_line(self, text: str, width: int, size: int) -> str:
        """text on one line no wider than width pixels: whole where it fits, else cut at a word (or where a
        long word no longer fits) with "…" after it. From wrap's kept lines: views cut theirs every frame."""
        if len(self.wrap(text, max(width, 1), size)) == 1:
            return text
        return self.wrap(text, max(width - self.width("…", size), 1), size)[0].rstrip() + "…"

    def first_fitting(self, texts: Sequence[str], width: int, size: int) -> str:
        """The first of texts whole on one line, else the last cut (a short form, not a cut end)."""
        whole = next((text for text in texts if len(self.wrap(text, max(width, 1), size)) == 1), None)
        return whole if whole is not None else self.first_line(texts[-1], width, size)

    def wrap_pieces(self, text: str, between: str, width: int, size: int) -> tuple[str, ...]:
        """text made of pieces (joined by `between`: "Drag to draw  ·  H for help") broken between them, each
        whole on a line where it fits (else broken as wrap breaks it); `between` is left out at a break."""
        if "\n" not in text and len(text) <= MAX_TEXT_CHARS and self.width(text, size) <= width:
            return (text,)  # the usual case, in one measure (a film's read-out is new every frame)
        lines: list[str] = []
        for piece in text.split(between):
            joined = f"{lines[-1]}{between}{piece}" if lines else piece
            if lines and not self.wrap(joined, width, size)[1:]:
                lines[-1] = joined
            else:
                lines += self.wrap(piece, width, size)
        return tuple(lines)

    def _wrap(self, text: str, width: int, size: int, bold: bool) -> tuple[str, ...]:
        def wide(line: str) -> bool:
            # (width measures only what render draws: a longer line would lose its end, however wide)
            return len(line) > MAX_TEXT_CHARS or self.width(line, size, bold) > width

        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in words(paragraph):
                candidate = f"{line} {word}" if line else word
                if not wide(candidate) or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
                while wide(line) and len(line) > 1:
                    cut = len(line) - 1
                    while cut > 1 and wide(line[:cut]):
                        cut -= 1
                    lines.append(line[:cut])
                    line = line[cut:]
            lines.append(line)
        return tuple(lines)
