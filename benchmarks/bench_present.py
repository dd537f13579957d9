"""Presenting a frame in a real X window (Xvfb): SDL's default, which copies the window's pixels through
an OpenGL texture (drawn in software where there is no GPU driver, as here), against the framebuffer
handed over as it is (SDL_FRAMEBUFFER_ACCELERATION=0, what the app sets on Linux). A bare loop that only
fills and flips, at 1280×800 and 3840×2160, each way in a child process of its own, alternated; CPU of
the child and of the X server per frame."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time

import numpy as np

from benchmarks.common import Row, main_or_child, process_cpu, quick

SIZES = quick(((1280, 800), (3840, 2160)), ((320, 200),))
FRAMES = quick(120, 2)
ROUNDS = quick(3, 1)
WAYS = {"SDL default": None, "framebuffer": "0"}


def _child(w: int, h: int) -> None:
    """In the child: fill and flip FRAMES times; CPU ms per frame as JSON."""
    import pygame

    pygame.display.init()
    screen = pygame.display.set_mode((w, h))
    for n in range(10):  # the window mapped and settled
        screen.fill((n, 0, 0))
        pygame.display.flip()
        pygame.event.pump()
    cpu = time.process_time()
    for n in range(FRAMES):
        screen.fill((n % 256, 20, 30))
        pygame.display.flip()
        pygame.event.pump()
    print(json.dumps({"cpu_ms": (time.process_time() - cpu) * 1000 / FRAMES}))


def one_run(size: tuple[int, int], hint: str | None, server: int, display: str) -> tuple[float, float]:
    """(child CPU ms, X server CPU ms) per frame."""
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
    if hint is not None:
        env["SDL_FRAMEBUFFER_ACCELERATION"] = hint
    x_cpu = process_cpu(server)
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.bench_present", "--child", str(size[0]), str(size[1])],
        env=env, capture_output=True, text=True, check=True, timeout=600,
    )  # fmt: skip
    x_ms = (process_cpu(server) - x_cpu) * 1000 / FRAMES  # a little of it is the window's start
    return json.loads(done.stdout.splitlines()[-1])["cpu_ms"], x_ms


def run() -> list[Row]:
    if shutil.which("Xvfb") is None:
        print("(skipped: Xvfb is not installed)")
        return []
    from tests import xwindow

    rows = []
    for size in SIZES:
        server, display = xwindow.start_xvfb(size)
        try:
            figures: dict[str, list[tuple[float, float]]] = {way: [] for way in WAYS}
            for _ in range(ROUNDS):
                for way, hint in WAYS.items():
                    figures[way].append(one_run(size, hint, server.pid, display))
        finally:
            xwindow.stop(server)
        w, h = size
        for way, runs in figures.items():
            app = np.array([a for a, _ in runs])
            both = np.array([a + x for a, x in runs])
            rows.append(
                Row(f"{w}×{h} fill+flip, {way}: CPU per frame", float(np.median(app)), float(app.max()))
            )
            rows.append(
                Row(f"{w}×{h} fill+flip, {way}: with the X server", float(np.median(both)), float(both.max()))
            )
        ratio = np.median([a for a, _ in figures["SDL default"]]) / np.median(
            [a for a, _ in figures["framebuffer"]]
        )
        rows.append(Row(f"{w}×{h}: SDL default / framebuffer (CPU)", float(ratio), float(ratio), "×"))
    return rows


if __name__ == "__main__":
    main_or_child("Presenting a frame in an X window", run, _child)
