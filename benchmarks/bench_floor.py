"""The floor: how fast the same picture can be drawn at all, and the app's frame as a ratio to it.

The floor is a minimal loop written here, without any UI: it pumps the events, copies the still canvas
(background and target curve, drawn once), draws the same chain (one polyline through every joint),
the same circles (the ones the app keeps: at least MIN_CIRCLE_PX, the MAX_CIRCLES largest, within its
budget of rim) and the same trail (the pen's last period, decimated, one polyline) with the fewest
pygame-ce calls, and flips. The app's frame (EpicyclesApp.frame: events, tick, sync, widgets, canvas,
RoPE panel, flip) is timed on the same curve, arrow count and window, SDL's dummy driver, interleaved
with the floor frame by frame in one process, so the ratio holds even on a busy machine.

Two curves: a smooth one (a lopsided loop) and a long loopy 10k-point stroke (a scribble of small fast
loops, benchmarks.bench_canvas.doodle), both resampled to FRAME_SAMPLES so that 10,000 arrows exist.
Then CPU per second of the default view at 60 Hz against the floor loop at 60 Hz, and the idle CPU of
`run()` with both animations paused over IDLE_SECONDS (a timer posts QUIT).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
import pygame

from app import config
from app.geometry.clip import circle_visible
from app.math.curves import curve_from_stroke
from app.math.fourier import chain_joints
from app.model import intents as i
from app.ui.app import EpicyclesApp
from app.ui.canvas_view import CIRCLE_BUDGET_PX, _backdrop, _Same, decimate, draw_canvas
from benchmarks.bench_canvas import FRAME_SAMPLES, SIZE, _headless, doodle
from benchmarks.common import Row, print_table, row

ARROW_COUNTS = (100, 1_000, 10_000)
CURVES = {"smooth": 2_000, "loopy 10k": 10_000}  # stroke points before resampling to FRAME_SAMPLES
REPEAT = 240  # frames of each kind per case: one period
RATIO_TARGET = 1.5
LOOPY_FRAME_TARGET_MS = 4.5
LOOPY_CANVAS_TARGET_MS = 3.0
RATE_SECONDS = 1.0  # one turn of the 60 Hz comparison, alternated RATE_TURNS times
RATE_TURNS = 3
IDLE_SECONDS = 10.0
IDLE_TARGET = 2.0  # % of a core


def curve_app(stroke_points: int) -> EpicyclesApp:
    """The app at SIZE showing a doodle of stroke_points points resampled to FRAME_SAMPLES samples."""
    app = EpicyclesApp(size=SIZE)
    pixels = np.asarray(doodle(stroke_points), dtype=float)
    curve = curve_from_stroke(app.view.to_math(pixels), n_samples=FRAME_SAMPLES)
    app.state.show_curve(curve, "drawing", view_box=app.view.visible_box())  # as a stroke's release does
    app.sync()
    return app


class Floor:
    """The minimal loop's frame: the same chain, circles and trail as the app's canvas, nothing else."""

    def __init__(self, app: EpicyclesApp) -> None:
        self.app = app

    def frame(self) -> None:
        app = self.app
        screen, view, state = app.screen, app.view, app.state.epicycles
        pygame.event.pump()
        key = (screen.get_size(), screen.get_bitsize(), screen.get_masks())
        rect = view.rect
        screen.blit(_backdrop(_Same(state.curve), view, key), rect, rect)
        joints = chain_joints(state.chain, state.t)
        points = view.to_screen(joints)
        turning = state.chain.k != 0
        centres = points[:-1][turning]
        radii = np.abs(state.chain.c[turning]) * view.scale
        keep = np.flatnonzero(radii >= config.MIN_CIRCLE_PX)
        keep = keep[circle_visible(centres[keep], radii[keep], rect)]
        keep = keep[np.argsort(-radii[keep])[: config.MAX_CIRCLES]]
        keep = keep[np.cumsum(radii[keep]) <= CIRCLE_BUDGET_PX]
        for c, r in zip(centres[keep], radii[keep], strict=True):
            pygame.draw.aacircle(screen, config.CIRCLE, c, r, 1)
        pygame.draw.aalines(screen, config.ARROW, False, points)
        trail = view.to_screen(decimate(np.append(state.trail(), joints[-1]), keep_last=True))
        if len(trail) >= 2:
            pygame.draw.aalines(screen, config.TRAIL, False, trail)
        pygame.display.flip()


def _cpu_ms(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000.0


def interleaved(app: EpicyclesApp, n_arrows: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """CPU ms per frame of the app, of draw_canvas alone and of the floor, one of each in turn."""
    s = app.state.epicycles
    s.set_arrows(n_arrows)
    s.show_circles = s.show_trail = True
    floor = Floor(app)
    dt = config.SECONDS_PER_PERIOD / REPEAT
    app.frame([], config.SECONDS_PER_PERIOD)  # a whole period behind the pen: the longest trail
    whole, canvas, least = np.empty(REPEAT), np.empty(REPEAT), np.empty(REPEAT)
    for n in range(-5, REPEAT):  # five warm-up turns
        a = _cpu_ms(lambda: app.frame([], dt))
        c = _cpu_ms(lambda: draw_canvas(app.screen, app.view, app.state))
        f = _cpu_ms(floor.frame)
        if n >= 0:
            whole[n], canvas[n], least[n] = a, c, f
    return whole, canvas, least


def cpu_per_second(app: EpicyclesApp) -> tuple[np.ndarray, np.ndarray]:
    """CPU ms per wall second of the app's moving loop and of the floor loop, both at 60 Hz, alternated."""
    floor = Floor(app)
    clock = pygame.time.Clock()
    ours, least = [], []
    for _ in range(RATE_TURNS):
        for out, step in (
            (ours, lambda dt: app.frame(pygame.event.get(), dt)),
            (least, lambda _: floor.frame()),
        ):
            clock.tick()
            wall, cpu = time.perf_counter(), time.process_time()
            while time.perf_counter() - wall < RATE_SECONDS:
                step(clock.tick(config.FPS) / 1000.0)
            out.append((time.process_time() - cpu) * 1000.0 / (time.perf_counter() - wall))
    return np.array(ours), np.array(least)


