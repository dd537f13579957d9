"""Whether the keyboard belongs to a text field (then letters and digits are not shortcuts, nor the Ctrl
keys a field uses), and giving it to one in a window that has just opened."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UITextEntryLine

from app.ui.window.keymap import COMMAND, key_intent

# What a text field does with Ctrl held: select all, copy, paste, cut, (undo, redo: pygame_gui's fields
# have none, but a Ctrl+Z typed into a field is not meant for the canvas behind), jump a word or to an end.
FIELD_KEYS = (
    pygame.K_a,
    pygame.K_c,
    pygame.K_v,
    pygame.K_x,
    pygame.K_z,
    pygame.K_y,
    pygame.K_LEFT,
    pygame.K_RIGHT,
)

Chooser = Callable[[str], tuple[int, int]]  # a field's text → the part of it typing replaces


def focused_field(manager: pygame_gui.UIManager) -> UITextEntryLine | None:
    """The text entry that has the keyboard focus, if one has (a greyed one a click focused takes no keys:
    Enter and the shortcuts are then the window's)."""
    found = (e for e in manager.get_focus_set() or () if isinstance(e, UITextEntryLine) and e.is_enabled)
    return next(found, None)


def typing(manager: pygame_gui.UIManager) -> bool:
    """True while a text entry has the keyboard focus."""
    return focused_field(manager) is not None


def selection_kept(manager: pygame_gui.UIManager) -> None:
    """pygame_gui keeps a field's selection twice, in the field and in its text's layout, and a rebuild of
    the layout (a dialog enlarged to the UI scale after it chose what typing replaces) forgets the second:
    a paste, a cut, Backspace or Delete over the selection then raised IndexError("No selected rows.").
    Called before a key reaches the focused field: its layout gets the field's selection back."""
    field = focused_field(manager)
    shape = field.drawable_shape if field is not None else None
    layout = shape.text_box_layout if shape is not None else None
    if field is None or layout is None:
        return
    low, high = sorted(field.select_range)
    if low != high and (layout.selection_start_index, layout.selection_end_index) != (low, high):
        field.select_range = list(field.select_range)  # (its setter gives the layout the selection)


def give_keys(
    manager: pygame_gui.UIManager,
    window: UIElement | None,
    field: UIElement | None = None,
    choose: Chooser | None = None,
) -> None:
    """Give the keyboard to a window that has just opened: to `field`, else its first text field that
    takes typing, so what is typed at once goes there, not to the shortcuts. `choose`: the part of its
    text typing replaces (all of a word or title, a file's name); None: typed onto (a folder's path)."""
    if window is None:
        return
    if field is None:
        fields = manager.get_sprite_group().sprites()
        field = next((e for e in fields if _takes_typing(e) and _within(e, window)), None)
    if isinstance(field, UITextEntryLine):
        manager.set_focus_set(field.get_focus_set())
        if choose is not None:
            field.select_range = list(choose(field.get_text()))
            field.edit_position = field.select_range[1]


def tab_to_field(manager: pygame_gui.UIManager, window: UIElement, dialog: bool, backwards: bool) -> bool:
    """Tab in the window on top: the keyboard to its next text field in reading order (Shift+Tab: the one
    before), round again after the last, its text chosen to be typed over. From a field of that window,
    or from none if it is a dialog (whose keys Tab's shortcut does not reach); False if Tab is not for
    it. (Tab had left the field for none, and what was typed next went nowhere.)"""
    now = focused_field(manager)
    if not (_within(now, window) if now is not None else dialog):
        return False
    fields = [e for e in manager.get_sprite_group().sprites() if _takes_typing(e) and _within(e, window)]
    fields = sorted((e for e in fields if e.visible), key=lambda e: (e.rect.top, e.rect.left))
    if not fields:
        return False
    at = fields.index(now) if now in fields else (0 if backwards else -1)
    field = fields[(at + (-1 if backwards else 1)) % len(fields)]
    give_keys(manager, window, field, lambda text: (0, len(text)))
    return True


def _takes_typing(element: object) -> bool:
    return isinstance(element, UITextEntryLine) and element.is_enabled


def _within(element: UIElement, window: UIElement) -> bool:
    """Whether element is window or lies inside it (through its containers, up to the root one, which
    holds itself)."""
    inner = getattr(window, "get_container", lambda: None)()
    seen: object = element
    visited: set[int] = set()
    while seen is not None and id(seen) not in visited:
        if seen is window or seen is inner:
            return True
        visited.add(id(seen))
        seen = getattr(seen, "ui_container", None)
    return False


def shortcut_beside_field(event: pygame.event.Event, in_lesson: bool) -> object | None:
    """The shortcut of a key a text field has no use for: a Ctrl one but those it uses, or a function
    key (F11's full screen). Ctrl+Z and Ctrl+Y are the field's: they never undo the canvas behind."""
    function_key = pygame.K_F1 <= getattr(event, "key", 0) <= pygame.K_F12
    if event.type != pygame.KEYDOWN or not (event.mod & COMMAND or function_key):
        return None
    if event.key in FIELD_KEYS:
        return None
    return key_intent(event, in_lesson)
