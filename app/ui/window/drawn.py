"""What a drawing covers. pygame's draw calls and blits return the rectangle they changed; a view gathers
them, so that a calm frame can put back and push just that (app/ui/window/damage.py)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def union(rects: Sequence[pygame.Rect | None]) -> pygame.Rect | None:
    """The smallest rectangle holding every rectangle that has an area (None if none has)."""
    some = [r for r in rects if r is not None and r.width and r.height]
    return some[0].unionall(some[1:]) if some else None
