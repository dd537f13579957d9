"""A GIF's one palette holds the colours of the whole clip, not of its first frame alone: the RoPE panel's
score curve (none in frame 0) keeps its yellow in the last frame, as the frames are drawn."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image
from support import headless_display

from app import config
from app.io.presets import preset_curve, preset_names
from app.model.export_request import ExportRequest, snapshot
from app.model.state import AppState
from app.ui.export.export_frames import FrameRenderer
from app.ui.export.export_job import ExportJob
from app.ui.fonts import Fonts

FRAMES = 20


@pytest.fixture(autouse=True)
def display():
    with headless_display(window=(1, 1)):
        yield


def presets() -> list[tuple[str, str]]:
    return [(preset_curve(n).title, n) for n in preset_names()]


def last_frames(view: str, out: Path) -> tuple[np.ndarray, np.ndarray]:
    """(the GIF's last frame, the same frame as drawn) as RGB, for the heart's RoPE panel over its window."""
    state = snapshot(AppState.for_preset(preset_curve("heart"), "heart"))
    deltas = (float(state.rope.lo), float(state.rope.hi))
    size = (1280, 720) if view == "window" else (854, 480)  # (the whole window's least is 960x600)
    request = ExportRequest(view, "gif", size, out, FRAMES, 15.0, deltas=deltas)
    request.check()
    job = ExportJob(state, request, Fonts(), presets())
    while not job.finished:
        job.step(1.0)
    with Image.open(out) as image:
        image.seek(FRAMES - 1)
        written = np.asarray(image.convert("RGB"), dtype=int)
    drawn = FrameRenderer(state, request, Fonts(), presets()).frame(FRAMES - 1)[..., 2::-1].astype(int)
    return written, drawn


@pytest.mark.parametrize("view", ["rope", "window"])
def test_the_score_curve_keeps_its_colour_to_the_last_frame(tmp_path: Path, view: str) -> None:
    written, drawn = last_frames(view, tmp_path / f"{view}.gif")
    curve = np.abs(drawn - config.ROPE_CURVE).max(axis=-1) <= 6  # (the whole window's is scaled down)
    assert curve.sum() > 1000  # (the curve fills much of the plot by then)
    off = np.abs(written[curve] - config.ROPE_CURVE).max(axis=-1)
    assert np.percentile(off, 99) <= 12  # it was the fast arrow's orange, (255, 150, 90): 46 off
    assert np.abs(written - drawn).max(axis=-1).mean() < 3  # and the frame as a whole as drawn
