"""`render` in step with `export`: a file it cannot write is exit 1 and one line (it was 2, a bad
argument's), and the picture shows no frame rate, which a render that steps time itself never measured
(its corner read "0 FPS")."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from unprivileged import as_unprivileged, reachable_dir

from app.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
ENV = {"PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def render_into(where: Path) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(["render", "--frames", "2", "--size", "960x600", "--out", str(where)])
    return code, err.getvalue()


@pytest.fixture(autouse=True)
def own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Preferences and logs of the window a render runs, in folders of the test's own."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name))


def test_a_read_only_folder_is_exit_1_as_for_export(tmp_path: Path) -> None:
    folder = reachable_dir() / "ro"
    folder.mkdir(mode=0o555)  # anyone may enter it; only its owner (root in CI) may write
    # Where it may write it succeeds (and loads every module the unprivileged child will need).
    assert render_into(tmp_path / "r.png") == (0, "")
    code, err = as_unprivileged(lambda: render_into(folder / "r.png"))
    assert (code, err) == (1, "epicycles: error: cannot write r.png: permission denied\n")
    assert list(folder.iterdir()) == []


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux /proc")
def test_a_folder_no_file_can_be_made_in_is_exit_1() -> None:
    done = subprocess.run(
        [sys.executable, "main.py", "render", "--frames", "1", "--out", "/proc/r.png"],
        cwd=ROOT, env={**os.environ, **ENV}, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 1
    assert done.stderr.splitlines() == ["epicycles: error: cannot write r.png: no such file or folder"]


def test_a_render_shows_no_frame_rate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui.export import render
    from app.ui.export.render import render_png

    made = []

    class Kept(render.EpicyclesApp):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(render, "EpicyclesApp", Kept)
    render_png((1280, 800), "square8", "2", 30, tmp_path / "r.png")
    (app,) = made
    assert app.state.epicycles.playing and not app.at_rest()  # (at rest it would read "paused")
    assert app.status.fps_label.text.strip() == ""
