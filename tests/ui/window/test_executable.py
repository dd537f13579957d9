"""The packaged executable, headless: its subcommands, its errors, and where it writes (never beside itself).

The executable is built once per run from build.spec (the `built_executable` fixture in conftest).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pygame
import pytest

from app import crash

pytestmark = pytest.mark.e2e
linux_only = pytest.mark.skipif(
    sys.platform != "linux", reason="the Windows and macOS builds are windowed: no console output to read"
)
TIMEOUT = 120  # seconds; generous for a loaded CI machine (the one-file executable unpacks at each start)


def headless_env(data_home: Path, **extra: str) -> dict[str, str]:
    """The environment of a headless run: SDL's dummy drivers, no display, the user's data in data_home."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(data_home), **extra)
    return env


def run_exe(exe: Path, *args: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(exe), *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT
    )


def listing(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@linux_only
def test_list_presets_prints_json(built_executable: Path, tmp_path: Path) -> None:
    done = run_exe(built_executable, "--list-presets", env=headless_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    names = [p["name"] for p in json.loads(done.stdout)["presets"]]
    assert {"square8", "teacup"} <= set(names)


@linux_only
def test_a_typed_word_is_drawn_from_the_bundled_faces(built_executable: Path, tmp_path: Path) -> None:
    """The faces' parse runs in a forked child (app/io/bounded.py), with fontTools' table modules
    bundled: a word of all three faces comes back as its outlines."""
    env = headless_env(tmp_path)
    done = run_exe(built_executable, "coeffs", "--text", "aΩ√가", "--json", env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["samples"] > 0


@linux_only
def test_render_teacup_writes_a_picture(built_executable: Path, tmp_path: Path) -> None:
    out = tmp_path / "teacup.png"
    done = run_exe(
        built_executable,
        "render",
        "--preset",
        "teacup",
        "--out",
        str(out),
        env=headless_env(tmp_path),
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)
    pixels = pygame.surfarray.array3d(image).reshape(-1, 3)
    colours = np.unique(pixels, axis=0)
    assert len(colours) > 100, f"{out} looks blank: {len(colours)} colours"


@linux_only
def test_mp4_export_unpacks_the_bundled_ffmpeg_once(built_executable: Path, tmp_path: Path) -> None:
    """The executable carries ffmpeg packed in its PYZ (not unpacked at start); the first MP4 unpacks it
    into the user's cache folder, the next one uses that copy."""
    cache = tmp_path / "cache"
    env = headless_env(tmp_path / "data", XDG_CACHE_HOME=str(cache))
    for name in ("first.mp4", "second.mp4"):
        out = tmp_path / name
        args = ("export", "--preset", "square8", "--format", "mp4", "--frames", "12", "--size", "480p")
        done = run_exe(built_executable, *args, "--out", str(out), env=env, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        unpacked = [p for p in cache.rglob("ffmpeg*") if p.is_file()]
        assert len(unpacked) == 1 and os.access(unpacked[0], os.X_OK), listing(cache)
        frames = imageio_ffmpeg.read_frames(str(out))
        meta = next(frames)
        assert meta["size"] == (854, 480)
        assert sum(1 for _ in frames) == 12


@linux_only
@pytest.mark.parametrize(
    "args",
    [("--bogus",), ("render", "--preset", "no-such-preset", "--out", "x.png"), ("--size", "10x10")],
    ids=["unknown-option", "unknown-preset", "bad-size"],
)
def test_bad_argument_exits_2_with_one_line(
    built_executable: Path, tmp_path: Path, args: tuple[str, ...]
) -> None:
    done = run_exe(built_executable, *args, env=headless_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("epicycles: error: "), done.stderr


@linux_only
def test_unexpected_error_leaves_a_log_and_a_message(built_executable: Path, tmp_path: Path) -> None:
    env = headless_env(tmp_path, **{crash.CRASH_TEST_VARIABLE: "1"})
    done = run_exe(built_executable, env=env, cwd=tmp_path)
    assert done.returncode == 1
    log = tmp_path / "Epicycles" / crash.LOG_NAME
    assert "Epicycles stopped after an unexpected error: RuntimeError: crash test" in done.stderr
    assert f"Details are in {log}" in done.stderr
    text = log.read_text()
    assert "Traceback" in text and "RuntimeError: crash test" in text


@linux_only
def test_nothing_is_written_beside_the_executable(built_executable: Path, tmp_path: Path) -> None:
    """Run every kind of command from the executable's own folder; its folder stays as it was."""
    folder = built_executable.parent
    before = listing(folder)
    data = tmp_path / "data"
    runs = [
        (("--list-presets",), {}),
        (("render", "--preset", "heart", "--frames", "5", "--out", str(tmp_path / "h.png")), {}),
        (("--bogus",), {}),
        ((), {crash.CRASH_TEST_VARIABLE: "1"}),
    ]
    for args, extra in runs:
        run_exe(built_executable, *args, env=headless_env(data, **extra), cwd=folder)
    assert listing(folder) == before
    assert (data / "Epicycles" / crash.LOG_NAME).is_file()  # the log went to the user's data folder


def test_the_workflows_smoke_run_passes_on_the_built_executable(built_executable: Path) -> None:
    """The same check the GitHub workflow runs on each system's build (tools/smoke_exe.py)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
    import smoke_exe

    assert smoke_exe.smoke(built_executable) is None
