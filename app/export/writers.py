"""Writers for exported files, each whole or not at all: PNG and GIF (Pillow), MP4 (H.264 through the ffmpeg
that imageio-ffmpeg ships) and text. No pygame: frames come in as (height, width, 3) uint8 RGB arrays.

Every writer works on a temporary name in the target's own folder and renames it over the target only
when the file is complete (`finish`); `discard` (a cancel or a failure) removes the temporary file, so a
stopped or failed export leaves nothing behind. Failures are OSError with a readable reason.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from pathlib import Path
from typing import Protocol

import numpy as np
from PIL import Image

from app.export.ffmpeg import use_bundled_ffmpeg

GIF_COLOURS = 255  # one palette for the whole clip (no flicker between frames); index 255 spare
UMASK = os.umask(0o022)
os.umask(UMASK)  # read once at import (reading it means setting it)
MP4_QUALITY = 7  # imageio-ffmpeg's 0..10 scale (libx264's crf from it)


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

    def __init__(self, path: Path, size: tuple[int, int], fps: float) -> None:
        self.path = path
        self._frame: np.ndarray | None = None

    def add(self, frame: np.ndarray) -> None:
        self._frame = frame

    def finish(self) -> int:
        if self._frame is None:
            raise OSError("no frame to write")
        temp = TempFile(self.path)
        try:
            Image.fromarray(self._frame).save(temp.temp, "PNG", optimize=False)
            return temp.commit()
        finally:
            temp.discard()

    def discard(self) -> None:
        self._frame = None


class GifWriter:
    """A looping GIF: one adaptive palette from the first frame, every frame mapped to it without dithering
    (antialiased lines stay clean and frames differ only where something moved, which GIF stores small)."""

    def __init__(self, path: Path, size: tuple[int, int], fps: float) -> None:
        self.path = path
        self.duration_ms = max(20, round(1000 / fps / 10) * 10)  # GIF counts in hundredths of a second
        self._palette: Image.Image | None = None
        self._frames: list[Image.Image] = []

    def add(self, frame: np.ndarray) -> None:
        image = Image.fromarray(frame)
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
    """H.264 (yuv420p, so it plays everywhere) streamed to ffmpeg as raw RGB frames."""

    def __init__(self, path: Path, size: tuple[int, int], fps: float) -> None:
        import imageio_ffmpeg  # finds the ffmpeg binary it ships (bundled in the executable too)

        use_bundled_ffmpeg()
        self.path = path
        self._temp = TempFile(path)
        self._pipe = imageio_ffmpeg.write_frames(
            str(self._temp.temp),
            size,
            fps=fps,
            codec="libx264",
            quality=MP4_QUALITY,
            macro_block_size=1,
            ffmpeg_log_level="error",
            output_params=["-f", "mp4", "-movflags", "+faststart"],
        )
        try:
            self._pipe.send(None)  # starts ffmpeg
        except (OSError, RuntimeError) as exc:
            self.discard()
            raise OSError(f"cannot start ffmpeg: {exc}") from None

    def add(self, frame: np.ndarray) -> None:
        try:
            self._pipe.send(np.ascontiguousarray(frame))
        except (OSError, RuntimeError, ValueError) as exc:
            self.discard()
            raise OSError(f"ffmpeg stopped: {_first_line(exc)}") from None

    def finish(self) -> int:
        try:
            self._pipe.close()
            if not self._temp.temp.stat().st_size:
                raise OSError("ffmpeg wrote nothing")
            return self._temp.commit()
        except (RuntimeError, ValueError) as exc:
            raise OSError(f"ffmpeg failed: {_first_line(exc)}") from None
        finally:
            self._temp.discard()

    def discard(self) -> None:
        log = logging.getLogger("imageio_ffmpeg")  # its "no frames written" warning: we know, it goes
        quiet, log.disabled = log.disabled, True
        try:
            with contextlib.suppress(Exception):  # ffmpeg may already be gone; the temporary file goes anyway
                self._pipe.close()
        finally:
            log.disabled = quiet
        self._temp.discard()


WRITERS: dict[str, type] = {"png": PngWriter, "gif": GifWriter, "mp4": Mp4Writer}


def frame_writer(kind: str, path: Path, size: tuple[int, int], fps: float) -> FrameWriter:
    """The writer for a format ("png", "gif", "mp4"); OSError if it cannot start."""
    return WRITERS[kind](path, size, fps)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else exc.__class__.__name__
