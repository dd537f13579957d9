"""How long a window takes to open at 3840×2160 and 200 %, in English and Korean: the frame in which its key
is handled (help, Open…, Export…, Text…, the inspector, the lesson), headless (SDL dummy driver).

The help's long text is laid out by pygame_gui, which wraps and renders all of it each time its box is
built or resized; it opened in 0.5 s (English) and 1.3 s (Korean) when it was built at scale 1 and then
enlarged, in a third of that built at the scale, and in 0.11 and 0.19 s once pygame_gui measured text
without drawing it (app/ui/window/font_files.py).

Then the language menu's switch: the frame that shows the window in Korean, first (every Hangul syllable
on the screen new to the fonts: 0.4–0.85 s when each asked three faces in turn, app/ui/glyph_faces.py) and
after, back and forth.
"""

from __future__ import annotations

import time

import numpy as np
import pygame

from app.config import FPS
from app.model import intents as i
from app.ui.app import EpicyclesApp
from benchmarks.bench_canvas import _headless
from benchmarks.common import Row, print_table, quick, row

SIZE = quick((3840, 2160), (1280, 800))
SCALE = 2.0
ROUNDS = quick(5, 1)
TARGET_MS = 200  # answered at once, as a hurried user expects
CTRL = pygame.KMOD_CTRL
# name: (key, modifiers, its character, the key that closes it again)
OPENS = {
    "help": (pygame.K_h, 0, "h", pygame.K_h),
    "Open…": (pygame.K_o, CTRL, "", pygame.K_ESCAPE),
    "Export…": (pygame.K_e, CTRL, "", pygame.K_ESCAPE),
    "Text…": (pygame.K_t, CTRL, "", pygame.K_ESCAPE),
    "inspector": (pygame.K_i, 0, "i", pygame.K_i),
    "lesson": (pygame.K_l, 0, "l", pygame.K_l),
}


def _frames(app: EpicyclesApp, n: int) -> None:
    for _ in range(n):
        app.frame(pygame.event.get(), 1.0 / FPS)


def _press(key: int, mod: int, char: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0))


def open_seconds(lang: str) -> dict[str, list[float]]:
    """Seconds of the frame that opens each window, ROUNDS times each, closed again between."""
    app = EpicyclesApp(size=SIZE, lang=lang)
    app.submit(i.DisplayScale(SCALE))
    _frames(app, 5)
    times: dict[str, list[float]] = {name: [] for name in OPENS}
    for _ in range(ROUNDS):
        for name, (key, mod, char, close) in OPENS.items():
            _press(key, mod, char)
            start = time.perf_counter()
            _frames(app, 1)
            times[name].append(time.perf_counter() - start)
            _frames(app, 2)
            _press(close, 0, char if close == key else "")
            _frames(app, 3)
    pygame.quit()
    return times


def switch_seconds() -> tuple[float, list[float]]:
    """Seconds of the frame that shows a fresh English window in Korean, and of later switches."""
    app = EpicyclesApp(size=SIZE, lang="en")
    app.submit(i.DisplayScale(SCALE))
    _frames(app, 5)
    later = []
    for lang in ["ko", "en"] * ROUNDS:
        app.submit(i.SetLanguage(lang))
        start = time.perf_counter()
        _frames(app, 1)
        later.append(time.perf_counter() - start)
        _frames(app, 2)
    pygame.quit()
    return later[0], later[1:]


def run() -> list[Row]:
    rows = []
    with _headless():
        first, later = switch_seconds()
        for name, seconds in (("first", [first]), ("later", later)):
            ms = np.array(seconds) * 1000
            verdict = "met" if np.median(ms) < TARGET_MS else "MISSED"
            rows.append(row(f"language switch, {name} (4K, 200 %)", ms, f"< {TARGET_MS} ms ({verdict})"))
    with _headless():
        for lang in ("en", "ko"):
            for name, seconds in open_seconds(lang).items():
                ms = np.array(seconds) * 1000
                verdict = "met" if np.median(ms) < TARGET_MS else "MISSED"
                rows.append(row(f"{name} opens ({lang}, 4K, 200 %)", ms, f"< {TARGET_MS} ms ({verdict})"))
    return rows


if __name__ == "__main__":
    print_table("Windows opening at 4K", run())
