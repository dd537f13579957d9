"""A cheap scan of an SVG's bytes that refuses, before svgelements parses it, a file that would cost it
minutes or gigabytes. Stdlib only, linear time. No pygame.

expat reads the bytes once (C, linear) and nothing is built but one small row per element, itself bounded
by MAX_SVG_SHAPES. What svgelements' cost grows with is counted as svgelements will see it, with every
<use> expanded through its references (a use of a group that holds uses ...): elements, nesting depth,
path data (d and points), subpaths and segments; any other attribute and the text of <style> are bounded
by length (svgelements splits a style sheet with a regex that is quadratic in its length). A rotate or
skew whose angle is past any float in radians is refused for its numbers (svgelements dropped its shape).
"""

from __future__ import annotations

import math
import re
import xml.parsers.expat

from app.config import (
    MAX_SVG_ATTRIBUTE_CHARS,
    MAX_SVG_DEPTH,
    MAX_SVG_FONT_CHARS,
    MAX_SVG_FONT_DIGITS,
    MAX_SVG_PATH_CHARS,
    MAX_SVG_SEGMENTS,
    MAX_SVG_SHAPES,
    MAX_SVG_STYLE_CHARS,
    MAX_SVG_SUBPATHS,
    MAX_SVG_TRANSFORMS,
)
from app.errors import Problem

XLINK_HREF = "http://www.w3.org/1999/xlink}href"  # expat's name for xlink:href (namespace}local)
GEOMETRY = {"d", "points"}  # attributes bounded as path data, not by MAX_SVG_ATTRIBUTE_CHARS
# Numbers a path command takes at a time (M's extra pairs are implicit L's); Z takes none.
ARITY = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}
# Arcs cost svgelements and the sampling about twice what a Bézier does: they count twice.
WEIGHT = {"a": 2}
# What svgelements makes of a shape (a rounded rect: 4 lines and 4 arcs; an ellipse: 4 arcs).
SHAPE_SEGMENTS = {"rect": 12, "circle": 8, "ellipse": 8, "line": 1}
_COMMAND = re.compile(r"([MmZzLlHhVvCcSsQqTtAa])([^MmZzLlHhVvCcSsQqTtAa]*)")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_DECLARATION = re.compile(rb"<!\s*(doctype|entity)", re.IGNORECASE)
# svgelements reads a font shorthand with a regex that backtracks on runs of digits (a 200-digit value
# costs 7 ms, and every <text> reads its inherited one anew): font values are kept short and digit runs
# shorter than any real size.
_FONT = re.compile(r"font\s*:([^;}]*)", re.IGNORECASE)
_DIGIT_RUN = re.compile(rf"\d{{{MAX_SVG_FONT_DIGITS + 1}}}")
# svgelements takes an angle to radians as τ·value first (degrees: τ·v/360): past any float, its cos or
# tan raises, and a shape was dropped without a word (the file said to hold "no path") or its group refused
# as unreadable. ([^()]* keeps the search linear: each stretch between parentheses is read once.)
_ANGLE_OPERATION = re.compile(r"(rotate|skewx|skewy|skew)\s*\(([^()]*)\)", re.IGNORECASE)
_ANGLE = re.compile(rf"({_NUMBER.pattern})\s*(deg|grad|rad|turn|%)?", re.IGNORECASE)
TO_RADIANS = {
    "": math.tau,
    "deg": math.tau,
    "grad": math.tau,
    "turn": math.tau,
    "rad": 1.0,
    "%": math.tau / 100,
}
# A row's counts, summed over its subtree and its <use> copies (depth: the deepest, not a sum).
# Every element parses the transforms of all its ancestors anew (svgelements joins them into one string),
# so a row's own transform operations count once for each element below it.
ELEMENTS, CHARS, SUBPATHS, SEGMENTS, DEPTH, TRANSFORMS = range(6)
LIMITS = (
    MAX_SVG_SHAPES,
    MAX_SVG_PATH_CHARS,
    MAX_SVG_SUBPATHS,
    MAX_SVG_SEGMENTS,
    MAX_SVG_DEPTH,
    MAX_SVG_TRANSFORMS,
)
WHAT = ("elements", "path_chars", "subpaths", "segments", "depth", "transforms")


