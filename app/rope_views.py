"""The RoPE panel's starting views named on the command line: "2", "32" or N arrows. No pygame."""

from __future__ import annotations

from app.cli_common import CliError
from app.rope_state import MAX_ARROWS as MAX_ROPE_ARROWS


def parse_rope_view(text: str) -> str:
    """Check a --rope value: "2" (ω = 1, 0.01), "32" (d = 64, base 10000) or N arrows on the ladder."""
    if text in ("2", "32"):
        return text
    try:
        n = int(text)
    except ValueError:
        raise CliError(f"--rope: expected 2, 32 or a number of arrows, got {text!r}") from None
    if not 1 <= n <= MAX_ROPE_ARROWS:
        raise CliError(f"--rope: arrows must be between 1 and {MAX_ROPE_ARROWS}, not {n}")
    return str(n)
