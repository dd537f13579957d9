"""RoPE panel speed at 1280×800: the panel's draw per frame in both views, and switching views.

Headless (SDL dummy driver). A frame here is `update(1/60)` (Δ advances, widgets sync) plus `draw`;
a switch is the new view's recompute (curve, best return, extent) plus its first draw.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from app.config import FPS
from app.model import intents as i
from app.ui.app import EpicyclesApp
from app.ui.window.scene import RopeScene
from benchmarks.common import Row, cpu_times_ms, print_table, quick, row

SIZE = (1280, 800)
FRAMES = quick(600, 2)
SWITCHES = quick(40, 2)  # (there and back)
DRAW_TARGET = "≤ 2 ms"
SWITCH_TARGET = "≤ 16 ms (one frame)"


def run() -> list[Row]:
    """Median and p95 of the panel's per-frame draw in the 2- and 32-arrow views, and of a view switch."""
    app = EpicyclesApp(size=SIZE)
    panel, screen = app.rope_panel, app.screen
    rows: list[Row] = []

    def scene() -> RopeScene:  # (the panel's part of the window's scene, as the painter gives it)
        return RopeScene.of(app.state.rope, app.state.lang, panel.layout)

    try:
        for name, arrows in (("2 arrows", 2), ("32 arrows", 32)):
            app.submit(i.RopeView(arrows))
            app.submit(i.Show("rope_log_axis", False))  # Δ per second (the log axis sweeps in 20 s)
            app.submit(i.SetSpeed(60.0, "rope"))  # a busy plot: Δ moves a whole position every frame

            def frame() -> None:
                app.submit(i.Tick(1.0 / FPS))
                panel.sync()
                panel.draw(screen, scene())

            rows.append(
                row(f"panel update + draw per frame, {name}", cpu_times_ms(frame, FRAMES), DRAW_TARGET)
            )

        def switch_view() -> None:
            app.submit(i.ToggleRopeView())
            panel.draw(screen, scene())

        rows.append(
            row(
                "switch 2 ↔ 32 arrows: recompute + first draw",
                cpu_times_ms(switch_view, SWITCHES),
                SWITCH_TARGET,
            )
        )
    finally:
        pygame.quit()
    return rows


if __name__ == "__main__":
    print_table("RoPE panel (1280×800)", run())
