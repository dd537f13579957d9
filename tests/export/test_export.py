"""Exports against independent truths: files read back with Pillow and imageio-ffmpeg, frames against the
window's own drawing, the CSV against `coeffs --json`, and nothing left behind when a write fails."""

from __future__ import annotations

import csv
import errno
import io
import json
import math
import os
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from PIL import Image
from support import headless_display
from unprivileged import as_unprivileged, reachable_dir

from app import config
from app.export import writers
from app.io.presets import preset_curve, preset_names
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest, frame_state, frames_for, snapshot
from app.model.state import AppState
from app.ui.export.export_frames import FrameRenderer
from app.ui.export.export_job import ExportJob, spread
from app.ui.fonts import Fonts

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def display():
    with headless_display(window=(1, 1)):
        yield


def state_for(preset: str = "square8", rope: str = "2") -> AppState:
    return AppState.for_preset(preset_curve(preset), preset, rope)


def presets() -> list[tuple[str, str]]:
    return [(preset_curve(n).title, n) for n in preset_names()]


def run(state: AppState, request: ExportRequest) -> object:
    job = ExportJob(snapshot(state), request, Fonts(), presets())
    while not job.finished:
        job.step(1.0)
    return job.result


def gif_frames(path: Path) -> list[np.ndarray]:
    with Image.open(path) as image:
        out = []
        for n in range(image.n_frames):
            image.seek(n)
            out.append(np.asarray(image.convert("RGB"), dtype=int))
        return out


def test_a_gif_has_its_frames_size_and_loop(tmp_path: Path) -> None:
    out = tmp_path / "square.gif"
    frames = frames_for(15, None)
    result = run(state_for(), ExportRequest("canvas", "gif", (854, 480), out, frames, 15.0))
    assert isinstance(result, i.Exported) and result.count == frames == 120
    with Image.open(out) as image:
        assert image.size == (854, 480) and image.n_frames == 120
        assert image.info["loop"] == 0
        durations = []
        for n in range(image.n_frames):
            image.seek(n)
            durations.append(image.info["duration"])
    # As long as the period it loops, 8 s: frames of 70 and 60 ms (70 each made it last 8.4 s).
    assert set(durations) == {60, 70} and sum(durations) == 8000
    assert out.stat().st_size == result.size < 5_000_000  # the one-period 480p square stays small
    assert [p.name for p in tmp_path.iterdir()] == ["square.gif"]


def test_an_mp4_reads_back_with_its_frames_and_size(tmp_path: Path) -> None:
    out = tmp_path / "teacup.mp4"
    result = run(state_for("teacup"), ExportRequest("canvas", "mp4", (640, 360), out, 24, 30.0))
    assert isinstance(result, i.Exported)
    reader = imageio_ffmpeg.read_frames(str(out))
    meta = reader.__next__()
    assert meta["size"] == (640, 360) and meta["fps"] == pytest.approx(30.0)
    assert meta["codec"].startswith("h264")
    count = sum(1 for _ in reader)
    assert count == 24


def test_the_window_s_steps_never_wait_for_a_stalled_encoder(tmp_path: Path) -> None:
    """The window steps a job with wait=False: with ffmpeg stopped (as a machine too busy to run it would
    hold it), a step hands over only what the writer takes without waiting, and returns; once ffmpeg runs
    again, the same steps finish a whole clip."""
    import signal
    import threading

    out = tmp_path / "teacup.mp4"
    request = ExportRequest("canvas", "mp4", (1280, 720), out, 24, 30.0)  # a frame larger than the pipe
    job = ExportJob(snapshot(state_for("teacup")), request, Fonts(), presets())
    ffmpeg = job.writer._process
    os.kill(ffmpeg.pid, signal.SIGSTOP)
    try:
        stepper = threading.Thread(target=lambda: [job.step(1.0, wait=False) for _ in range(30)])
        stepper.start()
        stepper.join(60)  # (a step waiting for ffmpeg would wait for ever)
        assert not stepper.is_alive()
        assert 0 < job.done <= writers.HELD_FRAMES + 1  # taken: the slots, and the one being written
    finally:
        os.kill(ffmpeg.pid, signal.SIGCONT)
    while not job.finished:
        job.step(1.0, wait=False)
    assert isinstance(job.result, i.Exported) and job.result.count == 24
    assert sum(1 for _ in imageio_ffmpeg.read_frames(str(out))) - 1 == 24  # (the first item is the metadata)


