"""The window's side of exporting: the dialog, the progress window, the job between turns of the loop,
and the clipboard. Every outcome is an intent the loop submits (the status line comes from `apply`).

A job renders frames from a snapshot of the state in the time a turn of the loop has left after the
window's own work (at most EXPORT_SLICE_SECONDS), and never waits for ffmpeg there, so the live window
keeps its frame rate; one export at a time.
"""

from __future__ import annotations

import dataclasses
import html
import time

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton
from pygame_gui.windows import UIConfirmationDialog

from app import config
from app.errors import Problem
from app.export.ffmpeg import prepare_in_background
from app.geometry.layout import Layout
from app.i18n import tr
from app.model import intents as i
from app.model.export_request import Choices, ExportRequest, snapshot
from app.model.state import AppState
from app.text import name_span
from app.ui.dialogs.question import fit_to_words, out_from_under, question
from app.ui.export.export_dialog import ExportDialog
from app.ui.export.export_job import ExportJob, clipboard_text
from app.ui.export.export_progress import ExportProgress
from app.ui.export.export_quit import QuitAsked
from app.ui.fonts import Fonts
from app.ui.window.focus import give_keys
from app.ui.window.shown import Told

REPLACE_SIZE = (440, 200)  # the question whether to replace a file (at scale 1: the windows enlarge it)


