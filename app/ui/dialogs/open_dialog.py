"""Open…: at most one such dialog, and what its picks (a file, a Recent entry, a path typed where nothing
is) ask for, as intents."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from app.geometry.units import Scale
from app.model import intents as i
from app.ui.dialogs.file_dialog import SafeFileDialog, open_curve_dialog
from app.ui.dialogs.recent_list import present
from app.ui.window.focus import give_keys


class OpenDialog:
    """The Open… dialog while it is open (window: None when closed)."""

    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self.manager = manager
        self.window: SafeFileDialog | None = None

    def open(self, screen: tuple[int, int], recent: tuple[str, ...], ui: Scale) -> None:
        if self.window is None:
            self.window = open_curve_dialog(self.manager, screen, recent, ui)
            give_keys(self.manager, self.window)

    def close(self) -> None:
        if self.window is not None:
            self.window.kill()
        self.window = None

    def answer(self, event: pygame.event.Event) -> list[object] | None:
        """The intents of the dialog's event ([] for its closing); None if not its."""
        dialog = self.window
        if dialog is None:
            return None
        picked = dialog.recent.chosen(event) if dialog.recent is not None else None
        if picked is not None:  # a Recent entry: opened as Open… would; one not there (now) only said so
            if present(picked):
                self.close()
            return [i.OpenPath(Path(picked))]
        said = dialog.answer(event)
        closed = dialog.take_closed()
        if closed is not None:  # a folder gone into that cannot be looked in: the status line says so
            return [i.FileFailed(str(closed), closed.problem)]
        if said is None:
            return None
        path, gone = said
        if gone:
            self.window = None
        return [] if path is None else [i.OpenPath(path)]


# (not pygame's USEREVENT, which pygame_gui posts beside each as its old form)
ANSWERS = (
    pygame_gui.UI_TEXT_ENTRY_FINISHED,
    pygame_gui.UI_BUTTON_PRESSED,
    pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
    pygame_gui.UI_FILE_DIALOG_PATH_PICKED,
    pygame_gui.UI_WINDOW_CLOSE,
)


def answers_waiting() -> list[pygame.event.Event]:
    """The events pygame_gui posted for a file dialog (Open… or Open model…) and its controls (Enter on its
    path line, OK, its pick) that wait in the queue for the next frame: taken out, every other left in its
    order. (Esc in the same frames must come after them, or it closes the dialog unanswered.)"""
    if not pygame.event.peek(ANSWERS, pump=False):
        return []
    queued = pygame.event.get(pump=False)
    mine = [event for event in queued if event.type in ANSWERS and _of_file_dialog(event)]
    for event in queued:
        if not any(event is taken for taken in mine):
            pygame.event.post(event)
    return mine


def _of_file_dialog(event: pygame.event.Event) -> bool:
    """The event is a file dialog's or one of its controls' (they lie in its container). (By kind, not by
    the dialog open: one answered with Enter is gone from the window stack before its pick is delivered.)"""
    element = getattr(event, "ui_element", None)
    parent = getattr(getattr(element, "ui_container", None), "parent_element", None)
    return isinstance(element, SafeFileDialog) or isinstance(parent, SafeFileDialog)
