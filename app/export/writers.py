"""Writers for exported files, each whole or not at all: PNG and GIF (Pillow), MP4 (H.264 through the ffmpeg
that imageio-ffmpeg ships) and text. No pygame: frames come in as (height, width, 4) uint8 arrays whose
bytes are blue, green, red and one unused (BGRX), the order a 32-bit pygame surface keeps its pixels in, so
frames reach Pillow and ffmpeg as they were drawn, with no conversion in Python.

Every writer makes a temporary file in the target's own folder as it starts (a folder that takes no file
fails the export before a frame is drawn) and renames it over the target only when the file is complete
(`finish`); `discard` (a cancel or a failure) removes the temporary file, so a
stopped or failed export leaves nothing behind. Failures are OSError with a readable reason.
"""

from __future__ import annotations

import contextlib
import os
import queue
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Protocol

import numpy as np

from app.config import EXPORT_QUALITY, MP4_QUALITY
from app.errors import OS_REASONS, Problem, SaidOSError, WriteError, os_reason, refusal_in
from app.export.ffmpeg import encode_command
from app.export.pictures import GifWriter, PngWriter
from app.export.pipe_feed import PipeFeed
from app.export.temp_file import TempFile

HELD_FRAMES = 2  # frames an MP4 writer holds unwritten: one being written, one waiting while one is drawn
FINISH_SECONDS = 60  # ffmpeg's last frames and the moov atom, after the last frame is sent
# ffmpeg in its own process group: a Ctrl+C in the terminal reaches the app, which stops it cleanly itself.
QUIET: dict = (
    {"creationflags": subprocess.CREATE_NO_WINDOW} if sys.platform == "win32" else {"start_new_session": True}
)


class FrameWriter(Protocol):
    path: Path
    held: int  # frames it keeps referring to after `add` returns (their memory must wait to be drawn on)
    samples: int  # frames spread over the clip it wants to see (`sample`) before the first `add` (a GIF's)

    def ready(self) -> bool: ...  # add would not wait (for an encoder still busy with earlier frames)
    def sample(self, frame: np.ndarray) -> None: ...
    def add(self, frame: np.ndarray) -> None: ...
    def finish(self) -> int: ...
    def discard(self) -> None: ...