def test_a_step_with_no_time_left_still_draws_one_frame(tmp_path: Path) -> None:
    """However little of the window's frame is left, each of its steps moves the export on by a frame (the
    GIF's first steps each by a frame drawn for its palette)."""
    request = ExportRequest("canvas", "gif", (854, 480), tmp_path / "a.gif", 6, 15.0)
    job = ExportJob(snapshot(state_for()), request, Fonts(), presets())
    samples = len(spread(6, job.writer.samples))
    for n in range(1, 7 + samples):
        job.step(0.0, wait=False)
        assert job.done == max(0, n - samples)
    assert isinstance(finish(job), i.Exported)


def finish(job: ExportJob) -> object:
    """Step a window's job until its file is complete (it is completed in a thread of its own)."""
    until = time.monotonic() + 60
    while not job.finished:
        assert time.monotonic() < until
        job.step(0.0, wait=False)
    return job.result


def held_finish(
    job: ExportJob, release: threading.Event, fails: BaseException | None = None
) -> queue.SimpleQueue:
    """Make the job's writer complete its file only once release is set (or fail with `fails`); the list
    gets the thread it runs in (a queue: the thread may not have reached it yet)."""
    real, ran_in = job.writer.finish, queue.SimpleQueue()

    def finish_when_released() -> int:
        ran_in.put(threading.current_thread())
        assert release.wait(30)
        if fails is not None:
            raise fails
        return real()

    job.writer.finish = finish_when_released
    return ran_in


def test_the_window_s_job_completes_its_file_in_a_thread_of_its_own(tmp_path: Path) -> None:
    """A GIF's encoding (half a second at 720p) or ffmpeg's last frames used to hold up the window's frame
    that put the last frame in: its steps now return while the file is completed."""
    out = tmp_path / "a.gif"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "gif", (854, 480), out, 3, 15.0), Fonts())
    release = threading.Event()
    ran_in = held_finish(job, release)
    for _ in range(3 + len(spread(3, job.writer.samples))):  # (the palette's samples first)
        assert job.step(0.0, wait=False) is None
    assert job.done == 3 and job.finishing and not job.finished
    assert job.step(0.0, wait=False) is None and job.finishing  # (a step meanwhile returns at once)
    assert ran_in.get(timeout=30) is not threading.main_thread()
    assert not out.exists()
    release.set()
    result = finish(job)
    assert isinstance(result, i.Exported) and result.count == 3 and not job.finishing
    with Image.open(out) as image:
        assert image.n_frames == 3
    assert [p.name for p in tmp_path.iterdir()] == ["a.gif"]


def test_a_cancel_while_the_file_is_completed_waits_for_it(tmp_path: Path) -> None:
    out = tmp_path / "a.gif"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "gif", (854, 480), out, 2, 15.0), Fonts())
    release = threading.Event()
    held_finish(job, release)
    job.step(1.0, wait=False)
    assert job.finishing
    threading.Timer(0.2, release.set).start()
    result = job.cancel()  # every frame was in: the file is the user's, said so
    assert isinstance(result, i.Exported) and out.exists() and job.finished


