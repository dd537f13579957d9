"""The GitHub workflow that builds for Linux, Windows and macOS cannot run here, so it is checked here: it
is a valid workflow (its schema, offline), each step runs what exists and what runs on Linux too (the
same test selection as `make test-fast`, build.spec, the smoke script), and the smoke script fails on a
broken executable. The smoke run of the real executable is in tests/ui/window/test_executable.py."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
sys.path.insert(0, str(ROOT / "tools"))

import smoke_exe  # noqa: E402


def steps() -> list[dict]:
    return yaml.safe_load(WORKFLOW.read_text())["jobs"]["build"]["steps"]


def test_the_workflow_is_valid() -> None:
    schema = ["--builtin-schema", "vendor.github-workflows"]
    done = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", *schema, str(WORKFLOW)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_it_builds_on_the_three_systems_what_build_spec_makes() -> None:
    matrix = yaml.safe_load(WORKFLOW.read_text())["jobs"]["build"]["strategy"]["matrix"]["include"]
    assert {m["os"] for m in matrix} == {"ubuntu-latest", "windows-latest", "macos-latest"}
    spec = (ROOT / "build.spec").read_text()
    assert 'name="epicycles"' in spec and 'name="Epicycles.app"' in spec
    exes = {m["os"]: m["exe"] for m in matrix}
    assert exes["windows-latest"] == "dist/epicycles.exe"
    assert exes["macos-latest"].startswith("dist/Epicycles.app/")


def test_its_steps_are_the_commands_run_here() -> None:
    runs = [s["run"] for s in steps() if "run" in s]
    assert "python -m pip install -r requirements-dev.txt" in runs
    selection = re.search(r'-m "([^"]+)"', (ROOT / "Makefile").read_text().split("test-fast:")[1]).group(1)
    assert f'python -m pytest -n 2 -m "{selection}"' in runs  # the same tests as make test-fast
    assert "python -m PyInstaller --noconfirm --clean build.spec" in runs
    assert any(r.startswith("python tools/smoke_exe.py ") for r in runs)
    for path in ("requirements-dev.txt", "build.spec", "tools/smoke_exe.py"):
        assert (ROOT / path).is_file(), path


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the executable")
@pytest.mark.parametrize(
    "body",
    ["exit 3", 'echo not a picture > "$6"', 'head -c 20000 /dev/zero > "$6"'],
)
def test_the_smoke_run_fails_on_a_broken_executable(tmp_path: Path, body: str) -> None:
    """An executable that fails, or writes no PNG, is caught ($6: render's --out file)."""
    fake = tmp_path / "epicycles"
    fake.write_text(f"#!/bin/sh\n{body}\n")
    fake.chmod(0o755)
    problem = smoke_exe.smoke(fake)
    assert problem is not None and "\n" not in problem
