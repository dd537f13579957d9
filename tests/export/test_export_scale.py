"""Exported frames at their own scale, without the window's own marks: a 1080p frame's words are taller than
a 480p frame's, and it has no hint and no scale bar where the window's drawing at the same size has them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest
from support import headless_display

from app import config
from app.io.presets import preset_curve
from app.model.export_request import ExportRequest, frame_state, snapshot
from app.model.state import AppState
from app.ui.canvas.canvas_view import canvas_words, draw_canvas
from app.ui.export.export_frames import FrameRenderer
from app.ui.fonts import Fonts

HD, SD = config.EXPORT_SIZES["1080p"], config.EXPORT_SIZES["480p"]


@pytest.fixture(autouse=True)
def display():
    with headless_display(window=(1, 1)):
        yield


def state() -> AppState:
    return snapshot(AppState.for_preset(preset_curve("heart"), "heart", "2"))


def frame(size: tuple[int, int], out: Path) -> tuple[FrameRenderer, np.ndarray]:
    """Frame 0 of a canvas MP4 of that size, as RGB indexed [y, x, channel]."""
    renderer = FrameRenderer(state(), ExportRequest("canvas", "mp4", size, out, 60, 30.0), Fonts())
    return renderer, renderer.frame(0)[:, :, 2::-1].astype(int)


def ink_rows(rgb: np.ndarray) -> int:
    """Rows from the first to the last holding a pixel far from the canvas' colour (rgb [y, x, channel])."""
    rows = np.flatnonzero((np.abs(rgb - config.CANVAS_BG).max(axis=2) > 40).any(axis=1))
    return int(rows[-1] - rows[0] + 1) if len(rows) else 0


def caption_rows(rgb: np.ndarray, scale: float) -> int:
    """The caption block's height: the ink in the top left, clear of the curve and the axes."""
    w = rgb.shape[1]
    return ink_rows(rgb[: round(config.CANVAS_HEADER * scale), : w // 4])


def test_a_1080p_frame_has_taller_words_than_a_480p_frame(tmp_path: Path) -> None:
    hd, hd_rgb = frame(HD, tmp_path / "hd.mp4")
    sd, sd_rgb = frame(SD, tmp_path / "sd.mp4")
    assert sd.scale.factor == 1.0 and 1.4 <= hd.scale.factor <= 2.0
    tall, short = caption_rows(hd_rgb, hd.scale.factor), caption_rows(sd_rgb, 1.0)
    assert short > 20
    assert tall / short > 1.35


def test_a_frame_has_no_hint_or_scale_bar_where_the_window_draws_them(tmp_path: Path) -> None:
    """The same frame drawn the window's way (same size, same scale, window marks on) has the hint and the
    scale bar; the export's pixels there are only the canvas and its faint axes."""
    renderer, shown = frame(HD, tmp_path / "hd.mp4")
    at = frame_state(renderer.state, renderer.request, 0)
    window_way = pygame.Surface(HD)
    draw_canvas(window_way, renderer.fitted, at, renderer.fonts, window=True)
    window_rgb = pygame.surfarray.array3d(window_way).transpose(1, 0, 2).astype(int)
    words = canvas_words(renderer.fonts, renderer.fitted, at, window=True)
    for name in ("hint", "scale"):
        rect = words[name].rect.clip((0, 0, *HD))
        area = (slice(rect.top, rect.bottom), slice(rect.left, rect.right))
        assert ink_rows(window_rgb[area]) > 10, name  # the window's way: words there
        colours = {tuple(c) for c in shown[area].reshape(-1, 3)}
        assert colours <= {config.CANVAS_BG, config.GRID}, name  # the film: nothing but the canvas
    # Elsewhere the two are the same frame.
    apart = np.abs(window_rgb - shown).max(axis=2) > 0
    for name in ("hint", "scale"):
        rect = words[name].rect
        apart[rect.top : rect.bottom, rect.left : rect.right] = False
    assert not apart.any()


def rope_frame(size: tuple[int, int], out: Path) -> tuple[FrameRenderer, np.ndarray]:
    """Frame 0 of a RoPE MP4 of that size, as RGB indexed [y, x, channel]."""
    request = ExportRequest("rope", "mp4", size, out, 60, 30.0)
    renderer = FrameRenderer(state(), request, Fonts())
    return renderer, renderer.frame(0)[:, :, 2::-1].astype(int)


def test_a_1080p_rope_frame_has_taller_read_outs_and_bolder_arrows(tmp_path: Path) -> None:
    (hd, hd_rgb), (sd, sd_rgb) = rope_frame(HD, tmp_path / "hd.mp4"), rope_frame(SD, tmp_path / "sd.mp4")

    def readouts(renderer: FrameRenderer, rgb: np.ndarray) -> int:
        x, y, w, h = renderer.panel.readout
        rows = np.abs(rgb[y : y + h, x : x + w // 3] - config.ROPE_PANEL_BG).max(axis=2) > 40
        found = np.flatnonzero(rows.any(axis=1))
        return int(found[-1] - found[0] + 1)

    def arrow_rows(renderer: FrameRenderer, rgb: np.ndarray) -> int:
        """Rows of the first (fast, orange) arrow's shaft across one column a little right of the origin."""
        column = rgb[:, round(renderer.score_view.frame.origin_x) + renderer.scale.px(12)]
        return int((np.abs(column - config.ROPE_FAST).max(axis=1) < 60).sum())

    assert readouts(sd, sd_rgb) > 20
    assert readouts(hd, hd_rgb) / readouts(sd, sd_rgb) > 1.35
    assert arrow_rows(sd, sd_rgb) >= 2 and arrow_rows(hd, hd_rgb) >= 1.4 * arrow_rows(sd, sd_rgb)


@pytest.mark.parametrize("preset", ["heart", "teacup"])
def test_a_narrow_frame_breaks_the_time_and_pen_line_to_fit(tmp_path: Path, preset: str) -> None:
    """(At 320x240 the line of the time and the pen ran past the frame's right edge: "pen (+0.707, +0".)"""
    at = snapshot(AppState.for_preset(preset_curve(preset), preset, "2"))
    renderer = FrameRenderer(at, ExportRequest("canvas", "png", (320, 240), tmp_path / "n.png"), Fonts())
    words = canvas_words(renderer.fonts, renderer.fitted, frame_state(at, renderer.request, 0), window=False)
    assert words["caption"].rect.right <= 320
