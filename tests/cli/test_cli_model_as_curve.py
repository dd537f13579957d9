"""A GGUF model given to a command that takes a curve is refused with where it belongs: `heads --model`
(the window opens a dropped or picked model in its Model tab; the line said to open it with Open model…,
which the command line has not)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from model_helpers import NEEDS_DEMO

from app.llm.places import demo_model

ROOT = Path(__file__).parents[2]


@NEEDS_DEMO
@pytest.mark.parametrize("argv", [["coeffs", "--json"], ["export", "--format", "csv", "--out", "OUT"]])
def test_a_model_given_as_a_curve_points_to_the_heads_command(tmp_path: Path, argv: list[str]) -> None:
    command, *rest = (str(tmp_path / "x.csv") if arg == "OUT" else arg for arg in argv)
    done = subprocess.run(
        [sys.executable, "main.py", command, "--file", str(demo_model()), *rest],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and not list(tmp_path.iterdir())
    assert done.stderr.splitlines() == [
        f"epicycles: error: {demo_model().name}: a GGUF model, not a curve; the heads command reads it"
        " (heads --model FILE) and the window opens it in its Model tab"
    ]
    head = subprocess.run(
        [sys.executable, "main.py", "heads", "--model", str(demo_model()), "--text", "Hi", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert head.returncode == 0, head.stderr  # (as it says)
