"""The PNG and GIF writers (Pillow), each whole or not at all (app/export/writers.py says how). No pygame."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
from PIL import Image

from app.config import EXPORT_QUALITY
from app.errors import WriteError
from app.export.temp_file import TempFile

GIF_COLOURS = 255  # one palette for the whole clip (no flicker between frames); index 255 spare
PALETTE_SAMPLES = 4  # frames spread over a GIF besides its first that its palette is made from
BGR_MASK = np.frombuffer(b"\xff\xff\xff\x00", np.uint32)[0]  # a BGRX pixel as one number, X left out


class PngWriter:
    """One frame as a PNG."""

    held = samples = 0

    def __init__(self, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY) -> None:
        self.path = path
        self._temp = TempFile(path)  # now: a folder that takes no file fails the export before any frame
        self._frame: np.ndarray | None = None

    def ready(self) -> bool:
        return True

    def sample(self, frame: np.ndarray) -> None:
        pass  # (samples = 0: never asked)

    def add(self, frame: np.ndarray) -> None:
        self._frame = frame.copy()

    def finish(self) -> int:
        if self._frame is None:
            raise WriteError("no_frames")
        try:
            rgb_image(self._frame).save(self._temp.temp, "PNG", optimize=False)
            return self._temp.commit()
        finally:
            self.discard()

    def discard(self) -> None:
        self._frame = None
        self._temp.discard()


def gif_durations(frames: int, fps: float) -> list[int]:
    """Each frame's time in ms, in the hundredths of a second GIF counts in, so that k frames end as near
    k/fps as hundredths go: at 15 fps 70, 60, 70, … (70 each made an 8 s loop last 8.4 s). Two hundredths
    at least: players slow anything shorter down to a tenth."""
    ends = [max(2 * k, round(100 * k / fps)) for k in range(frames + 1)]
    return [10 * (b - a) for a, b in itertools.pairwise(ends)]


class GifWriter:
    """A looping GIF: one adaptive palette from the first frame and `samples` frames spread over the clip,
    every frame mapped to it without dithering (antialiased lines stay clean and frames differ only where
    something moved, which GIF stores small). From the first frame alone, a colour that comes only later
    (the RoPE panel's score curve: frame 0 has none) was drawn in the nearest it had (the fast arrow's)."""

    held = 0
    samples = PALETTE_SAMPLES

    def __init__(self, path: Path, size: tuple[int, int], fps: float, quality: str = EXPORT_QUALITY) -> None:
        self.path, self.fps = path, fps
        self._temp = TempFile(path)  # now: a folder that takes no file fails the export before any frame
        self._palette: Image.Image | None = None
        self._samples: list[Image.Image] = []
        self._frames: list[Image.Image] = []

    def ready(self) -> bool:
        return True

    def sample(self, frame: np.ndarray) -> None:
        """A frame from later in the clip for the palette (given before the first `add`)."""
        self._samples.append(bgr_values(frame))

    def add(self, frame: np.ndarray) -> None:
        image = rgb_image(frame)
        if self._palette is None:
            self._palette = palette_of(frame, self._samples)
            self._samples = []
        self._frames.append(image.quantize(palette=self._palette, dither=Image.Dither.NONE))

    def finish(self) -> int:
        if not self._frames:
            raise WriteError("no_frames")
        try:
            first, *rest = self._frames
            first.save(
                self._temp.temp,
                "GIF",
                save_all=True,
                append_images=rest,
                duration=gif_durations(len(self._frames), self.fps),
                loop=0,
                disposal=1,
            )
            return self._temp.commit()
        finally:
            self.discard()

    def discard(self) -> None:
        self._frames = self._samples = []
        self._temp.discard()


def palette_of(first: np.ndarray, samples: list[np.ndarray]) -> Image.Image:
    """GIF_COLOURS colours by median cut over the first frame's pixels and those of the samples (bgr_values)
    that differ from it: the median cut's time goes by the pixel, and a sample mostly repeats the first
    frame (five whole frames took five times one's)."""
    values = bgr_values(first)
    row = np.concatenate([values.ravel(), *(sample[sample != values] for sample in samples)])
    sheet = Image.frombuffer("RGB", (len(row), 1), row, "raw", "BGRX", 0, 1)
    return sheet.quantize(GIF_COLOURS, method=Image.Quantize.MEDIANCUT)


def bgr_values(frame: np.ndarray) -> np.ndarray:
    """A BGRX frame's pixels as (height, width) numbers of their colour alone, in a new array."""
    return np.ascontiguousarray(frame).view(np.uint32)[..., 0] & BGR_MASK


def rgb_image(frame: np.ndarray) -> Image.Image:
    """A BGRX frame as a Pillow RGB image (Pillow reorders the bytes in C)."""
    h, w = frame.shape[:2]
    return Image.frombuffer("RGB", (w, h), np.ascontiguousarray(frame), "raw", "BGRX", 0, 1)
