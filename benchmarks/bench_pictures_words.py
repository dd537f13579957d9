"""Pictures and words in: a 1024×1024 photo and a typed 10-letter word, each to the first frame of its
chain, through the real loop (headless, 1280×800).

The photo is made here with numpy (gradients, shapes, noise) and saved as a PNG; its road is Open…'s: the
file read and decoded, the Image window traced and drawn, *Use*, and the frame that shows the chain. The
word's is the Text… window's *Draw*: its outlines read from the font, toured and shown. The two are run
interleaved (A B A B: photo and word, at 512 samples and at 8,192), so all four meet the same machine;
the cost of the larger count is printed as a ratio of medians.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import numpy as np
import pygame
import pygame_gui
from PIL import Image

from app import config
from app.model import intents as i
from app.ui.app import EpicyclesApp
from app.ui.dialogs.files import read_curve
from benchmarks.bench_canvas import SIZE, _headless, _verdict
from benchmarks.common import Row, print_table, quick, row

PHOTO_SIDE = quick(1024, 128)
WORD = "Epicycloid"  # 10 letters
REPEAT = quick(9, 1)
PHOTO_TARGET_MS, WORD_TARGET_MS = 300.0, 100.0  # at the default count
COUNTS = (config.DEFAULT_SAMPLES, 8192)
DT = 1.0 / config.FPS


def photo(side: int = PHOTO_SIDE, seed: int = 7) -> np.ndarray:
    """A photo-like grey picture: two gradients, a bright disc, a dark box and a ring, and noise."""
    y, x = np.mgrid[0:side, 0:side] / side
    grey = 0.35 + 0.25 * x + 0.15 * np.sin(6 * y)
    grey[(x - 0.35) ** 2 + (y - 0.4) ** 2 < 0.2**2] = 0.9
    grey[(x > 0.6) & (x < 0.85) & (y > 0.55) & (y < 0.9)] = 0.1
    ring = np.hypot(x - 0.7, y - 0.25)
    grey[(ring > 0.1) & (ring < 0.15)] = 0.05
    grey += np.random.default_rng(seed).normal(0, 0.04, grey.shape)
    return (np.clip(grey, 0, 1) * 255).astype(np.uint8)


def press(app: EpicyclesApp, button: object) -> None:
    """One frame with the button's press in it, as pygame_gui reports a click."""
    app.frame([pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)], DT)


def photo_ms(app: EpicyclesApp, path: Path) -> float:
    """CPU ms from reading the file to the end of the first frame of its chain (no worker thread)."""
    app.submit(i.ShowPreset("square8"))
    app.frame([], DT)
    start = time.process_time()
    app.submit(read_curve(path))  # read, decoded to grey: the Image window opens and traces it
    app.frame([], DT)
    window = app.windows.image_window
    if window is None:
        raise RuntimeError("the picture's window did not open")
    press(app, window.use_button)
    elapsed = (time.process_time() - start) * 1000.0
    if app.state.source != "file" or app.windows.image_window is not None:
        raise RuntimeError("the traced picture was not shown")
    return elapsed


def word_ms(app: EpicyclesApp) -> float:
    """CPU ms from Draw in the Text… window to the end of the first frame of the word's chain."""
    app.submit(i.ShowPreset("square8"))
    app.submit(i.OpenTextDialog())
    app.frame([], DT)
    dialog = app.windows.text_dialog
    if dialog is None:
        raise RuntimeError("the Text… window did not open")
    dialog.entry.set_text(WORD)
    app.frame([], DT)
    start = time.process_time()
    press(app, dialog.draw_button)
    elapsed = (time.process_time() - start) * 1000.0
    if app.state.epicycles.curve.title != WORD:
        raise RuntimeError("the word was not shown")
    return elapsed


def run() -> list[Row]:
    with _headless(), tempfile.TemporaryDirectory(prefix="epicycles-bench-photo-") as tmp:
        path = Path(tmp) / "photo.png"
        Image.fromarray(photo()).save(path)
        app = EpicyclesApp(size=SIZE)
        times: dict[tuple[str, int], list[float]] = {}
        for k in range(-quick(1, 0), REPEAT):  # the first round warms up (none in quick mode)
            for samples in COUNTS:
                app.submit(i.SetSamples(samples))
                took = (photo_ms(app, path), word_ms(app))
                if k >= 0:
                    times.setdefault(("photo", samples), []).append(took[0])
                    times.setdefault(("word", samples), []).append(took[1])
    rows = []
    for (what, samples), ms in sorted(times.items(), key=lambda item: item[0][1]):
        at = f"{samples:,} samples"
        if what == "photo":
            target = _verdict(float(np.median(ms)), PHOTO_TARGET_MS if samples == 512 else None, "≤ 300 ms")
            rows.append(row(f"photo {PHOTO_SIDE}×{PHOTO_SIDE} PNG → first frame, {at}", np.array(ms), target))
        else:
            target = _verdict(float(np.median(ms)), WORD_TARGET_MS if samples == 512 else None, "≤ 100 ms")
            rows.append(row(f"typed “{WORD}” → first frame, {at}", np.array(ms), target))
    for what in ("photo", "word"):
        low, high = (float(np.median(times[(what, n)])) for n in COUNTS)
        rows.append(Row(f"  {what}: 8,192 samples / 512", high / low, high / low, "×"))
    return rows


if __name__ == "__main__":
    print_table("Pictures and words in", run())
