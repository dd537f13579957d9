"""The Model tab's work off the loop: opening a model and running a sentence through it in a thread, with a
progress window and Cancel, while the window keeps drawing.

The job is asked for in the state (ModelState.job); `poll`, once a frame, starts a worker for a new job,
tells a replaced or cancelled one to stop (it looks between layers), and hands back what finished workers
found as intents (ModelRead, ModelFailed) for `apply`. The worker never touches the state.
"""

from __future__ import annotations

import contextlib
import functools
import os
import queue
import sys
import threading
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIProgressBar, UIWindow

from app.i18n import tr
from app.llm.errors import Cancelled, ModelError
from app.model import intents as i
from app.model.model_state import DEMO, ModelJob

WINDOW_SIZE = (420, 150)
WORKER_NICE = 10  # the worker's priority below the window's (Linux)


@functools.lru_cache(maxsize=1)  # the open model: its layers, once dequantized, serve every sentence
def _opened(path: str, stamp: tuple[int, int]) -> object:
    from app.llm.model import Model

    return Model(Path(path))


def open_model(path: str) -> object:
    """The model at path, opened once while the file stays the same (size and time)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise ModelError("unreadable", name=Path(path).name, reason=exc.strerror or exc) from exc
    return _opened(path, (info.st_size, info.st_mtime_ns))


def resolve(path: str) -> str:
    """A job's file: the demo model's when path is DEMO (ModelError saying how to get it if absent)."""
    if path != DEMO:
        return path
    from app.llm.places import demo_model

    found = demo_model()
    if found is None:
        raise ModelError("no_demo")
    return str(found)


def work(job: ModelJob, out: queue.Queue, stop: threading.Event, progress: list[float]) -> None:
    """The whole job: open, run to the layer shown (result "head"), then every layer (result "done")."""
    from app.llm import heads
    from app.model.model_state import pick_heads

    def told(done: int, total: int) -> None:
        progress[0] = done / max(total, 1)

    nicer()
    try:
        model = open_model(resolve(job.path))
        run = heads.start_pass(model, job.text)  # type: ignore[arg-type]
        layers = model.config.layers  # type: ignore[attr-defined]
        run.run_to(min(job.layer, layers - 1), stop.is_set, told)
        out.put(i.ModelRead(job.seq, "head", model, run))
        run.run_to(layers - 1, stop.is_set, told)
        use = heads.usage(run, stop.is_set)
        picks = pick_heads(run, use) if job.picks else None
        out.put(i.ModelRead(job.seq, "done", model, run, use, picks))
    except Cancelled:
        pass
    except ModelError as exc:
        out.put(i.ModelFailed(job.seq, exc))
    except (OSError, MemoryError, ValueError) as exc:  # a file that fails in a way the reader did not foresee
        out.put(i.ModelFailed(job.seq, ModelError("unreadable", name=Path(job.path).name, reason=str(exc))))


def nicer() -> None:
    """This thread gives way to the window's: on Linux a thread has a nice value of its own (elsewhere the
    call fails or would lower the whole process, and is left alone)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), WORKER_NICE)


class ModelWork:
    """The worker of the job under way and its progress window."""

    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self.manager = manager
        self.job: ModelJob | None = None
        self.results: queue.Queue = queue.Queue()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.progress = [0.0]
        self.window: UIWindow | None = None
        self.cancel: UIButton | None = None
        self._bar: UIProgressBar | None = None

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def poll(self, asked: ModelJob | None, panel: pygame.Rect, lang: str) -> list[object]:
        """Start, stop and report (see the module's docstring); the progress window shows while a job is
        asked for."""
        if asked != self.job:
            self._stop.set()  # the old worker stops at its next layer; what it still sends is dropped
            self.job = asked
            if asked is not None:
                self._stop = threading.Event()
                self.progress = [0.0]
                args = (asked, self.results, self._stop, self.progress)
                self._thread = threading.Thread(target=work, args=args, daemon=True, name="model-work")
                self._thread.start()
        self._show(asked, panel, lang)
        found = []
        while True:
            try:
                found.append(self.results.get_nowait())
            except queue.Empty:
                return found

    def wait(self, timeout: float) -> None:
        """Block until the worker ends (tests and the benchmark, never the loop)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _show(self, job: ModelJob | None, panel: pygame.Rect, lang: str) -> None:
        if job is None:
            if self.window is not None:
                self.window.kill()
                self.window = self.cancel = self._bar = None
            return
        if self.window is None:
            w, h = WINDOW_SIZE
            rect = pygame.Rect(panel.centerx - w // 2, panel.centery - h // 2, w, h)
            self.window = UIWindow(rect, self.manager, tr(lang, "model.progress_title"), resizable=False)
            inner = self.window.get_container()
            UILabel(
                pygame.Rect(10, 6, w - 50, 24), tr(lang, "model.progress", name=job.name), self.manager, inner
            )
            self._bar = UIProgressBar(pygame.Rect(10, 34, w - 50, 22), self.manager, inner)
            self.cancel = UIButton(
                pygame.Rect(w - 140, 64, 100, 28), tr(lang, "model.cancel"), self.manager, inner
            )
        if self._bar is not None:
            self._bar.set_current_progress(100 * self.progress[0])
