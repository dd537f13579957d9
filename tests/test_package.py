"""The installable package: the wheel holds the code and the assets, and installed into a fresh venv its
`epicycles` command works (the command line, and the window headless for a frame), from any folder.

The fresh venv gets only the wheel (no network): the pinned dependencies come from this test run's own
environment through a .pth file, so what is tested is the wheel's content, not pip's downloads.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "README.md", "requirements.txt", "app", "assets")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel built from a copy of the sources (so no build/ or egg-info lands in the repo)."""
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    build = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(out)]
    subprocess.run([*build, "."], cwd=source, check=True, capture_output=True, timeout=300)
    (built,) = out.glob("epicycles-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed; its `epicycles` command."""
    env_dir = tmp_path_factory.mktemp("venv")
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    (Path(purelib) / "borrowed.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    return env_dir / "bin" / "epicycles"


def run(command: Path, *args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # nothing of the repo on the path
    return subprocess.run(
        [str(command), *args], cwd=cwd, env={**clean, **env}, capture_output=True, text=True, timeout=120
    )


def test_the_wheel_holds_every_package_and_the_assets(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    packages = {
        str(p.parent.relative_to(ROOT)).replace("/", ".") for p in (ROOT / "app").rglob("__init__.py")
    }
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    assert packages | {"app.assets"} == listed  # a new folder of app/ must be listed, or it is left out
    assets = {str(p.relative_to(ROOT)) for p in (ROOT / "assets").rglob("*") if p.is_file()}
    assert {f"app/{a}" for a in assets} <= set(names)
    assert not [n for n in names if n.startswith(("tests/", "benchmarks/"))]


def test_the_installed_command_runs_from_anywhere(installed: Path, tmp_path: Path) -> None:
    done = run(installed, "coeffs", "--preset", "square8", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    coefficients = {c["k"]: complex(c["re"], c["im"]) for c in json.loads(done.stdout)["coefficients"]}
    assert (
        abs(coefficients[1] - (1 + 2**0.5) / 2) < 1e-12 and abs(coefficients[-3] - (1 - 2**0.5) / 2) < 1e-12
    )
    done = run(installed, "--help", cwd=tmp_path)
    assert done.returncode == 0 and "coeffs" in done.stdout


def test_the_installed_window_opens_headless(installed: Path, tmp_path: Path) -> None:
    """The window (the same app and loop) for two frames on SDL's dummy driver, saved: the presets, theme
    and fonts found in the installed copy."""
    out = tmp_path / "window.png"
    done = run(installed, "render", "--preset", "heart", "--frames", "2", "--out", str(out), cwd=tmp_path,
               SDL_VIDEODRIVER="dummy")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000
