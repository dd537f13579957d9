"""Lengths svgelements gets wrong, in user units before it reads the document. No pygame, no disk.

- em and ex: svgelements gives a shape's lengths no font size, so `<rect width="1em">` stayed a length it
  could not draw (a TypeError: the whole file refused). 1em is the element's font size (its own
  font-size, else its parent's; 16 px at the root, as browsers start), 1ex half of it (CSS's fallback
  where a font's x-height is not known).
- Percentages: of the nearest viewport's width for x, cx, x1, x2, width and rx, of its height for y, cy,
  y1, y2, height and ry, and of √((w² + h²)/2) for r (SVG 1.1 §7.10). svgelements drew `<circle r="10%">`
  as an ellipse (r of the width across, of the height down) and, in a root with no viewBox, swapped the
  width and the height.
- A nested `<svg>` becomes a `<g>` moved by its x and y and mapped by its viewBox (SVG 1.1 §7.8, with
  preserveAspectRatio); svgelements let its x and y fall through to the shapes inside (a rect without an
  x of its own took the svg's) on top of the viewBox's own translation.

A percentage of a viewport that is not known (a root with neither a viewBox nor a size in numbers) is
left to svgelements. A document with nothing of this passes untouched.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

DEFAULT_FONT_PX = 16.0
EX_PER_EM = 0.5
ACROSS = ("x", "cx", "x1", "x2", "width", "rx")  # lengths along the viewport's width
DOWN = ("y", "cy", "y1", "y2", "height", "ry")
RESOLVED = ("rect", "circle", "ellipse", "line", "use", "image", "svg")  # (a pattern's are fractions)
PER_UNIT = {"": 1.0, "px": 1.0, "pt": 4 / 3, "pc": 16.0, "in": 96.0, "cm": 96 / 2.54, "mm": 96 / 25.4}
VIEWPORT_ATTRIBUTES = ("x", "y", "width", "height", "viewBox", "preserveAspectRatio")
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_LENGTH = re.compile(rf"\s*({_NUMBER})\s*(px|pt|pc|in|cm|mm|em|ex|%)?\s*")
_FONT_SIZE_STYLE = re.compile(r"font-size\s*:\s*([^;]*)", re.IGNORECASE)
_ANY = re.compile(rb"[\d.]\s*(?:e[mx]\b|%)|<(?:\w+:)?svg\b[^>]*>.*<(?:\w+:)?svg\b", re.DOTALL)

Viewport = tuple[float, float] | None


def lengths_resolved(raw: bytes) -> bytes:
    """The document with the lengths above in user units (raw itself if it has none of them)."""
    if not _ANY.search(raw):
        return raw
    root = ET.fromstring(raw)
    if root.tag.startswith("{"):
        ET.register_namespace("", root.tag[1 : root.tag.index("}")])
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    font = font_px(root, DEFAULT_FONT_PX)
    stack = [(child, font, _root_viewport(root, font)) for child in root]
    while stack:  # (without recursion: nesting may be deep)
        node, inherited, viewport = stack.pop()
        px = font_px(node, inherited)
        if _name(node) in RESOLVED:
            _resolve(node, px, viewport)
        if _name(node) == "svg":
            viewport = _as_group(node, viewport)
        stack.extend((child, px, viewport) for child in node)
    return ET.tostring(root, encoding="utf-8")


def _resolve(node: ET.Element, px: float, viewport: Viewport) -> None:
    """node's lengths in em, ex and (of a known viewport) % as numbers."""
    for key, value in node.attrib.items():
        axis = 0 if key in ACROSS else 1 if key in DOWN else 2 if key == "r" else None
        if axis is None:
            continue
        extent = None
        if viewport is not None:
            extent = (*viewport, math.hypot(*viewport) / math.sqrt(2))[axis]
        number = length(value, px, extent, units=False)
        if number is not None:
            node.set(key, repr(number))


