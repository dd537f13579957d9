"""Frames after input at 4K (the mouse moving over the canvas, pygame_gui updated every frame): drawn as the
app draws them (every widget anew, the pictures only where something moved) against the same frames drawn
and pushed whole (as every live frame was before), alternated in blocks in one child process in a real X
window (Xvfb), 3840×2160 at UI scale 2; the frame's own time and the X server's CPU per frame."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time

import numpy as np

from benchmarks.common import Row, main_or_child, process_cpu, quick, row

SIZE = quick((3840, 2160), (1280, 800))
BLOCK = quick(30, 1)  # frames each way in turn
ROUNDS = quick(6, 1)
SETTLE_FRAMES = quick(60, 1)
WAYS = ("as drawn", "whole")


def _child(w: int, h: int) -> None:
    """In the child: ROUNDS × each way of BLOCK live frames; per way, the frames' ms and the X server's
    CPU ms per frame, as JSON."""
    import pygame

    from app.model import intents as i
    from app.ui.app import EpicyclesApp

    server = int(os.environ["EPICYCLES_BENCH_X_SERVER"])
    app = EpicyclesApp(size=(w, h), preset="heart")
    app.submit(i.DisplayScale(2.0))
    for _ in range(SETTLE_FRAMES):
        app.frame(pygame.event.get(), 1 / 60)
    out: dict[str, dict[str, list[float]]] = {way: {"frame_ms": [], "x_ms": []} for way in WAYS}
    k = 0
    for _ in range(ROUNDS):
        for way in WAYS:
            x_cpu = process_cpu(server)
            for _ in range(BLOCK):
                k += 1
                pos = (w // 4 + k % 200, h // 3 + k % 50)
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
                )
                app.painter.redraw_all = way == "whole"
                start = time.perf_counter()
                app.frame(pygame.event.get(), 1 / 60)
                out[way]["frame_ms"].append((time.perf_counter() - start) * 1000)
            out[way]["x_ms"].append((process_cpu(server) - x_cpu) * 1000 / BLOCK)
    print(json.dumps(out))


def run() -> list[Row]:
    if shutil.which("Xvfb") is None:
        print("(skipped: Xvfb is not installed)")
        return []
    from tests import xwindow

    server, display = xwindow.start_xvfb(SIZE)
    try:
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env["EPICYCLES_BENCH_X_SERVER"] = str(server.pid)
        done = subprocess.run(
            [sys.executable, "-m", "benchmarks.bench_live", "--child", str(SIZE[0]), str(SIZE[1])],
            env=env, capture_output=True, text=True, check=True, timeout=600,
        )  # fmt: skip
    finally:
        xwindow.stop(server)
    figures = json.loads(done.stdout.splitlines()[-1])
    rows = []
    for way in WAYS:
        frames, x_ms = np.array(figures[way]["frame_ms"]), np.array(figures[way]["x_ms"])
        met = "met" if np.percentile(frames, 95) <= 16.7 else "MISSED"
        target = f"p95 ≤ 16.7 ms ({met})" if way == "as drawn" else "(before)"
        rows.append(row(f"4K live frame, {way}", frames, target))
        rows.append(
            Row(f"4K live frame, {way}: X server CPU", float(np.median(x_ms)), float(x_ms.max()), "ms")
        )
    ratio = np.median(figures["as drawn"]["frame_ms"]) / np.median(figures["whole"]["frame_ms"])
    rows.append(Row("4K live frame: as drawn / whole (median)", float(ratio), float(ratio), "×", "< 1"))
    return rows


if __name__ == "__main__":
    main_or_child("Frames after input at 4K", run, _child)
