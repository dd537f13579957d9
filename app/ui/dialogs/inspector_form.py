"""The coefficient inspector's two forms, in sizes at scale 1: its own, and a narrow one for a lesson whose
box lies over a half narrower than it (the panel at 1280x800 and 125 %: whole, it stood over the square the
step speaks of). The narrow one has tighter columns and its buttons in two rows; either shows as many of
the table's rows as its room holds (the rest in reach by its scroll bar)."""

from __future__ import annotations

from dataclasses import dataclass

from app.geometry.units import Scale
from app.model.inspector import ROWS

ROW_H = 21  # the Korean face's line at the cells' size (20 clipped it by a pixel)
TABLE_TOP = 28  # the group row; the headers and the rows follow
BUTTON_H = 32
Place = tuple[int, int, int]  # a button's row (0 or 1), x and width


@dataclass(frozen=True)
class Form:
    """A window `size` tall with all ROWS rows; its columns (k, |c_k|, arg c_k, re, im; after a change k,
    then |c_k|, arg, c_k before and after), their gap, the law's height and the buttons' places (Start
    later, Reverse, Translate, the vector's field)."""

    size: tuple[int, int]
    widths: dict[int, tuple[int, ...]]
    gap: int
    law_h: int
    buttons: tuple[Place, Place, Place, Place]

    def height(self, ui: Scale, rows: int) -> int:
        """The window's height with `rows` arrows in its table (its other parts as tall as ever)."""
        return ui.px(self.size[1]) - ui.px((ROWS - rows) * ROW_H)

    def fit(self, ui: Scale, room: int, least: int) -> int:
        """The window's height in a room that tall: as many rows as fit, `least` at the fewest (0: none)."""
        return next((self.height(ui, n) for n in range(ROWS, least - 1, -1) if self.height(ui, n) <= room), 0)

    def rows(self, ui: Scale, height: int) -> int:
        """The rows a window that tall shows (one at the fewest)."""
        return next((n for n in range(ROWS, 0, -1) if self.height(ui, n) <= height), 1)


WIDE = Form(
    (580, 484),
    {5: (40, 90, 90, 140, 140), 7: (34, 56, 54, 118, 56, 54, 118)},
    4,
    70,
    ((0, 6, 172), (0, 184, 142), (0, 332, 112), (0, 450, 104)),
)
NARROW = Form(
    (500, 484 - 70 + 58 + BUTTON_H + 6),  # (the law two lines tall, a second row of buttons)
    {5: (30, 70, 70, 130, 130), 7: (26, 46, 50, 104, 46, 50, 104)},  # (arg: −111.5° is 49 wide)
    2,
    58,
    ((0, 6, 172), (0, 184, 142), (1, 6, 172), (1, 184, 142)),
)
