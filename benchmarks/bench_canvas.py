"""Canvas speed: the app's frame at 100–10,000 arrows and release-to-animation for 1k–100k-point strokes.

Both are measured on a real EpicyclesApp at 1280×800 with circles and trail on, driven by real pygame
events, headless. Beside them runs a naive reference, the way simple epicycle sketches do it: an
O(N²) pure-Python DFT (cmath, nested loops) of the raw stroke, and a per-arrow Python draw loop (one
circle and one line call per arrow, no numpy); the speed-up rows divide its times by ours.
"""

from __future__ import annotations

import cmath
import contextlib
import math
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

_DRIVERS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
_SAVED_DRIVERS = {name: os.environ.get(name) for name in _DRIVERS}
os.environ.update(_DRIVERS)  # before pygame is imported
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

from app import config  # noqa: E402
from app.io.curves import curve_from_stroke  # noqa: E402
from app.model import intents as i  # noqa: E402
from app.ui.app import EpicyclesApp  # noqa: E402
from app.ui.canvas.canvas_view import draw_canvas  # noqa: E402
from benchmarks.common import Row, cpu_times_ms, print_table, quick, row  # noqa: E402

SIZE = (1280, 800)
ARROW_COUNTS = (100, 1_000, 10_000)
STROKE_POINTS = quick((1_000, 10_000, 100_000), (1_000, 2_000))  # above 1k the naive DFT is estimated
FRAME_SAMPLES = 16384  # the curve behind the frame benchmark, so that 10,000 arrows exist
FRAME_REPEAT = quick(240, 2)  # frames timed per arrow count; they span exactly one period
NAIVE_FRAME_REPEAT = quick(30, 1)
STROKE_REPEAT = quick({1_000: 15, 10_000: 10, 100_000: 4}, {1_000: 1, 2_000: 1})
NAIVE_DFT_ROWS = 40  # above 1k points the naive DFT computes this many coefficients and scales up
NAIVE_DFT_REPEAT = quick(3, 1)
EVENTS_PER_FRAME = 4000  # motion events handed to each frame while a stroke is drawn (untimed)
DT = 1.0 / config.FPS
Stroke = list[tuple[int, int]]
FRAME_TARGET = "≤ 8 ms"
RELEASE_TARGET = "≤ 20 ms"
FRAME_TARGET_MS = {10_000: 8.0}
RELEASE_TARGET_MS = {10_000: 20.0}


@contextlib.contextmanager
def _headless() -> Iterator[None]:
    """SDL's dummy drivers, a throw-away data folder (the app saves every drawing) and config folder (so
    the user's language is neither read nor changed: the figures are for the system's) while it runs.

    Afterwards pygame is shut down and the environment restored.
    """
    os.environ.update(_DRIVERS)
    homes = {name: os.environ.get(name) for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME")}
    try:
        with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as tmp:
            # Where platformdirs puts the drawings (app.paths.user_data_dir) and the preferences.
            os.environ["XDG_DATA_HOME"] = str(Path(tmp) / "data")
            os.environ["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
            yield
    finally:
        pygame.quit()
        for name, value in (homes | _SAVED_DRIVERS).items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _k(n: int) -> str:
    """10000 → "10k", 100 → "100"."""
    return f"{n // 1000}k" if n >= 1000 and n % 1000 == 0 else str(n)


def _verdict(median: float, limit: float | None, text: str) -> str:
    if limit is None:
        return ""
    return f"{text} ({'met' if median <= limit else 'MISSED'})"


# ---------------------------------------------------------------- inputs


def doodle(n_points: int, centre: tuple[int, int] = (397, 330), radius: float = 230.0) -> Stroke:
    """A closed mouse stroke of about n_points distinct integer pixels, 2 px apart.

    A lopsided loop of a few random harmonics; longer strokes add small fast loops (a scribble) so that
    every point is a real move of the mouse.
    """
    rng = np.random.default_rng(1)
    t = np.linspace(0.0, 2.0 * np.pi, 200_000, endpoint=False)
    k = np.arange(1, 7)
    a = (rng.normal(size=6) + 1j * rng.normal(size=6)) / k**1.6
    a[0] = 1.0
    path = (a[:, None] * np.exp(1j * k[:, None] * t)).sum(axis=0)
    path *= radius / np.abs(path).max()
    spacing = 2.0
    length = float(np.abs(np.diff(np.append(path, path[:1]))).sum())
    if n_points * spacing > length:
        small = 40.0
        turns = int((n_points * spacing - length) / (2.0 * np.pi * small)) + 1
        path = path * (radius - small) / radius + small * np.exp(1j * turns * t)
    ring = np.append(path, path[:1])
    cumulative = np.concatenate([[0.0], np.cumsum(np.abs(np.diff(ring)))])
    s = np.linspace(0.0, cumulative[-1], n_points, endpoint=False)
    z = np.interp(s, cumulative, ring.real) + 1j * np.interp(s, cumulative, ring.imag)
    px = np.column_stack([centre[0] + z.real, centre[1] - z.imag]).round().astype(int)
    keep = np.ones(len(px), dtype=bool)
    keep[1:] = (px[1:] != px[:-1]).any(axis=1)
    return [(int(x), int(y)) for x, y in px[keep]]


def _post(event_type: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, attrs))


def _draw_until_release(app: EpicyclesApp, stroke: Stroke) -> list[pygame.event.Event]:
    """Press and drag through the stroke with real events and frames between; return the release events."""
    _post(pygame.MOUSEBUTTONDOWN, pos=stroke[0], button=1, touch=False, window=None)
    app.frame(pygame.event.get(), DT)
    for start in range(1, len(stroke), EVENTS_PER_FRAME):
        for p in stroke[start : start + EVENTS_PER_FRAME]:
            _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False, window=None)
        app.frame(pygame.event.get(), DT)
    if app.state.stroke is None or len(app.state.stroke) != len(stroke):
        raise RuntimeError("the app did not record the whole stroke")
    _post(pygame.MOUSEBUTTONUP, pos=stroke[-1], button=1, touch=False, window=None)
    return pygame.event.get()


