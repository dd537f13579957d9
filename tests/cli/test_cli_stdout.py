"""A stdout that cannot take the output: a full disk (/dev/full) or none at all (`>&-`) ends in one line
in English whatever --lang and exit code 1, as a file that cannot be written does; no traceback, no
silent 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tiny_gguf import write_tiny

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
COMMANDS = {
    "coeffs": ["coeffs", "--preset", "heart", "--json"],
    "rope": ["rope", "--json"],
    "heads": ["heads", "--model", "MODEL", "--text", "hi", "--json"],
    "list": ["--list-presets"],
    "help": ["export", "--help"],
}
SAID = {
    "full": "cannot write the output: no space left on the disk",
    "closed": "cannot write the output: standard output is closed",
}


def run_into(stdout: str, argv: list[str]) -> subprocess.CompletedProcess[str]:
    """main.py with stdout to /dev/full ("full") or closed ("closed"), stderr captured."""
    if stdout == "full":
        with open("/dev/full", "w") as full:
            return subprocess.run(
                [sys.executable, "main.py", *argv],
                cwd=ROOT, env=ENV, stdout=full, stderr=subprocess.PIPE, text=True, timeout=60,
            )  # fmt: skip
    return subprocess.run(
        [sys.executable, "main.py", *argv],
        cwd=ROOT, env=ENV, stdout=None, stderr=subprocess.PIPE, text=True, timeout=60,
        preexec_fn=lambda: os.close(1),
    )  # fmt: skip


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="/dev/full is Linux's")
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("stdout", ["full", "closed"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_unwritable_stdout_is_one_line_and_exit_1(
    command: str, stdout: str, lang: str, tmp_path: Path
) -> None:
    model = str(write_tiny(tmp_path / "tiny.gguf"))
    argv = ["--lang", lang, *(model if a == "MODEL" else a for a in COMMANDS[command])]
    done = run_into(stdout, argv)
    lines = done.stderr.splitlines()
    assert done.returncode == 1, done.stderr
    assert len(lines) == 1 and lines[0].startswith("epicycles: error: "), done.stderr
    assert SAID[stdout] in lines[0]
