"""The RoPE panel's two windows of whole Δ: the plotted [lo, hi] and the searched one. No pygame.

A mixin of RopeState, which holds the fields and recomputes (refresh); both windows include their ends,
and Δ is put back to lo when the plotted window no longer holds it.
"""

from __future__ import annotations

from collections.abc import Callable

from app.errors import Term
from app.model.rope_derived import checked_window

DEFAULT_WINDOW = (0, 4096)
DEFAULT_SEARCH = (100, 4096)  # the lesson's window: past the first hump, up to 4096
MAX_WINDOW = 1 << 18  # hi - lo; the curve for 128 arrows then takes ~60 ms
MAX_SEARCH = 1 << 22  # search_hi - search_lo (window_search goes by blocks)


class WindowChoice:
    """The window intents; the dataclass that inherits it declares the fields."""

    delta: float
    lo: int
    hi: int
    search_lo: int
    search_hi: int
    refresh: Callable[[], None]

    def set_window(self, lo: int, hi: int) -> None:
        """The plotted window of whole Δ; ValueError (and no change) if lo ≥ hi or it is too wide."""
        checked_window(Term("field.window"), lo, hi, MAX_WINDOW)
        if (lo, hi) != (self.lo, self.hi):
            self.lo, self.hi = int(lo), int(hi)
            if not self.lo <= self.delta <= self.hi:
                self.delta = float(self.lo)
            self.refresh()

    def set_search(self, lo: int, hi: int) -> None:
        """The window the best return is searched in (lo < hi); ValueError (and no change) if bad."""
        checked_window(Term("field.search"), lo, hi, MAX_SEARCH)
        if (lo, hi) != (self.search_lo, self.search_hi):
            self.search_lo, self.search_hi = int(lo), int(hi)
            self.refresh()
