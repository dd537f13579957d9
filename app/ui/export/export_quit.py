"""The window closed (its ×, Ctrl+Q) while an export runs.

While frames are still made, quitting stops the film and leaves no file, so the user is asked first. Once
every frame is in, the file is being written off the loop and will be saved whatever is done: the window
stays alive, says so, and closes by itself once the file is written (quitting at once waited for the
writer in the loop: seconds of a window that drew nothing and looked hung). If writing fails, the window
stays open and the line says why. A question still open when the last frame comes in is reworded: its
words had said no file would be written.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui

from app.i18n import tr
from app.model import intents as i
from app.ui.dialogs.question import Question, Words, question

# The question whether to stop the export and quit (at scale 1: the windows enlarge it).
QUIT_SIZE = (440, 200)


def said(key: str, name: str) -> Words:
    """The question's words of the film called name, in a language."""
    return lambda lang: tr(lang, key, name=html.escape(name))


class QuitAsked:
    """The question whether to stop the export and quit, and whether the window closes once the file is
    written."""

    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self.manager = manager
        self.question: Question | None = None
        self.when_written = False  # the window closes by itself once the file is written
        self.saving = False  # the question says the file will be saved (every frame was in)

    def ask(self, name: str, screen: tuple[int, int]) -> Question | None:
        """Ask whether to stop the export of `name` and quit (once); the question, if newly asked."""
        if self.question is not None:
            return None
        words = said("ui.export.quit_text", name)
        title, action = "epicycles.ui.export.quit_title", "epicycles.ui.export.quit"
        self.question = question(self.manager, screen, QUIT_SIZE, words, title, action, True, True)
        self.saving = False
        return self.question

    def once_written(self, name: str) -> i.ExportQuitsOnceWritten:
        """Every frame is in: the window closes once the file is written, and the line says so."""
        self.when_written = True
        self.close()
        return i.ExportQuitsOnceWritten(name)

    def now_saving(self, name: str) -> None:
        """Every frame came in while the question was open: its words say what will happen now (the file is
        saved, and the window then closes by itself unless Cancel keeps it)."""
        if self.question is None or self.saving:
            return
        self.saving = True
        self.question.set_display_title("epicycles.ui.export.quit_saving_title")
        # (where it stands: below the progress window, which it had been moved out from under)
        self.question.reword(said("ui.export.quit_saving_text", name))

    def answered(self, event: pygame.event.Event, name: str, finishing: bool) -> object | None:
        """The question's answer: Quit stops the film, or once every frame is in waits for the file."""
        if event.type == pygame_gui.UI_WINDOW_CLOSE:  # (its Cancel or its ×)
            self.question = None
            return None
        if event.type != pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED:
            return None
        if finishing:
            self.question = None  # (it closes itself)
            return self.once_written(name)
        return i.Quit()

    def wanted(self) -> bool:
        """Whether the window is to close once the export is written (asked, or still being asked)."""
        return self.when_written or self.question is not None

    def close(self) -> bool:
        """Close the question, if open; whether it was."""
        if self.question is None:
            return False
        self.question.kill()
        self.question = None
        return True
