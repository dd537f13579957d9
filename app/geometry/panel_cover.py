"""Where a box over the RoPE panel's foot (the lesson box, in a step about the canvas) puts its top: on
whole rows of the panel's controls, and off a strip of its pictures. No pygame."""

from __future__ import annotations

from app import config
from app.geometry.rope_layout import Rect, control_rows, panel_layout
from app.geometry.units import Scale


def whole_rows_top(rect: Rect, ui: Scale, top: int) -> int:
    """The top of a box over the panel's foot, from `top` raised to the nearest edge between rows of
    controls (the middle of the space above a row), so that it covers whole rows; over the drawings (no
    row there), `top` as it is, or raised to the top of the chain or the plot it cuts when less than
    ROPE_PICTURE_SEEN of it (of the plot: of its curve) would show above it (a strip of the plot, its axis
    and half a Δ label, showed above a lesson step's longer words at 1280x800)."""
    ys = control_rows(rect, ui)
    edges = [ys[0] - ui.px(config.PAD) // 2, *(y - ui.px(config.ROPE_GAP) // 2 for y in ys[1:])]
    row_edge = max((edge for edge in edges if edge <= top), default=None)
    if row_edge is not None:
        return row_edge
    whole = panel_layout(rect, ui.factor, ui)  # (as the panel lays itself out)
    for picture, seen in ((whole.plot, whole.curve), (whole.chain, whole.chain)):
        if picture[1] < top < picture[1] + picture[3] and top - seen[1] < config.ROPE_PICTURE_SEEN * seen[3]:
            return picture[1]
    return top
