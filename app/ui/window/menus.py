"""Open drop-down menus show above the windows, and take the keyboard, as a desktop's menus do: Esc
closes them, the arrows (and Home, End, Page Up, Page Down) and a typed first letter move through the
options, Enter picks.

pygame_gui draws by layers, and a window takes a layer above everything the window had when it opened: a
menu of the window's own (the status bar's language and scale, the canvas' presets, the RoPE panel's
choices) then opened under any window open over it, the lesson window most of all, which sits just
above the status bar, and its options could be neither seen nor clicked.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui import UI_SELECTION_LIST_DROPPED_SELECTION, UI_SELECTION_LIST_NEW_SELECTION
from pygame_gui.core import UIElement
from pygame_gui.elements import UIDropDownMenu, UISelectionList
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from app.ui.window.letter_search import typed_letter, typed_to
from app.ui.window.tooltips import tooltips_on_top

PAGE = 8  # options a Page Up or Page Down moves by


def update_widgets(manager: pygame_gui.UIManager, dt: float, *after: Callable[[], None]) -> None:
    """pygame_gui's update (a menu opens in it), then what must follow it (`after`: the update raises a
    window clicked and redraws the widgets' looks), then any menu of the window's that is open raised above
    every window, and any tooltip shown above them all."""
    manager.update(dt)
    for then in after:
        then()
    windows = manager.get_window_stack().get_full_stack()
    if not windows or any(window.is_blocking for window in windows):  # a modal window stays above all
        return
    top = max(window.get_top_layer() for window in windows)
    raised = False
    for element in manager.get_root_container().elements:
        if isinstance(element, UIDropDownMenu) and element.current_state is element.menu_states["expanded"]:
            raised = _raise(element.current_state, top + 1) or raised
    raised = tooltips_on_top(manager) or raised  # (over those menus too)
    if raised:  # drawn in the new order this frame, not after the next update (at rest there may be none)
        manager.get_sprite_group().update_visibility()


def open_menus(manager: pygame_gui.UIManager) -> list[UIDropDownMenu]:
    """The drop-down menus open now (the window's and its dialogs')."""
    return [
        element
        for element in manager.get_sprite_group().sprites()
        if isinstance(element, UIDropDownMenu) and element.current_state is element.menu_states["expanded"]
    ]


def open_menu_elsewhere(manager: pygame_gui.UIManager, pos: tuple[int, int]) -> bool:
    """A menu is open and pos is on neither its button nor its list (a press there closes it)."""
    menus = open_menus(manager)
    return bool(menus) and not any(
        menu.rect.collidepoint(pos) or menu.current_state.options_selection_list.rect.collidepoint(pos)
        for menu in menus
    )


def close_on_repick(manager: pygame_gui.UIManager, event: pygame.event.Event) -> None:
    """The option already chosen, clicked again in an open menu, closes it: pygame_gui's list takes that
    click as dropping the selection, and the menu stayed open over the canvas."""
    if event.type != pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION:
        return
    for menu in open_menus(manager):
        if event.ui_element is menu.current_state.options_selection_list:
            menu.current_state.should_transition = True


def close_open_menus(manager: pygame_gui.UIManager) -> bool:
    """Close every open drop-down menu; whether one was open. Esc closes an open menu first, as a
    desktop's menus do: pygame_gui's ignored it."""
    found = open_menus(manager)
    for menu in found:
        menu.current_state.should_transition = True  # (closed in pygame_gui's next update)
    return bool(found)


# A key's move through the options: by so many, or to the first (-inf) or the last (inf).
MOVES = {
    pygame.K_UP: -1,
    pygame.K_DOWN: 1,
    pygame.K_PAGEUP: -PAGE,
    pygame.K_PAGEDOWN: PAGE,
    pygame.K_HOME: float("-inf"),
    pygame.K_END: float("inf"),
}
PICKS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def menu_key(manager: pygame_gui.UIManager, event: pygame.event.Event) -> bool:
    """A key (or text typed) for an open menu: the arrows move the marked option (pygame_gui marks the
    chosen one as the menu opens), a letter or digit typed (letter_search.py) moves it to the next option
    that starts with it, Enter or Space picks it, as a click on it would. Whether the key was the menu's
    (while a menu is open no key reaches the shortcuts but those and Ctrl's: the arrows are not the
    canvas' then, nor C its circles)."""
    key, typed = getattr(event, "key", 0) if event.type == pygame.KEYDOWN else 0, typed_letter(event)
    if key not in MOVES and key not in PICKS and not typed:
        return False
    menus = open_menus(manager)  # (a look at every widget: only for the keys a menu could take)
    if not menus:
        return False
    expanded = menus[-1].current_state
    options = expanded.options_selection_list
    if options is None or not options.item_list:
        return True
    items = options.item_list
    marked = next((n for n, item in enumerate(items) if item["selected"]), None)
    if typed:
        found = typed_to([item["text"] for item in items], marked, typed)
        if found is not None:
            mark(options, found)
        return True
    if key in PICKS:
        if marked is None:
            expanded.should_transition = True  # nothing marked: closed, as Esc would
        elif _is_chosen(menus[-1], items[marked]):  # as a click on it: pygame_gui's list drops it
            pygame.event.post(
                pygame.event.Event(UI_SELECTION_LIST_DROPPED_SELECTION, {"ui_element": options})
            )
        else:  # pygame_gui's own way from a marked option to the menu's pick (and its event)
            pygame.event.post(pygame.event.Event(UI_SELECTION_LIST_NEW_SELECTION, {"ui_element": options}))
        return True
    mark(options, moved(len(items), marked, key))
    return True


def moved(count: int, marked: int | None, key: int) -> int:
    """Where a key of MOVES takes the mark among count options (from none marked: the first or the last)."""
    step = MOVES[key]
    start = (-1 if step > 0 else count) if marked is None else marked
    return int(max(0, min(count - 1, start + step)))


def _is_chosen(menu: UIDropDownMenu, item: dict) -> bool:
    return (item["text"], item["object_id"]) == tuple(menu.selected_option)


def mark(options: UISelectionList, index: int) -> None:
    """Mark the option at `index` alone, scrolled into sight in a list too long to show whole."""
    for n, item in enumerate(options.item_list):
        item["selected"] = n == index
        button = item["button_element"]
        if button is not None:
            if n == index:
                button.select()
            else:
                button.unselect()
    bar = options.scroll_bar
    if bar is not None:
        item = options.item_list[index]
        shown = bar.visible_percentage * options.total_height_of_list
        top = bar.start_percentage * options.total_height_of_list
        if item["height"] < top:
            top = item["height"]
        elif item["height"] + options.list_item_height > top + shown:
            top = item["height"] + options.list_item_height - shown
        bar.set_scroll_from_start_percentage(top / options.total_height_of_list)
        options.update(0.0)  # its buttons made for the rows now in sight (marked as their items say)


def _raise(expanded: UIExpandedDropDownState, lowest: int) -> bool:
    """The open menu's parts (its chosen option, its button, its list of options and what the list holds)
    moved up together, so that the lowest lies at `lowest` (nothing moves if they are there already). The
    menu's closed look, made anew when it closes, takes its usual layer again. Whether any moved."""
    shown = (expanded.selected_option_button, expanded.close_button, expanded.options_selection_list)
    parts: list[UIElement] = [part for part in shown if part is not None]
    rise = lowest - min((part.layer for part in parts), default=lowest)
    if rise <= 0:
        return False
    for part in parts:
        inner = getattr(part, "list_and_scroll_bar_container", None)  # the list's options and scroll bar
        part.change_layer(part.layer + rise)
        if inner is not None:
            inner.change_layer(inner.layer + rise)
    return True
