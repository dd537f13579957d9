"""Exports against independent truths: files read back with Pillow and imageio-ffmpeg, frames against the
window's own drawing, the CSV against `coeffs --json`, and nothing left behind when a write fails."""

from __future__ import annotations

import csv
import errno
import io
import json
import lzma
import math
import os
import subprocess
import sys
from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from PIL import Image
from support import headless_display

from app import config
from app.export import writers
from app.io.curves import preset_curve, preset_names
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest, frames_for, snapshot
from app.model.state import AppState
from app.ui.export.export_frames import FrameRenderer
from app.ui.export.export_job import ExportJob
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
        assert image.info["loop"] == 0 and image.info["duration"] in (60, 70)
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


def test_an_unwritable_folder_fails_with_no_file(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        result = run(state_for(), ExportRequest("canvas", "gif", (320, 180), folder / "x.gif", 4, 15.0))
        if not isinstance(result, i.ExportFailed):
            pytest.skip("running as a user who writes everywhere")
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)


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


def test_packed_ffmpeg_is_unpacked_once_into_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """app/export/ffmpeg.py: the xz bytes are asked for and unpacked on first use only, whole, executable."""
    from app.export import ffmpeg

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    binary = b"#!/bin/sh\necho ffmpeg\n" * 1000
    calls = []

    def packed() -> bytes:
        calls.append(1)
        return lzma.compress(binary, format=lzma.FORMAT_XZ)

    first = ffmpeg.unpacked("ffmpeg-test", packed)
    assert first.read_bytes() == binary and os.access(first, os.X_OK)
    assert ffmpeg.unpacked("ffmpeg-test", packed) == first
    assert len(calls) == 1
    assert [p.name for p in first.parent.iterdir()] == ["ffmpeg-test"]  # no temporary file left


def test_a_broken_packed_ffmpeg_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.export import ffmpeg

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    with pytest.raises(OSError, match="cannot unpack ffmpeg"):
        ffmpeg.unpacked("ffmpeg-test", lambda: b"not xz")
    assert not any(p.is_file() for p in tmp_path.rglob("*"))
