"""Test setup: SDL's dummy drivers before pygame is imported, a fresh app per test, and the packaged
executable built once per run for the end-to-end tests (`--exe PATH` tests one already built)."""

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Drawings and logs go to the user's data folder: keep the tests' out of the real one.
_DATA_HOME = tempfile.TemporaryDirectory(prefix="epicycles-test-data-")  # removed when the run ends
os.environ["XDG_DATA_HOME"] = _DATA_HOME.name


# ---------------------------------------------------------------- the packaged executable (e2e tests)


def pytest_addoption(parser):
    parser.addoption(
        "--exe",
        default=None,
        metavar="PATH",
        help="test this already built executable instead of building one from build.spec",
    )


@pytest.fixture(scope="session")
def built_executable(request, tmp_path_factory) -> Path:
    """The one-file executable, built once per test run from build.spec into pytest's temp folder."""
    given = request.config.getoption("--exe")
    if given:
        return Path(given).resolve()
    root = Path(__file__).resolve().parent.parent
    out = tmp_path_factory.mktemp("pyinstaller")
    dist, work = out / "dist", out / "build"
    log = out / "pyinstaller.log"
    capture = request.config.pluginmanager.get_plugin("capturemanager")

    def say(line: str) -> None:
        with capture.global_and_fixture_disabled():
            print(line, flush=True)

    say(f"\nbuilding the executable with PyInstaller (a minute or so); log: {log}")
    start = time.perf_counter()
    # No --clean: the work folder is new anyway, and --clean would also empty PyInstaller's shared
    # cache under another build's feet (make exe, make bench).
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist)]
    command += ["--workpath", str(work), str(root / "build.spec")]
    with log.open("w") as sink:
        done = subprocess.run(command, cwd=root, stdout=sink, stderr=subprocess.STDOUT, timeout=900)
    exe = dist / ("epicycles.exe" if sys.platform == "win32" else "epicycles")
    if done.returncode != 0 or not exe.is_file():
        tail = "\n".join(log.read_text(errors="replace").splitlines()[-30:])
        pytest.fail(f"PyInstaller failed (exit {done.returncode}); log {log}:\n{tail}")
    size = exe.stat().st_size / 1e6
    say(f"built {exe} ({size:.1f} MB) in {time.perf_counter() - start:.0f} s")
    return exe


@pytest.fixture
def app():
    """The real app in a 1280×800 window (headless), two frames in."""
    import pygame
    from ui_driver import run_frames

    from app.ui.app import EpicyclesApp

    application = EpicyclesApp(size=(1280, 800))
    run_frames(application, 2)
    yield application
    pygame.quit()
