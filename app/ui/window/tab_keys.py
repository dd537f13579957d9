"""Tab and Shift+Tab, from text field to text field, as dialogs do.

In the window on top (a dialog, the inspector): to its next field, whether one of its fields or none has
the keys. In a field of the RoPE panel: its edit applied, as Enter would, and the keyboard to the panel's
next field. Elsewhere Tab is the keymap's (the RoPE panel's 2 / 32 switch). The field reached has its
text chosen, to be typed over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UITextEntryLine

from app.ui.window.focus import field_after, fields_in, focused_field, give_keys, within

Finish = Callable[[pygame.event.Event], list[object]]  # a field's Enter event → its intents


def tab_key(
    manager: pygame_gui.UIManager, windows: Sequence[UIElement], event: pygame.event.Event, finish: Finish
) -> list[object] | None:
    """What Tab (event) does with the open windows (top first); None: it is the keymap's."""
    backwards = bool(event.mod & pygame.KMOD_SHIFT)
    now = focused_field(manager)
    top = next(iter(windows), None)
    if top is not None and (now is None or within(now, top)):
        field = field_after(fields_in(manager, top), now, backwards)
        if field is not None:
            give_keys(manager, top, field, everything)
            return []
    if now is None:
        return None
    panel = fields_in(manager, None)
    if now not in panel:  # (a field of a window under another: Tab leaves it)
        manager.set_focus_set(None)
        return []
    said = finish(entered(now))  # (the panel hands the keyboard back on Enter: it is taken again here)
    give_keys(manager, manager.get_root_container(), field_after(panel, now, backwards), everything)
    return said


def everything(text: str) -> tuple[int, int]:
    """All of a field's text: what typing replaces in a field Tab reached."""
    return 0, len(text)


def entered(field: UITextEntryLine) -> pygame.event.Event:
    """The event Enter in field gives (pygame_gui's), for its text as it stands."""
    return pygame.event.Event(
        pygame_gui.UI_TEXT_ENTRY_FINISHED,
        {"text": field.get_text(), "ui_element": field, "ui_object_id": field.most_specific_combined_id},
    )
