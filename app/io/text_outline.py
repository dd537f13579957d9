"""A word or a line of text as strokes: the outlines of its glyphs in a bundled font, in reading order,
holes included (the inside of an O is a stroke of its own). No pygame.

Outlines are read with fontTools; quadratic (TrueType) and cubic (CFF) segments are sampled densely, so
the tour resampled by arc length afterwards follows them closely. Coordinates are em units (the font's
units over its unitsPerEm, y up, the first glyph's origin at 0): a capital is about 0.7 high.
"""

from __future__ import annotations

import importlib.util
import struct
import sys
from collections.abc import Iterable
from dataclasses import replace
from functools import cache
from pathlib import Path

import numpy as np

from app import config
from app.errors import curve_refusal
from app.i18n import en_and_ko
from app.io.bounded import OverBudget, run_bounded
from app.io.curves import Curve, curve_from_strokes
from app.paths import asset_path
from app.text import clean_typed
from app.visual_order import shaped, visual_order

POINTS_PER_CURVE = 24  # samples along each quadratic or cubic segment


def _gui_font(name: str) -> Path:
    """A face pygame_gui ships (found without importing it: this module stays free of pygame)."""
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        raise curve_refusal("problem.text.no_font", font=name)
    return Path(next(iter(spec.submodule_search_locations))) / "data" / name


FONTS = {  # name → where the face is (the same faces the window draws its words with)
    "noto": lambda: _gui_font("NotoSans-Regular.ttf"),
    "dejavu": lambda: asset_path("fonts", "DejaVuSans.ttf"),
    "noto-kr": lambda: _gui_font("NotoSansKR-Regular.ttf"),
}
DEFAULT_FONT = "noto"


# fontTools modules a bundled face's parse imports on the way (the tables read, their glyph names, the
# pen), imported before a parse starts: the child of a fork must import nothing (another thread may hold
# the import lock at the fork), and where the parse runs in-process a module made in the middle of one
# lives on in Python's object arenas among its short-lived objects and keeps each arena it touched.
# tests/io/test_text_outline.py holds the list to what a parse imports.
PARSED_TABLES = (
    "_c_m_a_p",
    "_g_l_y_f",
    "_h_e_a_d",
    "_h_h_e_a",
    "_l_o_c_a",
    "_m_a_x_p",
    "_p_o_s_t",
    "_v_h_e_a",
    "_v_m_t_x",
)
PARSE_IMPORTS = (
    "fontTools.ttLib",
    "fontTools.pens.basePen",
    "fontTools.agl",
    "fontTools.unicode",
    "fontTools.misc.filenames",
    *(f"fontTools.ttLib.tables.{table}" for table in PARSED_TABLES),
)


def _import_parse_modules() -> None:
    for module in PARSE_IMPORTS:
        importlib.import_module(module)
    _flatten_pen()


class _Face:
    """One font's glyphs, advances and em. The whole face is parsed (fontTools makes an object per glyph:
    330,000 objects for Noto Sans KR), and freed as soon as the face is dropped: nothing in it refers back
    to it, so it never waits for the collector."""

    def __init__(self, name: str) -> None:
        _import_parse_modules()
        from fontTools.ttLib import TTFont

        path = FONTS[name]()
        if not path.is_file():
            raise curve_refusal("problem.text.no_font", font=name)
        font = TTFont(path, lazy=True)
        self.cmap, self.glyphs = font.getBestCmap(), font.getGlyphSet()
        del font["cmap"]  # its subtables refer back to the font (to parse on demand): a cycle
        self.advances, self.em = font["hmtx"].metrics, float(font["head"].unitsPerEm)


@cache
def _flatten_pen() -> type:
    """The pen that flattens a glyph (fontTools' pen protocol, through its BasePen, imported on first use):
    each contour as points, its curves sampled at POINTS_PER_CURVE, added to `contours` as complex em
    units from x0. One class for the session: a class made per glyph is a reference cycle, and it held the
    parsed font, whose hundreds of thousands of objects then waited for the collector's full pass (the soak
    saw 10 MB of Python's arenas stay pinned by what was made meanwhile)."""
    from fontTools.pens.basePen import BasePen

    steps = np.linspace(0, 1, POINTS_PER_CURVE + 1)[1:, None]

    class Flatten(BasePen):
        def __init__(self, face: _Face, x0: float, contours: list[np.ndarray]) -> None:
            super().__init__(face.glyphs)
            self.em, self.x0, self.contours = face.em, x0, contours
            self.points: list = []

        def _moveTo(self, p):  # noqa: N802 - fontTools' names
            self.points = [p]

        def _lineTo(self, p):  # noqa: N802
            self.points.append(p)

        def _qCurveToOne(self, p1, p2):  # noqa: N802
            a, b, c = (np.array(q, float) for q in (self._getCurrentPoint(), p1, p2))
            s = steps
            self.points.extend(map(tuple, (1 - s) ** 2 * a + 2 * (1 - s) * s * b + s**2 * c))

        def _curveToOne(self, p1, p2, p3):  # noqa: N802
            a, b, c, d = (np.array(q, float) for q in (self._getCurrentPoint(), p1, p2, p3))
            s = steps
            cubic = (1 - s) ** 3 * a + 3 * (1 - s) ** 2 * s * b + 3 * (1 - s) * s**2 * c + s**3 * d
            self.points.extend(map(tuple, cubic))

        def _closePath(self):  # noqa: N802
            if len(self.points) >= 3:
                xy = np.asarray(self.points, float) / self.em
                self.contours.append((xy[:, 0] + self.x0) + 1j * xy[:, 1])
            self.points = []

        _endPath = _closePath  # noqa: N815 - an open contour in a font is closed all the same

    return Flatten


