"""The window under a real window manager (openbox on Xvfb), run from source: what only a window manager
does to a window (a title bar, maximizing) shows here, not under SDL's dummy driver."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import xwindow

ROOT = Path(__file__).resolve().parents[3]
SCREEN = (1280, 800)

pytestmark = [
    pytest.mark.xwindow,
    pytest.mark.skipif(sys.platform != "linux", reason="needs Xvfb, openbox and xdotool (Linux)"),
]


@pytest.fixture
def desktop() -> Iterator[str]:
    """A private Xvfb with openbox managing its windows; its display name."""
    missing = [tool for tool in ("Xvfb", "xdotool", "xwininfo", "openbox") if shutil.which(tool) is None]
    if missing:
        message = f"missing {', '.join(missing)} (apt-get install xvfb xdotool x11-utils openbox)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    server, display = xwindow.start_xvfb(SCREEN)
    on_it = {**os.environ, "DISPLAY": display}
    manager = subprocess.Popen(["openbox"], env=on_it, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        yield display
    finally:
        xwindow.stop(manager)
        xwindow.stop(server)


def placed(display: str) -> tuple[int, int, int, int]:
    """x, y, width, height of the app's window on the screen, as the X server has it (xdotool's y counts
    a reparenting window manager's frame twice)."""
    xwindow.window_geometry(display)  # waits for the window
    wid = xwindow.xdotool(display, "search", "--classname", "epicycles").split()[-1]
    on_it = {**os.environ, "DISPLAY": display}
    info = subprocess.run(
        ["xwininfo", "-id", wid], env=on_it, capture_output=True, text=True, timeout=30
    ).stdout
    field = dict(line.strip().split(": ", 1) for line in info.splitlines() if ": " in line)
    keys = ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")
    x, y, w, h = (int(field[key]) for key in keys)
    return x, y, w, h


def test_a_window_as_large_as_the_screen_opens_maximized_with_its_last_rows_in_sight(
    desktop: str, tmp_path: Path
) -> None:
    # --size of the whole screen: the title bar pushed the status line off the bottom of the screen.
    command = [sys.executable, str(ROOT / "main.py"), "--size", f"{SCREEN[0]}x{SCREEN[1]}"]
    app = xwindow.launch(
        command, desktop, tmp_path, SDL_AUDIODRIVER="dummy", XDG_CONFIG_HOME=str(tmp_path / "config")
    )
    try:
        xwindow.wait_for_first_frame(app, tmp_path)

        def fitted() -> tuple[int, int, int, int] | None:
            x, y, w, h = placed(desktop)
            return (x, y, w, h) if y + h <= SCREEN[1] else None

        try:
            _, y, w, _ = xwindow.wait_for(fitted, 20, "the window to fit the screen")
        except TimeoutError:
            pytest.fail(f"the window stays at {placed(desktop)} (x, y, w, h) on a {SCREEN} screen")
        assert w == SCREEN[0] and y > 0  # maximized: the whole width, the title bar above it
    finally:
        assert xwindow.stop(app) == 0


def test_the_window_manager_s_close_quits_the_app(desktop: str, tmp_path: Path) -> None:
    """Alt+F4 (openbox asks the window to close, as its × does): the app ends, its exit code 0. SDL sends
    no quit event after a window's close (layout.open_display), so the router's answer to it is all."""
    command = [sys.executable, str(ROOT / "main.py"), "--size", "960x600"]
    app = xwindow.launch(command, desktop, tmp_path, SDL_AUDIODRIVER="dummy")
    try:
        xwindow.wait_for_first_frame(app, tmp_path)
        for _ in range(10):  # (SDL may make its window anew as the start settles: that one is asked again)
            wid = xwindow.xdotool(desktop, "search", "--classname", "epicycles", check=False).split()
            if wid:
                xwindow.xdotool(desktop, "windowactivate", "--sync", wid[-1], check=False)
                xwindow.xdotool(desktop, "key", "alt+F4", check=False)  # (to the window focused)
            with contextlib.suppress(subprocess.TimeoutExpired):
                app.wait(timeout=3)
            if app.poll() is not None:
                break
        assert app.wait(timeout=30) == 0
    finally:
        xwindow.stop(app)
