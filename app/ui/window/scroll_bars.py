"""Scroll bars at the UI scale. pygame_gui makes a text box's and a selection list's scroll bar 20 px wide in
their constructors, whatever the theme says, so at 200 % they were half as wide as the sliders and buttons
beside them; `scale_scroll_bar` makes one again that many times wider (its arrows and thumb follow the
bar's width: they are theme sizes inside it)."""

from __future__ import annotations

from pygame_gui.elements import UISelectionList, UITextBox

from app.geometry.units import Scale


def scale_scroll_bar(element: UITextBox | UISelectionList, ui: Scale) -> None:
    """The element's scroll bar (now and whenever it makes one) ui times as wide: pygame_gui's 20 px times
    the UI scale for one just made, or the ratio of the new scale to the old for one at the old."""
    width = ui.px(element.scroll_bar_width)
    if element.scroll_bar_width == width:
        return
    element.scroll_bar_width = width
    if isinstance(element, UITextBox):
        element.rebuild()  # its bar made again, and its text wrapped to what the bar leaves
    elif element.scroll_bar is not None:  # a list keeps the bar it has: made again with its items
        element.scroll_bar.kill()
        element.scroll_bar = None
        element.set_item_list([(item["text"], item["object_id"]) for item in element.item_list])
