"""The packaged executable: its size, and its cold start to the first frame on screen (under Xvfb).

The start is timed from just before the process is launched to the time the app itself writes to
`--first-frame-file` once its first frame is flipped, so it includes the one-file unpacking, Python's
start, the imports and the first draw. dist/epicycles is built first if missing or older than the sources.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from benchmarks.common import Row

ROOT = Path(__file__).resolve().parent.parent
EXE = ROOT / "dist" / ("epicycles.exe" if sys.platform == "win32" else "epicycles")
SOURCES = ("main.py", "build.spec", "requirements.txt", "app", "assets")
STARTS = 5
TIMEOUT = 60.0  # seconds for a build step, Xvfb or one start
SIZE_TARGET = "≤ 60 MB"
START_TARGET = "≤ 1.5 s"


def newest_source() -> float:
    times = []
    for name in SOURCES:
        path = ROOT / name
        files = path.rglob("*") if path.is_dir() else [path]
        times += [f.stat().st_mtime for f in files if f.is_file() and "__pycache__" not in f.parts]
    return max(times)


def ensure_built() -> Path:
    """Build dist/epicycles (as `make exe` does) unless it is newer than every source."""
    if EXE.is_file() and EXE.stat().st_mtime >= newest_source():
        return EXE
    print("building dist/epicycles with PyInstaller (a minute or so)…", flush=True)
    done = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "build.spec"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    if done.returncode != 0:
        raise RuntimeError(f"PyInstaller failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    return EXE


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on the first free display from :150; waits for its socket."""
    for number in range(150, 250):
        socket = Path(f"/tmp/.X11-unix/X{number}")
        if socket.exists() or Path(f"/tmp/.X{number}-lock").exists():
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + TIMEOUT
        while server.poll() is None and not socket.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        if socket.exists() and server.poll() is None:
            return server, f":{number}"
        end(server)
    raise RuntimeError("no free X display for Xvfb")


def end(process: subprocess.Popen[bytes]) -> int | None:
    """Terminate (the app quits cleanly on SIGTERM); kill if it does not go within 10 s."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
    return process.returncode


def cold_start_seconds(exe: Path, display: str, folder: Path) -> float:
    """One launch: seconds from just before Popen to the app's own first-frame time."""
    marker = folder / "first-frame"
    marker.unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_") and k != "WAYLAND_DISPLAY"}
    env.update(DISPLAY=display, SDL_VIDEODRIVER="x11", XDG_DATA_HOME=str(folder / "data"))
    errors = folder / "app.err"
    with errors.open("wb") as sink:
        start = time.time()
        app = subprocess.Popen(
            [str(exe), "--first-frame-file", str(marker)],
            env=env,
            cwd=folder,
            stdout=subprocess.DEVNULL,
            stderr=sink,
        )
    try:
        deadline = time.monotonic() + TIMEOUT
        while not (marker.exists() and marker.read_text().strip()):
            if app.poll() is not None or time.monotonic() > deadline:
                tail = errors.read_text(errors="replace")[-1500:]
                raise RuntimeError(f"no first frame (exit code {app.returncode}):\n{tail}")
            time.sleep(0.005)
        return float(marker.read_text()) - start
    finally:
        end(app)


def run() -> list[Row]:
    exe = ensure_built()
    size_mb = exe.stat().st_size / 1e6
    rows = [Row("executable size (one file)", size_mb, size_mb, "MB", SIZE_TARGET)]
    if shutil.which("Xvfb") is None:
        print("(cold start skipped: Xvfb is not installed)")
        return rows
    server, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory(prefix="epicycles-bench-") as name:
            folder = Path(name)
            # A private copy: a rebuild of dist/ (another `make exe`) cannot change it mid-start.
            copy = Path(shutil.copy2(exe, folder / exe.name))
            starts = np.array([cold_start_seconds(copy, display, folder) for _ in range(STARTS)])
    finally:
        end(server)
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
