"""Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) in a focused text field: its own edits undone and redone, as in
any desktop field. pygame_gui's fields keep no history, so a Base or Window typed wrong, or a file name
half deleted, could only be typed again (the keys never reach the canvas behind: focus.py).

The history is the focused field's: the router shows it each key event (`before`, then `after` with what
the event did), and it starts anew when another field takes the keyboard. Typing a word is one step,
as erasing a run of characters is; a space, a move of the cursor or another kind of edit starts the next.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from app.ui.window.field_cap import put_text
from app.ui.window.focus import focused_field
from app.ui.window.keymap import COMMAND
from app.ui.window.widget_events import post_widget_event

ERASING = (pygame.K_BACKSPACE, pygame.K_DELETE)


@dataclass(frozen=True)
class Edit:
    """A field's text and where its cursor stood."""

    text: str
    cursor: int


def edit_of(field: UITextEntryLine) -> Edit:
    return Edit(field.get_text(), field.edit_position)


def kind_of(event: pygame.event.Event) -> str:
    """What sort of edit an event makes: a run of one sort is one step."""
    if event.type == pygame.TEXTINPUT:
        return "typed" if event.text.strip() else "space"  # (a space ends the word)
    if event.type == pygame.KEYDOWN and event.key in ERASING and not event.mod & COMMAND:
        return "erased"
    return "other"  # a paste, a cut, an input method's text: a step of its own


class FieldHistory:
    """The focused field's edits, to undo and redo."""

    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self.manager = manager
        self.field: UITextEntryLine | None = None
        self.undone: list[Edit] = []  # (before each step, the last on top)
        self.redone: list[Edit] = []
        self.run: tuple[str, int] | None = None  # the last step's sort and where it left the cursor

    def _follow(self, field: UITextEntryLine) -> None:
        if field is not self.field:
            self.field, self.undone, self.redone, self.run = field, [], [], None

    def key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z in a focused field: its last edit undone or redone (nothing when
        there is none). True when the event was such a key (its release too): it goes no further."""
        field = focused_field(self.manager)
        if field is None or event.type not in (pygame.KEYDOWN, pygame.KEYUP) or not event.mod & COMMAND:
            return False
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        back = event.key == pygame.K_z and not shift
        if not back and not (event.key == pygame.K_y or event.key == pygame.K_z):
            return False
        if event.type == pygame.KEYDOWN:
            self._follow(field)
            source, target = (self.undone, self.redone) if back else (self.redone, self.undone)
            if source:
                target.append(edit_of(field))
                edit = source.pop()
                put_text(field, edit.text, edit.cursor)
                changed(field)
            self.run = None
        return True

    def before(self) -> tuple[UITextEntryLine, Edit] | None:
        """The focused field and its edit before an event reaches it."""
        field = focused_field(self.manager)
        return None if field is None else (field, edit_of(field))

    def after(self, before: tuple[UITextEntryLine, Edit] | None, event: pygame.event.Event) -> None:
        """Keep the field's text before `event` as a step if the event changed it (a word typed on is
        the same step)."""
        if before is None:
            return
        field, old = before
        if field.get_text() == old.text:
            return
        self._follow(field)
        kind = kind_of(event)
        if kind == "other" or self.run != (kind, old.cursor) or not self.undone:
            self.undone.append(old)
        self.redone.clear()
        self.run = (kind, field.edit_position) if kind in ("typed", "erased") else None


def changed(field: UITextEntryLine) -> None:
    """Tell the field's listeners its text changed, as pygame_gui does after a key (its set_text does not):
    the Export dialog's name, the Text… window's preview follow it."""
    post_widget_event(pygame_gui.UI_TEXT_ENTRY_CHANGED, field, text=field.get_text())