def length(value: str | None, px: float, extent: float | None, units: bool = True) -> float | None:
    """A length in user units: em and ex at font size px, % of extent (None: not known); with units,
    px, pt, pc, in, cm and mm too (else only what svgelements gets wrong). None if it is none of these."""
    found = _LENGTH.fullmatch(value or "")
    if not found:
        return None
    number, unit = float(found.group(1)), found.group(2) or ""
    if unit == "em" or unit == "ex":
        return number * px * (1.0 if unit == "em" else EX_PER_EM)
    if unit == "%":
        return None if extent is None else number / 100 * extent
    return number * PER_UNIT[unit] if units else None


def _root_viewport(root: ET.Element, px: float) -> Viewport:
    """The root's user space: its viewBox's size, else its width and height if given in numbers."""
    box = _view_box(root)
    if box is not None:
        return box[2], box[3]
    w, h = (length(root.get(side), px, None) for side in ("width", "height"))
    return (w, h) if w is not None and h is not None and w > 0 and h > 0 else None


def _as_group(node: ET.Element, viewport: Viewport) -> Viewport:
    """A nested svg (its lengths already resolved) as a <g> with the transform it stands for; its
    children's viewport (None if not known). One of no size draws nothing: it is emptied."""
    px = DEFAULT_FONT_PX  # (its lengths are numbers or % by now)
    w_of, h_of = (None, None) if viewport is None else viewport
    x, y = (length(node.get(side, "0"), px, None) or 0.0 for side in ("x", "y"))
    w = length(node.get("width", "100%"), px, w_of)
    h = length(node.get("height", "100%"), px, h_of)
    box = _view_box(node)
    node.tag = node.tag[: -len("svg")] + "g"
    aspect = node.get("preserveAspectRatio", "")
    for key in VIEWPORT_ATTRIBUTES:
        node.attrib.pop(key, None)
    if w is None or h is None:  # a size in % of a viewport not known: where it stands, as it is
        node.set("transform", f"{node.get('transform', '')} translate({x} {y})".strip())
        return None if box is None else (box[2], box[3])
    if w <= 0 or h <= 0:
        node.clear()
        return None
    moved = f"translate({x} {y})"
    if box is not None:
        moved += " " + view_box_transform(box, w, h, aspect)
    node.set("transform", f"{node.get('transform', '')} {moved}".strip())
    return (w, h) if box is None else (box[2], box[3])


def view_box_transform(box: tuple[float, float, float, float], w: float, h: float, aspect: str) -> str:
    """The transform a viewBox and preserveAspectRatio stand for, in a viewport w × h at the origin."""
    words = aspect.split()
    if words[:1] == ["defer"]:
        words = words[1:]
    align = words[0] if words else "xMidYMid"
    sx, sy = w / box[2], h / box[3]
    if align != "none":
        sx = sy = max(sx, sy) if words[1:2] == ["slice"] else min(sx, sy)
    share = {"Min": 0.0, "Mid": 0.5, "Max": 1.0}
    ax = share.get(align[1:4], 0.5) if align != "none" else 0.0
    ay = share.get(align[5:8], 0.5) if align != "none" else 0.0
    tx = -box[0] * sx + ax * (w - box[2] * sx)
    ty = -box[1] * sy + ay * (h - box[3] * sy)
    return f"translate({tx!r} {ty!r}) scale({sx!r} {sy!r})"


def _view_box(node: ET.Element) -> tuple[float, float, float, float] | None:
    """An element's viewBox, if it is four numbers with a size above zero."""
    parts = re.split(r"[\s,]+", (node.get("viewBox") or "").strip())
    try:
        box = tuple(float(part) for part in parts)
    except ValueError:
        return None
    if len(box) != 4 or not all(math.isfinite(v) for v in box) or box[2] <= 0 or box[3] <= 0:
        return None
    return box  # type: ignore[return-value]


def font_px(element: ET.Element, inherited: float) -> float:
    """An element's font size in px: its font-size (attribute, or in its style), else the inherited one.
    A keyword or a value that is no length keeps the inherited size."""
    style = _FONT_SIZE_STYLE.search(element.get("style") or "")
    given = style.group(1) if style else element.get("font-size")
    size = length(given, inherited, inherited)
    return size if size is not None and size > 0 else inherited


def _name(element: ET.Element) -> str:
    tag = element.tag
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""  # (comments' tags are functions)
