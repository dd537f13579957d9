"""The Model tab in the window (issue 23 item 4): Open → first chain on screen, in CPU of a fresh process
(the worker thread's included), and the window's frame rate while the demo model is opened and while a
64-token sentence is read, the loop paced at config.FPS as `run()` paces it. Rows of bench_heads."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from benchmarks.common import Row

ROOT = Path(__file__).resolve().parent.parent
CHILD = """
import json, os, sys, time
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame
from app import config
from app.model import intents as i
from app.ui.app import EpicyclesApp

app = EpicyclesApp(size=(1280, 800))
app.submit(i.SetRopeTab("model"))
app.frame([], 1 / 60)
m, clock = app.state.rope.models, pygame.time.Clock()

def paced(done):
    # Frames as the loop runs them while the model works: events, update, paint, at most FPS a second.
    frames, start, worst = 0, time.perf_counter(), 0.0
    while not done():
        dt = clock.tick(config.FPS) / 1000.0
        worst = max(worst, dt)
        app.frame(pygame.event.get(), dt)
        frames += 1
    return frames / (time.perf_counter() - start), worst * 1000

def idle(frames=90):
    # The same frames with no work under way (pygame_gui updated, as while the model works).
    def done():
        app.calm_for = 0.0
        idle.n -= 1
        return idle.n < 0
    idle.n = frames
    return paced(done)[0]

base = [idle()]
cpu = time.process_time()
app.submit(i.OpenModel("", "demo"))
first_fps, first_worst = paced(lambda: m.reading is not None)
first = (time.process_time() - cpu) * 1000  # (the frame that drew it included)
open_fps, open_worst = paced(lambda: not m.busy)
base.append(idle())
app.submit(i.SetModelSentence(sys.argv[1]))
sentence_fps, sentence_worst = paced(lambda: not m.busy)
base.append(idle())
out = {"first": first, "open_fps": min(first_fps, open_fps), "open_worst": max(first_worst, open_worst)}
out |= {"base": min(base), "fps": sentence_fps, "worst": sentence_worst, "tokens": m.run.length}
out["errors"] = app.errors
print(json.dumps(out))
"""


def run(sentence: str, repeat: int = 3) -> list[Row]:
    runs = []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", CHILD, sentence], cwd=ROOT, capture_output=True, text=True, check=True
        )
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    assert not any(r["errors"] for r in runs), runs
    first = sorted(r["first"] for r in runs)
    tokens = runs[0]["tokens"]

    def mid(key: str) -> float:
        return sorted(r[key] for r in runs)[len(runs) // 2]

    def low(key: str) -> float:
        return min(r[key] for r in runs)

    return [
        Row(
            "window: Open (demo) → first chain on screen, fresh process, CPU",
            first[1],
            first[-1],
            "ms",
            "≤ 2 s",
        ),
        Row("window: fps with no work under way (median, lowest run)", mid("base"), low("base"), "", "60"),
        Row(
            "window: fps while the demo model opens (median, lowest run)",
            mid("open_fps"),
            low("open_fps"),
            "",
        ),
        Row(
            f"window: fps while a {tokens}-token sentence is read (median, lowest)",
            mid("fps"),
            low("fps"),
            "",
            "≥ 55",
        ),
        Row(
            "window: longest frame while it is read (median run, worst)",
            mid("worst"),
            max(r["worst"] for r in runs),
            "ms",
        ),
    ]
