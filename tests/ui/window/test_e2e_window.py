"""The packaged executable in a real X window (Xvfb), driven by the real mouse and keyboard (xdotool).

What is proved, from screenshots (ImageMagick's `import`):
- a closed curve drawn with the mouse on the canvas is what the arrows redraw: after one period
  (config.SECONDS_PER_PERIOD at speed 1) the trail-coloured pixels lie on the drawn path and cover it,
  and the preset's trail, far from that path, is gone;
- the RoPE panel's "2 arrows" and "32 arrows" buttons change its chain and plot (with the panel paused,
  so the only change is the click's), and "2 arrows" again brings the first picture back;
- Ctrl+Q closes the window with exit code 0.
"""

from __future__ import annotations

import itertools
import math
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pygame
import pytest
import xwindow

from app import config
from app.geometry.layout import Layout, compute_layout
from app.geometry.rope_layout import panel_layout
from app.ui.canvas.epicycle_controls import EpicycleControls

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.xwindow,
    pytest.mark.skipif(sys.platform != "linux", reason="needs Xvfb and xdotool (Linux)"),
]
TOOLS = ("Xvfb", "xdotool", "import")
SCREEN = (1280, 800)

# Redrawn curve: a trail pixel is "on the path" within NEAR_PX of the drawn polyline; the path is
# "covered" where a trail pixel lies within COVER_PX; the preset's trail counts as "far" beyond FAR_PX.
NEAR_PX = 5.0
COVER_PX = 3.0
FAR_PX = 20.0
MIN_NEAR_SHARE = 0.95
MIN_COVERED_SHARE = 0.90
MAX_PRESET_LEFT = 0.05
# RoPE panel: a pixel "differs" when a channel moves by more than DIFF_LEVEL.
DIFF_LEVEL = 40
# At Δ = lo both chains lie along the score axis, so the views differ in the arrows, circles and caption
# (about 1.5 % of the area); two pictures of the paused panel differ in none.
MIN_VIEW_CHANGE = 0.005  # share of the chain and plot pixels that differ between 2 and 32 arrows
MAX_STILL_CHANGE = 0.001  # share that may differ between two pictures of a paused panel


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


# ---------------------------------------------------------------- pixels


def trail_mask(rgb: np.ndarray) -> np.ndarray:
    """Pixels whose colour lies on the trail's fade from the canvas background to config.TRAIL.

    The fade's older, fainter part (under 30 % of the way) is left out; so are colours off that line
    (arrows, circles, the target curve, text, the pen), by their distance from it.
    """
    bg = np.array(config.CANVAS_BG, dtype=float)
    direction = np.array(config.TRAIL, dtype=float) - bg
    rel = rgb.astype(float) - bg
    along = rel @ direction / (direction @ direction)
    off = np.linalg.norm(rel - along[..., None] * direction, axis=-1)
    return (along >= 0.3) & (off <= 30.0)


def canvas_pixels(window: Window, rgb: np.ndarray) -> np.ndarray:
    """(x, y) window coordinates of the trail-coloured pixels inside the canvas."""
    x0, y0, w, h = window.layout.canvas
    ys, xs = np.nonzero(trail_mask(rgb[y0 : y0 + h, x0 : x0 + w]))
    return np.column_stack([xs + x0, ys + y0]).astype(float)


def densify(points: np.ndarray, step: float = 1.0) -> np.ndarray:
    """The closed polyline through points, sampled every `step` pixels or closer."""
    closed = np.vstack([points, points[:1]])
    out = []
    for a, b in itertools.pairwise(closed):
        n = max(1, math.ceil(float(np.hypot(*(b - a))) / step))
        out.append(a + (b - a) * np.arange(n)[:, None] / n)
    return np.vstack(out)


def nearest_distance(points: np.ndarray, to: np.ndarray) -> np.ndarray:
    """For each of points, the distance to the nearest of `to` (both (n, 2))."""
    if len(to) == 0:
        return np.full(len(points), np.inf)
    out = np.empty(len(points))
    for i in range(0, len(points), 2048):
        chunk = points[i : i + 2048]
        out[i : i + 2048] = np.sqrt(((chunk[:, None, :] - to[None, :, :]) ** 2).sum(-1).min(1))
    return out


def changed_share(a: np.ndarray, b: np.ndarray) -> float:
    return float((np.abs(a.astype(int) - b.astype(int)).max(-1) > DIFF_LEVEL).mean())


def crop(rgb: np.ndarray, rect: tuple[int, int, int, int]) -> np.ndarray:
    x, y, w, h = rect
    return rgb[y : y + h, x : x + w]


# ---------------------------------------------------------------- the tests


def blob(window: Window, n: int = 120) -> np.ndarray:
    """A rounded three-lobed closed curve in the middle of the canvas (well inside the preset square)."""
    x, y, w, h = window.layout.canvas
    cx, cy, r = x + w / 2, y + h / 2, 0.25 * min(w, h)
    theta = 2 * np.pi * np.arange(n) / n
    radius = r * (1 + 0.2 * np.cos(3 * theta))
    return np.column_stack([cx + radius * np.cos(theta), cy - radius * np.sin(theta)]).round()


