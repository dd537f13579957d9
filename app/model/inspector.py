"""What the coefficient inspector shows, built from state alone: the first arrows of the chain as a table
(k, |c_k|, arg c_k in degrees, re, im), and after one of problem 8's changes each c_k before and after,
with the law that links them. No pygame.

Widget text (Noto Sans) has no arrows or ≈, so the words say "becomes" and numbers use the minus sign −.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Literal

import numpy as np

from app.i18n import counted, tr
from app.io.curves import Curve
from app.math.fourier import Spectrum
from app.model.signs import minus, window_number

if TYPE_CHECKING:
    from app.model.state import AppState

ROWS = 12  # arrows the table shows
Kind = Literal["later", "reverse", "translate"]
SUBSCRIPT = str.maketrans("-0123456789", "₋₀₁₂₃₄₅₆₇₈₉")
SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")
# The largest |c_k| from which the table's numbers are in a power of ten (its cells are narrow).
IN_POWERS_FROM = 1e4
LARGE = 1e5  # from here on a number is four digits and a power of ten: "125827085.673" overflowed its cell


@dataclass(frozen=True, eq=False)
class Change:
    """One of problem 8's changes: the spectrum before it and the curve it made (shown side by side while
    that curve is on the canvas; undo brings the old curve back, redo this one)."""

    kind: Kind
    before: Spectrum
    curve: Curve
    shift: complex = 0j  # the translation, for "translate"
    # The run of changes that made the curve, for its caption: the titles (en, ko) before the first, and
    # each change with its amount (the shift, the samples later, 1 for a reversal), like ones merged.
    base: tuple[str, str] = ("", "")
    steps: tuple[tuple[Kind, complex], ...] = ()
    count: int = 1  # the changes in the run


@dataclass(frozen=True)
class Table:
    """The inspector's text: a caption, column headers (with a group row over them), rows, the law."""

    caption: str
    groups: tuple[str, ...]
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    law: str


def sub(k: int) -> str:
    """k as a subscript: -3 → ₋₃."""
    return str(int(k)).translate(SUBSCRIPT)


def number(x: float) -> str:
    """Three decimals without trailing zeros (tiny values in three digits, large ones in four and a power
    of ten), with the minus sign −."""
    if abs(x) < 1e-12:
        return "0"
    if abs(x) >= LARGE:
        text = f"{x:.4g}"
    else:
        text = f"{x:.3f}".rstrip("0").rstrip(".") if abs(x) >= 1e-3 else f"{x:.3g}"
    return window_number(text)  # (−1.258e8, not −1.258e+08)


def complex_text(c: complex) -> str:
    """0.854 + 0.854i, −0.207, 2 + i, −0.5i, −i, 0: as the lessons write them (a unit is not written)."""
    re, im = number(c.real), number(c.imag)
    if im == "0":
        return re
    size = im.lstrip("−")
    size = "" if size == "1" else size
    if re == "0":
        return f"{im.removesuffix(im.lstrip('−'))}{size}i"
    return f"{re} {'−' if im.startswith('−') else '+'} {size}i"


def degrees(c: complex, scale: float) -> str:
    """arg c in degrees, (−180°, 180°], or — for an arrow of no length (relative to `scale`)."""
    tiny = 1e-12 * max(scale, 1e-300)
    if abs(c) <= tiny:
        return "—"
    # A part that is rounding noise (or −0.0) is 0: a negative real read −180° in one row, 180° in the next.
    re, im = (0.0 if abs(part) <= tiny else part for part in (c.real, c.imag))
    angle = round(math.degrees(math.atan2(im, re)), 1)
    return f"{number(180.0 if angle == -180.0 else angle)}°"


def step_degrees(n: int) -> str:
    """360°/N as text: 45 for N = 8, 0.7031 for N = 512."""
    return f"{360 / n:.4g}"


def law(change: Change | None, n: int, lang: str = "en") -> str:
    """One line on what links each coefficient after the change to the ones before."""
    if change is None:
        return tr(lang, "inspector.law")
    if change.kind == "later":
        return tr(lang, "inspector.law_later", n=n, step=step_degrees(n))
    if change.kind == "reverse":
        return tr(lang, "inspector.law_reverse")
    return tr(lang, "inspector.law_translate", w=complex_text(change.shift))


def current_change(state: AppState) -> Change | None:
    """The change that made the curve on the canvas, if it was one of problem 8's."""
    change = state.change
    return change if change is not None and change.curve is state.epicycles.curve else None


def inspector_table(state: AppState, rows: int = ROWS) -> Table:
    lang = state.lang
    t = partial(tr, lang)
    """The first `rows` arrows of the chain in its order; with before and after when a change made it."""
    e = state.epicycles
    chain, spectrum = e.chain, e.spectrum
    shown = min(rows, len(chain))
    order = t(f"order.{e.order}")
    caption = t(
        counted("inspector.caption", e.n_arrows), shown=shown, n=e.n_arrows, order=order, most=e.max_arrows
    )
    change = current_change(state)
    ks, cs = chain.k[:shown], chain.c[:shown]
    before = None if change is None else change.before.c[ks - change.before.k[0]]  # (the same k range)
    scale = float(np.abs(spectrum.c).max())
    if change is not None:
        scale = max(scale, float(np.abs(change.before.c).max()))
    # (the table does not scroll: the clipboard has every row)
    more = f" {t('inspector.copy_all', rows=shown)}" if shown < len(chain) else ""
    power = in_powers(scale)
    if power:
        caption += " · " + t("inspector.unit", power=str(power).translate(SUPERSCRIPT))
    unit = 10.0**power  # every number in it, and what an arrow of no length is told by
    cs, scale = cs / unit, scale / unit
    if before is None:
        body = tuple(
            (minus(int(k)), number(abs(c)), degrees(c, scale), number(c.real), number(c.imag))
            for k, c in zip(ks, cs, strict=True)
        )
        headers = ("k", t("inspector.abs"), t("inspector.arg_c"), "re", "im")
        return Table(caption, (), headers, body, law(None, e.max_arrows, lang) + more)
    body = tuple(
        (minus(int(k)), *cell(b, scale), *cell(c, scale))
        for k, b, c in zip(ks, before / unit, cs, strict=True)
    )
    groups = ("", t("inspector.before"), t("inspector.after"))
    headers = ("k", t("inspector.abs"), "arg", t("inspector.c"), t("inspector.abs"), "arg", t("inspector.c"))
    return Table(caption, groups, headers, body, law(change, e.max_arrows, lang) + more)


def in_powers(scale: float) -> int:
    """The power of ten the table's numbers are written in for a largest |c_k| of `scale`: 0 below
    IN_POWERS_FROM, else the largest's own (it then reads 1 to 9.999, as every cell has room for)."""
    return math.floor(math.log10(scale)) if math.isfinite(scale) and scale >= IN_POWERS_FROM else 0


def cell(c: complex, scale: float) -> tuple[str, str, str]:
    """|c|, arg c and c itself, for one side of the before-and-after table."""
    return number(abs(c)), degrees(c, scale), complex_text(c)


def lead_arrow(spectrum: Spectrum, lang: str = "en") -> str:
    """The largest turning arrow (k ≠ 0) as "c₁ = 0.854 + 0.854i", for a status line."""
    turning = spectrum.k != 0
    if not turning.any():
        return tr(lang, "inspector.no_turning")
    j = int(np.argmax(np.where(turning, np.abs(spectrum.c), -1.0)))
    return f"c{sub(spectrum.k[j])} = {complex_text(complex(spectrum.c[j]))}"
