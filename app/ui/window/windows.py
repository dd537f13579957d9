"""The window manager: the dialogs and tool windows over the canvas and panel (help, Open…, the coefficient
inspector, rename and delete, the lesson box, export), which is open, which is modal, which lies under the
pointer, and their answers as intents. It never changes the state: every outcome is an intent."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UIWindow

from app.geometry.layout import Layout
from app.geometry.units import Scale
from app.io.text_outline import DEFAULT_FONT
from app.model import intents as i
from app.model.state import AppState
from app.text import whole_span
from app.ui.dialogs.drawing_dialogs import DrawingDialogs
from app.ui.dialogs.file_dialog import SafeFileDialog
from app.ui.dialogs.files import drawings_folder
from app.ui.dialogs.help_window import open_help, reopened_help
from app.ui.dialogs.image_window import ImageWindow
from app.ui.dialogs.inspector_place import clear_of, open_inspector, toggle
from app.ui.dialogs.inspector_window import InspectorWindow
from app.ui.dialogs.lesson_box import LessonBox
from app.ui.dialogs.open_dialog import OpenDialog
from app.ui.dialogs.text_dialog import FIRST_TEXT, TextDialog
from app.ui.export.exporting import Exporting
from app.ui.rope.model_files import open_in_tab
from app.ui.window.dialog_keys import default_button
from app.ui.window.focus import give_keys, selection_kept
from app.ui.window.keep_inside import KeptInside
from app.ui.window.scene import InspectorScene, Scene
from app.ui.window.stacking import kept_over, restacked
from app.ui.window.window_scale import built_at_scale_one, grey_all_again, scale_window

Intents = list[object]


def said_nothing(close: Callable[[], object]) -> Callable[[], Intents]:
    """A way of closing a window that has nothing to tell the state."""
    return lambda: (close(), [])[1]


class WindowManager:
    """Every window over the picture: `command` opens and closes them, `answer` makes their events intents."""

    def __init__(self, manager: pygame_gui.UIManager, exporting: Exporting, lesson_box: LessonBox) -> None:
        self.manager = manager
        self.exporting = exporting
        self.lesson_box = lesson_box
        self.dialogs = DrawingDialogs(manager)
        self.help: UIWindow | None = None
        self.open_dialog = OpenDialog(manager)
        self.inspector: InspectorWindow | None = None
        self.text_dialog: TextDialog | None = None
        self.image_window: ImageWindow | None = None
        self.text_last = (FIRST_TEXT, DEFAULT_FONT)  # what the next Text… window starts with
        self._lang = manager.get_locale()
        self._ui: Scale | None = None  # the UI scale the open dialogs are at (None before the first frame)
        self._inside = KeptInside()  # the windows kept within the app's window as it shrinks

    # ------------------------------------------------------------ what is where

    def _own(self) -> list[object]:
        """The windows this part closes (another part's, the Model tab's Open model…, hears its close)."""
        held = (self.inspector, self.text_dialog, self.image_window)
        return [self.help, *(getattr(h, "window", None) for h in held if h is not None)]

    def windows(self) -> list[UIElement]:
        """The open windows, top first (not the inspector while it stands aside: Esc, Tab, the top's keys)."""
        return [
            w for w in reversed(self.manager.get_window_stack().get_full_stack()) if w.alive() and w.visible
        ]

    def watched(self) -> bool:
        """A window is open whose widgets may change with time (pygame_gui's update runs for them): any
        but a film's progress, which tells the painter what it changes."""
        return any(w is not self.exporting.progress_window() for w in self.windows())

    def modal(self) -> UIElement | None:
        """A window that blocks the rest of the app until it is answered (the delete confirmation)."""
        return next((w for w in self.windows() if getattr(w, "is_blocking", False)), None)

    def window_at(self, pos: tuple[int, int]) -> UIElement | None:
        """The topmost open window under pos."""
        return next((w for w in self.windows() if w.rect.collidepoint(pos)), None)

    # ------------------------------------------------------------ events → intents

    def _dialogs(self) -> list[tuple[UIElement | None, UIButton | None]]:
        """The dialogs, each (its window, Enter's button), but file dialogs (dialog_keys.py)."""
        text, image = self.text_dialog, self.image_window
        return [
            *self.exporting.dialogs(),  # Export…, Replace? (Cancel)
            (text and text.window, text and text.draw_button),
            (image and image.window, image and image.use_button),
            (self.dialogs.window, self.dialogs.default),  # Rename, Delete… (Cancel)
        ]

    def dialog_on_top(self) -> UIButton | None:
        """The default button (Enter's) of the window on top, if that is a dialog."""
        return default_button(next(iter(self.windows()), None), self._dialogs())

    def dialog_open(self) -> bool:
        """A dialog (Open… and Open model… too) waits for its answer: a press behind it does nothing. (Not
        the help, the inspector, the lesson or a progress window: they stay open beside the work.)"""
        return any(w is not None for w, _ in self._dialogs()) or any(
            isinstance(w, SafeFileDialog) for w in self.windows()
        )

    def answer(self, event: pygame.event.Event, state: AppState, layout: Layout) -> Intents | None:
        """The intents of a window's widget event ([] when it needs none); None if no window's."""
        found = self.lesson_box.process_event(event)
        if found is None:
            found = self.exporting.process_event(event, layout)
        if found is None and self.inspector is not None:
            found = self.inspector.process_event(event)
        if found is not None:
            return [found]
        # The Image and Text… windows close once what they made is shown.
        for window, made, close in (
            (self.image_window, i.ShowFile, self.close_image),
            (self.text_dialog, i.ShowText, self.close_text),
        ):
            result = window.process_event(event) if window is not None else None
            if result is not None:
                if any(isinstance(intent, made) for intent in result):
                    close()
                return result
        answered = self.dialogs.answer(event)
        answered = self.open_dialog.answer(event) if answered is None else answered
        if answered is not None:
            return answered
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_WINDOW_CLOSE and element in self._own():
            self.help = None if element is self.help else self.help
            if self.inspector is not None and element is self.inspector.window:
                self.inspector = None
                return [i.InspectorClosed()]
            if self.text_dialog is not None and element is self.text_dialog.window:
                self.close_text()
            if self.image_window is not None and element is self.image_window.window:
                return self.drop_image()
            return []
        return None

    def command(self, intent: i.WindowCommand, state: AppState, layout: Layout) -> Intents:
        """Open, close or act in a window as the command says; what follows, as intents. The windows it
        opens are made as large as the UI scale (but the help and the inspector, which lay themselves out)."""
        before = {id(window) for window in self.windows()}
        with built_at_scale_one(layout.ui):
            said = self._command(intent, state, layout)
        own = {id(self.help), id(self.inspector and self.inspector.window)}
        for window in self.windows():
            if id(window) not in before | own:
                scale_window(window, layout.ui, layout.size)
        self.dialogs.fit(layout.size)  # (Delete…'s question, as tall as its words once they are enlarged)
        self.exporting.place_question(layout.size, layout.ui.px(8))
        selection_kept(self.manager)  # what typing replaces, shown chosen again after the enlarging
        return said

    def _command(self, intent: i.WindowCommand, state: AppState, layout: Layout) -> Intents:
        if isinstance(intent, i.ToggleHelp):
            self.close_help() if self.help is not None else self.open_help(layout)
        elif isinstance(intent, i.OpenFileDialog):
            self.open_dialog.open(layout.size, state.recent, layout.ui)
        elif isinstance(intent, i.ToggleInspector):
            return self.toggle_inspector(state, layout)
        elif isinstance(intent, i.PictureRead):
            self.close_image()
            self.image_window = ImageWindow(self.manager, layout.size, intent)
            return [self.image_window.shown()]
        elif isinstance(intent, i.OpenTextDialog):
            if self.text_dialog is None:
                self.text_dialog = TextDialog(self.manager, layout.size, *self.text_last, layout.ui.factor)
                give_keys(self.manager, self.text_dialog.window, self.text_dialog.entry, choose=whole_span)
        elif isinstance(intent, i.OpenSavedDrawing):
            return [i.OpenPath(drawings_folder() / intent.file_name, saved=intent.file_name)]
        elif isinstance(intent, i.OpenModelFile):  # (a file given as a curve was read as a model)
            return open_in_tab(intent.path, state.rope.models.found, self.dialog_open(), self.exporting.busy)
        elif isinstance(intent, (i.RenameDialog, i.DeleteDialog)):
            self.dialogs.ask(isinstance(intent, i.DeleteDialog), state, layout.size, layout.ui.factor)
        else:
            return self.exporting.command(intent, state, layout)  # (exports and the clipboard)
        return []

    def escape(self, state: AppState, reading: bool) -> Intents:
        """Esc: drop the stroke being drawn, else close the window on top (else the first open in the order
        of `_closers`), else stop a file being read, an export or the model's work, else leave the lesson."""
        if state.stroke is not None or state.pending:
            return [i.StrokeCancel()]
        top = next(iter(self.windows()), None)
        closers = [(w, close) for w, close in self._closers(state, top) if w is not None and w.visible]
        for _, close in [*(c for c in closers if c[0] is top), *closers]:
            return close()
        if reading:
            return [i.CancelRead()]
        if self.exporting.busy:
            return [i.CancelExport()]
        if state.rope.models.busy:
            return [i.CancelModel()]  # as the progress window's Cancel
        return [i.Lesson("stop")] if state.lesson is not None else []  # the lesson's window last

    def _closers(self, state: AppState, top: UIElement | None) -> list[tuple[object, Callable[[], Intents]]]:
        """The windows Esc closes, with how (the Image window's closing says so in the status line)."""
        ex, image, inspector = self.exporting, self.image_window, self.inspector
        export = ex.quitting or (ex.replacing[0] if ex.replacing else ex.dialog and ex.dialog.window)
        return [
            (self.dialogs.window, said_nothing(self.dialogs.close)),
            (self.text_dialog and self.text_dialog.window, said_nothing(self.close_text)),
            (image and image.window, lambda: (image and image.window.kill(), self.drop_image())[1]),
            (self.help, said_nothing(self.close_help)),
            (inspector and inspector.window, lambda: self.toggle_inspector(state, None)),
            (export, ex.give_up),
            (self.open_dialog.window, said_nothing(self.open_dialog.close)),
            (top if isinstance(top, SafeFileDialog) else None, said_nothing(lambda: top and top.kill())),
        ]  # (another part's file dialog, the Model tab's Open model…, hears its own close)

    # ------------------------------------------------------------ opening and closing

    def close_image(self) -> None:
        self.image_window = self.image_window and self.image_window.kill()  # (None either way)

    def drop_image(self) -> Intents:
        """Forget the Image window, closed unused (Esc, its ×: pygame_gui has killed it then): the status
        line, which asked for Use, says so."""
        name = self.image_window.name if self.image_window is not None else ""
        self.image_window = None
        return [i.PictureClosed(name)]

    def close_text(self) -> None:
        """Close the Text… window, keeping what it had for the next one."""
        if self.text_dialog is not None:
            self.text_last = (self.text_dialog.text, self.text_dialog.font)
            self.text_dialog.kill()
        self.text_dialog = None

    def open_help(self, layout: Layout) -> None:
        self.help = open_help(self.manager, layout.size, layout.ui)

    def close_help(self) -> None:
        self.help = self.help and self.help.kill()  # (None either way)

    def toggle_inspector(self, state: AppState, layout: Layout | None) -> Intents:
        self.inspector, said = toggle(self.inspector, self.manager, layout, self.lesson_box.window)
        if self.inspector is not None:
            self.inspector.sync(InspectorScene.of(state))
        return said

    def close_all(self) -> None:
        """Close every window (after an error, one of them may be what failed)."""
        self.close_help()
        self.open_dialog.close()
        self.inspector = self.inspector and self.inspector.kill()  # (None either way)
        self.dialogs.close()
        self.close_text()
        self.close_image()
        self.lesson_box.close()

    def _rescale(self, before: Scale, layout: Layout) -> None:
        """The dialogs open at the UI scale before, made the new one's size (what is typed stays); the help
        and the inspector opened anew (it kept its size, its words grew); the lesson box lays itself out."""
        own = {id(self.help), id(self.lesson_box.window), id(self.inspector and self.inspector.window)}
        for window in self.windows():
            if id(window) not in own:
                scale_window(window, Scale(layout.ui.factor / before.factor), layout.size, rescaled=True)
        self.exporting.place_question(layout.size, layout.ui.px(8))  # (a question refitted is centred again)
        if self.inspector is not None:
            self.inspector.kill()
            typed = self.inspector.shift_entry.get_text()
            self.inspector = open_inspector(self.manager, layout, typed, self.lesson_box.window)

    def sync(self, scene: Scene, layout: Layout) -> None:
        """The open windows show the scene, in its language and UI scale (the help opened anew, a greyed
        field rebuilt ungreyed, the dialogs made its size), each by its part of the scene; a new window size
        moves them with it (KeptInside: not the lesson box, which places itself)."""
        kept = [(w, w.rect.center) for w in self.windows() if w is not self.lesson_box.window]
        if (scene.lang, layout.ui) != (self._lang, self._ui):  # the help again in the new words or sizes
            before, order, old = self._ui, self.windows()[::-1], (self.help, self.inspector)
            self._lang, self._ui = scene.lang, layout.ui
            if before is not None and before != layout.ui:
                self._rescale(before, layout)
            for window in self.windows():
                grey_all_again(window.get_container())
            if self.help is not None:  # (where it was scrolled to)
                self.help = reopened_help(self.help, self.manager, layout.size, layout.ui)
            restacked(self.manager, order, old, (self.help, self.inspector))
        resized = self._inside.sync(kept, layout.size)  # (where they were before the scale moved them)
        if self.lesson_box.sync(scene.lesson) or (resized and self.lesson_box.window):  # (box anew, or moved)
            clear_of(self.inspector, self.lesson_box.window, layout)
        if self.inspector is not None:
            self.inspector.sync(scene.inspector)

    def keep_lesson_in_front(self) -> None:
        """After pygame_gui's update, the lesson box back over the inspector where they meet (a click on it or
        a grab of its title raised it over the whole box, Back and Next too, until the next step)."""
        kept_over(self.manager, self.lesson_box.window, self.inspector and self.inspector.window)
