"""Open drop-down menus show above the windows, and Esc closes them, as a desktop's menus do.

pygame_gui draws by layers, and a window takes a layer above everything the window had when it opened: a
menu of the window's own (the status bar's language and scale, the canvas' presets, the RoPE panel's
choices) then opened under any window open over it, the lesson window most of all, which sits just
above the status bar, and its options could be neither seen nor clicked.
"""

from __future__ import annotations

import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState


def update_widgets(manager: pygame_gui.UIManager, dt: float) -> None:
    """pygame_gui's update (a menu opens in it), then any menu of the window's that is open raised above
    every window."""
    manager.update(dt)
    windows = manager.get_window_stack().get_full_stack()
    if not windows or any(window.is_blocking for window in windows):  # a modal window stays above all
        return
    top = max(window.get_top_layer() for window in windows)
    raised = False
    for element in manager.get_root_container().elements:
        if isinstance(element, UIDropDownMenu) and element.current_state is element.menu_states["expanded"]:
            raised = _raise(element.current_state, top + 1) or raised
    if raised:  # drawn in the new order this frame, not after the next update (at rest there may be none)
        manager.get_sprite_group().update_visibility()


def close_open_menus(manager: pygame_gui.UIManager) -> bool:
    """Close every open drop-down menu (the window's and its dialogs'); whether one was open. Esc closes
    an open menu first, as a desktop's menus do: pygame_gui's ignored it."""
    found = False
    for element in manager.get_sprite_group().sprites():
        if isinstance(element, UIDropDownMenu) and element.current_state is element.menu_states["expanded"]:
            element.current_state.should_transition = True  # (closed in pygame_gui's next update)
            found = True
    return found


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
