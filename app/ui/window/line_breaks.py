"""Mends for pygame_gui's text boxes (0.6.14): where their lines may break, and the breaks that made empty
lines.

pygame_gui breaks a line at any space, so a formula could end a line in "h_j =" (the inspector's law, the
ladder box, the help, tooltips, messages): here every piece of text a box lays out takes its break places
from `app.no_break`, as the app's own wrapper does.

A line break is a 4-pixel-wide piece of the row it ends, and where the row's words end less than 4 pixels
from the box's edge, the break does not fit, so pygame_gui gives it a row of its own: an empty line appears
after that row (the Korean help showed one under its first key at 100 %, another language or scale
elsewhere). A break draws nothing, so here it is narrowed to the room left on its row before pygame_gui
places it; a row whose words already overflow keeps pygame_gui's own way."""

from __future__ import annotations

from typing import Any

from pygame_gui.core.text.text_box_layout import TextBoxLayout
from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont

from app.no_break import breaks

_placed = TextBoxLayout._handle_line_break_rect


def _break_in_room(layout: TextBoxLayout, row: Any, line_break: Any) -> Any:
    room = layout.layout_rect.right - line_break.left
    if 0 <= room < line_break.width:
        line_break.width = room
    return _placed(layout, row, line_break)


def _split_points(chunk: TextLineChunkFTFont) -> list[int]:
    """Where the chunk's text may go on to a new line (pygame_gui's own: after every space), from its text
    as it is now (pygame_gui sets them anew wherever it changes the text, always as its spaces)."""
    kept = chunk.__dict__.get("_points_of")
    if kept is None or kept[0] != chunk.text:
        kept = chunk.__dict__["_points_of"] = (chunk.text, [at + 1 for at in breaks(chunk.text)])
    return kept[1]


def mend_line_breaks() -> None:
    """Put the mends in place (once for the process; doing it again changes nothing)."""
    TextBoxLayout._handle_line_break_rect = _break_in_room  # type: ignore[method-assign]
    TextLineChunkFTFont.split_points = property(_split_points, lambda chunk, given: None)  # type: ignore[assignment]
