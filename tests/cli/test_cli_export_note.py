"""`export` whose stderr cannot be written (`2>/dev/full`): the file is written whole, and the note saying
under which name ("written as …, with the format's ending") may go unprinted without failing the command
(it exited 1)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from test_cli_hostile import ENV, ROOT


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_note_that_cannot_be_printed_does_not_fail_the_export(tmp_path: Path) -> None:
    argv = [
        sys.executable,
        "main.py",
        "export",
        "--preset",
        "heart",
        "--format",
        "png",
        "--out",
        str(tmp_path / "h"),
    ]
    with open("/dev/full", "w") as full:
        done = subprocess.run(argv, cwd=ROOT, env=ENV, stdout=subprocess.DEVNULL, stderr=full)
    assert done.returncode == 0
    assert [p.name for p in tmp_path.iterdir()] == ["h.png"]
    assert (tmp_path / "h.png").read_bytes().startswith(b"\x89PNG")
