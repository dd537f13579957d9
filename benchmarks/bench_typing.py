"""Typing into a text field at 1280×800: 2,000 characters as xdotool sent them (issue 21: 2.1 s to send,
then minutes of the app's CPU), through the real loop as key and text events, into the RoPE panel's base
field and the Rename dialog's title field.

Headless (SDL dummy driver). The characters come CHARS_PER_FRAME to a frame of 1/60 s, each a KEYDOWN, a
TEXTINPUT and a KEYUP, as SDL delivers typing; the figure is the process CPU time from the first key until
every event has been handled and drawn, animations running as they do by default.
"""

from __future__ import annotations

import time

import numpy as np
import pygame

from app.config import FPS
from app.io.drawings import save_drawing
from app.io.presets import preset_curve
from app.model import intents as i
from app.paths import user_data_dir
from app.ui.app import EpicyclesApp
from app.ui.dialogs.files import list_saved
from benchmarks.bench_canvas import SIZE, _headless
from benchmarks.common import Row, print_table, quick, row

CHARS_PER_FRAME = 16  # 2,000 characters in 2.1 s at 60 frames a second
CHARS = quick(2000, 2 * CHARS_PER_FRAME)
TARGET = "< 2 s"
REPEAT = quick(3, 1)
READ_FRAMES = 600  # a saved drawing is read in a thread: at most this many frames to wait for it


def _post(kind: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(kind, attrs))


def click(app: EpicyclesApp, pos: tuple[int, int]) -> None:
    """A press and release at pos, with the frames between them a hand would leave."""
    pygame.mouse.set_pos(pos)
    _post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False, window=None)
    app.frame(pygame.event.get(), 1.0 / FPS)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        _post(kind, pos=pos, button=1, touch=False, window=None)
        app.frame(pygame.event.get(), 1.0 / FPS)


def typing_seconds(app: EpicyclesApp, chars: int = CHARS) -> float:
    """Process CPU seconds to type `chars` digits into the focused field, as keys and text, and draw them."""
    start = time.process_time()
    for first in range(0, chars, CHARS_PER_FRAME):
        for n in range(first, min(chars, first + CHARS_PER_FRAME)):
            ch = str(n % 10)
            _post(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0)
            _post(pygame.TEXTINPUT, text=ch)
            _post(pygame.KEYUP, key=ord(ch), mod=0, unicode=ch, scancode=0)
        app.frame(pygame.event.get(), 1.0 / FPS)
    app.frame(pygame.event.get(), 1.0 / FPS)
    return time.process_time() - start


def into_base_field() -> float:
    app = EpicyclesApp(size=SIZE)
    click(app, app.rope_panel.widgets["base_entry"].rect.center)
    return typing_seconds(app)


def into_rename_field() -> float:
    """The Rename dialog of a saved drawing shown on the canvas, its title field focused."""
    app = EpicyclesApp(size=SIZE)
    saved = save_drawing(preset_curve("heart"), user_data_dir() / "drawings")
    app.submit(list_saved())
    app.submit(i.OpenSavedDrawing(saved.name))
    for _ in range(READ_FRAMES):
        if app.state.source == f"saved:{saved.name}":
            break
        app.frame(pygame.event.get(), 1.0 / FPS)
    app.submit(i.RenameDialog())
    app.frame(pygame.event.get(), 1.0 / FPS)
    if app.windows.dialogs.entry is None:
        raise RuntimeError("the Rename dialog did not open")
    return typing_seconds(app)


def run() -> list[Row]:
    """Median and p95 of REPEAT runs each (CPU seconds, a new app each), base and rename interleaved."""
    typed = {"base": into_base_field, "rename": into_rename_field}
    seconds: dict[str, list[float]] = {name: [] for name in typed}
    for _ in range(REPEAT):
        for name, typing in typed.items():
            with _headless():
                seconds[name].append(typing())
    return [
        row(f"typing {CHARS:,} characters into the {name} field: app CPU", np.array(s), TARGET, "s")
        for name, s in seconds.items()
    ]


if __name__ == "__main__":
    print_table("Typing", run())
