"""Dialogs at the UI scale: a dialog lays itself out in sizes at scale 1 (its own numbers) and is then
made ui times as large here, in one place for all of them: the window about its centre (kept on the
screen), and every widget in it placed from its top left, its place and size multiplied. Widgets anchored
otherwise (pygame_gui's own dialogs, the file dialog) follow the window's new size by their anchors.
The theme already draws their words at the scale; scroll bars are made again at it (scroll_bars.py).
(The lesson box and the inspector, which build their widgets again as they change, lay themselves out at
the scale instead.)"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator

import pygame
from pygame_gui.core import UIContainer, UIElement
from pygame_gui.elements import UISelectionList, UITextBox

from app.geometry.units import Scale
from app.ui.window.scroll_bars import scale_scroll_bar


def _from_top_left(element: UIElement) -> bool:
    anchors = element.get_anchors()
    return anchors.get("left", "left") == "left" and anchors.get("top", "top") == "top" and len(anchors) <= 2


def _scale_children(container: object, ui: Scale) -> None:
    for element in list(getattr(container, "elements", [])):
        if isinstance(element, (UITextBox, UISelectionList)):
            scale_scroll_bar(element, ui)  # anchored ones too (the file dialog's list)
        part = getattr(element, "parent_element", None) is not None or type(element) is UIContainer
        if part or not _from_top_left(element):
            continue  # a part of a widget (a scroll bar's) moves with it; an anchored one, its container
        rect = element.get_relative_rect()
        element.set_dimensions((ui.px(rect.width), ui.px(rect.height)))
        element.set_relative_position((ui.px(rect.x), ui.px(rect.y)))
        if isinstance(element, UITextBox):
            element.rebuild()  # its text wrapped again to the new width
        inner = getattr(element, "get_container", None)
        if inner is not None and inner() is not element:
            _scale_children(inner(), ui)


def scale_window(window: UIElement, ui: Scale, screen: tuple[int, int]) -> None:
    """Make a dialog laid out at scale 1 as large as the UI scale says (nothing at 1)."""
    if ui.factor == 1.0:
        return
    old = pygame.Rect(window.rect)
    size = (min(ui.px(old.width), screen[0]), min(ui.px(old.height), screen[1]))
    new = pygame.Rect((0, 0), size)
    new.center = old.center
    new.clamp_ip(pygame.Rect((0, 0), screen))
    window.set_dimensions(size)
    window.set_position(new.topleft)
    _scale_children(window.get_container(), ui)


@contextlib.contextmanager
def built_at_scale_one(ui: Scale) -> Iterator[None]:
    """Around building a dialog that scale_window then enlarges: built at scale 1 in the scaled theme, its
    labels overflow until then, and pygame_gui's warnings of it would say nothing true of what is shown
    (a label still too small once enlarged warns again as it is laid out anew)."""
    with warnings.catch_warnings():
        if ui.factor != 1.0:
            warnings.filterwarnings("ignore", "Label Rect is too small", UserWarning)
        yield
