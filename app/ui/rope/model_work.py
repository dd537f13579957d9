"""The Model tab's work off the loop: opening a model and running a sentence through it in the model's
process (app/llm/worker), with a progress window and Cancel, while the window keeps drawing.

The job is asked for in the state (ModelState.job); `poll`, once a frame, asks the process for a new job,
tells it to stop a replaced or cancelled one (it looks between layers), and hands back what the process
sent as intents (ModelRead, ModelFailed) for `apply`. The layers that follow the one shown are added to
the pass the state holds as they come, so a layer becomes choosable as soon as it is read.
"""

from __future__ import annotations

import queue

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIProgressBar, UIWindow

from app.geometry.units import UNSCALED
from app.i18n import tr
from app.llm.worker import ModelProcess
from app.model import intents as i
from app.model.model_state import ModelJob, shown_name
from app.model.readouts import percent
from app.ui.fonts import Fonts
from app.ui.window.window_scale import built_at_scale_one, scale_window

WINDOW_SIZE = (420, 150)
WINDOW_ID = "#model_progress"  # (the lesson box keeps it off the step's words: LessonBox.uncover)


class ModelWork:
    """The job under way in the model's process, and its progress window."""

    def __init__(
        self, manager: pygame_gui.UIManager, process: ModelProcess | None = None, fonts: Fonts | None = None
    ) -> None:
        self.manager, self.fonts = manager, fonts  # the window's: its scale is the UI scale
        self.process = process or ModelProcess()
        self.job: ModelJob | None = None
        self.results: queue.Queue = queue.Queue()  # the models found in the usual folders (model_tab)
        self.progress = 0.0
        self._held: object | None = None  # the pass of the job under way, once its first layers came
        self._lang = ""
        self.window: UIWindow | None = None
        self.cancel: UIButton | None = None
        self._bar: UIProgressBar | None = None

    @property
    def busy(self) -> bool:
        """The process is still on a job (a cancelled one included, until it has stopped)."""
        return self.process.at_work is not None

    def poll(self, asked: ModelJob | None, panel: pygame.Rect, lang: str) -> list[object]:
        """Ask, stop and report (see the module's docstring); the progress window shows while a job is
        asked for."""
        if asked != self.job:
            self.job, self._held, self.progress = asked, None, 0.0
            if asked is None:
                self.process.stop()
            else:
                self.process.ask(asked.path, asked.text, asked.layer, asked.picks)
        found: list[object] = []
        for kind, value in self.process.results():
            found.extend(self._taken(kind, value))
        self._show(asked, panel, lang)
        while True:
            try:
                found.append(self.results.get_nowait())
            except queue.Empty:
                return found

    def _taken(self, kind: str, value: object) -> list[object]:
        job = self.job
        if job is None:  # what a job stopped meanwhile still sent: nobody asks for it now
            return []
        if kind == "progress":
            self.progress = float(value)  # type: ignore[arg-type]
        elif kind == "head":
            self._held = value
            self.progress = len(value.traces) / value.model.config.layers  # type: ignore[attr-defined]
            return [i.ModelRead(job.seq, "head", value.model, value)]  # type: ignore[attr-defined]
        elif kind == "layer" and self._held is not None:
            held = self._held
            held.traces.append(value)  # type: ignore[attr-defined]
            self.progress = len(held.traces) / held.model.config.layers  # type: ignore[attr-defined]
        elif kind == "done" and self._held is not None:
            use, picks = value  # type: ignore[misc]
            return [i.ModelRead(job.seq, "done", self._held.model, self._held, use, picks)]  # type: ignore[attr-defined]
        elif kind == "failed":
            return [i.ModelFailed(job.seq, value)]  # type: ignore[arg-type]
        return []

    def wait(self, timeout: float) -> None:
        """Block until the process sends something or timeout passes (tests and the benchmark only)."""
        self.process.wait(timeout)

    def close(self) -> None:
        """The model's process ends with the window."""
        self.process.close()

    def _show(self, job: ModelJob | None, panel: pygame.Rect, lang: str) -> None:
        if self.window is not None and (job is None or lang != self._lang):
            self.window.kill()  # done, cancelled, or said anew in the language just chosen
            self.window = self.cancel = self._bar = None
        if job is None:
            return
        if self.window is None:
            self._lang = lang
            w, h = WINDOW_SIZE
            rect = pygame.Rect(panel.centerx - w // 2, panel.centery - h // 2, w, h)
            rect.clamp_ip(
                pygame.Rect((0, 0), self.manager.window_resolution)
            )  # (960×600: it ran off the edge)
            ui = self.fonts.scale if self.fonts is not None else UNSCALED
            with built_at_scale_one(ui):
                self.window = UIWindow(
                    rect, self.manager, tr(lang, "model.progress_title"), object_id=WINDOW_ID, resizable=False
                )  # (a dialog opened meanwhile goes over it; the lesson box keeps under it: LessonBox.sync)
                inner = self.window.get_container()
                label = tr(lang, "model.progress", name=shown_name(job.name, job.path, lang))
                UILabel(pygame.Rect(10, 6, w - 50, 24), label, self.manager, inner)
                self._bar = PercentBar(pygame.Rect(10, 34, w - 50, 22), self.manager, inner)
                self.cancel = UIButton(
                    pygame.Rect(w - 140, 64, 100, 28), tr(lang, "model.cancel"), self.manager, inner
                )
            scale_window(self.window, ui, self.manager.window_resolution)
        if self._bar is not None:
            self._bar.set_current_progress(100 * self.progress)


class PercentBar(UIProgressBar):
    """pygame_gui's progress bar in percent ("42 %", "99.6 %" short of the end), not its "42.0/100.0"."""

    def status_text(self) -> str:
        return f"{percent(self.current_progress / 100, 0)} %"  # (not 100 % before it is done)