class Exporting:
    """The Export dialog, at most one job, and its progress window."""

    def __init__(
        self, manager: pygame_gui.UIManager, presets: list[tuple[str, str]], fonts: Fonts, told: Told
    ) -> None:
        self.manager = manager
        self.told = told  # the progress window says what it shows anew (the painter finishes its widgets)
        self.presets = presets
        self.fonts = fonts  # the window's: a film's words are drawn as the window's are
        self.dialog: ExportDialog | None = None
        self.progress: ExportProgress | None = None
        self.job: ExportJob | None = None
        self.choices: Choices | None = None  # the dialog's fields of the job, kept once it is written
        self.elsewhere = ""  # the job's folder, when not the one the dialog offered (its line says it)
        self.replacing: tuple[UIConfirmationDialog, ExportRequest, Choices | None] | None = None
        self.quit = QuitAsked(manager)  # whether to stop the film and quit, asked; or to quit once written
        self.unfitted: UIConfirmationDialog | None = None  # a question asked, not yet as tall as its words
        self.slice_s = 0.0  # what the last step took (the loop tells its own work from it)

    @property
    def busy(self) -> bool:
        return self.job is not None

    @property
    def quitting(self) -> UIConfirmationDialog | None:
        """The question whether to stop the film and quit, if open."""
        return self.quit.question

    def dialogs(self) -> list[tuple[UIElement | None, UIButton | None]]:
        """The dialog and the question whether to replace a file, each (its window, the button Enter presses):
        Replace?'s is Cancel, as Delete…'s is (a second Enter, hurried, replaced the file unread)."""
        dialog, asked = self.dialog, self.replacing and self.replacing[0]
        return [
            (dialog and dialog.window, dialog and dialog.export_button),
            (asked, asked and asked.cancel_button),
        ]

    def progress_window(self) -> object | None:
        """The progress window, if open: the one window that needs no pygame_gui update in calm frames
        (WindowManager.watched)."""
        return None if self.progress is None else self.progress.window

    def command(self, intent: i.WindowCommand, state: AppState, layout: Layout) -> list[object]:
        """The window commands of exports and the clipboard; each result comes back as an intent."""
        result: object | None = None
        if isinstance(intent, i.OpenExportDialog):
            # (also while a film is made: what is typed at once is the next file's name, not shortcuts)
            if self.dialog is None:
                prepare_in_background()
                self.dialog = ExportDialog(self.manager, layout.size, state, state.export_choices)
                self.back_to_the_name()  # (what one types first goes over the last name)
        elif isinstance(intent, i.StartExport):
            return self.start(state, intent.request, layout, intent.choices, intent.replace)  # type: ignore[arg-type]
        elif isinstance(intent, i.CancelExport):
            result = self.cancel_asked()
        elif isinstance(intent, i.CloseWindow):
            return self.close_window(layout.size)
        elif isinstance(intent, i.CopyTable):
            result = self.copy(state, intent.what)
        else:
            raise TypeError(f"no window handles {intent!r}")
        return [] if result is None else [result]

    def close_window(self, screen: tuple[int, int]) -> list[object]:
        """Quit, but first ask whether to, while frames are still being made: quitting stops the film and
        leaves no file. Once they are all made, the window closes by itself when the file is written
        (export_quit.py)."""
        if self.job is None:
            return [i.Quit()]
        if self.job.finishing:
            return [self.quit.once_written(self.job.request.path.name)]
        self.unfitted = self.quit.ask(self.job.request.path.name, screen) or self.unfitted
        return []

    def place_question(self, screen: tuple[int, int], gap: int) -> None:
        """A question just asked made as tall as its words, once the UI scale has enlarged it (an empty band
        lay between them and the buttons); the question whether to quit, once at its size, below the
        progress window, and that window below Export… opened during the film (under either it hid how far
        the film has come, which the answer hangs on)."""
        if self.unfitted is not None and self.unfitted.alive():
            fit_to_words(self.unfitted, screen)
        self.unfitted = None
        if self.progress is not None and self.quitting is not None:
            out_from_under(self.quitting, self.progress.window, screen, gap)
        if self.progress is not None and self.dialog is not None:  # (it hid the progress whole)
            out_from_under(self.progress.window, self.dialog.window, screen, gap)

    def close_dialog(self) -> bool:
        """Close the question whether to quit, else whether to replace a file, else the dialog, if open
        (Esc, Cancel); whether one was."""
        if self.quit.close():
            return True
        if self.replacing is not None:
            self.replacing[0].kill()
            self.back_to_the_name()
            return True
        if self.dialog is None:
            return False
        self.dialog.kill()
        self.dialog = None
        return True

    def give_up(self) -> list[object]:
        """Esc or Cancel: close what close_dialog closes; the dialog given up takes its refusal with it (a
        red "Could not export x.png" stayed under the windows opened after)."""
        dialog = self.quitting is None and self.replacing is None and self.dialog is not None
        self.close_dialog()
        return [i.GivenUp("export")] if dialog else []

    def back_to_the_name(self) -> None:
        """The dialog's file name takes the keys, its name chosen (the dialog opened, or the file is not to
        be replaced)."""
        self.replacing = None
        if self.dialog is not None:
            give_keys(self.manager, self.dialog.window, self.dialog.fields["path"], name_span)

    def process_event(self, event: pygame.event.Event, layout: Layout) -> object | None:
        """An intent from the dialog's or the progress window's buttons; None if the event is not theirs."""
        if self.progress is not None:
            intent = self.progress.process_event(event)
            if intent is not None:
                return intent
        if self.quitting is not None and getattr(event, "ui_element", None) is self.quitting:
            job = self.job
            name = "" if job is None else job.request.path.name
            return self.quit.answered(event, name, job is not None and job.finishing)
        if self.replacing is not None and getattr(event, "ui_element", None) is self.replacing[0]:
            _, request, choices = self.replacing
            if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED:
                self.replacing = None
                return i.StartExport(request, choices, replace=True)
            if event.type == pygame_gui.UI_WINDOW_CLOSE:  # (its Cancel or its ×)
                self.back_to_the_name()
            return None
        if self.dialog is not None:
            if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog.window:
                self.dialog = None
                return i.GivenUp("export")  # (its ×, as Esc)
            return self.dialog.process_event(event, part_sizes(layout))
        return None

    def start(
        self,
        state: AppState,
        request: ExportRequest,
        layout: Layout,
        choices: Choices | None = None,
        replace: bool = False,
    ) -> list[object]:
        """Begin an export from a snapshot of the state: a table at once (its result), frames later. The
        dialog's choices, if given, go to the state as a film starts or a file is written (the next dialog,
        and the next run, open with them; one refused before it began is not kept). From the dialog, a file
        already there is replaced only once the user says so (`replace`): until then the dialog stays, with
        the question over it; as it does when the file cannot be made."""
        offered = None if self.dialog is None else self.dialog.folder()
        if choices is not None and not replace and self.job is None and request.path.exists():
            if self.replacing is None:  # (two Enters in one frame asked twice: one was left unheard)
                self._ask_to_replace(request, choices, layout.size)
            return []
        if self.job is not None:  # one at a time: the dialog stays, its name kept for when this one is done
            self.back_to_the_name()
            running = Problem("problem.export.running")
            return [i.ExportFailed(request.path.name, str(running), running)]
        job = ExportJob(snapshot(state), request, self.fonts, self.presets)
        if job.finished and choices is not None and isinstance(job.result, i.ExportFailed):
            if self.dialog is not None:
                self.dialog.write_failed(request.path, job.result.reason)
            self.back_to_the_name()  # a file that cannot be made: the dialog stays, its name to be mended
            return [job.result]  # (it closed, and what was typed next went to the window's shortcuts)
        self.close_dialog()
        self.job, self.choices = job, choices
        folder = request.path.parent
        self.elsewhere = "" if offered is None or folder == offered else str(folder)
        if self.job.finished:
            return [self.finish()]
        name, total = request.path.name, self.job.total
        self.progress = ExportProgress(self.manager, layout.size, name, total, self.told)
        # (the line said how the last export ended, cancelled say; the choices are kept, cancelled or not)
        return [i.ExportStarted(name, total, choices)]

    def _ask_to_replace(self, request: ExportRequest, choices: Choices, screen: tuple[int, int]) -> None:
        name, folder = html.escape(request.path.name), html.escape(str(request.path.parent))

        def words(lang: str) -> str:
            return tr(lang, "ui.export.replace_text", name=name, folder=folder)

        title, action = "epicycles.ui.export.replace_title", "epicycles.ui.export.replace"
        asked = self.unfitted = question(self.manager, screen, REPLACE_SIZE, words, title, action)
        self.replacing = (asked, request, choices)

    def step(self, own_s: float = 0.0) -> list[object]:
        """One slice of the running job, in what is left of a frame at config.FPS after own_s seconds of
        the window's own work (its last frame's, less the slice); its result intent once it ends, and
        Quit after it if the user asked to quit meanwhile and the film was written (a failed one is
        said, and the window stays: the question only closes)."""
        self.slice_s = 0.0
        if self.job is None:
            return []
        left = 1 / config.FPS - own_s - config.EXPORT_MARGIN_SECONDS
        started = time.perf_counter()
        result = self.job.step(min(config.EXPORT_SLICE_SECONDS, max(0.0, left)), wait=False)
        self.slice_s = time.perf_counter() - started
        if result is not None:
            asked = self.quit.wanted()
            result = self.finish()
            return [result, i.Quit()] if asked and isinstance(result, i.Exported) else [result]
        if self.job.finishing:
            self.quit.now_saving(self.job.request.path.name)
        assert self.progress is not None
        self.progress.show(self.job.done, self.job.seconds_left(), self.job.finishing)
        return []

    def cancel_asked(self) -> object | None:
        """Esc, or the progress window's Cancel or ×: the export stopped, unless every frame is in: then the
        file is being completed off the loop, and the line says it is too late (the loop waited for it
        there, frozen for the seconds the largest GIF takes to encode)."""
        if self.job is not None and self.job.finishing:
            return i.ExportTooLate(self.job.request.path.name)
        return self.cancel()

    def cancel(self) -> object | None:
        """Stop the export now (the window closing: a file with every frame in is waited for)."""
        if self.job is None:
            return None
        self.job.cancel()
        return self.finish()

    def finish(self) -> object | None:
        assert self.job is not None
        result = self.job.result
        if isinstance(result, i.Exported) and self.choices is not None:
            result = dataclasses.replace(result, choices=self.choices, folder=self.elsewhere)
        self.job, self.choices = None, None
        self.quit.close()  # nothing left to stop (step quits if the film was written)
        self.quit.when_written = False
        if self.progress is not None:
            self.progress.kill()
            self.progress = None
        return result

    @staticmethod
    def copy(state: AppState, what: str) -> object:
        """Put a table on the clipboard as tab-separated text; Copied or CopyFailed."""
        text = clipboard_text(state, what)
        try:
            pygame.scrap.put_text(text)
        except pygame.error as exc:
            return i.CopyFailed(str(exc))
        label = "status.clipboard.rope" if what == "rope" else "status.clipboard.coefficients"
        return i.Copied(label, text.count("\n") - 1)


def part_sizes(layout: Layout) -> dict[str, tuple[int, int]]:
    """Each exportable part's size on screen now (the dialog's "As on screen")."""
    return {"canvas": layout.canvas[2:], "rope": layout.panel[2:], "window": layout.size}  # type: ignore[dict-item]
