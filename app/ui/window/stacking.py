"""Windows opened anew (the help and the inspector at a new language or UI scale, the lesson box at each
step) land on top of the stack: put back in the order they had, a dialog that was on top stays on top (Text…
had sunk under the help, and Ctrl+T seemed to do nothing; the lesson box rose over the help at a language
switch, and over a film's progress window at a step). The lesson box stays over the inspector it meets."""

from __future__ import annotations

from collections.abc import Iterable

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
    to_front(manager, [anew.get(id(window), window) for window in bottom_first])


def above(manager: pygame_gui.UIManager, window: UIElement | None) -> list[UIElement]:
    """The windows above window in the stack, bottom first (none if it is not in the stack)."""
    stack = manager.get_window_stack().get_full_stack()
    return stack[stack.index(window) + 1 :] if window in stack else []


def to_front(manager: pygame_gui.UIManager, bottom_first: Iterable[UIElement | None]) -> None:
    """The open ones of the windows brought to the front in that order."""
    stack = manager.get_window_stack()
    for window in bottom_first:
        if window is not None and window.alive():
            stack.move_window_to_front(window)


def _window(part: object) -> UIElement | None:
    return getattr(part, "window", part)  # type: ignore[return-value]


def kept_over(manager: pygame_gui.UIManager, window: UIElement | None, other: UIElement | None) -> None:
    """window back in front of other where other rose over part of it (pygame_gui raises a window clicked
    or grabbed); the windows that were in front of window stay in front of it."""
    if window is None or other is None or not window.alive() or not other.alive():
        return
    over = above(manager, window)
    if other in over and other.rect.colliderect(window.rect):
        to_front(manager, [window, *(w for w in over if w is not other)])
