"""Test setup: SDL's dummy drivers before pygame is imported, a fresh app per test, and the packaged
executable for the end-to-end tests, built only when its inputs changed (`--exe PATH` tests one already
built)."""

import os
import tempfile
from pathlib import Path

import pytest
from exe_cache import BuildError, cached_executable
from hypothesis import settings
from unprivileged import remove_made

# In CI every property test draws the same examples (a new random one must never turn a landing red);
# on a developer's machine they keep exploring, and a failure found there is replayed from hypothesis'
# database until fixed.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Drawings and logs go to the user's data folder: keep the tests' out of the real one.
_DATA_HOME = tempfile.TemporaryDirectory(prefix="epicycles-test-data-")  # removed when the run ends
os.environ["XDG_DATA_HOME"] = _DATA_HOME.name
os.environ["XDG_CONFIG_HOME"] = os.path.join(_DATA_HOME.name, "config")  # remembered language and lesson
os.environ["LANG"] = "C.UTF-8"  # English unless a test asks for Korean
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)


# ---------------------------------------------------------------- the packaged executable (e2e tests)


@pytest.fixture(scope="session", autouse=True)
def _permission_folders_removed():
    """The folders unprivileged.reachable_dir made, removed as each worker's session ends."""
    yield
    remove_made()


def pytest_addoption(parser):
    parser.addoption(
        "--exe",
        default=None,
        metavar="PATH",
        help="test this already built executable instead of building one from build.spec",
    )


@pytest.fixture(scope="session")
def built_executable(request) -> Path:
    """The one-file executable from build.spec, rebuilt only when its inputs changed (see exe_cache)."""
    given = request.config.getoption("--exe")
    if given:
        return Path(given).resolve()
    capture = request.config.pluginmanager.get_plugin("capturemanager")

    def say(line: str) -> None:
        with capture.global_and_fixture_disabled():
            print(line, flush=True)

    try:
        return cached_executable(say)
    except BuildError as error:
        pytest.fail(str(error))


@pytest.fixture
def display():
    """pygame's display and fonts, headless, for tests that draw onto plain surfaces."""
    from support import headless_display

    with headless_display():
        yield


@pytest.fixture
def app(tmp_path_factory, monkeypatch):
    """The real app in a 1280×800 window (headless), two frames in, remembering nothing from other tests."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))  # saved drawings, logs
    import pygame
    from ui_driver import run_frames

    from app.ui.app import EpicyclesApp

    application = EpicyclesApp(size=(1280, 800))
    run_frames(application, 2)
    yield application
    # Its model process ends with it, as the window's does on closing (each was left running, 465 MB with
    # the demo model, until the whole run ended: a full run filled the machine's memory).
    application.rope_panel.close()
    # A film still being made ends with it too, as on closing: its ffmpeg waited for frames until the whole
    # run ended (15 of them, 350 MB, by the end of the export tests).
    application.exporting.cancel()
    pygame.quit()
