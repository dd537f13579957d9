"""One export run: frames rendered a slice at a time and fed to a writer, or a table written at once
(a table's job is finished as soon as it is made).

The window calls `step` once a turn of its loop with a few milliseconds to spend, so it stays responsive;
the command line calls it until done. Whatever ends the run (done, cancel, failure), the result is an
intent for `apply` (the status line says what happened), and a stopped run leaves no file.

The file itself is completed (the GIF encoded, ffmpeg's last frames and index written: up to half a
second) in a thread of its own when the window steps the job (Pillow and the wait for ffmpeg let go of
the GIL), so the window's last frames are not held up; a Cancel then comes too late to stop it: the
window says so and goes on (`cancel`, as the window closes, waits for the file, reported as saved).
"""

from __future__ import annotations

import threading
import time

import numpy as np

from app.errors import os_problem
from app.export.tables import (
    coefficients_json,
    coefficients_table,
    rope_json,
    rope_table,
    shown_table,
)
from app.export.writers import FrameWriter, frame_writer, write_text
from app.model import intents as i
from app.model.export_request import DATA, ExportRequest
from app.model.state import AppState
from app.ui.export.export_frames import FrameRenderer
from app.ui.fonts import Fonts


def table_text(state: AppState, what: str, sep: str = ",") -> str:
    """The canvas' coefficients ("canvas", "window") or the RoPE score curve ("rope") as a table."""
    if what == "rope":
        return rope_table(*_rope_curve(state), sep)
    return coefficients_table(state.epicycles.chain, sep)


def _rope_curve(state: AppState) -> tuple[np.ndarray, np.ndarray, float | None]:
    """The panel's plotted Δ, their scores and the reach the ratio divides by (None: no length)."""
    r = state.rope
    return np.arange(r.lo, r.hi + 1), r.curve, r.reach if r.has_ratio else None


def clipboard_text(state: AppState, what: str) -> str:
    """What Copy puts on the clipboard: the score curve tab-separated, or the coefficients as the inspector
    shows them (arg in degrees, no float noise)."""
    return table_text(state, what, "\t") if what == "rope" else shown_table(state.epicycles.chain)


def write_data(state: AppState, request: ExportRequest) -> object:
    """Write a CSV or JSON table; Exported or ExportFailed."""
    e = state.epicycles
    if request.format == "json" and request.view == "rope":  # (the curve, as its CSV: it was refused)
        deltas, scores, reach = _rope_curve(state)
        text, rows = rope_json(deltas, scores, reach), len(deltas)
    elif request.format == "json":
        text = coefficients_json(e.chain, e.max_arrows, e.curve.title)
        rows = len(e.chain)
    else:
        text = table_text(state, request.view)
        rows = text.count("\n") - 1
    try:
        there = request.path.exists()
        size = write_text(request.path, text)
    except OSError as exc:
        return failed(request, exc)
    return i.Exported(request.path.name, rows, size, "rows", replaced=there)


def failed(request: ExportRequest, exc: OSError) -> i.ExportFailed:
    return i.ExportFailed(request.path.name, str(exc.strerror or exc), os_problem(exc))


def spread(total: int, count: int) -> list[int]:
    """Up to `count` frames spread over a clip of `total` after its first, the last among them."""
    return sorted({(total - 1) * k // count for k in range(1, count + 1)} - {0})


class ExportJob:
    """Render and write the frames of one request from a snapshot of the state."""

    def __init__(
        self,
        state: AppState,
        request: ExportRequest,
        fonts: Fonts,
        presets: list[tuple[str, str]] | None = None,
    ):
        self.request = request
        self.done = 0
        self.result: object | None = None
        self.started = time.perf_counter()
        self.drawing_s = 0.0  # spent drawing and handing over frames (the window's turns in between not)
        self.writer: FrameWriter | None = None
        self._finishing: threading.Thread | None = None  # the writer completing the file (the window's)
        self._finished: object | None = None  # what the thread ended with: the result, or what it raised
        if request.format in DATA:  # a table: written at once
            self.result = write_data(state, request)
            return
        try:
            self.writer = frame_writer(
                request.format, request.path, request.size, request.fps, request.quality
            )
        except OSError as exc:
            self.result = failed(request, exc)
            return
        try:  # a surface for each frame the writer holds unwritten, and one to draw the next on
            self.renderer = FrameRenderer(state, request, fonts, presets, self.writer.held + 1)
        except BaseException:
            self.writer.discard()
            raise
        self._samples = spread(self.total, self.writer.samples)  # drawn for the writer before frame 0

    @property
    def total(self) -> int:
        return self.request.frames if self.request.animated else 1

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def finishing(self) -> bool:
        """Every frame is in; the file is being completed."""
        return self._finishing is not None and self.result is None

    def seconds_left(self) -> float | None:
        """Time left at the pace so far (None before the first frame)."""
        if not self.done:
            return None
        spent = time.perf_counter() - self.started
        return spent / self.done * (self.total - self.done)

    def step(self, budget_seconds: float, wait: bool = True) -> object | None:
        """Render frames for about budget_seconds (at least one); the result intent once finished.
        not wait (the window): no frame while the writer would wait for its encoder, and no frame more once
        the next would, at the pace so far, end past the budget, so that the window's frame is never held
        up (the first one each turn all the same: the export always moves on)."""
        if self.result is not None:
            return self.result
        if self._finishing is not None:
            return self._take_finished(wait)
        assert self.writer is not None
        start = time.perf_counter()
        until = start + budget_seconds
        try:
            while self.done < self.total:
                if not wait and not self.writer.ready():
                    break
                if self._samples:
                    self.writer.sample(self.renderer.frame(self._samples.pop()))
                else:
                    self.writer.add(self.renderer.draw(self.done))
                    self.done += 1
                now = time.perf_counter()
                self.drawing_s += now - start
                start = now
                if now >= until or (not wait and now + self.drawing_s / max(1, self.done) > until):
                    break
        except OSError as exc:
            self.writer.discard()
            self.result = failed(self.request, exc)
        except BaseException:  # a bug or Ctrl+C: still no partial file
            self.writer.discard()
            raise
        if self.done == self.total and self.result is None:
            if wait:
                self._finish()
                return self._take_finished(wait)
            self._finishing = threading.Thread(target=self._finish, name="export-finish")
            self._finishing.start()
        return self.result

    def _finish(self) -> None:
        """Complete the file; keep what that ended with (a result intent, or what it raised)."""
        assert self.writer is not None
        try:
            there = self.request.path.exists()  # (the file is renamed over it as it is finished)
            size = self.writer.finish()
            unit = "frames" if self.request.animated else "frame"
            self._finished = i.Exported(self.request.path.name, self.total, size, unit, replaced=there)
        except OSError as exc:
            self.writer.discard()
            self._finished = failed(self.request, exc)
        except BaseException as exc:  # a bug: raised again in the loop's thread, at its next step
            self.writer.discard()
            self._finished = exc

    def _take_finished(self, wait: bool) -> object | None:
        """The result once the file is complete (None while it is being completed and not wait)."""
        if self._finishing is not None:
            if not wait and self._finishing.is_alive():
                return None
            self._finishing.join()
        if isinstance(self._finished, BaseException):
            raise self._finished
        self.result = self._finished
        return self.result

    def cancel(self) -> object:
        """Stop now; nothing is left on disk (unless every frame was in: the file is completed)."""
        if self._finishing is not None:
            return self._take_finished(wait=True)
        if self.result is None:
            if self.writer is not None:
                self.writer.discard()
            self.result = i.ExportCancelled(self.request.path.name)
        return self.result
