"""Inputs too large to give finite numbers, render arguments that name no PNG, and a window with no display
to open: one line, exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize(
    "args",
    [
        ("rope", "--omega", "10", "--delta", "1e308", "--json"),
        ("path", "--preset", "square8", "--t", "1e308", "--json"),
        ("coeffs", "--preset", "square8", "--shift", "1e308,0", "--json"),
        ("render", "--rope", "abc", "--out", "OUT/x.png"),
        ("render", "--out", "OUT/folder.png"),
        ("render", "--out", "OUT/missing/x.png"),
        ("--rope", "0"),
        ("--preset", "nope"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, tmp_path: Path) -> None:
    (tmp_path / "folder.png").mkdir()
    result = run_main(*(a.replace("OUT", str(tmp_path)) for a in args))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("epicycles: error:"), result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("system", "words"), [("C.UTF-8", "cannot open a display"), ("ko_KR.UTF-8", "디스플레이")]
)
def test_a_window_with_no_display_exits_2_with_one_line(tmp_path: Path, system: str, words: str) -> None:
    """No DISPLAY nor WAYLAND_DISPLAY and no driver asked for: SDL takes its offscreen driver, with which the
    window ran unseen until killed (the timeout here only guards against that hang)."""
    unset = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "LC_ALL", "LC_MESSAGES")
    env = {k: v for k, v in os.environ.items() if k not in unset}
    env.update(
        PYGAME_HIDE_SUPPORT_PROMPT="1", LANG=system, XDG_RUNTIME_DIR=str(tmp_path)
    )  # (SDL: no warning)
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    result = subprocess.run(
        [sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("epicycles: error:") and words in lines[0], result.stderr
