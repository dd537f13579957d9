"""One rule for every command: an option the chosen format or mode does not use is refused with one line
naming it and why (English or Korean), exit 2; an option that is used is never refused."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def run(line: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    argv = [a.replace("OUT", str(tmp_path)) for a in line.split()]
    return subprocess.run(
        [sys.executable, "main.py", *argv], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            "export --preset heart --format gif --quality best --out OUT/a.gif",
            "--quality does not apply to --format gif: only an MP4",
        ),
        (
            "export --preset heart --format png --fps 60 --out OUT/a.png",
            "--fps does not apply to --format png: a PNG is one frame",
        ),
        (
            "export --preset heart --format png --frames 10 --out OUT/a.png",
            "--frames does not apply to --format png",
        ),
        (
            "export --preset heart --format csv --size 1080p --out OUT/a.csv",
            "--size does not apply to --format csv: a table has no pixels",
        ),
        (
            "export --preset heart --format csv --rope 32 --out OUT/a.csv",
            "--rope does not apply to --view canvas",
        ),
        (
            "export --preset heart --format json --frames 3 --out OUT/a.json",
            "--frames does not apply to --format json: a table has no frames",
        ),
        (
            "export --preset heart --format csv --view window --out OUT/a.csv",
            "--view window does not apply to --format csv",
        ),
        (
            "export --preset heart --format png --view rope --arrows 3 --out OUT/a.png",
            "--arrows does not apply to --view rope",
        ),
        (
            "export --preset heart --format mp4 --quality good --font noto --out OUT/a.mp4",
            "--font does not apply without --text",
        ),
        ("coeffs --preset heart --font dejavu --json", "--font does not apply without --text"),
        ("rope --pairs 1:2 --window 0:10 --json", "--window does not apply to --pairs: each pair"),
        ("rope --pairs 1:2 --delta 3 --json", "--delta does not apply to --pairs"),
        ("rope --pairs 1:2 --bound --json", "--bound does not apply to --pairs"),
        ("rope --seed 3 --json", "--seed does not apply without --pairs"),
        ("rope --omega 1,0.5 --base 100 --json", "--base does not apply to --omega"),
        (
            "rope --scaling linear --factor 2 --beta-fast 3 --json",
            "--beta-fast does not apply to --scaling linear",
        ),
        ("--size 800x600 render --out OUT/r.png", "--size does not apply to render: it is the window's"),
        ("--preset heart --list-presets", "--preset does not apply to --list-presets"),
        (
            "--lang ko export --preset heart --format gif --quality best --out OUT/a.gif",
            "--quality does not apply to --format gif: only an MP4 has a quality",  # (whatever --lang)
        ),
        ("--lang ko rope --pairs 1:2 --window 0:10 --json", "--window does not apply to --pairs: each pair"),
    ],
)
def test_an_option_that_does_not_apply_is_refused(line: str, said: str, tmp_path: Path) -> None:
    done = run(line, tmp_path)
    lines = done.stderr.splitlines()
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1 and lines[0].startswith("epicycles: error: ") and said in lines[0], lines
    assert done.stdout == "" and list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "line",
    [
        "export --preset heart --format gif --fps 10 --frames 2 --size 320x240 --arrows 5 --out OUT/a.gif",
        "export --preset heart --format mp4 --quality draft --frames 2 --size 320x240 --out OUT/a.mp4",
        "export --preset heart --format png --view window --rope 8 --arrows 5 --size 960x600 --out OUT/a.png",
        "export --preset heart --format gif --view rope --rope 8 --frames 2 --size 320x240 --out OUT/a.gif",
        "export --preset heart --format csv --view rope --rope 32 --out OUT/a.csv",
        "export --preset heart --format json --arrows 5 --view canvas --out OUT/a.json",
        "export --text Hi --font dejavu --format png --size 320x240 --out OUT/a.png",
        "coeffs --text Hi --font dejavu --json",
        "rope --pairs 1:2 --arrows 2 --base 100 --q 1,0,1,0 --k 0,1,0,1 --json",
        "rope --pairs 1:2 --omega 1,0.5 --seed 3 --json",
        "rope --omega 1,0.5 --arrows 2 --delta 1 --window 0:10 --bound --json",
        "rope --scaling yarn --factor 2 --beta-fast 16 --original-max 4096 --json",
        "--lang ko path --preset heart --t 0 --arrows 3 --order frequency --json",
    ],
)
def test_an_option_that_is_used_is_taken(line: str, tmp_path: Path) -> None:
    done = run(line, tmp_path)
    assert done.returncode == 0, done.stderr