def test_drawn_curve_is_redrawn_by_the_arrows(window: Window) -> None:
    path = blob(window)
    dense = densify(path)
    window.xdotool("mousemove", *window.screen(*path[0]))

    # The preset is being traced: enough of its trail lies far from where the curve will be drawn.
    def preset_trail() -> np.ndarray | None:
        pixels = canvas_pixels(window, window.screenshot("preset"))
        far = pixels[nearest_distance(pixels, dense) > FAR_PX]
        return far if len(far) >= 150 else None

    preset_far = wait_for(preset_trail, 20, "the preset's trail", poll=0.2)

    moves = [arg for x, y in path[1:] for arg in ("mousemove", *window.screen(x, y))]
    window.xdotool("mousedown", "1", *moves, "mouseup", "1")
    released = time.monotonic()

    covered = np.zeros(len(dense), dtype=bool)
    deadline = released + 3 * config.SECONDS_PER_PERIOD + 20
    last: dict[str, float] = {}
    while True:
        rgb = window.screenshot("drawing")
        pixels = canvas_pixels(window, rgb)
        after_one_period = time.monotonic() - released >= config.SECONDS_PER_PERIOD
        if after_one_period and len(pixels) >= 200:
            near = float((nearest_distance(pixels, dense) <= NEAR_PX).mean())
            covered |= nearest_distance(dense, pixels) <= COVER_PX
            ys, xs = preset_far[:, 1].astype(int), preset_far[:, 0].astype(int)
            preset_left = float(trail_mask(rgb[ys, xs]).mean())
            last = {"near": near, "covered": float(covered.mean()), "preset_left": preset_left}
            if (
                near >= MIN_NEAR_SHARE
                and last["covered"] >= MIN_COVERED_SHARE
                and preset_left <= MAX_PRESET_LEFT
            ):
                break
        if time.monotonic() > deadline:
            pytest.fail(
                f"the trail did not settle on the drawn curve: {last or 'no trail seen'} (need near ≥ "
                f"{MIN_NEAR_SHARE}, covered ≥ {MIN_COVERED_SHARE}, preset_left ≤ {MAX_PRESET_LEFT}); "
                + window.shot_list()
            )
        time.sleep(0.2)
    print(f"redrawn: {last}; {window.shot_list()}")


def click(window: Window, rect: tuple[int, int, int, int], label: str) -> None:
    """Move onto a button, wait until it shows the hover, click, and move off (so no tool tip shows)."""
    x, y, w, h = rect
    before = crop(window.screenshot(f"before-{label}"), rect)
    window.xdotool("mousemove", *window.screen(x + w / 2, y + h / 2))
    wait_for(
        lambda: changed_share(crop(window.screenshot(f"hover-{label}"), rect), before) > 0.05,
        20,
        lambda: f"the hover highlight of {label}; {window.shot_list()}",
        poll=0.1,
    )
    cx, cy, _, ch = window.layout.canvas
    window.xdotool("click", "1", "mousemove", *window.screen(cx + 20, cy + ch - 40))


def still_picture(window: Window, rect: tuple[int, int, int, int], label: str) -> np.ndarray:
    """Poll until two screenshots in a row agree on rect (the panel is paused and redrawn); return it."""
    previous = crop(window.screenshot(label), rect)

    def settled() -> np.ndarray | None:
        nonlocal previous
        current = crop(window.screenshot(label), rect)
        same = changed_share(current, previous) <= MAX_STILL_CHANGE
        previous = current
        return current if same else None

    return wait_for(
        settled, 20, lambda: f"a still picture of the panel ({label}); {window.shot_list()}", poll=0.1
    )


def test_rope_toggles_change_the_panel(window: Window) -> None:
    panel = panel_layout(window.layout.panel)
    px, py, pw, _ = panel.chain
    area = (px, py, pw, panel.plot[1] + panel.plot[3] - py)  # the chain and the plot under it

    click(window, panel.play, "pause")  # a paused panel changes only when clicked
    click(window, panel.button_2, "2-arrows")
    two = still_picture(window, area, "2-arrows")
    click(window, panel.button_32, "32-arrows")

    def view_changed() -> np.ndarray | None:
        current = crop(window.screenshot("32-arrows"), area)
        return current if changed_share(current, two) >= MIN_VIEW_CHANGE else None

    wait_for(view_changed, 20, lambda: f"the 32-arrow view; {window.shot_list()}", poll=0.1)
    thirty_two = still_picture(window, area, "32-arrows")
    click(window, panel.button_2, "2-arrows-again")

    def back_to_two() -> np.ndarray | None:
        current = crop(window.screenshot("2-arrows-again"), area)
        return current if changed_share(current, two) <= MAX_STILL_CHANGE else None

    wait_for(back_to_two, 20, lambda: f"the 2-arrow view again; {window.shot_list()}", poll=0.1)
    change = changed_share(two, thirty_two)
    print(f"2 → 32 arrows changed {change:.1%} of the chain and plot; {window.shot_list()}")
    assert change >= MIN_VIEW_CHANGE


def test_ctrl_q_exits_with_code_0(window: Window) -> None:
    x, y, w, h = window.layout.canvas
    window.xdotool("mousemove", *window.screen(x + w / 2, y + h / 2))  # keys go to the window under it
    window.xdotool("key", "ctrl+q")
    try:
        code = window.process.wait(30)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the app did not exit within 30 s of Ctrl+Q; {window.shot_list()}")
    assert code == 0
