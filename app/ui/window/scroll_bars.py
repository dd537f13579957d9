"""Scroll bars at the UI scale. pygame_gui makes a text box's and a selection list's scroll bar 20 px wide in
their constructors, whatever the theme says, so at 200 % they were half as wide as the sliders and buttons
beside them; `scale_scroll_bar` makes one again at 20 px times the UI scale (its arrows and thumb follow
the bar's width: they are theme sizes inside it)."""

from __future__ import annotations

from pygame_gui.elements import UISelectionList, UITextBox

from app.geometry.units import Scale

SCROLL_BAR_W = 20  # pygame_gui's, at scale 1


def scale_scroll_bar(element: UITextBox | UISelectionList, ui: Scale) -> None:
    """The element's scroll bar (now and whenever it makes one) SCROLL_BAR_W wide at the UI scale."""
    width = ui.px(SCROLL_BAR_W)
    if element.scroll_bar_width == width:
        return
    element.scroll_bar_width = width
    if isinstance(element, UITextBox):
        element.rebuild()  # its bar made again, and its text wrapped to what the bar leaves
    elif element.scroll_bar is not None:  # a list keeps the bar it has: made again with its items
        element.scroll_bar.kill()
        element.scroll_bar = None
        element.set_item_list(list(element._raw_item_list))
