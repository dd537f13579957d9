"""Whether the keyboard belongs to a text field (then letters and digits are not shortcuts)."""

from __future__ import annotations

import pygame_gui
from pygame_gui.elements import UITextEntryLine


def focused_field(manager: pygame_gui.UIManager) -> UITextEntryLine | None:
    """The text entry that has the keyboard focus, if one has."""
    return next((e for e in manager.get_focus_set() or () if isinstance(e, UITextEntryLine)), None)


def typing(manager: pygame_gui.UIManager) -> bool:
    """True while a text entry has the keyboard focus."""
    return focused_field(manager) is not None