# ---------------------------------------------------------------- ours


def show_arrows(app: EpicyclesApp, n_arrows: int) -> None:
    """n_arrows with their circles and the trail, chosen as a user does: intents to the app."""
    for intent in (i.SetArrows(n_arrows), i.Show("circles", True), i.Show("trail", True)):
        app.submit(intent)


def frame_times(app: EpicyclesApp, n_arrows: int) -> tuple[np.ndarray, np.ndarray]:
    """CPU ms of the whole frame and of draw_canvas alone, with n_arrows, over one period each."""
    show_arrows(app, n_arrows)
    s = app.state.epicycles
    dt = config.SECONDS_PER_PERIOD / FRAME_REPEAT
    app.frame([], config.SECONDS_PER_PERIOD)  # a whole period behind the pen: the longest trail
    whole = cpu_times_ms(lambda: app.frame([], dt), FRAME_REPEAT, warmup=5)

    def canvas_only() -> None:
        s.advance(dt)
        draw_canvas(app.screen, app.view, app.state, app.fonts)

    return whole, cpu_times_ms(canvas_only, FRAME_REPEAT, warmup=5)


def release_times(app: EpicyclesApp, stroke: Stroke, repeat: int) -> np.ndarray:
    """CPU ms of the frame that handles the release: Stroke's release and the first frame of the new chain."""
    out = np.empty(repeat)
    for n in range(-quick(1, 0), repeat):  # one warm-up (none in quick mode)
        events = _draw_until_release(app, stroke)
        start = time.process_time()
        app.frame(events, DT)
        elapsed = (time.process_time() - start) * 1000.0
        if app.state.source != "drawing" or app.state.stroke is not None:
            raise RuntimeError("the stroke was not turned into a curve")
        if n >= 0:
            out[n] = elapsed
    return out


def dense_curve_app(stroke_points: int = 2000) -> EpicyclesApp:
    """The app showing a doodle of stroke_points points sampled at FRAME_SAMPLES, so up to that many arrows
    exist: the Samples menu's choice first (the app samples every curve it shows at it), then the stroke's
    curve shown as its release does. Refuses to go on with fewer samples (the rows would name arrows that
    are not there)."""
    app = EpicyclesApp(size=SIZE)
    app.submit(i.SetSamples(FRAME_SAMPLES))
    pixels = np.asarray(doodle(stroke_points), dtype=float)
    curve = curve_from_stroke(app.view.to_math(pixels), n_samples=FRAME_SAMPLES)
    app.state.show_curve(curve, "drawing", view_boxes=(app.view.visible_box(),))
    app.sync()
    samples = len(app.state.epicycles.curve.samples)
    if samples != FRAME_SAMPLES:
        raise RuntimeError(f"the benchmark's curve has {samples} samples, not {FRAME_SAMPLES}")
    return app


# ---------------------------------------------------------------- the naive reference


def naive_dft(z: list[complex], rows: int | None = None) -> list[complex]:
    """c_k = (1/N) Σ_n z_n e^{-2πikn/N} by two nested Python loops (the first `rows` k only, if given)."""
    n = len(z)
    out = []
    for k in range(n if rows is None else rows):
        total = 0j
        for j, zj in enumerate(z):
            total += zj * cmath.exp(-2j * math.pi * k * j / n)
        out.append(total / n)
    return out


