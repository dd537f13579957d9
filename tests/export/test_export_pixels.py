"""Exported frames in the surface's own pixels: colours kept in every format, every MP4 quality close to a
lossless encode (an unknown one refused), an MP4 writer given each frame as it was, frames drawn in turn
equal to frames drawn whole, and stills carrying a whole period of trail or the rope panel's whole window."""

from __future__ import annotations

import math
import re
import subprocess
from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from export_helpers import red_and_blue, run, state_for
from PIL import Image

from app import config
from app.export import writers
from app.i18n import tr
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest, frame_state, snapshot
from app.ui.export.export_frames import FrameRenderer
from app.ui.fonts import Fonts
from app.ui.rope.rope_plot import AHEAD_CURVE

pytestmark = pytest.mark.usefixtures("small_display")


def halves(rgb: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The mean colour of the left and right quarters (away from the seam and the chroma blur there)."""
    w = rgb.shape[1]
    return rgb[:, : w // 4].reshape(-1, 3).mean(axis=0), rgb[:, -w // 4 :].reshape(-1, 3).mean(axis=0)


@pytest.mark.parametrize("kind", ["png", "gif", "mp4"])
def test_frames_keep_their_colours_in_every_format(tmp_path: Path, kind: str) -> None:
    """Writers take BGRX bytes (a pygame surface's own); red must stay red, not turn blue."""
    out = tmp_path / f"halves.{kind}"
    writer = writers.frame_writer(kind, out, (64, 32), 15.0)
    for _ in range(3):
        writer.add(red_and_blue((64, 32)))
    writer.finish()
    if kind == "mp4":
        reader = imageio_ffmpeg.read_frames(str(out))
        next(reader)
        shown = np.frombuffer(next(reader), np.uint8).reshape(32, 64, 3).astype(float)
    else:
        with Image.open(out) as image:
            shown = np.asarray(image.convert("RGB"), dtype=float)
    left, right = halves(shown)
    np.testing.assert_allclose(left, [255, 0, 0], atol=12)
    np.testing.assert_allclose(right, [0, 0, 255], atol=12)


def psnr(a: np.ndarray, b: np.ndarray) -> float:
    mse = np.mean((a.astype(float) - b.astype(float)) ** 2)
    return math.inf if mse == 0 else 10 * math.log10(255.0**2 / mse)


def decoded_mp4(path: Path, size: tuple[int, int]) -> list[np.ndarray]:
    reader = imageio_ffmpeg.read_frames(str(path))
    next(reader)
    return [np.frombuffer(raw, np.uint8).reshape(size[1], size[0], 3) for raw in reader]


def lossless_mp4(frames: list[np.ndarray], size: tuple[int, int], path: Path) -> None:
    """The same BGRX frames through x264's lossless mode (qp 0) in the same yuv420p: the reference."""
    pipe = imageio_ffmpeg.write_frames(
        str(path), size, fps=30.0, pix_fmt_in="bgr0", quality=None, macro_block_size=1,
        output_params=["-qp", "0", "-preset", "ultrafast"], ffmpeg_log_level="error",
    )  # fmt: skip
    pipe.send(None)
    for frame in frames:
        pipe.send(np.ascontiguousarray(frame))
    pipe.close()


@pytest.mark.parametrize("quality", sorted(config.MP4_QUALITY))
def test_every_mp4_quality_is_close_to_a_lossless_encode(tmp_path: Path, quality: str) -> None:
    """The heart exported at each quality, decoded again, against a lossless encode of the frames the
    renderer drew: at least 45 dB (measured at 1080p: 52–54 dB)."""
    size = (640, 360)
    out = tmp_path / f"heart-{quality}.mp4"
    request = ExportRequest("canvas", "mp4", size, out, 6, 30.0, quality=quality)
    state = state_for("heart")
    assert isinstance(run(state, request), i.Exported)
    renderer = FrameRenderer(snapshot(state), request, Fonts())
    lossless_mp4([renderer.frame(n) for n in range(6)], size, tmp_path / "reference.mp4")
    assert len(decoded_mp4(out, size)) == 6
    assert ffmpeg_psnr(out, tmp_path / "reference.mp4") >= 45, quality


def ffmpeg_psnr(path: Path, reference: Path) -> float:
    """ffmpeg's own PSNR of one video against another (its average over Y, U and V, every frame)."""
    inputs = ["-i", str(path), "-i", str(reference)]
    done = subprocess.run(
        [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "info", *inputs, "-lavfi", "psnr", "-f", "null", "-"],
        capture_output=True,
        text=True,
        check=True,
    )
    figure = re.search(r"PSNR .*average:(\S+)", done.stderr)
    assert figure, done.stderr[-500:]
    return float(figure.group(1))


def test_an_unknown_quality_is_refused() -> None:
    with pytest.raises(ValueError, match="quality must be one of"):
        ExportRequest("canvas", "mp4", (640, 360), Path("x.mp4"), 6, 30.0, quality="superb").check()


@pytest.mark.parametrize("size", [(64, 32), (640, 480)])  # under and over the pipe's size (spliced on Linux)
def test_an_mp4_writer_gets_each_frame_as_it_was_though_its_memory_is_reused(tmp_path: Path, size) -> None:
    """The MP4 writer sends a frame's own memory, no copy: the caller draws on `held + 1` buffers in turn,
    each again `held` adds after it was added, and the file still has every frame as it was when added."""
    count = 16
    colours = [(15 * n, 255 - 15 * n, 60 + 5 * n) for n in range(count)]
    writer = writers.frame_writer("mp4", tmp_path / "turns.mp4", size, 15.0, "best")
    buffers = [np.zeros((size[1], size[0], 4), np.uint8) for _ in range(writer.held + 1)]
    for n, (r, g, b) in enumerate(colours):
        frame = buffers[n % len(buffers)]
        frame[...] = (b, g, r, 0)  # BGRX
        writer.add(frame)
    writer.finish()
    got = decoded_mp4(tmp_path / "turns.mp4", size)
    assert len(got) == count
    for frame, colour in zip(got, colours, strict=True):
        assert np.abs(frame.reshape(-1, 3).mean(axis=0) - colour).max() < 6


@pytest.mark.parametrize("size", [(640, 360), (1920, 1080)])  # lines one pixel wide; two, trail simplified
def test_frames_drawn_in_turn_on_kept_surfaces_equal_frames_drawn_whole(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """A canvas frame puts back only what its surface's last frame moved (the large circles' rims as boxes
    along them): pixel for pixel the frame a fresh renderer draws whole, for the heart's many arrows and for
    a frame rate that skips along the period."""
    state = state_for("heart")
    apply(state, i.SetArrows(120))
    request = ExportRequest("canvas", "mp4", size, tmp_path / "h.mp4", 90, 30.0)
    kept = FrameRenderer(snapshot(state), request, Fonts(), surfaces=4)
    for n in [*range(0, 90, 7), 3, 89, 0]:
        fresh = FrameRenderer(snapshot(state), request, Fonts()).frame(n)
        assert np.array_equal(kept.frame(n), fresh), n


def test_a_still_carries_a_whole_period_of_trail(tmp_path: Path) -> None:
    """A PNG of a state just shown (no time run, so no trail yet on screen) is a clip's frame 0: the pen
    at t = 0 with the trail of one whole period behind it."""
    state = state_for("teacup")
    assert state.epicycles.traced == 0
    still = FrameRenderer(
        snapshot(state), ExportRequest("canvas", "png", (640, 360), tmp_path / "a.png"), Fonts()
    )
    clip = FrameRenderer(
        snapshot(state), ExportRequest("canvas", "gif", (640, 360), tmp_path / "a.gif", 120), Fonts()
    )
    assert np.array_equal(still.frame(0), clip.frame(0))
    no_trail = snapshot(state)
    no_trail.epicycles.show_trail = False
    bare = FrameRenderer(
        no_trail, ExportRequest("canvas", "png", (640, 360), tmp_path / "b.png"), Fonts()
    ).frame(0)
    assert np.mean(np.any(still.frame(0) != bare, axis=2)) > 0.002  # the trail is there to see


@pytest.mark.parametrize("view", ["rope", "window"])
def test_a_still_of_the_rope_panel_shows_it_at_its_delta_with_the_curve_ahead_faint(
    tmp_path: Path, view: str
) -> None:
    """A still is what is on screen: the panel paused at Δ = 11 is drawn at 11, the curve swept so far in
    its colour and the rest of it faint (the still put Δ at the window's end: "Δ = 4096" beside the chain
    of 11, in a picture meant to show 11)."""
    state = state_for("heart")
    apply(state, i.SetRopeDelta("11"))
    request = ExportRequest(view, "png", (1280, 720), tmp_path / "still.png")
    assert frame_state(snapshot(state), request, 0).rope.delta_int == 11
    assert isinstance(run(state, request), i.Exported)
    with Image.open(request.path) as image:
        rgb = np.asarray(image.convert("RGB"), dtype=int)
    rgb = rgb[:, 810:] if view == "window" else rgb  # (the panel: the canvas' trail is of a like colour)
    swept = np.abs(rgb - config.ROPE_CURVE).max(axis=-1) <= 6
    ahead = np.abs(rgb - AHEAD_CURVE).max(axis=-1) <= 6
    assert swept.sum() > 30 and ahead.sum() > 3000  # (the swept line is smoothed: few pixels are its own)
    # (the swept part ends at Δ's row: the faint one runs on far below it)
    assert np.flatnonzero(ahead.any(axis=1)).max() > np.flatnonzero(swept.any(axis=1)).max() + 60
    assert state.rope.delta == 11.0  # the live state did not move


def test_a_still_after_go_to_best_stands_at_the_best_delta() -> None:
    state = state_for("heart")
    apply(state, i.GoToBest())
    still = frame_state(snapshot(state), ExportRequest("rope", "png", (1280, 720), Path("a.png")), 0)
    assert still.rope.delta_int == state.rope.best.delta and still.rope.curve_ahead


def test_a_clip_of_a_paused_panel_still_sweeps_delta_without_the_curve_ahead() -> None:
    """A clip sweeps Δ over its range as the panel plays: its frames draw the curve as Δ reaches it."""
    state = state_for("heart")
    apply(state, i.SetRopeDelta("11"))
    request = ExportRequest("rope", "mp4", (1280, 720), Path("a.mp4"), 30, deltas=(0, 4096))
    frames = [frame_state(snapshot(state), request, n).rope for n in (0, 15)]
    assert [f.delta_int for f in frames] == [0, 2048]
    assert not any(f.curve_ahead or f.ahead_named for f in frames)


def test_the_quality_tip_says_what_each_quality_does(tmp_path: Path) -> None:
    """Its words against the files: draft the smallest and coarsest, best the sharpest (the tip said draft
    made larger files and good small ones, though both are ultrafast and draft's crf is the higher)."""
    size, frames = (640, 360), 12
    state = state_for("heart")
    renderer = FrameRenderer(
        snapshot(state), ExportRequest("canvas", "mp4", size, tmp_path / "r.mp4", frames, 30.0), Fonts()
    )
    lossless_mp4([renderer.frame(n) for n in range(frames)], size, tmp_path / "reference.mp4")
    bytes_, psnr = {}, {}
    for quality in config.MP4_QUALITY:
        out = tmp_path / f"heart-{quality}.mp4"
        assert isinstance(
            run(state, ExportRequest("canvas", "mp4", size, out, frames, 30.0, quality=quality)), i.Exported
        )
        bytes_[quality], psnr[quality] = out.stat().st_size, ffmpeg_psnr(out, tmp_path / "reference.mp4")
    assert bytes_["draft"] < min(bytes_["good"], bytes_["best"]), bytes_
    assert psnr["draft"] < psnr["good"] < psnr["best"], psnr
    tip = tr("en", "epicycles.ui.export.quality_tip")
    assert "draft makes the smallest files" in tip and "best is the sharpest" in tip, tip