@pytest.mark.parametrize("fails", [OSError(errno.ENOSPC, "No space left on device"), RuntimeError("a bug")])
def test_a_failure_while_the_file_is_completed(tmp_path: Path, fails: BaseException) -> None:
    """A refusal (a full disk) is the job's result, and no file is left; a bug is raised in the loop's own
    thread, at its next step, for the window's error boundary."""
    out = tmp_path / "a.gif"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "gif", (854, 480), out, 2, 15.0), Fonts())
    release = threading.Event()
    held_finish(job, release, fails)
    job.step(1.0, wait=False)
    release.set()
    if isinstance(fails, OSError):
        result = finish(job)
        assert isinstance(result, i.ExportFailed) and "No space left" in result.reason
    else:
        with pytest.raises(RuntimeError, match="a bug"):
            finish(job)
    assert list(tmp_path.iterdir()) == []


def test_one_period_loops_seamlessly() -> None:
    """Frame `frames` (one period on) is frame 0 again: the clip joins up without a jump."""
    request = ExportRequest("canvas", "gif", (854, 480), Path("unused.gif"), 120, 15.0)
    renderer = FrameRenderer(snapshot(state_for("teacup")), request, Fonts())
    first, after_last, middle = (
        renderer.frame(0).astype(int),
        renderer.frame(120).astype(int),
        renderer.frame(60),
    )
    diff = np.abs(first - after_last).max(axis=2)
    assert np.mean(diff > 48) < 0.0005
    assert np.mean(np.abs(first - middle.astype(int)).max(axis=2) > 48) > 0.002  # and the frames do move


def test_frames_are_at_exact_times_whatever_the_live_frame_rate() -> None:
    state = state_for("teacup")
    apply(state, i.Tick(0.123))  # the live window has moved on by an odd amount
    request = ExportRequest("canvas", "gif", (854, 480), Path("unused.gif"), 120, 15.0)
    renderer = FrameRenderer(snapshot(state), request, Fonts())
    fresh = FrameRenderer(snapshot(state_for("teacup")), request, Fonts())
    assert np.array_equal(renderer.frame(30), fresh.frame(30))
    assert state.epicycles.t == pytest.approx(2 * math.pi * 0.123 / config.SECONDS_PER_PERIOD)


def test_the_rope_view_runs_over_its_delta_range(tmp_path: Path) -> None:
    out = tmp_path / "rope.gif"
    state = state_for(rope="32")
    request = ExportRequest("rope", "gif", (640, 480), out, 12, 12.0, deltas=(0.0, 120.0))
    assert isinstance(run(state, request), i.Exported)
    frames = gif_frames(out)
    assert len(frames) == 12 and frames[0].shape == (480, 640, 3)
    assert np.abs(frames[0] - frames[6]).max() > 0
    assert state.rope.delta == 0.0  # the live state did not move


