"""A film of the RoPE panel (MP4 or GIF) keeps the row under its curve for the faint curves' names only
when it names one: the window keeps that row always, so its plot does not move as Δ pauses and plays, and
films kept it empty (a strip of about 7 px between the curve's foot and the plot's frame)."""

from __future__ import annotations

from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from export_helpers import run, state_for
from PIL import Image

from app import config
from app.geometry.rope_layout import CAPTION_ROW
from app.geometry.rope_scales import plot_origin_x
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest
from app.ui.export.export_frames import picture_layout
from app.ui.rope.rope_plot import BOUND_COLOUR
from app.ui.scale import export_scale

pytestmark = pytest.mark.usefixtures("small_display")

SIZE = (640, 360)


def exported_frames(state, kind: str, path: Path) -> list[np.ndarray]:
    """Every frame of a film of the RoPE panel over its window, as written and read back (RGB)."""
    request = ExportRequest("rope", kind, SIZE, path, 6, 15.0, deltas=(state.rope.lo, state.rope.hi))
    assert isinstance(run(state, request), i.Exported)
    if kind == "mp4":
        reader = imageio_ffmpeg.read_frames(str(path))
        next(reader)
        return [np.frombuffer(raw, np.uint8).reshape(SIZE[1], SIZE[0], 3).astype(int) for raw in reader]
    frames = []
    with Image.open(path) as image:
        for n in range(image.n_frames):
            image.seek(n)
            frames.append(np.asarray(image.convert("RGB"), dtype=int))
    return frames


def foot(frame: np.ndarray) -> np.ndarray:
    """The score axis' column in the rows a caption row takes above the plot's frame (uncaptioned layout)."""
    scale = export_scale(SIZE[1])
    layout = picture_layout(*SIZE, scale)
    _, y, _, h = layout.curve
    room = round(CAPTION_ROW * scale.factor)
    return frame[y + h - room : y + h - 1, round(plot_origin_x(layout))]


@pytest.mark.parametrize("kind", ["mp4", "gif"])
def test_a_film_that_names_no_faint_curve_has_no_empty_row_under_its_curve(kind: str, tmp_path: Path) -> None:
    frames = exported_frames(state_for("square8"), kind, tmp_path / f"rope.{kind}")
    assert len(frames) == 6
    for frame in frames:
        # The score axis runs down to the plot's frame: no strip of the area's background under the curve.
        assert (np.abs(foot(frame) - config.ROPE_AREA_BG).max(axis=1) > 20).all()


@pytest.mark.parametrize("kind", ["mp4", "gif"])
def test_a_film_that_names_a_faint_curve_keeps_its_row(kind: str, tmp_path: Path) -> None:
    state = state_for("square8")
    apply(state, i.Show("rope_bound", True))
    frames = exported_frames(state, kind, tmp_path / f"bound.{kind}")
    scale = export_scale(SIZE[1])
    x, y, w, h = picture_layout(*SIZE, scale).curve
    for frame in frames:
        axis = np.abs(foot(frame) - config.ROPE_AREA_BG).max(axis=1) > 20
        assert not axis[len(axis) // 2 :].any()  # (the axis ends above the row)
        row = frame[y + h - round(CAPTION_ROW * scale.factor) : y + h, x : x + w]
        assert (np.abs(row - BOUND_COLOUR).max(axis=2) < 40).sum() > 10  # "±Su's bound" written in it
