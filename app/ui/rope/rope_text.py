"""Number formats and colours shared by the RoPE panel's views: the ladder's colour ramp. (Their text is
drawn with the window's Fonts, app/ui/fonts.py.)"""

from __future__ import annotations

import math

import numpy as np

from app import config
from app.model.signs import minus, window_number
from app.ui.fonts import Colour


def format_number(x: float) -> str:
    """Short readout number: 4 significant figures, their trailing zeros kept (numbers shown side by side
    are compared: "3.560" beside "3.424", not "3.56"), no exponent for ordinary sizes (else the window's
    power of ten: 1.250e8, 3.000e−4), the minus sign −."""
    if math.isnan(x):
        return "—"
    if x != 0 and (abs(x) >= 1e5 or abs(x) < 1e-3):
        return window_number(f"{x:.3e}")
    return minus(f"{x:#.4g}".rstrip(".") if abs(x) >= 1 else f"{x:.4f}")


def ladder_colours(n: int) -> list[Colour]:
    """Arrow colours along the ladder: fast (pair 0) warm, slow (last pair) cool."""
    fast = np.array(config.ROPE_FAST, dtype=float)
    slow = np.array(config.ROPE_SLOW, dtype=float)
    f = np.linspace(0.0, 1.0, n)[:, None] if n > 1 else np.zeros((1, 1))
    return [tuple(int(v) for v in c) for c in fast + (slow - fast) * f]  # type: ignore[misc]
