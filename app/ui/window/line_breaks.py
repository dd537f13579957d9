"""A mend for pygame_gui's text boxes (0.6.14): a line break is a 4-pixel-wide piece of the row it ends, and
where the row's words end less than 4 pixels from the box's edge, the break does not fit, so pygame_gui
gives it a row of its own: an empty line appears after that row (the Korean help showed one under its
first key at 100 %, another language or scale elsewhere). A break draws nothing, so here it is narrowed to
the room left on its row before pygame_gui places it; a row whose words already overflow keeps
pygame_gui's own way."""

from __future__ import annotations

from typing import Any

from pygame_gui.core.text.text_box_layout import TextBoxLayout

_placed = TextBoxLayout._handle_line_break_rect


def _break_in_room(layout: TextBoxLayout, row: Any, line_break: Any) -> Any:
    room = layout.layout_rect.right - line_break.left
    if 0 <= room < line_break.width:
        line_break.width = room
    return _placed(layout, row, line_break)


def mend_line_breaks() -> None:
    """Put the mend in place (once for the process; doing it again changes nothing)."""
    TextBoxLayout._handle_line_break_rect = _break_in_room  # type: ignore[method-assign]
