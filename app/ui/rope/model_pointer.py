"""What the pointer does over the Model tab's own parts, as intents: a press on a chip picks the query
(Shift: the key), the wheel over the chips scrolls them a row (a sentence longer than their rows had its
first tokens out of reach), motion over the usage map names the cell under it."""

from __future__ import annotations

import pygame

from app.geometry.model_layout import ModelLayout, cell_at
from app.model import intents as i
from app.model.model_state import ModelState
from app.ui.fonts import Fonts
from app.ui.rope.model_view import chips_from, token_chips


def pointer_intent(
    fonts: Fonts, event: pygame.event.Event, pos: tuple[int, int] | None, lay: ModelLayout, m: ModelState
) -> object | None:
    """The wheel's scroll of the chips, or the usage map's cell under pos (None: the pointer is elsewhere)
    when it is a new one."""
    if event.type == pygame.MOUSEWHEEL:
        over_chips = pos is not None and pygame.Rect(lay.chips).collidepoint(pos)
        return scrolled(fonts, event.y, lay, m) if over_chips else None
    cell = None
    if pos is not None and m.usage is not None:
        layers, heads, pairs = m.usage.q.shape
        cell = cell_at(lay.usage, layers, heads * pairs, pos)
    return None if cell == m.pointed else i.PointAtUsage(cell)


def scrolled(fonts: Fonts, notches: int, lay: ModelLayout, m: ModelState) -> object | None:
    """The chips a row towards the sentence's start (notches > 0) or its end, a row being the first row's
    count of tokens; once the rest fit, they end at the last token again (None)."""
    rects = token_chips(fonts, m, lay.chips)
    shown = [k for k, rect in enumerate(rects) if rect is not None]
    if not shown or len(shown) == len(rects) or notches == 0:
        return None
    top = rects[shown[0]][1]  # type: ignore[index]
    row = sum(1 for k in shown if rects[k][1] == top)  # type: ignore[index]
    first = max(0, shown[0] - row) if notches > 0 else shown[0] + row
    wanted = None if chips_from(fonts, m, lay.chips, first)[-1] is not None else first
    return None if wanted == m.chips_from else i.ScrollChips(wanted)


def chip_clicked(fonts: Fonts, event: pygame.event.Event, lay: ModelLayout, m: ModelState) -> object | None:
    """A press on a chip: the query (Shift: the key); None elsewhere."""
    for index, rect in enumerate(token_chips(fonts, m, lay.chips)):
        if rect is not None and pygame.Rect(rect).collidepoint(event.pos):
            shift = pygame.key.get_mods() & pygame.KMOD_SHIFT
            return i.PickToken(index, "key" if shift else "query")
    return None
