"""The one event router: every pygame event goes to exactly one receiver, chosen here, in this order:

    the modal window → the focused text field → the window under the pointer → the widgets
    → the keymap → the canvas or the RoPE plot

(while a dialog waits for its answer, a press beside it goes nowhere; a key goes to key_router.py, which
has the keyboard's own order: questions, Tab, the focused field, menus, dialogs, shortcuts.)

A press that starts on a window or a widget is theirs until its release, however fast the pointer moved:
the canvas and the plot under them never see it (pygame_gui learns what is hovered only in its update, so
"is anything hovered?" can be a frame late; here the pointer's place is looked at when the event comes).
pygame_gui sees every event (it draws hover, focus and presses itself); what the receivers make of an
event comes back as intents.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UITextEntryLine

from app.errors import curve_problem
from app.geometry.layout import Layout
from app.geometry.view_transform import ViewTransform
from app.model import intents as i
from app.model.state import AppState
from app.text import clean_name, clean_typed
from app.ui.canvas.canvas_input import CanvasInput
from app.ui.dialogs.open_dialog import answers_waiting
from app.ui.window.field_cap import cut_to_fit
from app.ui.window.field_undo import FieldHistory
from app.ui.window.focus import fields_in, focused_field
from app.ui.window.key_router import KeyRouter
from app.ui.window.menus import close_on_repick, close_open_menus, open_menu_elsewhere
from app.ui.window.press_guard import PressGuard
from app.ui.window.tab_keys import entered
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
        self.guard = PressGuard()  # presses that close a menu, or follow a click that closed a window
        self.window = WindowEvents()
        self.keyboard = KeyRouter(manager, windows, self.route, self._widget_event)
        self.field_history = FieldHistory(manager)
        # Files dropped at once, said together: those SDL brackets with DROPBEGIN and DROPCOMPLETE (a
        # platform that sends no brackets: those of one frame, said at its end, in frame_done).
        self.drops: list[Path] = []
        self.bracketed = False

    def route(self, event: pygame.event.Event, where: Where) -> list[object]:
        """The intents of one event (often none)."""
        kind = event.type
        self.keyboard.repeat.keep_on()
        if kind == pygame.WINDOWFOCUSLOST:
            self.keyboard.repeat.repeated(event)
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
        if kind in (pygame.DROPBEGIN, pygame.DROPFILE, pygame.DROPCOMPLETE):
            return self._drop_event(event)
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
            if self.windows.modal() is None and self.field_history.key(event):  # Ctrl+Z, Y in a field
                return []
            said: list[object] = self._answered_first(event, where)
            before = self.field_history.before()
            fitting, cut = cut_to_fit(self.manager, event)  # a field takes so many characters, no more
            said += [cut] if cut else []
            said += [] if fitting is None else self.keyboard.keys(fitting, where)
            self.field_history.after(before, event)
            return self._stroke_ended_first(said, where)
        self.manager.process_events(event)
        if getattr(event, "ui_element", None) is not None:
            return self._widget_event(event, where)
        return []

    def _stroke_ended_first(self, said: list[object], where: Where) -> list[object]:
        """Ctrl+E while a stroke is drawn: the stroke ends first, where the pointer is, as its release would
        end it, so the dialog offers the name of what it exports (it offered the old curve's, and the
        release under the dialog then made a new drawing, exported under that name)."""
        if where.state.stroke is None or not any(isinstance(x, i.OpenExportDialog) for x in said):
            return said
        return [self.canvas.end(pygame.mouse.get_pos(), where.view), *said]

    def _answered_first(self, event: pygame.event.Event, where: Where) -> list[object]:
        """Esc after Enter on Open…'s or Open model…'s path line (or a click on OK) in the same frames: the
        dialog's answer, which pygame_gui delivers a frame or two later, comes first, so the file opens and
        Esc then cancels its read, saying so (Esc closed the dialog before its answer came: never read)."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_ESCAPE:
            return []
        said: list[object] = []
        for _ in range(3):  # Enter → the path entered → the path picked
            waiting = answers_waiting()
            for answer in waiting:
                said += self.route(answer, where)
            if not waiting:
                break
        return said

    # ------------------------------------------------------------ files dropped

    def _drop_event(self, event: pygame.event.Event) -> list[object]:
        """A file joins the batch; DROPCOMPLETE ends it (DROPBEGIN ends one that never completed)."""
        if event.type == pygame.DROPFILE:
            self.drops.append(Path(event.file))
            return []
        said = self._dropped()
        self.bracketed = event.type == pygame.DROPBEGIN
        return said

    def frame_done(self) -> list[object]:
        """The frame's events are over (and the disk polled: a file read to its end frees it for these):
        files dropped without brackets are one batch."""
        return [] if self.bracketed else self._dropped()

    def _dropped(self) -> list[object]:
        """The files dropped at once open as Open…'s pick would (it answers Open…, if that is open), read in
        turn until one opens; while another dialog waits for its answer they are refused (a curve opened
        behind Export… changed the film), every one named in one line (each line overwrote the last)."""
        paths, self.drops = self.drops, []
        if not paths:
            return []
        self.windows.open_dialog.close()
        if not self.windows.dialog_open():
            return [i.OpenPath(paths[0], together=tuple(paths[1:]))]
        problems = [curve_problem("dialog_open", where=clean_name(path.name)) for path in paths]
        failed = tuple(i.FileFailed(str(problem), problem.problem) for problem in problems)
        return list(failed) if len(failed) == 1 else [i.DroppedTogether(failed, (), opened=False)]

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
            menu_open = open_menu_elsewhere(self.manager, pos)
            if event.button == 1 and self.guard.swallows(pos, receiver in ("window", "modal"), menu_open):
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
        left = focused_field(self.manager) if kind == pygame.MOUSEBUTTONDOWN else None
        self.manager.process_events(event)  # (pygame_gui unfocuses a field pressed outside now)
        said = self._left(left, where)
        if receiver == "canvas":
            intent = self.canvas.intent(
                event, where.state, where.view, receiver == "canvas", left is not None
            )
            return said if intent is None else [*said, intent]
        if receiver == "plot" or (kind == pygame.MOUSEBUTTONUP and event.button == 1):
            return [
                *said,
                *self._plot(event, receiver == "plot"),
            ]  # a scrub also ends when its press was lost
        return said

    def _left(self, field: UITextEntryLine | None, where: Where) -> list[object]:
        """A field of the panel a press took the keyboard from applies its edit, as Tab does: 9000 typed
        into the Window's first Δ went back to 0, unsaid, at a click on the last."""
        if (
            field is None
            or focused_field(self.manager) is field
            or field not in fields_in(self.manager, None)
        ):
            return []
        return self._widget_event(entered(field, left=True), where)

    def _plot(self, event: pygame.event.Event, free: bool) -> list[object]:
        return [] if (intent := self.plot(event, free)) is None else [intent]

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
