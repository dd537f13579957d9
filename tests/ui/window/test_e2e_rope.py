"""The packaged executable in a real X window (Xvfb), driven by the real mouse (xdotool): the RoPE
panel's "2 arrows" and "32 arrows" buttons change its chain and plot (with the panel paused, so the only
change is the click's), and "2 arrows" again brings the first picture back, as screenshots (ImageMagick's
`import`) show."""

from __future__ import annotations

import numpy as np
from e2e_helpers import E2E_MARKS, Window, wait_for

from app.geometry.rope_layout import panel_layout

pytestmark = E2E_MARKS

# RoPE panel: a pixel "differs" when a channel moves by more than DIFF_LEVEL.
DIFF_LEVEL = 40
# At Δ = lo both chains lie along the score axis, so the views differ in the arrows, circles and caption
# (about 1.5 % of the area); two pictures of the paused panel differ in none.
MIN_VIEW_CHANGE = 0.005  # share of the chain and plot pixels that differ between 2 and 32 arrows
MAX_STILL_CHANGE = 0.001  # share that may differ between two pictures of a paused panel


def changed_share(a: np.ndarray, b: np.ndarray) -> float:
    return float((np.abs(a.astype(int) - b.astype(int)).max(-1) > DIFF_LEVEL).mean())


def crop(rgb: np.ndarray, rect: tuple[int, int, int, int]) -> np.ndarray:
    x, y, w, h = rect
    return rgb[y : y + h, x : x + w]


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
