"""Whether the keyboard belongs to a text field (then letters and digits are not shortcuts, nor the Ctrl
keys a field uses), giving it to one in a window that has just opened, the fields Tab goes through, and
a field's keyboard kept through a rebuild of its widgets."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UITextEntryLine

from app.ui.window.keymap import COMMAND, key_intent

# What a text field does with Ctrl held: select all, copy, paste, cut, undo and redo (its own edits:
# field_undo.py, never the canvas behind), jump a word or to an end.
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

Stop = TypeVar("Stop")  # what Tab stops at: a text field, or in a dialog any control
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


def everything(text: str) -> tuple[int, int]:
    """All of a field's text: what typing replaces in a field Tab reached."""
    return 0, len(text)


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
        field = next((e for e in fields if _takes_typing(e) and within(e, window)), None)
    if isinstance(field, UITextEntryLine):
        manager.set_focus_set(field.get_focus_set())
        if choose is not None:
            field.select_range = list(choose(field.get_text()))
            field.edit_position = field.select_range[1]


def fields_in(manager: pygame_gui.UIManager, window: UIElement | None) -> list[UITextEntryLine]:
    """The shown text fields that take typing, in reading order: window's, or with None those that lie
    on the app's window itself, in no pygame_gui window (the RoPE panel's)."""
    root = manager.get_root_container()
    fields = [e for e in manager.get_sprite_group().sprites() if _takes_typing(e) and e.visible]
    if window is None:
        fields = [e for e in fields if e.ui_container is root]
    else:
        fields = [e for e in fields if within(e, window)]
    return sorted(fields, key=lambda e: (e.rect.top, e.rect.left))


def field_after(fields: list[Stop], now: object | None, backwards: bool) -> Stop | None:
    """The field (or control) Tab goes to from now (Shift+Tab: backwards), round again after the last; from
    none (or one not among them), the first (the last)."""
    if not fields:
        return None
    at = fields.index(now) if now in fields else (0 if backwards else -1)
    return fields[(at + (-1 if backwards else 1)) % len(fields)]


@dataclass(frozen=True)
class Held:
    """A field that has the keyboard, by its name among its widgets, with its text and cursor."""

    name: str
    text: str
    chosen: tuple[int, int]
    at: int


def held_field(manager: pygame_gui.UIManager, widgets: Mapping[str, object]) -> Held | None:
    """Which of widgets has the keyboard, if one has, and what it shows (see give_back)."""
    field = focused_field(manager)
    name = next((n for n, e in widgets.items() if e is field), None)
    if field is None or name is None:
        return None
    low, high = field.select_range
    return Held(name, field.get_text(), (low, high), field.edit_position)


def give_back(manager: pygame_gui.UIManager, widgets: Mapping[str, object], held: Held | None) -> None:
    """The keyboard back to the new widget of held's name, as it was: a panel rebuilt (a typed base
    builds its menus anew) had left it to no field, and what was typed next went to the shortcuts."""
    field = widgets.get(held.name) if held is not None else None
    if held is None or not (_takes_typing(field) and isinstance(field, UITextEntryLine)):
        return
    field.set_text(held.text)
    manager.set_focus_set(field.get_focus_set())
    field.select_range = list(held.chosen)
    field.edit_position = held.at


def _takes_typing(element: object) -> bool:
    return isinstance(element, UITextEntryLine) and element.is_enabled


def within(element: UIElement, window: UIElement) -> bool:
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