class SvgError(ValueError):
    """An SVG that cannot become a drawing; `problem` says it in either language ("problem.svg.…")."""

    def __init__(self, key: str, **params: object) -> None:
        self.key, self.params = key, params
        self.problem = Problem(f"problem.svg.{key}", **params)
        super().__init__(str(self.problem))

    def __reduce__(self) -> tuple[object, ...]:  # back from the child that parsed (app/io/bounded.py)
        return _svg_error, (self.key, self.params)


def _svg_error(key: str, params: dict[str, object]) -> SvgError:
    return SvgError(key, **params)


def path_counts(d: str) -> tuple[int, int]:
    """Subpaths (M or m) and segments (commands and their implicit repeats) of path data, estimated by
    counting the numbers after each command (packed arc flags count as one)."""
    subpaths = segments = 0
    for command, numbers in _COMMAND.findall(d):
        arity = ARITY[command.lower()]
        if arity == 0:
            segments += 1
            continue
        n = len(_NUMBER.findall(numbers))
        subpaths += command in "Mm"
        segments += max(1, -(-n // arity)) * WEIGHT.get(command.lower(), 1)
    return subpaths, segments


def scan_svg(raw: bytes) -> int:
    """SvgError (one line: what was over which limit) unless the SVG is within every limit; else how many
    <text> elements it holds (svgelements draws none: the status line says so)."""
    if _DECLARATION.search(raw):
        raise SvgError("declaration")
    scan = _Scan()
    parser = xml.parsers.expat.ParserCreate(namespace_separator="}")
    parser.StartElementHandler = scan.start
    parser.EndElementHandler = scan.end
    parser.CharacterDataHandler = scan.text
    parser.StartDoctypeDeclHandler = parser.EntityDeclHandler = _refuse_declaration
    try:
        parser.Parse(raw, True)
    except xml.parsers.expat.ExpatError as exc:
        raise SvgError("not_xml", line=exc.lineno, column=exc.offset + 1) from None  # (expat counts from 0)
    except (ValueError, LookupError) as exc:  # an encoding expat or Python cannot decode
        if isinstance(exc, SvgError):
            raise
        raise SvgError("not_xml", line=parser.ErrorLineNumber, column=parser.ErrorColumnNumber + 1) from None
    scan.expanded()
    return scan.texts


def _refuse_declaration(*_: object) -> None:
    raise SvgError("declaration")


class _Scan:
    """One row per element (parent, <use> target, own counts) while expat reads; `expanded` totals them."""

    def __init__(self) -> None:
        self.parent: list[int] = []
        self.target: list[str | None] = []
        self.counts: list[list[int]] = []
        self.ids: dict[str, int] = {}
        self.open: list[int] = []  # the elements we are inside, innermost last
        self.style_chars = 0
        self.chars = 0  # path data so far, before <use> copies: refuses a huge file before it is all read
        self.in_style = False
        self.style_text: list[str] = []  # the <style> being read, in the pieces expat gives
        self.texts = 0  # <text> elements

    def start(self, name: str, attrs: dict[str, str]) -> None:
        row = len(self.parent)
        if row >= MAX_SVG_SHAPES or len(self.open) >= MAX_SVG_DEPTH:
            _over(ELEMENTS if row >= MAX_SVG_SHAPES else DEPTH)
        tag = name.rsplit("}", 1)[-1]
        if row == 0 and tag != "svg":  # (svgelements failed on it with an AttributeError)
            raise SvgError("not_svg", name=tag[:40])
        counts = [1, 0, int(tag in SHAPE_SEGMENTS), SHAPE_SEGMENTS.get(tag, 0), 1, 0]
        # Each "(" opens an operation; a <use>'s x and y become one more.
        counts[TRANSFORMS] = attrs.get("transform", "").count("(") + ("x" in attrs or "y" in attrs)
        for key, value in attrs.items():
            if key not in GEOMETRY and len(value) > MAX_SVG_ATTRIBUTE_CHARS:
                raise SvgError("attribute", name=key.rsplit("}", 1)[-1][:40], most=MAX_SVG_ATTRIBUTE_CHARS)
        if "font" in attrs:
            _check_font(attrs["font"])
        _check_css(attrs.get("style", ""))
        _check_angles(attrs.get("transform", ""))
        if tag == "path" or tag in ("polyline", "polygon"):
            data = attrs.get("d" if tag == "path" else "points", "")
            self.chars += len(data)
            if self.chars > MAX_SVG_PATH_CHARS:
                _over(CHARS)
            counts[CHARS] = len(data)
            if tag == "path":
                counts[SUBPATHS], counts[SEGMENTS] = path_counts(data)
            else:
                counts[SUBPATHS], counts[SEGMENTS] = 1, len(_NUMBER.findall(data)) // 2
        # svgelements follows href (before xlink:href) whatever its first character, by the id after it.
        href = attrs["href"] if "href" in attrs else attrs.get(XLINK_HREF)
        self.target.append(href[1:] if tag == "use" and href else None)
        if "id" in attrs:
            self.ids[attrs["id"]] = row  # the last element with an id is the one svgelements finds
        self.parent.append(self.open[-1] if self.open else -1)
        self.counts.append(counts)
        self.open.append(row)
        self.style_ends()
        self.in_style = tag == "style"
        self.texts += tag == "text"

    def end(self, _: str) -> None:
        self.open.pop()
        self.style_ends()

    def style_ends(self) -> None:
        """The text of a <style> is read up to its first child or its end: check its font values."""
        if self.in_style:
            _check_css("".join(self.style_text))
            self.style_text.clear()
        self.in_style = False

    def text(self, data: str) -> None:
        if self.in_style:
            self.style_chars += len(data)
            if self.style_chars > MAX_SVG_STYLE_CHARS:
                raise SvgError("style", most=MAX_SVG_STYLE_CHARS)
            self.style_text.append(data)

    def expanded(self) -> None:
        """SvgError unless the document, every <use> copied in, is within every limit."""
        children: list[list[int]] = [[] for _ in self.parent]
        for row, parent in enumerate(self.parent):
            if parent >= 0:
                children[parent].append(row)
        totals: list[list[int]] = [[] for _ in self.parent]
        state = [0] * len(self.parent)  # 0 not seen, 1 its parts on the stack above it, 2 summed
        for root in (row for row, parent in enumerate(self.parent) if parent < 0):
            stack = [root]  # depth first without recursion; the rows in state 1 are the current path
            while stack:
                row = stack[-1]
                parts = children[row] + [self.ids[t] for t in [self.target[row]] if t in self.ids]
                if state[row] == 0:
                    state[row] = 1
                    for part in parts:
                        if state[part] == 1:
                            raise SvgError("use_loop")  # it reaches one of its own ancestors
                        if state[part] == 0:
                            stack.append(part)
                    continue
                stack.pop()
                if state[row] == 2:
                    continue
                total = list(self.counts[row])
                for part in parts:
                    for k, value in enumerate(totals[part]):
                        total[k] = max(total[k], value + 1) if k == DEPTH else total[k] + value
                total[TRANSFORMS] += self.counts[row][TRANSFORMS] * (total[ELEMENTS] - 1)
                for k, value in enumerate(total):
                    if value > LIMITS[k]:
                        _over(k)
                state[row], totals[row] = 2, total


def _check_css(css: str) -> None:
    """A style attribute's or sheet's font values and transform angles."""
    for value in _FONT.findall(css):
        _check_font(value)
    _check_angles(css)


def _check_angles(transform: str) -> None:
    """SvgError("numbers") for a rotate or skew whose angle in radians is past any float."""
    for name, params in _ANGLE_OPERATION.findall(transform):
        for number, unit in _ANGLE.findall(params)[: 2 if name.lower() == "skew" else 1]:
            if not math.isfinite(float(number) * TO_RADIANS[unit.lower()]):
                raise SvgError("numbers")


def _check_font(value: str) -> None:
    value = value.strip()
    if len(value) > MAX_SVG_FONT_CHARS or _DIGIT_RUN.search(value):
        raise SvgError("font", most=MAX_SVG_FONT_CHARS, digits=MAX_SVG_FONT_DIGITS)


def _over(k: int) -> None:
    raise SvgError(f"over.{WHAT[k]}", most=LIMITS[k])
