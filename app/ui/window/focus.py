"""Whether the keyboard belongs to a text field (then letters and digits are not shortcuts)."""

from __future__ import annotations

import pygame_gui
from pygame_gui.elements import UITextEntryLine


def typing(manager: pygame_gui.UIManager) -> bool:
    """True while a text entry has the keyboard focus."""
    return any(isinstance(e, UITextEntryLine) for e in manager.get_focus_set() or set())
