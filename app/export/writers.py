"""Writers for exported files, each whole or not at all: PNG and GIF (Pillow), MP4 (H.264 through the ffmpeg
that imageio-ffmpeg ships) and text. No pygame: frames come in as (height, width, 4) uint8 arrays whose
bytes are blue, green, red and one unused (BGRX), the order a 32-bit pygame surface keeps its pixels in, so
frames reach Pillow and ffmpeg as they were drawn, with no conversion in Python.

Every writer works on a temporary name in the target's own folder and renames it over the target only
when the file is complete (`finish`); `discard` (a cancel or a failure) removes the temporary file, so a
stopped or failed export leaves nothing behind. Failures are OSError with a readable reason.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import tempfile
import threading
from pathlib import Path
from typing import Protocol

import numpy as np
from PIL import Image

from app.config import EXPORT_QUALITY, MP4_QUALITY
from app.export.ffmpeg import use_bundled_ffmpeg

GIF_COLOURS = 255  # one palette for the whole clip (no flicker between frames); index 255 spare
UMASK = os.umask(0o022)
os.umask(UMASK)  # read once at import (reading it means setting it)
FFMPEG_PIXELS = "bgr0"  # BGRX as ffmpeg names it
QUEUED_FRAMES = 2  # frames drawn ahead of the encoder: drawing the next overlaps sending this one


class FrameWriter(Protocol):
    path: Path

    def add(self, frame: np.ndarray) -> None: ...
    def finish(self) -> int: ...
    def discard(self) -> None: ...


class TempFile:
    """A temporary name beside `path` (same folder, so the final rename is atomic)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        fd, temp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=f"{path.suffix}.part", dir=path.parent)
        # As an ordinary new file would be, not mkstemp's private 0600 (Windows has no fchmod).
        with contextlib.suppress(AttributeError, OSError):
            os.fchmod(fd, 0o666 & ~UMASK)
        os.close(fd)
        self.temp = Path(temp)

    def commit(self) -> int:
        """Rename the finished file over the target; its size in bytes."""
        size = self.temp.stat().st_size
        os.replace(self.temp, self.path)
        return size

    def discard(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.temp)


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


class PngWriter:
    """One frame as a PNG."""

    def __init__(self, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY) -> None:
        self.path = path
        self._frame: np.ndarray | None = None

    def add(self, frame: np.ndarray) -> None:
        self._frame = frame

    def finish(self) -> int:
        if self._frame is None:
            raise OSError("no frame to write")
        temp = TempFile(self.path)
        try:
            rgb_image(self._frame).save(temp.temp, "PNG", optimize=False)
            return temp.commit()
        finally:
            temp.discard()

    def discard(self) -> None:
        self._frame = None


class GifWriter:
    """A looping GIF: one adaptive palette from the first frame, every frame mapped to it without dithering
    (antialiased lines stay clean and frames differ only where something moved, which GIF stores small)."""

    def __init__(self, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY) -> None:
        self.path = path
        self.duration_ms = max(20, round(1000 / fps / 10) * 10)  # GIF counts in hundredths of a second
        self._palette: Image.Image | None = None
        self._frames: list[Image.Image] = []

    def add(self, frame: np.ndarray) -> None:
        image = rgb_image(frame)
        if self._palette is None:
            self._palette = image.quantize(GIF_COLOURS, method=Image.Quantize.MEDIANCUT)
        self._frames.append(image.quantize(palette=self._palette, dither=Image.Dither.NONE))

    def finish(self) -> int:
        if not self._frames:
            raise OSError("no frames to write")
        temp = TempFile(self.path)
        try:
            first, *rest = self._frames
            first.save(
                temp.temp,
                "GIF",
                save_all=True,
                append_images=rest,
                duration=self.duration_ms,
                loop=0,
                disposal=1,
            )
            return temp.commit()
        finally:
            temp.discard()
            self._frames = []

    def discard(self) -> None:
        self._frames = []


class Mp4Writer:
    """H.264 (yuv420p, so it plays everywhere) streamed to ffmpeg as the frames' own BGRX bytes. A thread
    sends them, so the next frame is drawn while ffmpeg takes this one; `quality` picks x264's preset and
    crf (config.MP4_QUALITY)."""

    def __init__(self, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY) -> None:
        import imageio_ffmpeg  # finds the ffmpeg binary it ships (bundled in the executable too)

        use_bundled_ffmpeg()
        preset, crf = MP4_QUALITY[quality]
        self.path = path
        self._temp = TempFile(path)
        self._pipe = imageio_ffmpeg.write_frames(
            str(self._temp.temp),
            size,
            fps=fps,
            codec="libx264",
            pix_fmt_in=FFMPEG_PIXELS,
            quality=None,
            macro_block_size=1,
            ffmpeg_log_level="error",
            output_params=["-preset", preset, "-crf", str(crf), "-f", "mp4", "-movflags", "+faststart"],
        )
        try:
            self._pipe.send(None)  # starts ffmpeg
        except (OSError, RuntimeError) as exc:
            self._temp.discard()
            raise OSError(f"cannot start ffmpeg: {exc}") from None
        self._frames: queue.Queue[np.ndarray | None] = queue.Queue(QUEUED_FRAMES)
        self._failure: str | None = None
        self._sender = threading.Thread(target=self._send, name="mp4-frames", daemon=True)
        self._sender.start()

    def _send(self) -> None:
        """Hand queued frames to ffmpeg until the end marker; the first failure is kept for `add`."""
        while (frame := self._frames.get()) is not None:
            if self._failure is None:
                try:
                    self._pipe.send(frame)
                except (OSError, RuntimeError, ValueError) as exc:
                    self._failure = _first_line(exc)

    def _stop_sending(self) -> None:
        if self._sender.is_alive():
            self._frames.put(None)
            self._sender.join()

    def add(self, frame: np.ndarray) -> None:
        if self._failure is not None:
            self.discard()
            raise OSError(f"ffmpeg stopped: {self._failure}")
        self._frames.put(np.ascontiguousarray(frame))

    def finish(self) -> int:
        try:
            self._stop_sending()
            if self._failure is not None:
                raise OSError(f"ffmpeg stopped: {self._failure}")
            self._pipe.close()
            if not self._temp.temp.stat().st_size:
                raise OSError("ffmpeg wrote nothing")
            return self._temp.commit()
        except (RuntimeError, ValueError) as exc:
            raise OSError(f"ffmpeg failed: {_first_line(exc)}") from None
        finally:
            self._temp.discard()

    def discard(self) -> None:
        self._failure = self._failure or "cancelled"  # frames still queued are dropped, not sent
        self._stop_sending()
        log = logging.getLogger("imageio_ffmpeg")  # its "no frames written" warning: we know, it goes
        quiet, log.disabled = log.disabled, True
        try:
            with contextlib.suppress(Exception):  # ffmpeg may already be gone; the temporary file goes anyway
                self._pipe.close()
        finally:
            log.disabled = quiet
        self._temp.discard()


def rgb_image(frame: np.ndarray) -> Image.Image:
    """A BGRX frame as a Pillow RGB image (Pillow reorders the bytes in C)."""
    h, w = frame.shape[:2]
    return Image.frombuffer("RGB", (w, h), np.ascontiguousarray(frame), "raw", "BGRX", 0, 1)


WRITERS: dict[str, type] = {"png": PngWriter, "gif": GifWriter, "mp4": Mp4Writer}


def frame_writer(
    kind: str, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY
) -> FrameWriter:
    """The writer for a format ("png", "gif", "mp4"); OSError if it cannot start."""
    return WRITERS[kind](path, size, fps, quality)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else exc.__class__.__name__
