"""`export` on the command line: bad input (exit 2, one line), a failed write (exit 1, no file), Ctrl+C and
SIGTERM (no file), and files that read back."""

from __future__ import annotations

import contextlib
import errno
import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image
from test_cli_hostile import stop_once_handling
from unprivileged import as_unprivileged, reachable_dir

from app import config
from app.cli.main import main
from app.export import writers

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def export(*argv: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", "export", *argv],
        cwd=ROOT,
        env=ENV,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["--preset", "nope", "--format", "gif"], "nope"),
        (["--preset", "heart", "--format", "webm"], "--format"),
        (["--preset", "heart", "--format", "gif", "--frames", "0"], "--frames"),
        (["--preset", "heart", "--format", "gif", "--frames", str(config.MAX_EXPORT_FRAMES + 1)], "--frames"),
        (["--preset", "heart", "--format", "gif", "--frames", "1e3"], "--frames"),
        (["--preset", "heart", "--format", "gif", "--size", "8000x8000"], "--size"),
        (["--preset", "heart", "--format", "gif", "--size", "1920x1080", "--frames", "3600"], "GIF"),
        (["--preset", "heart", "--format", "mp4", "--size", "853x480"], "even"),
        (["--preset", "heart", "--format", "gif", "--size", "160x120"], "smaller than 320x240"),
        (
            ["--preset", "word", "--format", "png", "--view", "window", "--size", "320x240"],
            "at least 960x600",
        ),
        (["--preset", "heart", "--format", "gif", "--view", "window", "--size", "480p"], "at least 960x600"),
        (["--preset", "heart", "--format", "gif", "--fps", "0"], "--fps"),
        (["--preset", "heart", "--format", "gif", "--arrows", "0"], "--arrows"),
        (["--preset", "heart", "--format", "gif", "--rope", "x"], "--rope"),
        (["--file", "/dev/zero", "--format", "csv"], "not a regular file"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(argv: list[str], fragment: str, tmp_path: Path) -> None:
    done = export(*argv, "--out", str(tmp_path / "out.x"))
    assert done.returncode == 2, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("epicycles: error: ") and fragment in lines[0]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("out", "said"),
    [
        ("x.gif", "x.gif is a folder, not a file"),
        ("x.gif/sub/", "there is no folder"),  # (a folder there: tests/export/test_export_into_folder.py)
        ("x.png", "the name is a PNG file's and the format GIF"),  # (a GIF named x.png was written)
        ("x.gif/sub/y.gif", "there is no folder"),
        ("f.txt/y.gif", "f.txt is a file, not a folder"),
    ],
)
def test_an_out_that_cannot_be_the_gif_is_refused_as_the_dialog_refuses_it(
    tmp_path: Path, out: str, said: str
) -> None:
    (tmp_path / "x.gif").mkdir()
    (tmp_path / "f.txt").write_text("")
    done = export("--preset", "square8", "--format", "gif", "--frames", "3", "--out", f"{tmp_path}/{out}")
    assert (
        done.returncode == 2 and done.stderr.startswith("epicycles: error: --out: ") and said in done.stderr
    )
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["f.txt", "x.gif"]


@pytest.mark.parametrize("kind", ["gif", "mp4", "csv"])
def test_a_full_disk_is_exit_1_and_leaves_nothing(kind: str, tmp_path: Path, monkeypatch, capsys) -> None:
    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writers.os, "replace", full)  # every write's last step, the rename, fails
    out = tmp_path / f"x.{kind}"
    frames = ["--frames", "3"] if kind != "csv" else []  # (a table has none)
    code = main(["export", "--preset", "square8", "--format", kind, *frames, "--out", str(out)])
    err = capsys.readouterr().err.splitlines()
    assert code == 1
    assert err == [f"epicycles: error: cannot write x.{kind}: no space left on the disk"]  # (as render's)
    assert list(tmp_path.iterdir()) == []


