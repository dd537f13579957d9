"""Numbers typed into the RoPE panel and the coefficient inspector, read and written back as text.
No pygame."""

from __future__ import annotations

import math

MAX_BASE = 1e12


def parse_base(text: str) -> float:
    """A typed base: a finite number > 1 such as 10000, 1e4 or 500000; ValueError says why not."""
    try:
        value = float(text.strip().replace("_", ""))
    except ValueError:
        raise ValueError(f"Base: {text.strip()!r} is not a number; type one such as 10000 or 5e5.") from None
    if not math.isfinite(value) or value <= 1.0 or value > MAX_BASE:
        raise ValueError(f"Base must be a number above 1 and at most {MAX_BASE:.0e}, not {text.strip()}.")
    return value


def parse_int(text: str, what: str) -> int:
    """A typed whole number; ValueError says why not."""
    try:
        value = float(text.strip().replace("_", ""))
    except ValueError:
        raise ValueError(f"{what}: {text.strip()!r} is not a whole number.") from None
    if not math.isfinite(value) or value != int(value):
        raise ValueError(f"{what}: {text.strip()!r} is not a whole number.")
    return int(value)


def format_base(base: float) -> str:
    """10000 → '1e4', 500000 → '5e5', 12345 → '12345'."""
    if base >= 1e4 and base == int(base):
        mantissa, exponent = f"{base:e}".split("e")
        m = mantissa.rstrip("0").rstrip(".")
        if len(m) <= 3:
            return f"{m}e{int(exponent)}"
    return f"{base:g}"


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
        said = repr(raw) if raw else "nothing"
        raise ValueError(f"Translate by: {said} is not a vector; type one such as 2, 1 or 2+1i.") from None
    if not (math.isfinite(value.real) and math.isfinite(value.imag)):
        raise ValueError(f"Translate by: {raw} is not a finite vector.")
    if abs(value) > MAX_SHIFT:
        raise ValueError(f"Translate by: {raw} is too far; the most is a length of {MAX_SHIFT:,.0f}.")
    return value
