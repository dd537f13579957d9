"""What the UI scale's test files share: Ctrl as the scale's keys press it, and the widgets pygame_gui shows
at the window's top level."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIHorizontalSlider

CTRL = pygame.KMOD_LCTRL


def live_widgets(app) -> list:
    """The widgets pygame_gui made and shows at the window's top level (a slider's inner parts, a
    drop-down's button and a check box's box are parts of one widget; its text is a label of its own)."""
    root = app.manager.get_root_container()
    parts = {
        id(e.button_container)
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, UIHorizontalSlider)
    }
    return [
        e
        for e in app.manager.get_sprite_group().sprites()
        if e is not root
        and e.ui_container is root
        and e.visible
        and e.parent_element is None
        and id(e) not in parts
    ]
