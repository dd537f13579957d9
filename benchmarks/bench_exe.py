"""The packaged executable: its size, and its cold start to the first frame on screen (under Xvfb).

The start is timed from just before the process is launched to the time the app itself writes to
`--first-frame-file` once its first frame is flipped, so it includes the one-file unpacking, Python's
start, the imports and the first draw. The executable is the tests' cached build (tests/exe_cache.py),
built first if its inputs changed; the X server and the launch are the end-to-end tests' (tests/xwindow.py).
"""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

import numpy as np

from benchmarks.common import Row
from tests import xwindow
from tests.exe_cache import cached_executable

SCREEN = (1280, 800)
STARTS = 5
SIZE_TARGET = "≤ 60 MB"
START_TARGET = "≤ 1.5 s"


def cold_start_seconds(exe: Path, display: str, folder: Path) -> float:
    """One launch: seconds from just before it to the app's own first-frame time."""
    start = time.time()
    app = xwindow.launch(exe, display, folder)
    try:
        return xwindow.wait_for_first_frame(app, folder, poll=0.005) - start
    finally:
        xwindow.stop(app)


def run() -> list[Row]:
    exe = cached_executable()
    size_mb = exe.stat().st_size / 1e6
    rows = [Row("executable size (one file)", size_mb, size_mb, "MB", SIZE_TARGET)]
    if shutil.which("Xvfb") is None:
        print("(cold start skipped: Xvfb is not installed)")
        return rows
    server, display = xwindow.start_xvfb(SCREEN)
    try:
        with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as name:
            folder = Path(name)
            # A private copy: a new build landing in the cache (another run's) cannot remove it mid-start.
            copy = Path(shutil.copy2(exe, folder / exe.name))
            starts = np.array([cold_start_seconds(copy, display, folder) for _ in range(STARTS)])
    finally:
        xwindow.stop(server)
    rows.append(
        Row(
            f"cold start to first frame ({STARTS} runs, wall)",
            float(np.median(starts)),
            float(np.percentile(starts, 95)),
            "s",
            START_TARGET,
        )
    )
    return rows


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table("Packaged executable", run())