def write_text(path: Path, text: str) -> int:
    """Write text (UTF-8) whole or not at all; its size in bytes."""
    temp = TempFile(path)
    try:
        with open(temp.temp, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        return temp.commit()
    finally:
        temp.discard()


class Mp4Writer:
    """H.264 from ffmpeg, fed the frames' own BGRX bytes through its stdin (app/export/pipe_feed.py: with no
    copy where the system allows): a thread writes them (the write lets go of the GIL), so the next frame
    is drawn while ffmpeg takes this one. `quality` picks x264's preset and crf (config.MP4_QUALITY).
    At most HELD_FRAMES frames wait unwritten; a frame's memory may be drawn on again once `add` has been
    called `held` more times (one more than that when its pages may still lie in the pipe)."""

    samples = 0

    def __init__(self, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY) -> None:
        preset, crf = MP4_QUALITY[quality]
        self.path = path
        self._temp = TempFile(path)
        self._log = tempfile.TemporaryFile()  # noqa: SIM115 (closed in _end) what ffmpeg says; a pipe could stall it
        try:
            command = encode_command("-", size, fps, preset, crf, str(self._temp.temp))
            self._process = subprocess.Popen(
                command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=self._log, **QUIET
            )
        except OSError as exc:
            self._temp.discard()
            self._log.close()
            raise WriteError("ffmpeg_start", reason=os_reason(exc)) from None
        assert self._process.stdin is not None
        self._stdin = self._process.stdin
        self._feed = PipeFeed(self._stdin, size[0] * size[1] * 4)
        self.held = HELD_FRAMES + self._feed.held_after
        self._slots = threading.Semaphore(HELD_FRAMES)
        self._frames: queue.SimpleQueue[np.ndarray | None] = queue.SimpleQueue()
        self._failure: str | Problem | None = None  # ffmpeg's words, else why the pipe refused
        self._sender = threading.Thread(target=self._send, name="mp4-frames", daemon=True)
        self._sender.start()

    def _send(self) -> None:
        """Write queued frames to ffmpeg until the end marker; the first failure is kept for `add`. A frame's
        slot is given back only once nothing here refers to it."""
        while (frame := self._frames.get()) is not None:
            if self._failure is None:
                try:
                    self._feed.write(frame)
                except (OSError, ValueError) as exc:
                    self._failure = self._ffmpeg_said() or (
                        os_reason(exc) if isinstance(exc, OSError) else _first_line(exc)
                    )
            del frame
            self._slots.release()

    def _stop_sending(self) -> None:
        if self._sender.is_alive():
            self._frames.put(None)
            self._sender.join()

    def _ffmpeg_said(self) -> str:
        """ffmpeg's first line of complaint so far ("" if none)."""
        with contextlib.suppress(OSError, ValueError):
            self._log.seek(0)
            lines = self._log.read(4096).decode("utf-8", "replace").strip().splitlines()
            return lines[0] if lines else ""
        return ""

    def ready(self) -> bool:
        """A slot is free (or ffmpeg has failed, which add then says at once): add would not wait."""
        if self._failure is not None:
            return True
        if not self._slots.acquire(blocking=False):
            return False
        self._slots.release()  # (only add takes slots: it will find this one free)
        return True

    def sample(self, frame: np.ndarray) -> None:
        pass  # (samples = 0: never asked)

    def add(self, frame: np.ndarray) -> None:
        if self._failure is not None:
            failure = self._failure
            self.discard()
            raise _ffmpeg_error("ffmpeg_stopped", failure)
        data = np.ascontiguousarray(frame)  # the frame itself unless its rows are padded
        self._slots.acquire()
        self._frames.put(data)

    def finish(self) -> int:
        try:
            self._stop_sending()
            if self._failure is not None:
                raise _ffmpeg_error("ffmpeg_stopped", self._failure)
            with contextlib.suppress(OSError):  # it went before reading all: its own words say why
                self._stdin.close()
            try:
                code = self._process.wait(FINISH_SECONDS)
            except subprocess.TimeoutExpired:
                raise WriteError("ffmpeg_slow", s=FINISH_SECONDS) from None
            if code != 0:
                raise _ffmpeg_error("ffmpeg_failed", self._ffmpeg_said() or f"exit status {code}")
            if not self._temp.temp.stat().st_size:
                raise WriteError("ffmpeg_nothing")
            return self._temp.commit()
        finally:
            self._end()

    def discard(self) -> None:
        self._failure = self._failure or "cancelled"  # frames still queued are dropped, not written
        self._kill()  # first: a frame being written then fails at once instead of finishing
        self._stop_sending()
        self._end()

    def _kill(self) -> None:
        if self._process.poll() is None:
            self._process.kill()

    def _end(self) -> None:
        """ffmpeg gone (killed if it is still there), the temporary file removed."""
        with contextlib.suppress(OSError, ValueError):
            self._stdin.close()
        self._kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._process.wait(FINISH_SECONDS)
        self._log.close()
        self._temp.discard()


WRITERS: dict[str, type] = {"png": PngWriter, "gif": GifWriter, "mp4": Mp4Writer}


def frame_writer(
    kind: str, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY
) -> FrameWriter:
    """The writer for a format ("png", "gif", "mp4"); OSError if it cannot start."""
    return WRITERS[kind](path, size, fps, quality)


def _ffmpeg_error(key: str, said: str | Problem) -> OSError:
    """Why ffmpeg stopped: a full, read-only or forbidden disk in the catalogue's words, as a GIF's is (it
    said "ffmpeg stopped: av_interleaved_write_frame(): No space left on device."); else ffmpeg's own."""
    code = refusal_in(said) if isinstance(said, str) else None
    if code is None:
        return WriteError(key, said=said)
    return SaidOSError(code, Problem(f"problem.os.{OS_REASONS[code]}"))


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else exc.__class__.__name__