def idle_cpu_percent() -> float:
    """% of a core that run() uses over IDLE_SECONDS with both animations paused."""
    app = EpicyclesApp(size=SIZE)
    app.submit(i.TogglePlay("canvas"))
    if app.state.rope.playing:
        app.submit(i.TogglePlay("rope"))
    app.frame([], 0.0)
    pygame.time.set_timer(pygame.QUIT, int(IDLE_SECONDS * 1000), loops=1)
    wall, cpu = time.perf_counter(), time.process_time()
    app.run()
    return 100.0 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def _ratio(name: str, ours: np.ndarray, floor: np.ndarray, limit: float = RATIO_TARGET) -> Row:
    median = float(np.median(ours) / np.median(floor))
    p95 = float(np.percentile(ours, 95) / np.percentile(floor, 95))
    verdict = "met" if median <= limit else "MISSED"
    return Row(name, median, p95, "×", f"≤ {limit:g}× ({verdict})")


def _limit(median: float, limit: float) -> str:
    return f"≤ {limit:g} ms ({'met' if median <= limit else 'MISSED'})"


def run() -> list[Row]:
    """Floor, app and their ratios per curve and arrow count; CPU per second at 60 Hz; idle CPU."""
    rows: list[Row] = []
    with _headless():
        for label, points in CURVES.items():
            app = curve_app(points)
            for n in ARROW_COUNTS:
                whole, canvas, least = interleaved(app, n)
                loopy_10k = label.startswith("loopy") and n == 10_000
                app_target = _limit(float(np.median(whole)), LOOPY_FRAME_TARGET_MS) if loopy_10k else ""
                canvas_target = _limit(float(np.median(canvas)), LOOPY_CANVAS_TARGET_MS) if loopy_10k else ""
                rows.append(row(f"{label}, {n:,} arrows: floor frame", least))
                rows.append(row(f"{label}, {n:,} arrows: app frame", whole, app_target))
                rows.append(row(f"{label}, {n:,} arrows:   of which draw_canvas", canvas, canvas_target))
                rows.append(_ratio(f"{label}, {n:,} arrows: app / floor", whole, least))
        app = EpicyclesApp(size=SIZE)
        ours, least = cpu_per_second(app)
        rows.append(row("default view at 60 Hz: floor CPU per second", least, unit="ms"))
        rows.append(row("default view at 60 Hz: app CPU per second", ours, unit="ms"))
        rows.append(_ratio("default view at 60 Hz: app / floor", ours, least))
        idle = idle_cpu_percent()
        verdict = "met" if idle <= IDLE_TARGET else "MISSED"
        rows.append(
            Row(
                f"idle, both paused, {IDLE_SECONDS:g} s of run()",
                idle,
                idle,
                "%",
                f"≤ {IDLE_TARGET:g}% of a core ({verdict})",
            )
        )
    return rows


if __name__ == "__main__":
    print_table("Frame against the floor", run())
