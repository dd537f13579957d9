"""The packaged executable: its size, and its cold start to the first frame on screen (under Xvfb),
against `main.py` from source started the same way in the same run.

Each start is timed from just before the process is launched to the time the app itself writes to
`--first-frame-file` once its first frame is flipped, so the executable's includes the one-file unpacking,
Python's start, the imports and the first draw; main.py's includes the interpreter's start and the imports
(from the compiled caches). The two are launched in turn, the same number of times, after one untimed launch
of each (which fills the page cache and main.py's compiled caches), so a load on the machine weighs on both.
The executable is the tests' cached build (tests/exe_cache.py), built first if its inputs changed; the X
server and the launch are the end-to-end tests' (tests/xwindow.py).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from benchmarks.common import Row, quick
from tests import xwindow
from tests.exe_cache import ROOT, cached_executable

SCREEN = (1280, 800)
STARTS = quick(5, 1)
UNTIMED = quick(1, 0)  # starts of each first: the page cache and main.py's compiled caches filled
SIZE_TARGET = "≤ 60 MB"
RATIO_TARGET = 1.5  # executable start / main.py start, medians of the same run


def cold_start_seconds(command: Path | list[str], display: str, folder: Path) -> float:
    """One launch: seconds from just before it to the app's own first-frame time."""
    start = time.time()
    app = xwindow.launch(command, display, folder)
    try:
        return xwindow.wait_for_first_frame(app, folder, poll=0.005) - start
    finally:
        xwindow.stop(app)


def interleaved_starts(
    exe: Path, source: list[str], display: str, folder: Path
) -> tuple[np.ndarray, np.ndarray]:
    """STARTS cold starts of the executable and of main.py, taken in turn after UNTIMED starts of each."""
    for _ in range(UNTIMED):
        cold_start_seconds(exe, display, folder)
        cold_start_seconds(source, display, folder)
    exe_starts, source_starts = [], []
    for _ in range(STARTS):
        exe_starts.append(cold_start_seconds(exe, display, folder))
        source_starts.append(cold_start_seconds(source, display, folder))
    return np.array(exe_starts), np.array(source_starts)


def _ratio(name: str, ours: np.ndarray, reference: np.ndarray, limit: float = RATIO_TARGET) -> Row:
    median = float(np.median(ours) / np.median(reference))
    p95 = float(np.percentile(ours, 95) / np.percentile(reference, 95))
    verdict = "met" if median <= limit else "MISSED"
    return Row(name, median, p95, "×", f"≤ {limit:g}× main.py ({verdict})")


def run() -> list[Row]:
    exe = cached_executable()
    size_mb = exe.stat().st_size / 1e6
    verdict = "met" if size_mb <= 60 else "MISSED"
    rows = [Row("executable size (one file)", size_mb, size_mb, "MB", f"{SIZE_TARGET} ({verdict})")]
    if shutil.which("Xvfb") is None:
        print("(cold start skipped: Xvfb is not installed)")
        return rows
    server, display = xwindow.start_xvfb(SCREEN)
    try:
        with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as name:
            folder = Path(name)
            # A private copy: a new build landing in the cache (another run's) cannot remove it mid-start.
            copy = Path(shutil.copy2(exe, folder / exe.name))
            source = [sys.executable, str(ROOT / "main.py")]
            exe_starts, source_starts = interleaved_starts(copy, source, display, folder)
    finally:
        xwindow.stop(server)
    for label, starts in (("executable", exe_starts), ("main.py from source", source_starts)):
        rows.append(
            Row(
                f"{label}: cold start to first frame ({STARTS} runs, wall)",
                float(np.median(starts)),
                float(np.percentile(starts, 95)),
                "s",
            )
        )
    rows.append(_ratio("executable / main.py start (same run)", exe_starts, source_starts))
    return rows


if __name__ == "__main__":
    from benchmarks.common import print_table

    print_table("Packaged executable", run())
