"""What the export tests' files share: a state for a preset, the presets' names, an export job run to its
end, and a two-coloured BGRX frame."""

from __future__ import annotations

import numpy as np

from app.io.presets import preset_curve, preset_names
from app.model.export_request import ExportRequest, snapshot
from app.model.state import AppState
from app.ui.export.export_job import ExportJob
from app.ui.fonts import Fonts


def state_for(preset: str = "square8", rope: str = "2") -> AppState:
    return AppState.for_preset(preset_curve(preset), preset, rope)


def presets() -> list[tuple[str, str]]:
    return [(preset_curve(n).title, n) for n in preset_names()]


def run(state: AppState, request: ExportRequest) -> object:
    job = ExportJob(snapshot(state), request, Fonts(), presets())
    while not job.finished:
        job.step(1.0)
    return job.result


def red_and_blue(size: tuple[int, int]) -> np.ndarray:
    """A BGRX frame: the left half pure red, the right half pure blue."""
    w, h = size
    frame = np.zeros((h, w, 4), np.uint8)
    frame[:, : w // 2, 2] = 255  # red is the third byte
    frame[:, w // 2 :, 0] = 255  # blue the first
    return frame
