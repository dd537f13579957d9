"""The fixture of the end-to-end tests in a real X window (test_e2e_window.py, test_e2e_rope.py): `window`,
the packaged executable started in an X server of its own."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
import xwindow
from e2e_helpers import SCREEN, Window, missing_tools

from app.geometry.layout import compute_layout
from app.ui.canvas.epicycle_controls import EpicycleControls


@pytest.fixture
def window(built_executable: Path, tmp_path: Path) -> Iterator[Window]:
    """A fresh app in its own X server for each test, showing its first frame."""
    missing = missing_tools()
    if missing:
        message = f"missing {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    (tmp_path / "shots").mkdir()
    server, display = xwindow.start_xvfb(SCREEN)
    app: subprocess.Popen[bytes] | None = None
    try:
        app = xwindow.launch(built_executable, display, tmp_path, SDL_AUDIODRIVER="dummy")
        xwindow.wait_for_first_frame(app, tmp_path)
        x, y, w, h = xwindow.window_geometry(display)
        yield Window(
            app, display, (x, y), compute_layout((w, h), EpicycleControls.HEIGHT), tmp_path / "shots"
        )
    finally:
        if app is not None:
            xwindow.stop(app)
        xwindow.stop(server)