def test_a_read_only_folder_is_exit_1_and_leaves_nothing(tmp_path: Path) -> None:
    folder = reachable_dir() / "ro"
    folder.mkdir(mode=0o555)  # anyone may enter it; only its owner (root in CI) may write

    def export_into(where: Path) -> tuple[int, str]:
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            argv = ["export", "--preset", "square8", "--format", "gif", "--frames", "3", "--out", str(where)]
            code = main(argv)
        return code, err.getvalue()

    # The same export where it may write succeeds (and loads every module the child will need: it may
    # not be allowed to read the Python installation's folders).
    assert export_into(tmp_path / "x.gif") == (0, "")
    code, err = as_unprivileged(lambda: export_into(folder / "x.gif"))
    assert code == 1 and err.count("\n") == 1 and "cannot write x.gif" in err, err
    assert list(folder.iterdir()) == []


def test_a_gif_and_a_png_read_back(tmp_path: Path) -> None:
    """The PNG replaces a file of its name, as cp would."""
    gif, png = tmp_path / "a.gif", tmp_path / "a.png"
    png.write_text("an earlier file")
    done = export(
        "--preset", "teacup", "--format", "gif", "--frames", "10", "--size", "320x240", "--out", str(gif)
    )
    assert done.returncode == 0 and done.stderr == ""  # no bar: stderr is not a terminal here
    with Image.open(gif) as image:
        assert image.n_frames == 10 and image.size == (320, 240)
    done = export("--preset", "teacup", "--format", "png", "--view", "window", "--out", str(png))
    assert done.returncode == 0
    with Image.open(png) as image:
        assert image.size == (1280, 720)  # the whole window's least size is 960x600: 720p by default
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.gif", "a.png"]


@pytest.mark.parametrize(("kind", "typed", "written"), [("png", "noext", "noext.png"), ("csv", "t", "t.csv")])
def test_a_name_with_no_format_s_ending_gets_it_as_the_dialog_gives_it(
    tmp_path: Path, kind: str, typed: str, written: str
) -> None:
    size = ["--size", "320x240"] if kind == "png" else []
    done = export("--preset", "heart", "--format", kind, *size, "--out", str(tmp_path / typed))
    assert done.returncode == 0, done.stderr
    assert [p.name for p in tmp_path.iterdir()] == [written]
    assert done.stderr.splitlines() == [
        f"epicycles: note: written as {tmp_path / written}, with the format's ending"
    ]
    if kind == "png":
        with Image.open(tmp_path / written) as image:
            assert image.format == "PNG"


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_export_and_leaves_no_file(signum: int, tmp_path: Path) -> None:
    """Nor does it touch the file of that name there was."""
    out = tmp_path / "long.mp4"
    out.write_bytes(b"an earlier film")
    argv = ["export", "--preset", "teacup", "--format", "mp4", "--frames", "3600", "--size", "1080p"]
    child = subprocess.Popen(
        [sys.executable, "main.py", *argv, "--out", str(out)],
        cwd=ROOT,
        env=ENV,
        stderr=subprocess.PIPE,
        text=True,
    )
    err, stopped_in = stop_once_handling(child, signum)
    assert stopped_in < 5
    assert child.returncode == 128 + signum
    assert len(err.splitlines()) == 1 and "stopped" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == [out] and out.read_bytes() == b"an earlier film"


@pytest.mark.parametrize("out", ["-", "/dev/null"])
def test_a_device_or_a_dash_is_no_file_to_write(out: str) -> None:
    """(`--out /dev/full` wrote a stray /dev/full.json, `--out -` a file named -.csv: the format's ending
    was added to what names no file.)"""
    done = export("--preset", "square8", "--format", "csv", "--out", out)
    assert done.returncode == 2 and "is not a file to write" in done.stderr
    assert not Path(f"{out}.csv").exists()


def test_a_png_of_the_rope_panel_stands_at_the_window_s_end(tmp_path: Path) -> None:
    """The command line has no Δ on a screen to show: its still stands at the plotted window's end, the
    score curve swept whole (a still shows the panel at its Δ, which was 0 there: a faint curve)."""
    png = tmp_path / "rope.png"
    assert export("--preset", "heart", "--format", "png", "--view", "rope", "--out", str(png)).returncode == 0
    with Image.open(png) as image:
        rgb = np.asarray(image.convert("RGB"), dtype=int)
    assert (np.abs(rgb - config.ROPE_CURVE).max(axis=-1) <= 6).sum() > 3000