def test_csv_round_trip_equals_coeffs_json(tmp_path: Path) -> None:
    out = tmp_path / "heart.csv"
    command = [sys.executable, "main.py", "export", "--preset", "heart", "--format", "csv", "--out", str(out)]
    subprocess.run(command, cwd=ROOT, check=True, timeout=60)
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert list(rows[0]) == ["k", "re", "im", "abs", "arg"]
    coeffs = subprocess.run(
        [sys.executable, "main.py", "coeffs", "--preset", "heart", "--json"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    )
    truth = {c["k"]: complex(c["re"], c["im"]) for c in json.loads(coeffs.stdout)["coefficients"]}
    got = {int(r["k"]): complex(float(r["re"]), float(r["im"])) for r in rows}
    assert got == truth
    amplitudes = [float(r["abs"]) for r in rows]
    assert amplitudes == sorted(amplitudes, reverse=True)  # amplitude order, the window's default
    for r in rows:
        z = complex(float(r["re"]), float(r["im"]))
        assert float(r["abs"]) == pytest.approx(abs(z)) and float(r["arg"]) == pytest.approx(np.angle(z))


def test_json_has_the_coeffs_shape_and_the_title(tmp_path: Path) -> None:
    out = tmp_path / "square.json"
    assert isinstance(run(state_for(), ExportRequest("canvas", "json", (1, 1), out)), i.Exported)
    data = json.loads(out.read_text())
    assert data["title"] == "8-point square" and data["samples"] == 8
    assert {c["k"] for c in data["coefficients"]} == {1, -3} | {k for k in range(-3, 5)}


def test_json_of_all_arrows_opens_again_as_the_same_curve(tmp_path: Path) -> None:
    """(The heart's 512 arrows, k = −255 … 256, opened again at 513 samples, a count the Samples menu does
    not offer.)"""
    from app.io.curves import load_curve_file
    from app.model.apply import apply

    state = state_for("heart")
    apply(state, i.SetArrows(state.epicycles.max_arrows))
    out = tmp_path / "heart.json"
    assert isinstance(run(state, ExportRequest("canvas", "json", (1, 1), out)), i.Exported)
    data = json.loads(out.read_text())
    assert data["samples"] == 512 and max(c["k"] for c in data["coefficients"]) == 256
    again = load_curve_file(out)
    assert len(again.samples) == 512
    np.testing.assert_allclose(again.samples, state.epicycles.curve.samples, atol=1e-9)


def test_rope_csv_lists_the_window(tmp_path: Path) -> None:
    out = tmp_path / "rope.csv"
    state = state_for()
    assert isinstance(run(state, ExportRequest("rope", "csv", (1, 1), out)), i.Exported)
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert list(rows[0]) == ["delta", "score", "ratio"] and len(rows) == 4097
    d = np.array([float(r["delta"]) for r in rows])
    expected = np.cos(d) + np.cos(0.01 * d)  # two all-ones arrows at ω = 1, 0.01
    np.testing.assert_allclose([float(r["score"]) for r in rows], expected, atol=1e-9)
    np.testing.assert_allclose([float(r["ratio"]) for r in rows], expected / 2, atol=1e-9)


def test_rope_csv_s_ratio_is_score_over_reach_as_on_screen(tmp_path: Path) -> None:
    """(It was score / score(0), which is not the screen's ratio once q ≠ k: 1.0078 beside 0.785.)"""
    out = tmp_path / "rope.csv"
    state = state_for(rope="32")
    apply(state, i.SetRopeContent("random"))
    assert isinstance(run(state, ExportRequest("rope", "csv", (1, 1), out)), i.Exported)
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    r = state.rope
    reach = float(np.abs(r.h).sum())  # the largest score any Δ can give
    assert not np.isclose(reach, abs(r.score0))  # (so the two ratios differ)
    scores = np.array([float(row["score"]) for row in rows])
    np.testing.assert_allclose([float(row["ratio"]) for row in rows], scores / reach, atol=1e-12)
    delta = r.delta_int
    assert float(rows[delta - r.lo]["ratio"]) == pytest.approx(r.ratio_now, abs=1e-12)


def test_an_unwritable_folder_fails_with_no_file() -> None:
    folder = reachable_dir() / "locked"
    folder.mkdir(mode=0o555)  # anyone may enter it; only its owner (root in CI) may write
    state = state_for()
    result = as_unprivileged(
        lambda: run(state, ExportRequest("canvas", "gif", (320, 180), folder / "x.gif", 4, 15.0))
    )
    assert isinstance(result, i.ExportFailed) and "Permission denied" in result.reason
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("kind", ["gif", "mp4", "png"])
def test_an_unwritable_folder_fails_before_the_first_frame(kind: str) -> None:
    """(A GIF drew all its frames, the progress bar up to 100 %, before it failed.)"""
    folder = reachable_dir() / "locked"
    folder.mkdir(mode=0o555)
    state = state_for()
    request = ExportRequest("canvas", kind, (320, 180), folder / f"x.{kind}", 40, 15.0)

    def started() -> tuple[int, object]:
        job = ExportJob(snapshot(state), request, Fonts(), presets())
        return job.done, job.result

    done, result = as_unprivileged(started)
    assert done == 0 and isinstance(result, i.ExportFailed) and result.problem is not None
    assert result.problem.key == "problem.os.denied" and list(folder.iterdir()) == []


def test_a_folder_refusing_new_files_fails_with_no_file(tmp_path: Path, monkeypatch) -> None:
    """What an unwritable folder does to anyone (root included, whom chmod does not stop)."""

    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(writers.tempfile, "mkstemp", refused)
    for kind in ("gif", "mp4", "png", "csv"):
        result = run(state_for(), ExportRequest("canvas", kind, (320, 180), tmp_path / f"x.{kind}", 4, 15.0))
        assert isinstance(result, i.ExportFailed) and "Permission denied" in result.reason
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kind", ["gif", "mp4", "png"])
def test_a_full_disk_leaves_no_partial_file(tmp_path: Path, monkeypatch, kind: str) -> None:
    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writers.os, "replace", full)  # the last step of every write: the rename
    out = tmp_path / f"x.{kind}"
    result = run(state_for(), ExportRequest("canvas", kind, (320, 180), out, 4, 15.0))
    assert isinstance(result, i.ExportFailed) and "No space left" in result.reason
    assert list(tmp_path.iterdir()) == []
    assert "Nothing was written" in apply(state_for(), result).status


