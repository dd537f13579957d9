"""The one event router: every pygame event goes to exactly one receiver, chosen here, in this order:

    the modal window → the focused text field → the window under the pointer → the widgets
    → the keymap → the canvas or the RoPE plot

(while a dialog waits for its answer, a press beside it goes nowhere; while one is on top, the keymap's
shortcuts wait but those about the whole window: dialog_keys.py; its control that Tab reached takes its
keys first: control_keys.py; an open drop-down menu takes Esc, the arrows, Enter and letters: menus.py.)

A press that starts on a window or a widget is theirs until its release, however fast the pointer moved:
the canvas and the plot under them never see it (pygame_gui learns what is hovered only in its update, so
"is anything hovered?" can be a frame late; here the pointer's place is looked at when the event comes).
A focused text field takes every printable key; of the shortcuts only Esc, the function keys and the
Ctrl ones the field does not use still act. pygame_gui sees every event (it draws hover, focus and
presses itself); what the receivers make of an event comes back as intents.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from app.errors import curve_problem
from app.geometry.layout import Layout
from app.geometry.view_transform import ViewTransform
from app.model import intents as i
from app.model.state import AppState
from app.text import clean_typed
from app.ui.canvas.canvas_input import CanvasInput
from app.ui.dialogs.help_window import help_box
from app.ui.window.control_keys import Reached
from app.ui.window.dialog_keys import PASSING, choose_other, pressed
from app.ui.window.field_cap import cut_to_fit
from app.ui.window.focus import selection_kept, shortcut_beside_field, typing
from app.ui.window.key_repeat import KeyRepeat
from app.ui.window.keymap import key_intent
from app.ui.window.menus import close_on_repick, close_open_menus, menu_key, open_menu_elsewhere
from app.ui.window.press_guard import PressGuard
from app.ui.window.scroll_bars import scroll_by_key
from app.ui.window.tab_keys import tab_key
from app.ui.window.tooltips import drop_tooltips_at
from app.ui.window.window_events import WindowEvents
from app.ui.window.windows import WindowManager

Receiver = Literal["modal", "window", "behind", "widget", "canvas", "plot", "none"]
MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
KEYS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)


@dataclass(frozen=True)
class Where:
    """What the router needs to know of the window this event: the state, the canvas' view, the layout."""

    state: AppState
    view: ViewTransform
    layout: Layout


WidgetPart = Callable[[pygame.event.Event, int], "object | None"]  # a widget event → its intent, or None
PlotPart = Callable[[pygame.event.Event, bool], "object | None"]  # a mouse event → a scrub intent, or None


