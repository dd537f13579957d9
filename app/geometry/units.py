"""Sizes in scaled units: the one place every size of the window goes through (no pygame).

`Scale.px(n)` turns a size designed at scale 1 (a widget's width, a row's height, a gap, a font size) into
whole pixels at the window's UI scale, `Scale.f(n)` into a float (heads, radii). A part that lays out
widgets takes the window's Scale (`Layout.ui`, or the Scale handed to its `build`) and writes every
number of its design as `ui.px(n)`; `compute_layout` and `panel_layout` do so for their rectangles, so a
new part's rects (a Model tab, a Samples control) scale by writing `ui.px(58)` where they wrote `58`.

The UI scale itself: the one the user chose (Ctrl+= / Ctrl+- / the status bar's menu), else the automatic
one from the display (`auto_scale`), never more than the window fits (`fitting_scale`: the layout is
designed for config.MIN_WINDOW_SIZE, which stays in real pixels, so scale s needs s times that).
"""

from __future__ import annotations

from dataclasses import dataclass

from app import config

MIN_SCALE, MAX_SCALE = 1.0, 3.0
UI_STEPS = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)  # what Ctrl+= and Ctrl+- step through
REFERENCE_DPI = 96.0  # the DPI at which a desktop shows its sizes at 1
# Without a DPI: the screen's shorter side → the scale it starts at (1920×1200 and less: 1).
SCREEN_SCALES = ((2160, 2.0), (1800, 1.75), (1440, 1.5))


@dataclass(frozen=True)
class Scale:
    """A factor for sizes in pixels: `px` for whole pixels (widths, offsets, font sizes), `f` for lengths
    in floats (heads, radii). At factor 1 both give back what they are given."""

    factor: float = 1.0

    def px(self, size: float) -> int:
        """A size in whole pixels, rounded half up; a positive size stays at least one pixel."""
        if self.factor == 1.0 and float(size).is_integer():
            return int(size)
        scaled = int(size * self.factor + 0.5)
        return max(scaled, 1) if size > 0 else scaled

    def f(self, size: float) -> float:
        """A length in pixels as a float."""
        return size * self.factor


UNSCALED = Scale()  # scale 1 (frozen: a shared default, never changed)


def step_down(factor: float) -> float:
    """The largest step at or below factor (1 at least)."""
    return max((s for s in UI_STEPS if s <= factor + 1e-9), default=UI_STEPS[0])


def nearest_step(factor: float) -> float:
    """The step nearest factor: how the scale menu names a scale between its steps (a whole window's film
    is laid out for its height, at 101 % say, and its status bar read "Scale: 101 % (auto)")."""
    return min(UI_STEPS, key=lambda step: abs(step - factor))


def auto_scale(dpi: float | None, screen: tuple[int, int] | None) -> float:
    """The scale a display starts at: its DPI over 96 where the system reports one, else from its size
    (a 3840×2160 screen 2, 2560×1440 1.5, 1920×1200 and less 1), as a step."""
    if dpi is not None and dpi > 0:
        return step_down(min(dpi / REFERENCE_DPI, MAX_SCALE))
    if screen is None:
        return MIN_SCALE
    short = min(screen)
    return next((s for side, s in SCREEN_SCALES if short >= side), MIN_SCALE)


def fitting_scale(factor: float, size: tuple[int, int]) -> float:
    """factor, or the largest step below it at which the layout fits a window of size."""
    fits = min(size[0] / config.MIN_WINDOW_SIZE[0], size[1] / config.MIN_WINDOW_SIZE[1])
    return step_down(min(factor, fits))


def next_step(factor: float, direction: int) -> float:
    """The step after factor (direction 1) or before it (-1), held to the ends."""
    if direction > 0:
        return next((s for s in UI_STEPS if s > factor + 1e-9), UI_STEPS[-1])
    return max((s for s in UI_STEPS if s < factor - 1e-9), default=UI_STEPS[0])
