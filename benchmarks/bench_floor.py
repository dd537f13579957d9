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

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

import numpy as np
import pygame

from app import config
from app.geometry.clip import circle_visible
from app.identity import Same
from app.math.fourier import chain_joints
from app.model import intents as i
from app.ui.app import EpicyclesApp
from app.ui.canvas.canvas_view import _backdrop, draw_canvas
from app.ui.canvas.circles_view import CIRCLE_BUDGET_PX
from benchmarks.bench_canvas import SIZE, _headless, dense_curve_app, show_arrows
from benchmarks.common import X_SERVER_ENV, Row, print_table, process_cpu, quick, row

ARROW_COUNTS = (100, 1_000, 10_000)
CURVES = {"smooth": 2_000, "loopy 10k": 10_000}  # stroke points before resampling to FRAME_SAMPLES
REPEAT = quick(240, 2)  # frames of each kind per case: one period
WARM_UP = quick(5, 0)  # turns of the three before those
RATIO_TARGET = 1.5
LOOPY_FRAME_TARGET_MS = 4.5
LOOPY_CANVAS_TARGET_MS = 3.0
RATE_SECONDS = quick(1.0, 0.05)  # one turn of the 60 Hz comparison, alternated RATE_TURNS times
RATE_TURNS = quick(5, 1)
# The window's first events (shown, exposed, focus) handled and settled before the 60 Hz comparison.
SETTLE_SECONDS = quick(config.WIDGETS_SETTLE_S + 0.5, 0.05)
IDLE_SECONDS = quick(10.0, 0.2)
IDLE_TARGET = 2.0  # % of a core


def curve_app(stroke_points: int) -> EpicyclesApp:
    """The app at SIZE showing a doodle of stroke_points points sampled at FRAME_SAMPLES."""
    return dense_curve_app(stroke_points)


class Floor:
    """The minimal loop's frame: the same chain, circles and trail as the app's canvas, nothing else."""

    def __init__(self, app: EpicyclesApp) -> None:
        self.app = app

    def frame(self) -> None:
        app = self.app
        screen, view, state = app.screen, app.view, app.state.epicycles
        pygame.event.pump()
        key = (screen.get_size(), screen.get_bitsize(), screen.get_masks(), app.fonts.scale, None)
        rect = view.rect
        screen.blit(_backdrop(Same(state.curve), view, key), rect, rect)
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
        stride = max(1, -(-state.trail_length() // config.MAX_POLYLINE_POINTS))
        trail = view.to_screen(np.append(state.trail(stride), joints[-1]))
        if len(trail) >= 2:
            pygame.draw.aalines(screen, config.TRAIL, False, trail)
        pygame.display.flip()


def _cpu_ms(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000.0


def interleaved(app: EpicyclesApp, n_arrows: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """CPU ms per frame of the app, of draw_canvas alone and of the floor, one of each in turn."""
    show_arrows(app, n_arrows)
    floor = Floor(app)
    dt = config.SECONDS_PER_PERIOD / REPEAT
    app.frame([], config.SECONDS_PER_PERIOD)  # a whole period behind the pen: the longest trail
    whole, canvas, least = np.empty(REPEAT), np.empty(REPEAT), np.empty(REPEAT)
    for n in range(-WARM_UP, REPEAT):
        a = _cpu_ms(lambda: app.frame([], dt))
        c = _cpu_ms(lambda: draw_canvas(app.screen, app.view, app.state, app.fonts))
        f = _cpu_ms(floor.frame)
        if n >= 0:
            whole[n], canvas[n], least[n] = a, c, f
    return whole, canvas, least


def cpu_per_second(app: EpicyclesApp, server: int | None = None) -> dict[str, np.ndarray]:
    """CPU ms per wall second of the app's moving loop and of the floor loop, both at 60 Hz, alternated:
    "app" and "floor"; with an X server's pid, also what the server spent meanwhile ("app X", "floor X")."""
    floor = Floor(app)
    clock = pygame.time.Clock()
    wall = time.perf_counter()  # as a user sees it: SETTLE_SECONDS of frames first
    while time.perf_counter() - wall < SETTLE_SECONDS:
        app.frame(pygame.event.get(), clock.tick(config.FPS) / 1000.0)
    out: dict[str, list[float]] = {"app": [], "floor": [], "app X": [], "floor X": []}
    for _ in range(RATE_TURNS):
        for name, step in (
            ("app", lambda dt: app.frame(pygame.event.get(), dt)),
            ("floor", lambda _: floor.frame()),
        ):
            clock.tick()
            wall, cpu, x_cpu = time.perf_counter(), time.process_time(), process_cpu(server)
            while time.perf_counter() - wall < RATE_SECONDS:
                step(clock.tick(config.FPS) / 1000.0)
            seconds = time.perf_counter() - wall
            out[name].append((time.process_time() - cpu) * 1000.0 / seconds)
            out[f"{name} X"].append((process_cpu(server) - x_cpu) * 1000.0 / seconds)
    return {name: np.array(values) for name, values in out.items()}


def x11_cpu_per_second() -> dict[str, np.ndarray] | None:
    """cpu_per_second in a real X window: a child process draws into its own Xvfb (None without Xvfb)."""
    if shutil.which("Xvfb") is None:
        return None
    from tests import xwindow

    server, display = xwindow.start_xvfb(SIZE)
    try:
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", X_SERVER_ENV: str(server.pid)}
        done = subprocess.run(
            [sys.executable, "-m", "benchmarks.bench_floor", "--x11-child"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=300,
        )
    finally:
        xwindow.stop(server)
    return {name: np.array(values) for name, values in json.loads(done.stdout.splitlines()[-1]).items()}


def _x11_child() -> None:
    """In the child: the default view's CPU per second in the X window, as one line of JSON."""
    os.environ.pop("SDL_VIDEODRIVER", None)  # bench_canvas sets the dummy driver on import: undo it
    os.environ["SDL_VIDEODRIVER"] = "x11"
    with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as tmp:
        os.environ["XDG_DATA_HOME"] = tmp
        app = EpicyclesApp(size=SIZE)
        rates = cpu_per_second(app, int(os.environ[X_SERVER_ENV]))
    print(json.dumps({name: values.tolist() for name, values in rates.items()}))


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
        rates = cpu_per_second(app)
        rows.append(row("default view at 60 Hz: floor CPU per second", rates["floor"], unit="ms"))
        rows.append(row("default view at 60 Hz: app CPU per second", rates["app"], unit="ms"))
        rows.append(_ratio("default view at 60 Hz: app / floor", rates["app"], rates["floor"]))
        x11 = x11_cpu_per_second()
        if x11 is None:
            print("(the X window rows are skipped: Xvfb is not installed)")
        else:
            for who, ours, least in (
                ("app process", x11["app"], x11["floor"]),
                ("with the X server", x11["app"] + x11["app X"], x11["floor"] + x11["floor X"]),
            ):
                rows.append(row(f"X window at 60 Hz, {who}: floor CPU/s", least, unit="ms"))
                rows.append(row(f"X window at 60 Hz, {who}: app CPU/s", ours, unit="ms"))
                rows.append(_ratio(f"X window at 60 Hz, {who}: app / floor", ours, least))
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
    if "--x11-child" in sys.argv:
        _x11_child()
    else:
        print_table("Frame against the floor", run())
