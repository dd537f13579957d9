"""The two dialogs of a saved drawing: rename (a window with a text field) and delete (a confirmation).

Each answers with a pygame_gui event that `answer` turns into disk work (app/ui/dialogs/files.py) ending in
intents.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine, UIWindow

from app.config import MAX_TEXT_CHARS
from app.i18n import tr
from app.io.drawings import DEFAULT_TITLE, SavedDrawing, untitled_as_empty
from app.model.drawing_names import titles_apart
from app.model.state import SAVED, AppState
from app.text import clean_text, whole_span
from app.ui.dialogs.files import delete_saved, list_saved, rename_saved
from app.ui.dialogs.question import centred, fit_below, fit_to_words, question
from app.ui.window.dialog_hover import hold_hover
from app.ui.window.field_cap import capped
from app.ui.window.focus import give_keys
from app.ui.window.script_face import ANY_SCRIPT

RENAME_SIZE = (420, 150)  # its height fitted to what it holds
DELETE_SIZE = (420, 200)


class DrawingDialogs:
    """At most one rename or delete dialog at a time, for one saved drawing."""

    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self.manager = manager
        self.window: Any = None
        self.entry: UITextEntryLine | None = None
        self.ok: UIButton | None = None
        self.file_name = ""
        self.untitled = ""  # what Rename's field offers for a drawing never given a title
        self.unfitted = False  # a question asked, not yet as tall as its words

    @property
    def open(self) -> bool:
        return self.window is not None

    @property
    def default(self) -> UIButton | None:
        """The button Enter presses: Rename's, or Delete…'s Cancel (a deletion cannot be undone)."""
        return self.ok if self.entry is not None or self.window is None else self.window.cancel_button

    def ask(self, delete: bool, state: AppState, screen: tuple[int, int], factor: float) -> None:
        """Delete… (delete) or Rename… for the saved drawing on screen, if it is one the menu lists."""
        saved = state.saved
        shown = next((d for d in saved if SAVED + d.file_name == state.source), None)
        if shown is not None and delete:  # (the menu's name in each language: "Your drawing", "내 그림")
            self.delete(shown, lambda lang: titles_apart(saved, lang)[saved.index(shown)], screen)
        elif shown is not None:
            self.rename(shown, screen, factor)
            give_keys(self.manager, self.window, choose=whole_span)

    def rename(self, drawing: SavedDrawing, screen: tuple[int, int], factor: float = 1.0) -> None:
        """The rename window, built at scale 1 for a UI scale of `factor` (windows.py enlarges it)."""
        self.close()
        self.file_name = drawing.file_name
        self.window = UIWindow(
            centred(screen, RENAME_SIZE), self.manager, "epicycles.ui.drawings.rename_title"
        )
        hold_hover(self.window)
        inner = self.window.get_container()
        self.entry = UITextEntryLine(
            pygame.Rect(10, 10, 380, 32), self.manager, container=inner, object_id=ANY_SCRIPT
        )
        # Untitled: the name the window's language gives it (the menu's "내 그림", not "Your drawing").
        self.untitled = tr(self.manager.get_locale(), "curve.drawing.title")
        name = untitled_as_empty(drawing.title) or self.untitled
        capped(self.entry, MAX_TEXT_CHARS).set_text(clean_text(name, MAX_TEXT_CHARS))
        self.entry.focus()
        self.ok = UIButton(
            pygame.Rect(290, 52, 100, 30), "epicycles.ui.drawings.rename", self.manager, container=inner
        )
        fit_below(self.window, self.ok, factor, screen)  # as tall as its field and button

    def delete(self, drawing: SavedDrawing, called: Callable[[str], str], screen: tuple[int, int]) -> None:
        """Ask whether to delete the drawing, `called` (in a language) as the menu calls it less the stamp,
        which the brackets after it say: "“Your drawing (2)” (2026-12-06 16:01)"."""
        self.close()
        self.file_name = drawing.file_name

        def words(lang: str) -> str:
            said = html.escape(clean_text(called(lang), 60))
            return tr(lang, "ui.drawings.delete_text", title=said, saved=drawing.saved)

        title, action = "epicycles.ui.drawings.delete_title", "epicycles.ui.drawings.delete"
        self.window = question(self.manager, screen, DELETE_SIZE, words, title, action)
        self.unfitted = True

    def fit(self, screen: tuple[int, int]) -> None:
        """The question just asked made as tall as its words, once the UI scale has enlarged it."""
        if self.unfitted and self.window is not None and self.entry is None:
            fit_to_words(self.window, screen)
        self.unfitted = False

    def close(self) -> None:
        if self.window is not None:
            self.window.kill()
        self.window = self.entry = self.ok = None

    def answer(self, event: pygame.event.Event) -> list[object] | None:
        """The intents a dialog event gives (disk work done), or None if the event is not the dialogs'."""
        if self.window is None:
            return None
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.window:
            self.window = self.entry = self.ok = None
            return []
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and element is self.window:
            self.window = None
            return [delete_saved(self.file_name), list_saved()]
        renamed = (event.type == pygame_gui.UI_BUTTON_PRESSED and element is self.ok) or (
            event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.entry
        )
        if renamed and self.entry is not None:
            typed = self.entry.get_text()
            # Left as offered, untitled: each language goes on naming it.
            title = DEFAULT_TITLE if typed.strip() == self.untitled else typed
            self.close()
            return [rename_saved(self.file_name, title), list_saved(self.file_name)]
        return None
