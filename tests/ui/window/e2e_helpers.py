"""What the end-to-end tests in a real X window share (test_e2e_window.py, test_e2e_rope.py): the marks
that select them, the tools they need, waiting with a deadline, and the running app they drive and
photograph. The fixture that starts it, `window`, is in this folder's conftest.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pygame
import pytest
import xwindow

from app.geometry.layout import Layout

E2E_MARKS = [
    pytest.mark.e2e,
    pytest.mark.xwindow,
    pytest.mark.skipif(sys.platform != "linux", reason="needs Xvfb and xdotool (Linux)"),
]
TOOLS = ("Xvfb", "xdotool", "import")
SCREEN = (1280, 800)


# ---------------------------------------------------------------- X server, app and screenshots


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def wait_for(
    condition: Callable[[], object], timeout: float, what: str | Callable[[], str], poll: float = 0.05
) -> object:
    """xwindow.wait_for, failing the test (not erroring) when it times out."""
    try:
        return xwindow.wait_for(condition, timeout, what, poll)
    except TimeoutError as error:
        pytest.fail(str(error))


@dataclass
class Window:
    """The running app: its process, display, window origin on screen, layout and screenshots."""

    process: subprocess.Popen[bytes]
    display: str
    origin: tuple[int, int]
    layout: Layout
    shots_dir: Path
    shots: list[Path] = field(default_factory=list)

    def xdotool(self, *args: str) -> str:
        return xwindow.xdotool(self.display, *args)

    def screen(self, x: float, y: float) -> tuple[str, str]:
        """Window coordinates to xdotool's screen coordinates."""
        return str(round(self.origin[0] + x)), str(round(self.origin[1] + y))

    def screenshot(self, label: str) -> np.ndarray:
        """The window as an (height, width, 3) array, saved as the next numbered PNG."""
        path = self.shots_dir / f"{len(self.shots):03d}-{label}.png"
        subprocess.run(
            ["import", "-display", self.display, "-window", "root", str(path)], check=True, timeout=30
        )
        self.shots.append(path)
        rgb = pygame.surfarray.array3d(pygame.image.load(str(path))).transpose(1, 0, 2)
        x, y = self.origin
        w, h = self.layout.size
        return rgb[y : y + h, x : x + w]

    def shot_list(self) -> str:
        return "screenshots:\n  " + "\n  ".join(str(p) for p in self.shots[-8:])
