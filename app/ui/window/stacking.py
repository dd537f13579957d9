"""Windows opened anew (the help and the inspector, at a new language or UI scale) land on top of the
stack: put back in the order they had, a dialog that was on top stays on top (Text… had sunk under the
help, and Ctrl+T seemed to do nothing)."""

from __future__ import annotations

import pygame_gui
from pygame_gui.core import UIElement


def restacked(
    manager: pygame_gui.UIManager,
    bottom_first: list[UIElement],
    old: tuple[object, ...],
    new: tuple[object, ...],
) -> None:
    """The windows bottom_first brought to the front in that order; one opened anew since (one of `new`,
    a window or a part holding one as .window, where `old` has the part it replaced) where the old was."""
    anew = {id(_window(a)): _window(b) for a, b in zip(old, new, strict=True)}
    stack = manager.get_window_stack()
    for window in bottom_first:
        now = anew.get(id(window), window)
        if now is not None and now.alive():
            stack.move_window_to_front(now)


def _window(part: object) -> UIElement | None:
    return getattr(part, "window", part)  # type: ignore[return-value]
