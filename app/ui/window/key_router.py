"""The keyboard's part of the event router (router.py chooses who gets each event; a key goes here), in
this order:

    a question on top (Esc and Enter answer it, Tab and the arrows choose its button: dialog_keys.py)
    → Tab walks the controls (tab_keys.py) → the focused text field → an open drop-down menu (menus.py)
    or the dialog's control Tab reached (control_keys.py) → the help on top scrolls → Enter presses the
    dialog's default button → the keymap's shortcut (keymap.py), which waits while a dialog is on top

A focused text field takes every printable key; of the shortcuts only Esc, the function keys and the
Ctrl ones the field does not use still act (focus.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from app.model import intents as i
from app.model.outcome import KEYS_WAIT
from app.ui.dialogs.help_window import help_box
from app.ui.window.control_keys import Reached
from app.ui.window.dialog_keys import PASSING, choose_other, pressed
from app.ui.window.focus import selection_kept, shortcut_beside_field, typing
from app.ui.window.key_repeat import KeyRepeat
from app.ui.window.keymap import key_intent
from app.ui.window.menus import close_open_menus, menu_key
from app.ui.window.scroll_bars import scroll_by_key
from app.ui.window.tab_keys import tab_key
from app.ui.window.windows import WindowManager

if TYPE_CHECKING:
    from app.ui.window.router import Where

Route = Callable[[pygame.event.Event, "Where"], list[object]]  # an event → the intents it makes


class KeyRouter:
    """Decides what a key event does. route: the whole router's (Enter on a dialog routes its button's
    press as a click would); widget_event: what a widget's own event makes (Tab onto a menu opens it)."""

    def __init__(
        self, manager: pygame_gui.UIManager, windows: WindowManager, route: Route, widget_event: Route
    ) -> None:
        self.manager = manager
        self.windows = windows
        self.route = route
        self.widget_event = widget_event
        # A shortcut pressed in a text field: the character SDL then sends for the same key (X11 sends
        # "=" for Ctrl+=) is the shortcut's, not the field's.
        self.shortcut_text = False
        self.repeat = KeyRepeat()  # a held key's repeats: only the shortcuts that step
        self.reached = Reached()  # the control of the dialog on top that the keyboard reached (Tab)

    def keys(self, event: pygame.event.Event, where: Where) -> list[object]:
        """The intents of one key event (often none)."""
        repeated = self.repeat.repeated(event)
        if event.type == pygame.KEYDOWN:
            selection_kept(self.manager)
        if self.windows.modal() is not None:  # only Esc and Enter act: they answer it, as its buttons do
            if typing(self.manager):  # a field behind the question (Export's name) took its Enter too
                self.manager.set_focus_set(None)
            self.manager.process_events(event)
            if choose_other(self.windows.modal(), event):
                return []
            answered = self._enter(event, where, self.windows.dialog_on_top())
            if answered is not None:  # (its answer, even none: that Enter was no shortcut that waited)
                return answered
            return self._escape(event) or self._over_dialog(self._shortcut(event, where), where)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            dialog = self.reached if self.windows.dialog_on_top() is not None else None
            windows = self.windows.windows()
            tabbed = tab_key(self.manager, windows, event, lambda e: self.widget_event(e, where), dialog)
            if tabbed is not None:
                return tabbed
        if typing(self.manager):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.manager.set_focus_set(None)  # Esc leaves the field, its edit dropped (and acts on)
                return [i.Escape()]
            if event.type == pygame.TEXTINPUT and self.shortcut_text:
                self.shortcut_text = False
                return []
            shortcut = shortcut_beside_field(event, where.state.lesson is not None)
            if event.type == pygame.KEYDOWN:
                self.shortcut_text = shortcut is not None
            if shortcut is None:
                self.manager.process_events(event)
            return self._escape(event) or self._over_dialog(shortcut, where)
        self.manager.process_events(event)
        if event.type != pygame.KEYDOWN:
            self.reached.text(self.manager, event)  # (Hangul from an input method comes as text alone)
            return []
        if event.key == pygame.K_ESCAPE and close_open_menus(self.manager):
            return []  # the menu, not what lies under it
        if self.reached.key(self.manager, event) or menu_key(self.manager, event):
            return []  # the keys of an open menu, or of the dialog's control Tab reached: no shortcuts
        top, help_window = next(iter(self.windows.windows()), None), self.windows.help
        if top is not None and top is help_window and scroll_by_key(help_box(help_window), event.key):
            return []  # the help on top scrolls (PageDown is no lesson step then)
        button, enter = self.windows.dialog_on_top(), event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        # While a film is made Enter is its progress window's, which has no use for it (a second Enter,
        # hurried, after the one that started the export finished the strokes on the canvas).
        if enter and (button is not None or self.windows.exporting.busy):
            return self._enter(event, where, button) or []
        found = self._shortcut(event, where)
        return self._over_dialog(found if self.repeat.acts(found, repeated) else None, where)

    @staticmethod
    def _shortcut(event: pygame.event.Event, where: Where) -> object | None:
        return key_intent(event, where.state.lesson is not None) if event.type == pygame.KEYDOWN else None

    def show_reached(self) -> None:  # (after pygame_gui's update: the control Tab reached drawn chosen)
        self.reached.show(self.manager)

    def _over_dialog(self, found: object | None, where: Where) -> list[object]:
        """A shortcut's intent, unless a dialog on top has the keys and it waits (dialog_keys.py): then
        the status line says so. A shortcut that acts takes that line away (it is of one before)."""
        if found is None:
            return []
        if isinstance(found, PASSING) or self.windows.dialog_on_top() is None:
            return [i.ShortcutActed(), found] if where.state.status.topic == KEYS_WAIT else [found]
        return [] if self._opens_the_top(found) else [i.KeysWait()]

    def _opens_the_top(self, found: object) -> bool:
        """The shortcut opens the dialog on top (Ctrl+E twice, hurried): it is open, as asked, and no line
        says the shortcut waited (it told the user to close the very dialog it had opened)."""
        w = self.windows
        export, text = w.exporting.dialog, w.text_dialog
        opens = {
            i.OpenExportDialog: export and export.window,
            i.OpenTextDialog: text and text.window,
            i.OpenFileDialog: w.open_dialog.window,
        }.get(type(found))
        return opens is not None and opens is next(iter(w.windows()), None)

    def _enter(self, event: pygame.event.Event, where: Where, button: UIButton | None) -> list[object] | None:
        """Enter on a dialog on top: what its default button (dialog_on_top's) makes, as if clicked; None
        when the key is no Enter or no button takes it."""
        if event.type != pygame.KEYDOWN or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return None
        return self.route(pressed(button), where) if button is not None and button.is_enabled else None

    @staticmethod
    def _escape(event: pygame.event.Event) -> list[object]:
        return [i.Escape()] if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE else []