def naive_dft_times(stroke: Stroke) -> tuple[np.ndarray, bool]:
    """CPU ms of the naive DFT of the raw stroke; above 1k points scaled up from NAIVE_DFT_ROWS rows."""
    z = [complex(x, -y) for x, y in stroke]
    rows = None if len(z) <= 1_000 else NAIVE_DFT_ROWS
    times = cpu_times_ms(lambda: naive_dft(z, rows), NAIVE_DFT_REPEAT, warmup=0)
    return (times if rows is None else times * (len(z) / rows)), rows is not None


def naive_frame_times(app: EpicyclesApp, n_arrows: int) -> np.ndarray:
    """CPU ms of a per-arrow Python canvas: fill, for each arrow a cmath tip, a circle and a line, a trail."""
    s = app.state.epicycles
    s.set_arrows(n_arrows)
    arrows = list(zip(s.chain.k.tolist(), s.chain.c.tolist(), strict=True))
    surface, view = app.screen, app.view
    x0, y0, w, h = view.rect
    cx, cy = x0 + w / 2 - view.centre.real * view.scale, y0 + h / 2 + view.centre.imag * view.scale
    scale = view.scale
    trail: list[tuple[float, float]] = []
    clock = {"t": 0.0}

    def frame() -> None:
        t = clock["t"] = clock["t"] + 2.0 * math.pi / NAIVE_FRAME_REPEAT
        surface.fill(config.CANVAS_BG, view.rect)
        tail = 0j
        for k, c in arrows:
            tip = tail + c * cmath.exp(1j * k * t)
            a = (cx + tail.real * scale, cy - tail.imag * scale)
            b = (cx + tip.real * scale, cy - tip.imag * scale)
            pygame.draw.circle(surface, config.CIRCLE, a, abs(c) * scale, 1)
            pygame.draw.line(surface, config.ARROW, a, b)
            tail = tip
        trail.append((cx + tail.real * scale, cy - tail.imag * scale))
        del trail[: -config.TRAIL_STEPS]
        if len(trail) >= 2:
            pygame.draw.lines(surface, config.TRAIL, False, trail)

    return cpu_times_ms(frame, NAIVE_FRAME_REPEAT, warmup=2)


# ---------------------------------------------------------------- run


def _speedup(name: str, naive: np.ndarray, ours: np.ndarray, note: str = "") -> Row:
    median = float(np.median(naive) / np.median(ours))
    p95 = float(np.percentile(naive, 95) / np.percentile(ours, 95))
    factor = f"{median:.2g}" if median < 10 else f"{median:,.0f}"
    return Row(f"speed-up {name}: ×{factor}", median, p95, "×", note)


def run() -> list[Row]:
    """Time our frames and releases, then the naive reference, and their ratios."""
    with _headless():
        app = dense_curve_app()
        frames = {n: frame_times(app, n) for n in ARROW_COUNTS}
        naive_frames = {n: naive_frame_times(app, n) for n in ARROW_COUNTS}
        app = EpicyclesApp(size=SIZE)
        strokes = {n: doodle(n) for n in STROKE_POINTS}
        releases = {n: release_times(app, strokes[n], STROKE_REPEAT[n]) for n in STROKE_POINTS}
        naive_dfts = {n: naive_dft_times(strokes[n]) for n in STROKE_POINTS}

    rows = []
    for n, (whole, _) in frames.items():
        limit = FRAME_TARGET_MS.get(n)
        target = _verdict(float(np.median(whole)), limit, FRAME_TARGET)
        rows.append(row(f"frame, {n:,} arrows (whole app)", whole, target))
    for n, (_, canvas) in frames.items():
        rows.append(row(f"  of which draw_canvas, {n:,} arrows", canvas))
    for n, times in releases.items():
        target = _verdict(float(np.median(times)), RELEASE_TARGET_MS.get(n), RELEASE_TARGET)
        rows.append(row(f"release → first frame, {_k(n)}-point stroke", times, target))
    for n, times in naive_frames.items():
        rows.append(row(f"naive canvas, {n:,} arrows (per-arrow loop)", times, "reference"))
    for n, (times, estimated) in naive_dfts.items():
        est = " (est.)" if estimated else ""
        name = f"naive O(N²) DFT, {_k(n)}-point stroke{est}"
        seconds = n > 1_000  # minutes of work read better in seconds
        rows.append(row(name, times / 1000.0 if seconds else times, "reference", "s" if seconds else "ms"))
    for n, (_, canvas) in frames.items():
        rows.append(_speedup(f"canvas {_k(n)} arrows", naive_frames[n], canvas, "naive / our draw_canvas"))
    for n, times in releases.items():
        est = " (est.)" if naive_dfts[n][1] else ""
        naive = naive_dfts[n][0]
        rows.append(_speedup(f"release {_k(n)} points{est}", naive, times, "naive DFT alone / ours"))
    return rows


if __name__ == "__main__":
    print_table("Canvas", run())
