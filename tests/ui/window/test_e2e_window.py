"""The packaged executable in a real X window (Xvfb), driven by the real mouse and keyboard (xdotool).

What is proved, from screenshots (ImageMagick's `import`):
- a closed curve drawn with the mouse on the canvas is what the arrows redraw: after one period
  (config.SECONDS_PER_PERIOD at speed 1) the trail-coloured pixels lie on the drawn path and cover it,
  and the preset's trail, far from that path, is gone;
- Ctrl+Q closes the window with exit code 0.

The RoPE panel's buttons are proved in test_e2e_rope.py; what both share is in e2e_helpers.py.
"""

from __future__ import annotations

import subprocess
import time

import numpy as np
import pytest
from e2e_helpers import E2E_MARKS, Window, wait_for
from support import densify, nearest_distance

from app import config

pytestmark = E2E_MARKS

# Redrawn curve: a trail pixel is "on the path" within NEAR_PX of the drawn polyline; the path is
# "covered" where a trail pixel lies within COVER_PX; the preset's trail counts as "far" beyond FAR_PX.
NEAR_PX = 5.0
COVER_PX = 3.0
FAR_PX = 20.0
MIN_NEAR_SHARE = 0.95
MIN_COVERED_SHARE = 0.90
MAX_PRESET_LEFT = 0.05


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


def test_ctrl_q_exits_with_code_0(window: Window) -> None:
    x, y, w, h = window.layout.canvas
    window.xdotool("mousemove", *window.screen(x + w / 2, y + h / 2))  # keys go to the window under it
    window.xdotool("key", "ctrl+q")
    try:
        code = window.process.wait(30)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the app did not exit within 30 s of Ctrl+Q; {window.shot_list()}")
    assert code == 0