def test_a_cancelled_export_leaves_nothing(tmp_path: Path) -> None:
    out = tmp_path / "x.mp4"
    job = ExportJob(snapshot(state_for()), ExportRequest("canvas", "mp4", (320, 180), out, 60, 30.0), Fonts())
    job.step(0.0)
    assert job.done == 1 and not job.finished
    assert isinstance(job.cancel(), i.ExportCancelled)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("request_args", "fragment"),
    [
        (("canvas", "gif", (4000, 4000)), "pixels"),
        (("canvas", "mp4", (855, 480)), "even"),
        (("rope", "json", (10, 10)), "JSON"),
    ],
)
def test_requests_beyond_the_limits(request_args, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        ExportRequest(*request_args, Path("x")).check()
    with pytest.raises(ValueError, match="GIF"):
        ExportRequest("canvas", "gif", (3840, 2160), Path("x.gif"), 100).check()


# ---------------------------------------------------------------- frames in the surface's own pixels


def red_and_blue(size: tuple[int, int]) -> np.ndarray:
    """A BGRX frame: the left half pure red, the right half pure blue."""
    w, h = size
    frame = np.zeros((h, w, 4), np.uint8)
    frame[:, : w // 2, 2] = 255  # red is the third byte
    frame[:, w // 2 :, 0] = 255  # blue the first
    return frame


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


def test_an_encoder_that_stops_mid_clip_leaves_no_file(tmp_path: Path) -> None:
    """ffmpeg gone after the first frames (a crash, a kill): the export fails, with no file."""
    out = tmp_path / "broken.mp4"
    writer = writers.frame_writer("mp4", out, (64, 32), 15.0)
    with pytest.raises(OSError, match="ffmpeg stopped"):
        for n in range(200):
            writer.add(red_and_blue((64, 32)))
            if n == 2:
                writer._process.kill()
        writer.finish()
    writer.discard()
    assert list(tmp_path.iterdir()) == []


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
def test_a_still_of_the_rope_panel_shows_the_score_curve_over_its_whole_window(
    tmp_path: Path, view: str
) -> None:
    """As a still of the canvas shows a whole period of trail: Δ at the window's end, all the curve above
    it (at the live Δ = 0 the plot was empty)."""
    state = state_for("heart")
    request = ExportRequest(view, "png", (1280, 720), tmp_path / "still.png")
    assert frame_state(snapshot(state), request, 0).rope.delta_int == state.rope.hi
    assert isinstance(run(state, request), i.Exported)
    with Image.open(request.path) as image:
        rgb = np.asarray(image.convert("RGB"), dtype=int)
    curve = np.abs(rgb - config.ROPE_CURVE).max(axis=-1) <= 6
    assert curve.sum() > 5000
    assert state.rope.delta == 0.0  # the live state did not move
