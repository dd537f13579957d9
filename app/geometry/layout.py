"""Where each part of the window goes, from the window size and the UI scale alone. No pygame."""

from __future__ import annotations

from dataclasses import dataclass

from app import config
from app.geometry.units import UNSCALED, Scale

Rect = tuple[int, int, int, int]  # x, y, width, height


@dataclass(frozen=True)
class Layout:
    """Canvas and its controls on the left, the RoPE panel on the right, the status bar below both."""

    size: tuple[int, int]
    canvas: Rect
    controls: Rect
    panel: Rect
    status: Rect
    ui: Scale = UNSCALED  # the UI scale the widgets inside these rectangles are laid out at


def compute_layout(size: tuple[int, int], controls_height: int, ui: Scale = UNSCALED) -> Layout:
    """Split a window of at least MIN_WINDOW_SIZE (smaller sizes are laid out as the minimum, which is in
    real pixels); controls_height and the status bar's height are at scale 1, laid out at ui."""
    w = max(size[0], config.MIN_WINDOW_SIZE[0])
    h = max(size[1], config.MIN_WINDOW_SIZE[1])
    status_h, controls_height = ui.px(config.STATUS_HEIGHT), ui.px(controls_height)
    body_h = h - status_h
    panel_w = round(w * config.PANEL_SHARE)
    left_w = w - panel_w
    canvas_h = body_h - controls_height
    return Layout(
        size=(w, h),
        canvas=(0, 0, left_w, canvas_h),
        controls=(0, canvas_h, left_w, controls_height),
        panel=(left_w, 0, panel_w, body_h),
        status=(0, body_h, w, status_h),
        ui=ui,
    )