class EventRouter:
    """Decides the one receiver of each event and returns what it makes of it, as intents."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        windows: WindowManager,
        widgets: Sequence[WidgetPart],
        canvas: CanvasInput,
        plot: PlotPart,
    ) -> None:
        self.manager = manager
        self.windows = windows
        self.widgets = widgets
        self.canvas = canvas
        self.plot = plot
        self.held: dict[int, Receiver] = {}  # mouse button → who got its press, until its release
        self.gesture = 0  # counts mouse presses: one slider drag is one undo step
        # A shortcut pressed in a text field: the character SDL then sends for the same key (X11 sends
        # "=" for Ctrl+=) is the shortcut's, not the field's.
        self.shortcut_text = False
        self.guard = PressGuard()  # presses that close a menu, or follow a click that closed a window
        self.keys = KeyRepeat()  # a held key's repeats: only the shortcuts that step
        self.window = WindowEvents()
        self.reached = Reached()  # the control of the dialog on top that the keyboard reached (Tab)

    def route(self, event: pygame.event.Event, where: Where) -> list[object]:
        """The intents of one event (often none)."""
        kind = event.type
        self.keys.keep_on()
        if kind == pygame.WINDOWFOCUSLOST:
            self.keys.repeated(event)
        if kind == pygame.WINDOWFOCUSGAINED:  # back from elsewhere, where drawings may have been moved
            return [i.ListDrawings()]
        if kind == pygame.QUIT:  # a stop signal (layout.open_display: not the window's ×)
            return [i.Quit()]
        if kind == pygame.WINDOWCLOSE:
            return [i.CloseWindow()]
        if kind == pygame.WINDOWMOVED:
            return [i.WindowMoved((event.x, event.y))]
        if (told := self.window.intents(event, where.state)) is not None:  # shown, maximized, resized
            return told
        if kind in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
            return [i.Repaint()]
        if kind == pygame.DROPFILE:
            return self._dropped(Path(event.file))
        if kind == pygame.WINDOWLEAVE:  # nothing lies under the pointer any more
            return self._plot(event, False)
        if kind in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            # pygame_gui's text fields fail on characters no font can draw (zero-width ones, say).
            text = clean_typed(event.text)
            if not text and kind == pygame.TEXTINPUT:
                return []
            if text != event.text:
                event = pygame.event.Event(kind, {**event.dict, "text": text})
        if kind == pygame.MOUSEBUTTONDOWN:
            self.gesture += 1
        if kind in MOUSE:
            return self._mouse(event, where)
        if kind in KEYS:
            fitting, cut = cut_to_fit(self.manager, event)  # a field takes so many characters, no more
            said: list[object] = [cut] if cut else []
            return said if fitting is None else said + self._keys(fitting, where)
        self.manager.process_events(event)
        if getattr(event, "ui_element", None) is not None:
            return self._widget_event(event, where)
        return []

    def _dropped(self, path: Path) -> list[object]:
        """A file dropped on the window opens as Open…'s pick would (it answers Open…, if that is open);
        while another dialog waits for its answer it is refused (a curve opened behind Export… changed the
        film)."""
        self.windows.open_dialog.close()
        if self.windows.dialog_open():
            problem = curve_problem("dialog_open", where=path.name)
            return [i.FileFailed(str(problem), problem.problem)]
        return [i.OpenPath(path)]

    # ------------------------------------------------------------ the pointer

    def receiver_at(self, pos: tuple[int, int], where: Where) -> Receiver:
        """Who a press at pos belongs to."""
        if self.windows.modal() is not None:
            return "modal"
        if self.windows.window_at(pos) is not None:
            return "window"
        if self.windows.dialog_open():
            return "behind"  # a dialog waits for its answer: nothing behind it takes a press
        if self.widget_at(pos):
            return "widget"
        if pygame.Rect(where.view.rect).collidepoint(pos):
            return "canvas"
        if pygame.Rect(where.layout.panel).collidepoint(pos):
            return "plot"
        return "none"

    def widget_at(self, pos: tuple[int, int]) -> bool:
        """A visible widget that draws something lies under pos (containers draw nothing)."""
        return any(
            sprite.visible and sprite.rect.collidepoint(pos) and not isinstance(sprite, UIContainer)
            for sprite in self.manager.get_sprite_group().sprites()
        )

    def _mouse(self, event: pygame.event.Event, where: Where) -> list[object]:
        kind = event.type
        pos = pygame.mouse.get_pos() if kind == pygame.MOUSEWHEEL else event.pos
        if kind == pygame.MOUSEBUTTONDOWN:
            drop_tooltips_at(self.manager, pos)  # (what a tooltip covers takes the press)
            receiver = self.held[event.button] = self.receiver_at(pos, where)
            on_window = receiver in ("window", "modal")
            menu_open = open_menu_elsewhere(self.manager, pos)
            if event.button == 1 and self.guard.swallows(pos, on_window, menu_open):
                self.held[event.button] = "none"
                close_open_menus(self.manager)
                return []
        elif kind == pygame.MOUSEBUTTONUP:
            receiver = self.held.pop(event.button, None) or self.receiver_at(pos, where)
            if event.button == 1:
                self.guard.released(receiver in ("window", "modal"), pos)
        elif kind == pygame.MOUSEMOTION:
            # Moving matters to a press held (a stroke, a pan, a scrub); with none, to the plot alone (its
            # Model tab's map says what lies under the pointer).
            held = next(iter(self.held.values()), None)
            if held is None:
                self.manager.process_events(event)
                # (the widgets are looked through only over the panel: motion over the canvas is frequent)
                over = pygame.Rect(where.layout.panel).collidepoint(pos)
                return self._plot(event, over and self.receiver_at(pos, where) == "plot")
            receiver = held
        else:
            receiver = self.receiver_at(pos, where)
        if receiver == "behind" and kind != pygame.MOUSEBUTTONUP:
            return []  # (not even pygame_gui's: a button behind the dialog would be pressed)
        self.manager.process_events(event)
        if receiver == "canvas":
            intent = self.canvas.intent(event, where.state, where.view, receiver == "canvas")
            return [] if intent is None else [intent]
        if receiver == "plot" or (kind == pygame.MOUSEBUTTONUP and event.button == 1):
            return self._plot(event, receiver == "plot")  # a scrub also ends when its press was lost
        return []

    def _plot(self, event: pygame.event.Event, free: bool) -> list[object]:
        return [] if (intent := self.plot(event, free)) is None else [intent]

    # ------------------------------------------------------------ the keyboard

    def _keys(self, event: pygame.event.Event, where: Where) -> list[object]:
        repeated = self.keys.repeated(event)
        if event.type == pygame.KEYDOWN:
            selection_kept(self.manager)
        if self.windows.modal() is not None:  # only Esc and Enter act: they answer it, as its buttons do
            if typing(self.manager):  # a field behind the question (Export's name) took its Enter too
                self.manager.set_focus_set(None)
            self.manager.process_events(event)
            if choose_other(self.windows.modal(), event):
                return []
            answered = self._enter(event, where, self.windows.dialog_on_top()) or self._escape(event)
            return answered or self._over_dialog(self._shortcut(event, where))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            dialog = self.reached if self.windows.dialog_on_top() is not None else None
            finish = lambda e: self._widget_event(e, where)  # noqa: E731
            if (tabbed := tab_key(self.manager, self.windows.windows(), event, finish, dialog)) is not None:
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
            return self._escape(event) or self._over_dialog(shortcut)
        self.manager.process_events(event)
        if event.type != pygame.KEYDOWN:
            return []
        if event.key == pygame.K_ESCAPE and close_open_menus(self.manager):
            return []  # the menu, not what lies under it
        char = getattr(event, "unicode", "")
        if self.reached.key(self.manager, event) or menu_key(self.manager, event.key, char, event.mod):
            return []  # the keys of an open menu, or of the dialog's control Tab reached: no shortcuts
        top, help_window = next(iter(self.windows.windows()), None), self.windows.help
        if top is not None and top is help_window and scroll_by_key(help_box(help_window), event.key):
            return []  # the help on top scrolls (PageDown is no lesson step then)
        button, enter = self.windows.dialog_on_top(), event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        # While a film is made Enter is its progress window's, which has no use for it (a second Enter,
        # hurried, after the one that started the export finished the strokes on the canvas).
        if enter and (button is not None or self.windows.exporting.busy):
            return self._enter(event, where, button)
        found = self._shortcut(event, where)
        return self._over_dialog(found if self.keys.acts(found, repeated) else None)

    @staticmethod
    def _shortcut(event: pygame.event.Event, where: Where) -> object | None:
        return key_intent(event, where.state.lesson is not None) if event.type == pygame.KEYDOWN else None

    def show_reached(self) -> None:  # (after pygame_gui's update: the control Tab reached drawn chosen)
        self.reached.show(self.manager)

    def _over_dialog(self, found: object | None) -> list[object]:
        """A shortcut's intent, unless a dialog on top has the keys and it waits (dialog_keys.py): then
        the status line says so."""
        if found is None or isinstance(found, PASSING) or self.windows.dialog_on_top() is None:
            return [] if found is None else [found]
        return [i.KeysWait()]

    def _enter(self, event: pygame.event.Event, where: Where, button: UIButton | None) -> list[object]:
        """Enter on a dialog on top: its default button (dialog_on_top's), as if clicked."""
        if event.type != pygame.KEYDOWN or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return []
        return self.route(pressed(button), where) if button is not None and button.is_enabled else []

    @staticmethod
    def _escape(event: pygame.event.Event) -> list[object]:
        return [i.Escape()] if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE else []

    # ------------------------------------------------------------ widgets' own events

    def _widget_event(self, event: pygame.event.Event, where: Where) -> list[object]:
        """A pygame_gui event (a button pressed, a menu picked): its window's, else its widget part's."""
        close_on_repick(self.manager, event)
        if (answered := self.windows.answer(event, where.state, where.layout)) is not None:
            return answered
        for part in self.widgets:
            found = part(event, self.gesture)
            if found is not None:
                return [found]
        return []
