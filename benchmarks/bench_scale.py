"""The default view at four screen sizes, each at the UI scale the app chooses for that screen: frame time
(p95) and CPU per second of the app's loop at 60 Hz against a bare loop that only fills and flips the same
window (same size, same presentation), the two alternated second by second in one process; in a real X
window also with the X server's CPU meanwhile (what showing the window costs the machine: the app pushes
only what changed, the bare loop the whole window).

In a real X window when Xvfb is installed: one Xvfb per size, its screen that size, the app's window
filling it (so the automatic scale is the screen's: 1, 1, 1.5, 2). Without Xvfb, SDL's dummy driver,
whose screen is 1024×768: the scale the screen size would choose is then given to the app
(DisplayScale), so the same layouts are timed. Each size runs in a child process of its own.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

from benchmarks.common import X_SERVER_ENV, Row, main_or_child, process_cpu, quick

SIZES = quick(((1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)), ((1280, 800),))
TURN_SECONDS = quick(1.0, 0.05)  # one turn of each loop, alternated TURNS times
TURNS = quick(5, 1)
# The window's first events handled, pygame_gui calm (WIDGETS_SETTLE_S + 0.5).
SETTLE_SECONDS = quick(2.5, 0.05)
RATIO_TARGET = 1.5
FRAME_TARGET_MS = 1000 / 60
WHAT = ("frame", "cpu", "X cpu")  # a frame's ms; CPU ms a second of this process, of the X server


def _child(w: int, h: int) -> None:
    """In the child: both loops' frame times and CPU per second, as one line of JSON."""
    import pygame

    from app import config
    from app.geometry.units import auto_scale
    from app.model import intents as i
    from app.ui.app import EpicyclesApp

    app = EpicyclesApp(size=(w, h))
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":  # its 1024×768 screen would choose 1
        app.submit(i.DisplayScale(auto_scale(None, (w, h))))
    clock = pygame.time.Clock()
    wall = time.perf_counter()
    while time.perf_counter() - wall < SETTLE_SECONDS:
        app.frame(pygame.event.get(), clock.tick(config.FPS) / 1000.0)

    def bare(_: float) -> None:
        pygame.event.pump()
        app.screen.fill(config.BG)
        pygame.display.flip()

    def ours(dt: float) -> None:
        app.frame(pygame.event.get(), dt)

    server = int(os.environ[X_SERVER_ENV]) if X_SERVER_ENV in os.environ else None
    out: dict[str, list[float]] = {f"{name} {what}": [] for name in ("app", "bare") for what in WHAT}
    for _ in range(TURNS):
        for name, step in (("app", ours), ("bare", bare)):
            clock.tick()
            wall, cpu, x_cpu = time.perf_counter(), time.process_time(), process_cpu(server)
            while time.perf_counter() - wall < TURN_SECONDS:
                dt = clock.tick(config.FPS) / 1000.0  # (the sleep to 60 Hz is outside the frame's time)
                start = time.perf_counter()
                step(dt)
                out[f"{name} frame"].append((time.perf_counter() - start) * 1000.0)
            seconds = time.perf_counter() - wall
            out[f"{name} cpu"].append((time.process_time() - cpu) * 1000.0 / seconds)
            out[f"{name} X cpu"].append((process_cpu(server) - x_cpu) * 1000.0 / seconds)
    print(json.dumps({"scale": app.layout.ui.factor, **out}))


def one_size(size: tuple[int, int]) -> tuple[str, dict]:
    """Where it ran and the child's figures for one screen size."""
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    server = None
    if shutil.which("Xvfb") is not None:
        from tests import xwindow

        server, display = xwindow.start_xvfb(size)
        env |= {"DISPLAY": display, "SDL_VIDEODRIVER": "x11", X_SERVER_ENV: str(server.pid)}
        where = "X window"
    else:
        env |= {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        where = "dummy driver"
    try:
        with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as tmp:
            env |= {"XDG_DATA_HOME": f"{tmp}/data", "XDG_CONFIG_HOME": f"{tmp}/config"}  # nothing remembered
            done = subprocess.run(
                [sys.executable, "-m", "benchmarks.bench_scale", "--child", str(size[0]), str(size[1])],
                env=env, capture_output=True, text=True, check=True, timeout=300,
            )  # fmt: skip
    finally:
        if server is not None:
            xwindow.stop(server)
    return where, json.loads(done.stdout.splitlines()[-1])


def run() -> list[Row]:
    rows = []
    for w, h in SIZES:
        where, got = one_size((w, h))
        app, bare = np.array(got["app frame"]), np.array(got["bare frame"])
        app_cpu, bare_cpu = np.array(got["app cpu"]), np.array(got["bare cpu"])
        name = f"{w}×{h} ({where}, UI scale {got['scale']:g})"
        p95 = float(np.percentile(app, 95))
        frame_verdict = "met" if p95 <= FRAME_TARGET_MS else "MISSED"
        rows.append(
            Row(f"{name}: app frame", float(np.median(app)), p95, "ms", f"p95 ≤ 16.7 ms ({frame_verdict})")
        )
        rows.append(Row(f"{name}: fill+flip frame", float(np.median(bare)), float(np.percentile(bare, 95))))
        rows.append(Row(f"{name}: app CPU per second", float(np.median(app_cpu)), float(app_cpu.max())))
        rows.append(
            Row(f"{name}: fill+flip CPU per second", float(np.median(bare_cpu)), float(bare_cpu.max()))
        )
        ratio = float(np.median(app_cpu) / np.median(bare_cpu))
        verdict = "met" if ratio <= RATIO_TARGET else "MISSED"
        worst = float(app_cpu.max() / bare_cpu.min())
        rows.append(
            Row(f"{name}: app / fill+flip CPU", ratio, worst, "×", f"≤ {RATIO_TARGET:g}× ({verdict})")
        )
        if where == "X window":  # the same with the X server's CPU added to each side
            app_all, bare_all = app_cpu + np.array(got["app X cpu"]), bare_cpu + np.array(got["bare X cpu"])
            rows.append(
                Row(f"{name}: with the X server, app CPU/s", float(np.median(app_all)), app_all.max())
            )
            rows.append(
                Row(f"{name}: with the X server, fill+flip", float(np.median(bare_all)), bare_all.max())
            )
            both = float(np.median(app_all) / np.median(bare_all))
            rows.append(
                Row(f"{name}: with the X server, app / fill+flip", both, app_all.max() / bare_all.min(), "×")
            )
    return rows


if __name__ == "__main__":
    main_or_child("Default view at each screen size, automatic UI scale", run, _child)
