"""Export speed: one period of the teacup (120 frames) rendered offscreen and written as GIF and MP4 at
480p and 720p, in frames per second of wall time (ffmpeg encodes in a process of its own, so CPU time of
this process alone would flatter the MP4). Target: a 720p clip of 120 frames in under 10 s."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import numpy as np
import pygame

from app import config
from app.io.curves import preset_curve
from app.model.export_request import ExportRequest, snapshot
from app.model.state import AppState
from app.ui.export.export_job import ExportJob
from app.ui.fonts import Fonts
from benchmarks.common import Row

FRAMES = 120
RUNS = 3
CLIP_TARGET_S = 10.0


def export_seconds(kind: str, size: tuple[int, int], folder: Path) -> float:
    """Wall seconds for one whole export, from the job's start to the file in place."""
    state = AppState.for_preset(preset_curve("teacup"), "teacup")
    request = ExportRequest("canvas", kind, size, folder / f"bench.{kind}", FRAMES, 30.0)
    start = time.perf_counter()
    job = ExportJob(snapshot(state), request, Fonts())
    while not job.finished:
        job.step(1.0)
    return time.perf_counter() - start


def run() -> list[Row]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # offscreen: no window needed
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    rows = []
    try:
        with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as name:
            for label in ("480p", "720p"):
                size = config.EXPORT_SIZES[label]
                for kind in ("gif", "mp4"):
                    seconds = np.array([export_seconds(kind, size, Path(name)) for _ in range(RUNS)])
                    fps = FRAMES / seconds
                    target = f"{FRAMES} frames ≤ {CLIP_TARGET_S:g} s" if label == "720p" else ""
                    if target:
                        target += " (met)" if seconds.max() < CLIP_TARGET_S else " (MISSED)"
                    rows.append(
                        Row(
                            f"{kind.upper()} {label}, frames per second",
                            float(np.median(fps)),
                            float(fps.min()),
                            "/s",
                            target,
                        )
                    )
                    rows.append(
                        Row(
                            f"{kind.upper()} {label}, {FRAMES}-frame clip (wall)",
                            float(np.median(seconds)),
                            float(seconds.max()),
                            "s",
                        )
                    )
    finally:
        pygame.quit()
    return rows


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table("Export", run())
