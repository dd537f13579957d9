"""Numbers typed into the RoPE panel and the coefficient inspector, read and written back as text.
No pygame."""

from __future__ import annotations

import math

from app.errors import Problem, Term, quoted
from app.model.signs import MINUS, minus, power_of_ten

MAX_BASE = 1e12


def parse_base(text: str, window: bool = False) -> float:
    """A typed base: a finite number > 1 such as 10000, 1e4 or 500000; ValueError says why not. The
    window's refusal writes numbers as the window does ("1e12", "−5"); the command line's keep ASCII
    ("1e+12", "-5"), as its docs and scripts read them."""
    try:
        value = float(text.strip().replace("_", ""))
    except ValueError:
        raise Problem("problem.base.nan", text=quoted(text.strip())) from None
    if not math.isfinite(value) or value <= 1.0 or value > MAX_BASE:
        most, said = (
            (format_base(MAX_BASE), minus(text.strip())) if window else (f"{MAX_BASE:.0e}", text.strip())
        )
        raise Problem("problem.base.range", most=most, text=said)
    return value


def parse_int(text: str, what: Term) -> int:
    """A typed whole number; a Problem (a ValueError) says why not, naming the field `what`."""
    digits = text.strip().replace("_", "")
    try:
        return int(digits)  # exactly as typed, however long (a float would round 10²⁰ − 1 up)
    except ValueError:
        pass
    try:
        value = float(digits)  # "1e4", "12.0"
    except ValueError:
        raise Problem("problem.whole", what=what, text=quoted(text.strip())) from None
    if not math.isfinite(value) or value != int(value):
        raise Problem("problem.whole", what=what, text=quoted(text.strip()))
    return int(value)


def format_base(base: float) -> str:
    """10000 → '1e4', 500000 → '5e5', 12345 → '12345', 1.0000001 → '1.0000001': read back, the same base
    (the scientific form exactly: 999999999999 read "1e12", rounded to 7 digits)."""
    plain, scientific = exact_forms(base)
    if base >= 1e4 and base == int(base) and len(scientific.split("e")[0]) <= 3:
        return scientific
    return plain  # (":g" wrote 1.0000001 as "1", beside a rule that says "above 1")


def exact_forms(value: float) -> tuple[str, str]:
    """value written so that float() reads it back exactly (the fewest digits that do): plainly
    ("1234567", "12345.678") and in scientific notation ("1.234567e6"), for a field to show one that fits."""
    plain = repr(float(value)).removesuffix(".0")
    for digits in range(1, 18):  # 17 significant digits give back any double
        scientific = power_of_ten(f"{value:.{digits - 1}e}")
        if float(scientific) == value:
            break
    return plain, scientific


MAX_SHIFT = 1e9  # a typed translation further than this is refused (the view could not show both)


def parse_vector(text: str) -> complex:
    """A typed vector: "2, 1" (x, y) or a complex number such as "2+1i", "2 + i", "-0.5i"; ValueError
    says why not."""
    raw = text.strip()
    try:
        if "," in raw:
            x, y = raw.split(",")  # two parts, or ValueError
            value = complex(float(x), float(y))
        else:
            value = complex(raw.replace(" ", "").replace("I", "i").replace("i", "j"))
    except ValueError:
        said = quoted(raw) if raw else Term("problem.nothing")
        raise Problem("problem.vector.nan", text=said) from None
    said = raw.replace("-", MINUS)  # as typed, with a true minus, as the window names typed numbers
    if not (math.isfinite(value.real) and math.isfinite(value.imag)):
        raise Problem("problem.vector.infinite", text=said)
    if abs(value) > MAX_SHIFT:
        raise Problem("problem.vector.far", text=said, most=f"{MAX_SHIFT:,.0f}")
    return value
