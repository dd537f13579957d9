"""Tab and Shift+Tab, from control to control, as dialogs do.

In a dialog on top: to its next control of any kind, drop-downs, lists and buttons too (control_keys.py).
In another window on top (the inspector): to its next field, whether one of its fields or none has the
keys. In a field of the RoPE panel: its edit applied, as Enter would, and the keyboard to the panel's
next field. Elsewhere Tab is the keymap's (the RoPE panel's 2 / 32 switch). The field reached has its
text chosen, to be typed over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UITextEntryLine

from app.ui.window.control_keys import Reached
from app.ui.window.focus import everything, field_after, fields_in, focused_field, give_keys, within
from app.ui.window.widget_events import widget_event

Finish = Callable[[pygame.event.Event], list[object]]  # a field's Enter event → its intents


def tab_key(
    manager: pygame_gui.UIManager,
    windows: Sequence[UIElement],
    event: pygame.event.Event,
    finish: Finish,
    dialog: Reached | None = None,
) -> list[object] | None:
    """What Tab (event) does with the open windows (top first; `dialog`: the top one is a dialog, and
    this is where the control its keyboard reaches is kept); None: it is the keymap's."""
    backwards = bool(event.mod & pygame.KMOD_SHIFT)
    now = focused_field(manager)
    top = next(iter(windows), None)
    if top is not None and dialog is not None and dialog.tab(manager, top, backwards):
        return []
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
    said = finish(
        entered(now, tabbed=True)
    )  # (the panel hands the keyboard back on Enter: it is taken again here)
    give_keys(manager, manager.get_root_container(), field_after(panel, now, backwards), everything)
    return said


def entered(field: UITextEntryLine, left: bool = False, tabbed: bool = False) -> pygame.event.Event:
    """The event Enter in field gives (pygame_gui's), for its text as it stands; `left`: a click took the
    keyboard from it (its edit applied as Tab's is, but only if it has one, and the keyboard stays);
    `tabbed`: Tab left it (a refused entry it still holds unchanged is left as a click leaves it)."""
    kind = pygame_gui.UI_TEXT_ENTRY_FINISHED
    return widget_event(kind, field, text=field.get_text(), left=left, tabbed=tabbed)
