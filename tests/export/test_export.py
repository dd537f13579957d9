"""Exports against independent truths: GIF and MP4 files read back with Pillow and imageio-ffmpeg, one
period looping seamlessly at exact times, the rope view over its Δ range, the CSV against `coeffs --json`,
the JSON and the rope CSV, and requests beyond the limits refused."""

from __future__ import annotations

import csv
import io
import json
import math
import subprocess
import sys
from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from export_helpers import run, state_for
from PIL import Image

from app import config
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest, frames_for, snapshot
from app.ui.export.export_frames import FrameRenderer
from app.ui.fonts import Fonts

pytestmark = pytest.mark.usefixtures("small_display")


ROOT = Path(__file__).resolve().parents[2]


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
    from app.io.curve_file import load_curve_file
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


@pytest.mark.parametrize(
    ("request_args", "fragment"),
    [
        (("canvas", "gif", (4000, 4000)), "pixels"),
        (("canvas", "mp4", (855, 480)), "even"),
        (
            ("window", "json", (960, 600)),
            "JSON",
        ),  # (the RoPE panel's curve is written: test_export_rope_json)
    ],
)
def test_requests_beyond_the_limits(request_args, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        ExportRequest(*request_args, Path("x")).check()
    with pytest.raises(ValueError, match="GIF"):
        ExportRequest("canvas", "gif", (3840, 2160), Path("x.gif"), 100).check()
