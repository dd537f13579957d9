"""The export's progress window (pygame_gui): a bar of frames done, the time left, and Cancel, which gives
CancelExport. While it is the only window the window's frames stay calm: it tells the painter what it
changed (app/ui/window/shown.py)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIProgressBar, UIWindow

from app.i18n import tr
from app.model import intents as i
from app.ui.dialogs.question import centred
from app.ui.window.script_face import title_face
from app.ui.window.shown import Told

WINDOW_ID = "#export_progress"  # (the lesson box keeps it off the step's words: LessonBox.uncover)


class FramesBar(UIProgressBar):
    """pygame_gui's progress bar, counting frames ("14 / 120") rather than percent."""

    def status_text(self) -> str:
        return f"{self.current_progress:.0f} / {self.maximum_progress:.0f}"

    def set_current_progress(self, progress: float) -> None:
        """Frames done: the bar fills by their share of maximum_progress (pygame_gui's own takes a percentage,
        so 24 of 240 frames filled a quarter and 100 the whole bar)."""
        self.current_progress = progress
        self.percent_full = min(max(progress / self.maximum_progress, 0.0), 1.0)


class ExportProgress:
    """A small window: a progress bar, frames done and time left, and Cancel."""

    def __init__(
        self, manager: pygame_gui.UIManager, screen: tuple[int, int], name: str, total: int, told: Told
    ) -> None:
        w, h = 420, 150
        self.told, self.manager, self.name = told, manager, name
        rect = centred(screen, (w, h))
        self.window = UIWindow(
            rect,
            manager,
            window_display_title=tr(manager.get_locale(), "ui.export.progress_title", name=name),
            object_id=ObjectID(WINDOW_ID, title_face(name)),  # a name in Hangul: its letters
        )
        self.total = total
        self.bar = FramesBar(pygame.Rect(6, 6, w - 44, 26), manager, container=self.window)
        self.bar.maximum_progress = float(max(1, total))
        self.lang = manager.get_locale()
        self.label = UILabel(
            pygame.Rect(6, 38, w - 44, 22),
            tr(self.lang, "ui.export.progress", done=0, total=total),
            manager,
            container=self.window,
        )
        self.cancel_button = UIButton(
            pygame.Rect(w - 38 - 90, 66, 90, 28), "epicycles.ui.export.cancel", manager, container=self.window
        )
        self._shown = ""

    def show(self, done: int, seconds_left: float | None, writing: bool = False) -> None:
        """Frames done and the time left, or that the file is being written (Cancel can no longer stop it),
        in the window's language (switched meanwhile: the title too)."""
        if self.manager.get_locale() != self.lang:
            self.lang, self._shown = self.manager.get_locale(), ""
            self.window.set_display_title(tr(self.lang, "ui.export.progress_title", name=self.name))
            self.told.tell(self.window)
        if writing and self.cancel_button.is_enabled:
            self.cancel_button.disable()
            self.told.tell(self.cancel_button)
        left = "" if seconds_left is None else tr(self.lang, "ui.export.left", s=f"{seconds_left:.0f}")
        left = tr(self.lang, "ui.export.writing") if writing else left
        text = tr(self.lang, "ui.export.progress", done=done, total=self.total) + left
        if text != self._shown:
            self._shown = text
            self.bar.set_current_progress(float(done))
            self.label.set_text(text)
            self.told.tell(self.bar)  # (the window's frames are calm while it writes: only these change)
            self.told.tell(self.label)

    def process_event(self, event: pygame.event.Event) -> object | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel_button:
            return i.CancelExport()
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            return i.CancelExport()
        return None

    def kill(self) -> None:
        self.window.kill()
