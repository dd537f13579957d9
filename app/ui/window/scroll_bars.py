"""Scroll bars at the UI scale. pygame_gui makes a text box's and a selection list's scroll bar 20 px wide in
their constructors, whatever the theme says, so at 200 % they were half as wide as the sliders and buttons
beside them; `scale_scroll_bar` makes one again that many times wider. Its arrow buttons were 20 px tall at
every scale too (their arrows cut at 200 %, a "_" at 300 %) and a wheel notch moved 40 px, half a row at
300 %: `mend_scroll_bars` has every vertical bar take both from the theme (theme.py puts them at the scale),
when it is made and when the theme changes. `scroll_by_key`: the arrows, the Page keys, Home and End scroll a
text box from the keyboard."""

from __future__ import annotations

from statistics import median

import pygame
from pygame_gui.elements import UISelectionList, UITextBox, UIVerticalScrollBar

from app.geometry.units import Scale
from app.ui.window.theme import DEFAULT_MISC

_themed = UIVerticalScrollBar.rebuild_from_changed_theme_data


def scale_scroll_bar(element: UITextBox | UISelectionList, ui: Scale, resized: bool = False) -> None:
    """The element's scroll bar (now and whenever it makes one) ui times as wide: pygame_gui's 20 px times
    the UI scale for one just made, or the ratio of the new scale to the old for one at the old.
    resized: a list was made another size since it laid out its rows (relist)."""
    width = ui.px(element.scroll_bar_width)
    if element.scroll_bar_width == width and not resized:
        return
    element.scroll_bar_width = width
    if isinstance(element, UITextBox):
        element.rebuild()  # its bar made again, and its text wrapped to what the bar leaves
    elif element.scroll_bar is not None or resized:
        relist(element)


def relist(element: UISelectionList) -> None:
    """The list's rows and scroll bar made again for its size and bar width, what was picked still picked:
    pygame_gui makes them only with the items, so a list made larger (a dialog enlarged to the UI scale)
    showed the rows its first size held (5 of 8 files at 250 %) and no bar to reach the rest."""
    picked = picked_in(element)
    if element.scroll_bar is not None:
        element.scroll_bar.kill()
        element.scroll_bar = None
    element.set_item_list([(item["text"], item["object_id"]) for item in element.item_list])
    pick_again(element, picked)


def picked_in(element: UISelectionList) -> set[str]:
    """The items picked in a list (by their words)."""
    return {item["text"] for item in element.item_list if item["selected"]}


def pick_again(element: UISelectionList, picked: set[str]) -> None:
    """Pick those items again after pygame_gui made the list anew (it forgets what was picked)."""
    for item in element.item_list:
        if item["text"] in picked and not item["selected"]:
            item["selected"] = True
            if item["button_element"] is not None:
                item["button_element"].select()


def _themed_sizes(bar: UIVerticalScrollBar) -> None:
    """pygame_gui's theming of a bar, and its arrows' height and wheel step from the theme (arrows made
    already, by the bar before the theme changed, are made that tall)."""
    sizes = DEFAULT_MISC["vertical_scroll_bar"]
    bar._check_misc_theme_data_changed("scroll_wheel_speed", float(sizes["scroll_wheel_speed"]), float)
    taller = bar._check_misc_theme_data_changed("button_height", sizes["button_height"], int)
    _themed(bar)  # (builds the arrows at button_height, the first time)
    height = bar.button_height
    arrows = (bar.top_button, 0), (bar.bottom_button, -height)
    if taller and all(button is not None for button, _ in arrows):
        for button, y in arrows:
            button.set_dimensions((button.relative_rect.width, height))
            button.set_relative_position((0, y))
        bar.rebuild()  # the thumb's track between them


def mend_scroll_bars() -> None:
    """Put the mend in place (once for the process; doing it again changes nothing)."""
    UIVerticalScrollBar.rebuild_from_changed_theme_data = _themed_sizes  # type: ignore[method-assign]


# The keys that scroll a text box on top (the help): a line, a page (less a line, kept in sight), an end.
SCROLL_KEYS = {
    pygame.K_UP: ("line", -1),
    pygame.K_DOWN: ("line", 1),
    pygame.K_PAGEUP: ("page", -1),
    pygame.K_PAGEDOWN: ("page", 1),
    pygame.K_HOME: ("end", -1),
    pygame.K_END: ("end", 1),
}


def scroll_by_key(box: UITextBox, key: int) -> bool:
    """Scroll box for a key of SCROLL_KEYS; False if key is none of them (a box whose text fits has no
    bar: the key is taken all the same, all its text already in sight)."""
    if key not in SCROLL_KEYS:
        return False
    bar, layout = box.scroll_bar, box.text_box_layout
    if bar is None or layout is None or not layout.layout_rows:
        return True
    how, sign = SCROLL_KEYS[key]
    line = median(row.height for row in layout.layout_rows) / max(layout.layout_rect.height, 1)
    step = {"line": line, "page": max(bar.visible_percentage - line, line), "end": 1.0}[how]
    bar.set_scroll_from_start_percentage(bar.start_percentage + sign * step)
    box.update(0.0)  # its text drawn from there now (the bar forgets it moved before the box looks)
    return True
