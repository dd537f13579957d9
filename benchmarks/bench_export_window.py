"""An export started from the window: the heart's 1080p MP4 (200 arrows, 240 frames, the default quality)
written while the window runs its loop at 60 Hz at 3840×2160, UI scale 2 (SDL's dummy driver: no X server
in the figures). What the window gives the film: its frames a second and their p95 meanwhile, and the
film's wall time. No target of the issue's: the two pull against each other on two cores (every frame
the window draws is CPU ffmpeg does not get), so both are printed, for the next change to be weighed by.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import numpy as np

from benchmarks.common import Row, quick

SIZE = (3840, 2160)
ROUNDS = quick(3, 1)
SETTLE_FRAMES = quick(30, 1)  # the first frames' work (layouts, caches) out of the way


def one_export(folder: Path) -> tuple[float, float, float]:
    """(the window's frames a second, their p95 in ms, the film's wall seconds) for one export."""
    import pygame

    from app import config
    from app.model import intents as i
    from app.model.export_request import ExportRequest
    from app.ui.app import EpicyclesApp
    from benchmarks.bench_export import HEART_ARROWS, HEART_FRAMES, HEART_SIZE

    app = EpicyclesApp(size=SIZE, preset="heart")
    try:
        app.submit(i.DisplayScale(2.0))
        app.submit(i.SetArrows(HEART_ARROWS))
        clock = pygame.time.Clock()
        for _ in range(SETTLE_FRAMES):
            app.frame(pygame.event.get(), clock.tick(config.FPS) / 1000.0)
        request = ExportRequest("canvas", "mp4", HEART_SIZE, folder / "heart.mp4", HEART_FRAMES, 30.0)
        app.submit(i.StartExport(request, None))  # as the dialog's Export does
        frames, start = [], time.perf_counter()
        while app.exporting.busy:
            dt = clock.tick(config.FPS) / 1000.0
            begun = time.perf_counter()
            app.frame(pygame.event.get(), dt)
            frames.append((time.perf_counter() - begun) * 1000.0)
        wall = time.perf_counter() - start
        return len(frames) / wall, float(np.percentile(frames, 95)), wall
    finally:
        app.rope_panel.close()
        pygame.quit()


def run() -> list[Row]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as name:
        figures = np.array([one_export(Path(name)) for _ in range(ROUNDS)])
    fps, p95, wall = figures.T
    return [
        Row("window at 3840×2160 during a 1080p MP4 export: frames a second", float(np.median(fps)),
            float(fps.min()), "/s"),
        Row("window at 3840×2160 during a 1080p MP4 export: frame p95", float(np.median(p95)),
            float(p95.max()), "ms"),
        Row("the export from that window, 240 frames (wall)", float(np.median(wall)), float(wall.max()), "s"),
    ]  # fmt: skip