def _outline(face: _Face, glyph: str, x0: float) -> list[np.ndarray]:
    """A glyph's contours as complex points in em units, its origin at x0 (em)."""
    contours: list[np.ndarray] = []
    face.glyphs[glyph].draw(_flatten_pen()(face, x0, contours))
    return contours


def text_strokes(text: str, font: str = DEFAULT_FONT) -> tuple[list[np.ndarray], list[bool]]:
    """The closed strokes (complex points, em units) of text's glyph outlines, in reading order. A letter
    the font lacks comes from the first other bundled face that has it (Hangul from Noto Sans KR).

    The faces are parsed in a child process where the platform allows (app/io/bounded.py), under
    MAX_TEXT_SECONDS and MAX_TEXT_MEMORY: a parse makes hundreds of thousands of short-lived objects, and
    the few that outlive it (fontTools' struct formats, names in the type cache) each kept one of Python's
    1 MB object arenas for the rest of the session (a Korean word an arena or two, in the soak).

    CurveError (one line) for no visible text, text over MAX_WORD_CHARS, an unknown font, a character no
    face has, more outlines than MAX_STROKES, or a parse over its budget."""
    text = clean_typed(text).strip()
    if not text:
        raise curve_refusal("problem.text.empty")
    if len(text) > config.MAX_WORD_CHARS:
        raise curve_refusal("problem.text.long", most=config.MAX_WORD_CHARS, n=len(text))
    if font not in FONTS:
        raise curve_refusal("problem.text.font", font=repr(font[:40]), fonts=", ".join(FONTS))
    _import_parse_modules()
    try:
        seconds, memory = config.MAX_TEXT_SECONDS, config.MAX_TEXT_MEMORY
        # Arabic letters joined first, as the window draws them (visual_order.py).
        return run_bounded(_strokes, shaped(text), font, seconds=seconds, extra_bytes=memory)
    except OverBudget as exc:
        if exc.memory:
            raise curve_refusal("problem.text.over_memory", mb=config.MAX_TEXT_MEMORY // 1_000_000) from None
        raise curve_refusal("problem.text.over_seconds", seconds=config.MAX_TEXT_SECONDS) from None


def _strokes(text: str, font: str) -> tuple[list[np.ndarray], list[bool]]:
    """text_strokes' parse (text cleaned, font known)."""
    try:
        faces: dict[str, _Face] = {}
        order = [font, *(name for name in FONTS if name != font)]
        found: list[tuple[_Face, str]] = []
        lacking: dict[str, None] = {}  # (in the order typed, each once)
        for ch in text:
            for name in order:
                if name not in faces:
                    faces[name] = _Face(name)
                face = faces[name]
                glyph = face.cmap.get(ord(ch))
                if glyph is not None:
                    break
            else:
                lacking[ch] = None
            found.append((face, glyph))  # type: ignore[arg-type] (refused below if any lacks a glyph)
        if lacking:
            raise curve_refusal("problem.text.glyph", chars=unicode_codes(lacking))
        # Placed as the line reads (Hebrew and Arabic right to left: "של" stood as "לש"), outlined in
        # reading order, so the pen starts at the first letter read.
        x, starts = 0.0, [0.0] * len(text)
        for i in visual_order(text):
            face, glyph = found[i]
            starts[i], x = x, x + face.advances[glyph][0] / face.em
        strokes: list[np.ndarray] = []
        for (face, glyph), start in zip(found, starts, strict=True):
            strokes += _outline(face, glyph, start)
            if len(strokes) > config.MAX_STROKES:
                raise curve_refusal("problem.text.strokes", most=config.MAX_STROKES)
        if not strokes:
            raise curve_refusal("problem.text.empty")
        return strokes, [True] * len(strokes)
    finally:
        _forget_parse_caches()


CODES_SHOWN = 6  # a line of Thai or Chinese names its first few letters, then "…"


def unicode_codes(chars: Iterable[str]) -> str:
    """Characters no face can draw, as their codes ("U+0E2A, U+0E27, …"): the status line's faces have
    no glyph for them either, so the letters themselves would be boxes there (a Thai word was one box)."""
    codes = [f"U+{ord(ch):04X}" for ch in chars]
    return ", ".join(codes[:CODES_SHOWN] + ["…"] * (len(codes) > CODES_SHOWN))


def _forget_parse_caches() -> None:
    """Drop what a parse left in the interpreter's caches (struct's compiled formats, the type cache's
    names): where the parse runs in-process (no fork: macOS, Windows), each would keep an object arena."""
    struct._clearcache()  # type: ignore[attr-defined]
    clear_type_cache = getattr(sys, "_clear_type_cache", None)  # CPython's
    if clear_type_cache is not None:
        clear_type_cache()


def text_curve(text: str, font: str = DEFAULT_FONT, n_samples: int = config.DEFAULT_SAMPLES) -> Curve:
    """The text as one closed tour of its outlines (the jumps between them left out of what is drawn)."""
    strokes, closed = text_strokes(text, font)
    curve = curve_from_strokes(strokes, closed, n_samples)
    shown = clean_typed(text).strip()
    caption, caption_ko = en_and_ko("curve.text.caption", shown=shown)
    return replace(curve, name="text", title=shown, caption=caption, title_ko=shown, caption_ko=caption_ko)
