"""<symbol> drawn as SVG draws it, before svgelements reads the document. No pygame, no disk.

svgelements knows no <symbol>: it drew a symbol's shapes where the symbol stands (every icon of a sprite
sheet, one over another, where a browser shows none) and a <use> of one at the symbol's own size, its
viewBox ignored. Here each <use> of a symbol becomes what SVG says it is, a group with the use's transform
and attributes moved by its x and y, holding a nested <svg> (which svgelements sizes right) with the
use's width and height and the symbol's viewBox and preserveAspectRatio; then the symbols go. Bytes come
in already scanned (app/io/svg_scan.py: no DOCTYPE or ENTITY, <use> copies counted), and a document with
no symbol passes untouched.
"""

from __future__ import annotations

import copy
import re
import xml.etree.ElementTree as ET

XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
HREFS = ("href", XLINK_HREF)
MOVED = ("x", "y", "width", "height", "transform", "id", *HREFS)  # what the group does not keep of a <use>
SIZED = ("viewBox", "preserveAspectRatio", "width", "height")  # what the nested <svg> takes of a symbol
MAX_ROUNDS = 16  # symbols that use symbols, this deep
NUMBER = re.compile(r"\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(?:px)?\s*")
PERCENT = re.compile(r"\s*(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*%\s*")


def symbols_expanded(raw: bytes) -> bytes:
    """The document with every <use> of a symbol expanded and the symbols gone (raw itself if it has
    none)."""
    if b"symbol" not in raw:
        return raw
    root = ET.fromstring(raw)
    symbols = {el.get("id"): el for el in root.iter() if _name(el) == "symbol" and el.get("id")}
    if not symbols:
        return raw
    space = root.tag[: root.tag.index("}") + 1] if root.tag.startswith("{") else ""
    ET.register_namespace("", space.strip("{}") or "http://www.w3.org/2000/svg")
    ET.register_namespace("xlink", XLINK_HREF[1:].split("}")[0])
    for _ in range(MAX_ROUNDS):  # a symbol's own uses are copied with it, expanded the next round
        uses = [
            (parent, index, child, symbols[target])
            for parent in root.iter()
            for index, child in enumerate(parent)
            if _name(child) == "use" and (target := _target(child)) in symbols
        ]
        if not uses:
            break
        for parent, index, use, symbol in reversed(uses):  # (the later indices first: they stay valid)
            instance = _instance(use, symbol, space)
            if instance is None:
                del parent[index]
            else:
                parent[index] = instance
    for parent in list(root.iter()):
        for child in [c for c in parent if _name(c) == "symbol"]:
            parent.remove(child)
    return ET.tostring(root, encoding="utf-8")


def _name(element: ET.Element) -> str:
    tag = element.tag
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""  # (comments' tags are functions)


def _target(use: ET.Element) -> str | None:
    href = next((use.get(key) for key in HREFS if use.get(key)), "")
    return href[1:] if href.startswith("#") else None


def _instance(use: ET.Element, symbol: ET.Element, space: str) -> ET.Element | None:
    """<g transform="(the use's) translate(x y)" …the use's attributes><svg …sized>copies</svg></g>; None
    for a size of zero or less, which SVG draws not at all (svgelements stopped reading the document)."""
    kept = {key: value for key, value in use.attrib.items() if key not in MOVED}
    x, y = (_number(use.get(side, "0")) for side in ("x", "y"))
    kept["transform"] = f"{use.get('transform', '')} translate({x} {y})".strip()
    for key, value in symbol.attrib.items():  # a symbol's own look, unless the use sets it
        if key not in (*SIZED, "id", "x", "y"):
            kept.setdefault(key, value)
    group = ET.Element(f"{space}g", kept)
    sized = {key: symbol.get(key) for key in SIZED if symbol.get(key) is not None}
    sized.update({key: use.get(key) for key in ("width", "height") if use.get(key) is not None})
    for key in ("width", "height"):
        given = sized.get(key)
        if given is not None and NUMBER.fullmatch(given) and _number(given) <= 0:
            return None
        if given is not None and not (NUMBER.fullmatch(given) or PERCENT.fullmatch(given)):
            del sized[key]  # no length at all: as if not given (svgelements divided by zero)
    inner = ET.SubElement(group, f"{space}svg", {key: str(value) for key, value in sized.items()})
    inner.extend(copy.deepcopy(list(symbol)))
    return group


def _number(length: str) -> float:
    """A use's x or y in user units (a bare number or px; any other unit counts as 0)."""
    found = NUMBER.fullmatch(length)
    return float(found.group(1)) if found else 0.0
