"""`render` onto a disk that fills up while the PNG is written: one line and exit 1, no file (pygame, which
wrote through a Python file object, printed the write's OSError once per failed write before that line)."""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

from test_cli_hostile import ENV, ROOT


def small_files() -> None:
    """In the child: no file may grow past 20 kB (EFBIG, as ENOSPC on a full disk; Python ignores SIGXFSZ)."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))


def test_a_png_that_cannot_be_written_whole_is_one_line(tmp_path: Path) -> None:
    own = {name: str(tmp_path / name) for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")}
    out = tmp_path / "rr.png"
    argv = [sys.executable, "main.py", "render", "--preset", "heart", "--frames", "2", "--out", str(out)]
    done = subprocess.run(argv, cwd=ROOT, env={**ENV, **own}, capture_output=True, preexec_fn=small_files)
    lines = done.stderr.decode().splitlines()
    assert done.returncode == 1
    assert len(lines) == 1 and lines[0].startswith("epicycles: error: cannot write rr.png: "), lines
    assert "rr.png" not in [p.name for p in tmp_path.rglob("*")] and not list(tmp_path.glob(".rr*"))
