"""A drop-down's options changed in place (pygame_gui makes them only when the menu is built)."""

from __future__ import annotations

from pygame_gui.elements import UIDropDownMenu

from app.ui.window.window_scale import grey_again


def offer(menu: UIDropDownMenu, options: list[tuple[str, str]], picked: str) -> bool:
    """Let menu offer `options` (label, id), showing the one whose id is `picked`, else the first; whether
    anything changed. An open list closes (as pygame_gui's own add_options closes it)."""
    shown = next((option for option in options if option[1] == picked), options[0])
    if list(menu.options_list) == list(options) and tuple(menu.selected_option) == shown:
        return False
    menu.options_list = list(options)
    menu.menu_states["expanded"].options_list = menu.options_list
    menu.selected_option = shown
    # pygame_gui's own way back to the closed state: its button is made again, saying the option shown.
    menu._switch_to_closed_state()  # (no public call sets the selection)
    if not menu.is_enabled:
        grey_again(menu)
    return True
