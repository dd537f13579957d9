"""Options of the window and of `render`: the window size and the RoPE panel's starting view."""

from __future__ import annotations

from app.cli.common import CliError, check_pixels
from app.config import MAX_WINDOW_SIZE, MIN_WINDOW_SIZE, ROPE_PANEL_MAX_ARROWS
from app.errors import Problem


def parse_size(text: str, max_pixels: int | None = None) -> tuple[int, int]:
    """'1280x800' → (1280, 800), at least the minimum window size, at most the largest and `max_pixels`
    (render's); a refusal names the limit broken (8192x8192 was "outside 960x600 .. 8192x8192")."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise CliError(Problem("problem.cli.size_form", text=repr(text))) from None
    (min_w, min_h), (max_w, max_h) = MIN_WINDOW_SIZE, MAX_WINDOW_SIZE
    if not (min_w <= w <= max_w and min_h <= h <= max_h):
        least, most = f"{min_w}x{min_h}", f"{max_w}x{max_h}"
        raise CliError(Problem("problem.cli.size_range", w=w, h=h, least=least, most=most))
    if max_pixels is not None:
        check_pixels(w, h, max_pixels)
    return w, h


def parse_rope_view(text: str) -> str:
    """Check a --rope value: "2" (ω = 1, 0.01), "32" (d = 64, base 10000) or N arrows on the ladder."""
    if text in ("2", "32"):
        return text
    try:
        n = int(text)
    except ValueError:
        raise CliError(Problem("problem.cli.rope_form", text=repr(text))) from None
    if not 1 <= n <= ROPE_PANEL_MAX_ARROWS:
        raise CliError(Problem("problem.cli.rope_range", most=ROPE_PANEL_MAX_ARROWS, n=n))
    return str(n)
