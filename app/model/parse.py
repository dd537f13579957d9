"""Numbers typed into the RoPE panel, read and written back as text. No pygame."""

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
