"""Camera and files in: the app's frame with follow mode on at 1,000 and 10,000 arrows, and an SVG of
10 paths from the file to its first frame.

Measured on a real EpicyclesApp at 1280×800 with circles and trail on, headless. Follow mode is the
hardest case for the canvas: the view changes every frame (no cached backdrop) and zooms until the
last arrows fill it, so thousands of arrows, circles and trail points lie far off the canvas and must
be cut away before drawing.
"""

from __future__ import annotations

import math
import tempfile
import time
from pathlib import Path

import numpy as np

from app import config
from app.model import intents as i
from app.ui.app import EpicyclesApp
from app.ui.dialogs.files import read_curve
from benchmarks.bench_canvas import SIZE, _headless, _verdict, dense_curve_app, show_arrows
from benchmarks.common import Row, cpu_times_ms, print_table, quick, row

FOLLOW_ARROWS = (1_000, 10_000)
FOLLOW_REPEAT = quick(240, 2)  # one period
FOLLOW_TARGET_MS = 8.0
SVG_PATHS = 10
SVG_REPEAT = quick(15, 1)
DT = 1.0 / config.FPS


def svg_of_paths(n: int) -> bytes:
    """n closed cubic-Bézier blobs and open zigzags side by side, in document order."""
    parts = []
    for j in range(n):
        x = 60 * j
        if j % 2:
            parts.append(f'<polyline points="{x},0 {x + 15},40 {x + 30},0 {x + 45},40" fill="none"/>')
        else:
            parts.append(
                f'<path transform="rotate({7 * j} {x + 25} 25)" d="M {x} 25 C {x} -5 {x + 50} -5 {x + 50} 25 '
                f'C {x + 50} 55 {x} 55 {x} 25 Z"/>'
            )
    body = "".join(parts)
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{60 * n}" height="60">{body}</svg>'.encode()


def follow_times(app: EpicyclesApp, n_arrows: int) -> np.ndarray:
    show_arrows(app, n_arrows)
    app.submit(i.ToggleFollow(True))
    app.frame([], config.SECONDS_PER_PERIOD)  # a full trail, and follow mode fully eased in
    dt = config.SECONDS_PER_PERIOD / FOLLOW_REPEAT
    return cpu_times_ms(lambda: app.frame([], dt), FOLLOW_REPEAT, warmup=5)


def svg_first_frame_times(app: EpicyclesApp, path: Path) -> np.ndarray:
    """CPU ms from reading the file to the end of the first frame that shows it (no worker thread)."""
    out = np.empty(SVG_REPEAT)
    for k in range(-1, SVG_REPEAT):
        app.submit(i.ShowPreset("square8"))
        app.frame([], DT)
        start = time.process_time()
        app.submit(read_curve(path))
        app.frame([], DT)
        elapsed = (time.process_time() - start) * 1000.0
        if app.state.source != "file" or len(app.state.epicycles.curve.strokes) != SVG_PATHS:
            raise RuntimeError("the SVG was not shown")
        if k >= 0:
            out[k] = elapsed
    return out


def run() -> list[Row]:
    with _headless(), tempfile.TemporaryDirectory(prefix="epicycles-bench-svg-") as tmp:
        app = dense_curve_app()
        follow = {n: follow_times(app, n) for n in FOLLOW_ARROWS}
        zoom = app.view.scale / app.fitted.scale
        path = Path(tmp) / "ten.svg"
        path.write_bytes(svg_of_paths(SVG_PATHS))
        app = EpicyclesApp(size=SIZE)
        svg = svg_first_frame_times(app, path)
    rows = []
    for n, times in follow.items():
        target = _verdict(float(np.median(times)), FOLLOW_TARGET_MS, "≤ 8 ms")
        rows.append(row(f"frame, follow mode, {n:,} arrows (whole app)", times, target))
    rows.append(
        Row(f"  follow zoom at 10,000 arrows: ×{zoom:,.0f}", math.log10(zoom), math.log10(zoom), "", "log10")
    )
    rows.append(row(f"SVG of {SVG_PATHS} paths → first frame", svg))
    return rows


if __name__ == "__main__":
    print_table("Camera and files in", run())
