"""SVG drawings as strokes in math coordinates: every path and shape, transforms applied. No pygame.

Parsed by svgelements from bytes already read (never from a path or URL, so nothing is fetched), and
only after app/io/svg_scan.py has read the bytes once and found them within every limit: no DOCTYPE or
ENTITY (svgelements' xml.etree would expand entities), no more elements, path data, segments or nesting,
<use> copies counted, than it can parse in about two seconds. The parse then runs under a budget of
MAX_SVG_SECONDS and MAX_SVG_MEMORY (app/io/bounded.py). Coordinates stay in the file's user units (the
root viewBox's scaling to pixels is undone) with y flipped: x_math = x_svg, y_math = −y_svg. Each subpath
is one stroke, in document order: closed if it ends in Z (rect, circle, ellipse and polygon always do),
open otherwise. A <symbol> is drawn only where a <use> places it, at the use's size (app/io/svg_symbols.py);
em, ex and % lengths and nested <svg> viewports are read as SVG says (app/io/svg_lengths.py).
"""

from __future__ import annotations

import io
from dataclasses import dataclass

import numpy as np

from app.config import MAX_SVG_MEMORY, MAX_SVG_SECONDS
from app.errors import CurveError, said
from app.i18n import DEFAULT
from app.io.bounded import OverBudget, run_bounded
from app.io.svg_lengths import lengths_resolved
from app.io.svg_scan import SvgError, scan_svg
from app.io.svg_symbols import symbols_expanded
from app.math.fourier import MAX_COORDINATE, StrokeError, check_size, check_stroke

__all__ = ["SvgDrawing", "SvgError", "svg_drawing", "svg_strokes"]

POINTS_PER_SEGMENT = 48  # dense samples per curved segment before resampling by arc length
CURVED = {"Arc", "CubicBezier", "QuadraticBezier"}


class WholeRead(io.BytesIO):
    """Bytes that give themselves up in one read. svgelements' iterparse feeds expat 16 kB at a time, and
    expat (before 2.6) reads a comment or processing instruction anew with each piece: a 9 MB comment
    took it seconds, quadratic in its length; fed whole, expat reads it once."""

    def read(self, size: int | None = -1) -> bytes:
        return super().read()


@dataclass(frozen=True)
class SvgDrawing:
    """An SVG's strokes (complex math points), whether each is closed, and its <text> elements, not drawn."""

    strokes: list[np.ndarray]
    closed: list[bool]
    texts: int


def svg_strokes(raw: bytes) -> tuple[list[np.ndarray], list[bool]]:
    """The strokes of an SVG document (complex math points) and whether each is closed."""
    drawing = svg_drawing(raw)
    return drawing.strokes, drawing.closed


def svg_drawing(raw: bytes) -> SvgDrawing:
    """An SVG document's strokes and its count of <text> elements (SvgError if it draws nothing)."""
    texts = scan_svg(raw)
    try:
        import svgelements  # noqa: F401 - imported here, so the child of the fork imports nothing
    except ImportError as exc:  # pragma: no cover - a broken install
        raise SvgError("missing", name=str(exc.name)) from None
    try:
        strokes, closed = run_bounded(_parse, raw, seconds=MAX_SVG_SECONDS, extra_bytes=MAX_SVG_MEMORY)
    except OverBudget as exc:
        if exc.memory:
            raise SvgError("over.memory", mb=MAX_SVG_MEMORY // 1_000_000) from None
        raise SvgError("over.seconds", seconds=MAX_SVG_SECONDS) from None
    strokes, closed = _drawn(strokes, closed)
    if not strokes:
        raise SvgError("only_text" if texts else "nothing")
    return SvgDrawing(strokes, closed, texts)


def _drawn(strokes: list[np.ndarray], closed: list[bool]) -> tuple[list[np.ndarray], list[bool]]:
    """The strokes that are more than a dot. A point past any float (1e309, or scale(1e308) round a path)
    is refused as far as 1e200 is, not dropped (the rest drew another shape); dots alone are refused as
    too few points, not as no path at all."""
    key = "problem.stroke" if len(strokes) == 1 else "problem.strokes"
    try:
        # Checked before the dots are dropped: points past 1e100 merge (1e308 + 10 == 1e308), and such a
        # drawing was refused as "3 distinct points" when its numbers were too large.
        if strokes and not all(np.all(np.abs(np.c_[z.real, z.imag]) <= MAX_COORDINATE) for z in strokes):
            check_size(np.concatenate(strokes), key)
        kept = [j for j, z in enumerate(strokes) if np.any(z != z[0])]
        if strokes and not kept:
            check_stroke(strokes[0])
    except StrokeError as exc:
        raise CurveError(said(exc, DEFAULT, cli=True), exc) from None
    return [strokes[j] for j in kept], [closed[j] for j in kept]


def _parse(raw: bytes) -> tuple[list[np.ndarray], list[bool]]:
    """svgelements' reading of the document as strokes; SvgError for one it cannot read."""
    from svgelements import SVG, Matrix, Path, Rect, Shape

    try:
        document = SVG.parse(WholeRead(lengths_resolved(symbols_expanded(raw))), reify=True)
        undo_viewbox = ~Matrix(document.viewbox_transform) if document.viewbox_transform else None
        strokes: list[np.ndarray] = []
        closed: list[bool] = []
        for element in document.elements():
            if not isinstance(element, Shape) or _unsized(element, Rect):
                continue
            path = Path(element)
            if undo_viewbox is not None:
                path *= undo_viewbox
            path = abs(path)  # every transform applied to the points (subpaths would drop it)
            for sub in path.as_subpaths():
                points, is_closed = _sample(Path(sub))
                if points is not None:
                    strokes.append(points)
                    closed.append(is_closed)
    except MemoryError:
        raise
    except (OverflowError, ZeroDivisionError):  # (a viewBox of 1e308 in 10 px: its inverse underflows)
        raise SvgError("numbers") from None
    except Exception:  # svgelements raises many kinds on odd attribute values
        raise SvgError("unreadable") from None
    return strokes, closed


def _unsized(element: object, rect: type) -> bool:
    """A rect with no width or height of its own, which SVG draws not at all (svgelements gives it the
    document's, or 1 × 1)."""
    own = getattr(element, "values", {}).get("attributes", {})  # (`values` holds inherited ones too)
    given = f"{' '.join(own)} {own.get('style', '')}"  # as attributes, or as CSS in its style
    return isinstance(element, rect) and ("width" not in given or "height" not in given)


def _sample(path: object) -> tuple[np.ndarray | None, bool]:
    """Dense points along one subpath (y flipped, a point past any float infinite) and whether it closes;
    None if it has no segment."""
    from svgelements import Close, Move

    segments = [s for s in path if not isinstance(s, Move)]  # type: ignore[attr-defined]
    if not segments:
        return None, False
    is_closed = isinstance(segments[-1], Close)
    # Segment by segment, so every corner is a point; straight ones need only their ends.
    t = np.linspace(0.0, 1.0, POINTS_PER_SEGMENT + 1)
    with np.errstate(invalid="ignore", over="ignore"):  # (an infinite end makes NaNs: refused later)
        parts = [
            np.asarray(s.npoint(t if type(s).__name__ in CURVED else t[::POINTS_PER_SEGMENT]), dtype=float)
            for s in segments
        ]
        xy = np.concatenate(parts)
        z = xy[:, 0] - 1j * xy[:, 1]
    return np.where(np.isfinite(z), z, np.inf), is_closed  # (an overflow, kept to be refused: _drawn)
