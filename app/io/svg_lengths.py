"""em and ex lengths in user units, before svgelements reads the document. No pygame, no disk.

svgelements gives a shape's lengths no font size, so `<rect width="1em">` stayed a length it could not
draw (a TypeError: the whole file refused). Here every shape's em and ex lengths become numbers: 1em is
the element's font size (its own font-size, else its parent's; 16 px at the root, as browsers start), 1ex
half of it (CSS's fallback where a font's x-height is not known). A document with no em or ex length
passes untouched.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

DEFAULT_FONT_PX = 16.0
EX_PER_EM = 0.5
GEOMETRY = ("x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2")
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_FONT_RELATIVE = re.compile(rf"\s*({_NUMBER})\s*(em|ex)\s*")
_FONT_SIZE = re.compile(rf"\s*({_NUMBER})\s*(px|pt|em|ex|%)?\s*")
_FONT_SIZE_STYLE = re.compile(r"font-size\s*:\s*([^;]*)", re.IGNORECASE)
_ANY = re.compile(rb"[\d.]\s*e[mx]\b")  # (a quick look: "1e5" is a number, "3examples" no length)


def font_lengths_resolved(raw: bytes) -> bytes:
    """The document with every em and ex length of a shape in user units (raw itself if it has none)."""
    if not _ANY.search(raw):
        return raw
    root = ET.fromstring(raw)
    if root.tag.startswith("{"):
        ET.register_namespace("", root.tag[1 : root.tag.index("}")])
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    changed = _resolve(root, DEFAULT_FONT_PX)
    return ET.tostring(root, encoding="utf-8") if changed else raw


def _resolve(element: ET.Element, parent_px: float) -> bool:
    """Resolve element's lengths and its descendants' (without recursion: nesting may be deep)."""
    changed = False
    stack = [(element, parent_px)]
    while stack:
        node, inherited = stack.pop()
        px = font_px(node, inherited)
        for key in GEOMETRY:
            found = _FONT_RELATIVE.fullmatch(node.get(key) or "")
            if found:
                per = px if found.group(2) == "em" else px * EX_PER_EM
                node.set(key, repr(float(found.group(1)) * per))
                changed = True
        stack.extend((child, px) for child in node)
    return changed


def font_px(element: ET.Element, inherited: float) -> float:
    """An element's font size in px: its font-size (attribute, or in its style), else the inherited one.
    A keyword or a value that is no length keeps the inherited size."""
    style = _FONT_SIZE_STYLE.search(element.get("style") or "")
    given = style.group(1) if style else element.get("font-size")
    found = _FONT_SIZE.fullmatch(given or "")
    if not found:
        return inherited
    value, unit = float(found.group(1)), found.group(2) or "px"
    scale = {"px": 1.0, "pt": 4 / 3, "em": inherited, "ex": inherited * EX_PER_EM, "%": inherited / 100}
    size = value * scale[unit]
    return size if size > 0 else inherited
