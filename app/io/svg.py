"""SVG drawings as strokes in math coordinates: every path and shape, transforms applied. No pygame.

Parsed by svgelements from bytes already read (never from a path or URL, so nothing is fetched).
svgelements parses with xml.etree, which expands entities a DOCTYPE declares: any DOCTYPE or ENTITY
is refused before parsing, and so is a file whose <use> references would multiply into more shapes
than MAX_SVG_SHAPES. Coordinates stay in the file's user units (the root viewBox's scaling to pixels
is undone) with y flipped: x_math = x_svg, y_math = −y_svg. Each subpath is one stroke, in document
order: closed if it ends in Z (rect, circle, ellipse and polygon always do), open otherwise.
"""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

import numpy as np

from app.config import MAX_SVG_SHAPES

POINTS_PER_SEGMENT = 48  # dense samples per curved segment before resampling by arc length
CURVED = {"Arc", "CubicBezier", "QuadraticBezier"}
_DECLARATION = re.compile(rb"<!\s*(doctype|entity)", re.IGNORECASE)


class SvgError(ValueError):
    """An SVG that cannot become a drawing; the message is one line for the user."""


def svg_strokes(raw: bytes) -> tuple[list[np.ndarray], list[bool]]:
    """The strokes of an SVG document (complex math points) and whether each is closed."""
    if _DECLARATION.search(raw):
        raise SvgError("declares a DOCTYPE or ENTITY, which is refused (no entities are expanded)")
    _check_expansion(raw)
    try:
        from svgelements import SVG, Matrix, Path, Shape
    except ImportError as exc:  # pragma: no cover - a broken install
        raise SvgError(f"SVG support is missing ({exc.name})") from None
    try:
        document = SVG.parse(io.BytesIO(raw), reify=True)
        undo_viewbox = ~Matrix(document.viewbox_transform) if document.viewbox_transform else None
        strokes: list[np.ndarray] = []
        closed: list[bool] = []
        for element in document.elements():
            if not isinstance(element, Shape):
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
    except SvgError:
        raise
    except Exception as exc:  # svgelements raises many kinds on odd attribute values
        raise SvgError(f"not an SVG drawing that can be read ({exc.__class__.__name__})") from None
    if not strokes:
        raise SvgError("has no path or shape to draw")
    return strokes, closed


def _sample(path: object) -> tuple[np.ndarray | None, bool]:
    """Dense points along one subpath (y flipped) and whether it closes; None if it draws nothing."""
    from svgelements import Close, Move

    segments = [s for s in path if not isinstance(s, Move)]  # type: ignore[attr-defined]
    if not segments:
        return None, False
    is_closed = isinstance(segments[-1], Close)
    # Segment by segment, so every corner is a point; straight ones need only their ends.
    t = np.linspace(0.0, 1.0, POINTS_PER_SEGMENT + 1)
    parts = [
        np.asarray(s.npoint(t if type(s).__name__ in CURVED else t[::POINTS_PER_SEGMENT]), dtype=float)
        for s in segments
    ]
    xy = np.concatenate(parts)
    z = xy[:, 0] - 1j * xy[:, 1]
    z = z[np.isfinite(z)]
    if len(z) < 2 or np.all(z == z[0]):
        return None, False
    return z, is_closed


def _check_expansion(raw: bytes) -> None:
    """Refuse malformed XML and documents whose <use> chains reach more than MAX_SVG_SHAPES elements."""
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as exc:
        raise SvgError(f"not well-formed XML (line {exc.position[0]}, column {exc.position[1]})") from None
    except RecursionError:
        raise SvgError("nested too deeply") from None
    by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
    memo: dict[int, int] = {}
    busy: set[int] = set()

    def size(el: ET.Element) -> int:
        key = id(el)
        if key in memo:
            return memo[key]
        if key in busy:
            raise SvgError("has a <use> that refers to itself")
        busy.add(key)
        total = 1 + sum(size(child) for child in el)
        if el.tag.rsplit("}", 1)[-1] == "use":
            href = el.get("href") or el.get("{http://www.w3.org/1999/xlink}href") or ""
            target = by_id.get(href[1:]) if href.startswith("#") else None
            total += size(target) if target is not None else 0
        busy.discard(key)
        memo[key] = total
        if total > MAX_SVG_SHAPES:
            raise SvgError(f"has more than {MAX_SVG_SHAPES} elements once <use> copies are counted")
        return total

    try:
        size(root)
    except RecursionError:
        raise SvgError("nested too deeply") from None
