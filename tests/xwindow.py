"""The packaged executable in a real X window: a private Xvfb, the app started on it, its first frame.

Used by the end-to-end tests (tests/ui/window/test_e2e_window.py and test_e2e_rope.py) and the cold-start
benchmark (benchmarks/bench_exe.py). Waits poll with a deadline and raise TimeoutError or RuntimeError.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

START_TIMEOUT = 60.0  # seconds for Xvfb, the window and its first frame on a loaded machine


def wait_for(
    condition: Callable[[], object], timeout: float, what: str | Callable[[], str], poll: float = 0.05
) -> object:
    """Poll condition until it returns something other than None or False; TimeoutError after timeout s."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value is not None and value is not False:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(
                f"timed out after {timeout:.0f} s waiting for {what if isinstance(what, str) else what()}"
            )
        time.sleep(poll)


def start_xvfb(size: tuple[int, int]) -> tuple[subprocess.Popen[bytes], str]:
    """Start Xvfb on a free display of its own choosing (-displayfd, so no race for a number)."""
    read_end, write_end = os.pipe()
    try:
        server = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write_end),
                "-screen",
                "0",
                f"{size[0]}x{size[1]}x24",
                "-nolisten",
                "tcp",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(write_end,),
        )
    finally:
        os.close(write_end)
    with os.fdopen(read_end) as numbers:  # Xvfb writes its display number once it accepts clients
        ready, _, _ = select.select([numbers], [], [], START_TIMEOUT)
        number = numbers.readline().strip() if ready else ""
    if not number.isdigit():
        stop(server)
        raise RuntimeError(f"Xvfb did not start (exit code {server.returncode})")
    return server, f":{number}"


def stop(process: subprocess.Popen[bytes], timeout: float = 10.0) -> int | None:
    """Terminate a process (the app quits cleanly on SIGTERM); kill its group if it does not go."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                process.kill()
            process.wait(timeout)
    return process.returncode


def launch(exe: Path | list[str], display: str, folder: Path, **env_extra: str) -> subprocess.Popen[bytes]:
    """Start exe (or a command, such as [python, main.py]) on display in folder (its data, first-frame
    file and stderr there); do not wait."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_") and k != "WAYLAND_DISPLAY"}
    # (its own preferences too: a UI scale or place remembered by any earlier run moved its buttons)
    own = {"XDG_DATA_HOME": str(folder / "data"), "XDG_CONFIG_HOME": str(folder / "config")}
    env.update(DISPLAY=display, SDL_VIDEODRIVER="x11", **{**own, **env_extra})
    first_frame(folder).unlink(missing_ok=True)
    with errors(folder).open("wb") as sink:
        return subprocess.Popen(
            [*([str(exe)] if isinstance(exe, Path) else exe), "--first-frame-file", str(first_frame(folder))],
            env=env,
            cwd=folder,
            stdout=subprocess.DEVNULL,
            stderr=sink,
            start_new_session=True,  # stop() can then end the one-file launcher and its child together
        )


def first_frame(folder: Path) -> Path:
    """The file the app writes its first frame's time (time.time()) to."""
    return folder / "first-frame"


def errors(folder: Path) -> Path:
    return folder / "app.err"


def wait_for_first_frame(
    app: subprocess.Popen[bytes], folder: Path, timeout: float = START_TIMEOUT, poll: float = 0.02
) -> float:
    """The time (time.time()) the app launched in folder flipped its first frame; fails if it exits first."""
    marker = first_frame(folder)

    def shown() -> str | None:
        if app.poll() is not None:
            tail = errors(folder).read_text(errors="replace")[-2000:]
            raise RuntimeError(f"the app exited with {app.returncode} before its first frame:\n{tail}")
        text = marker.read_text().strip() if marker.exists() else ""
        return text or None

    return float(str(wait_for(shown, timeout, "the first frame", poll=poll)))


def xdotool(display: str, *args: str, check: bool = True) -> str:
    """Run xdotool on display and return its output; AssertionError if it fails and check is set."""
    done = subprocess.run(
        ["xdotool", *args],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 0 or not check, f"xdotool {' '.join(args[:6])}…: {done.stderr}"
    return done.stdout


def window_geometry(display: str, timeout: float = START_TIMEOUT) -> tuple[int, int, int, int]:
    """x, y, width, height of the app's X window (found by WM_CLASS, the executable's name)."""

    def window_id() -> str | None:
        ids = xdotool(display, "search", "--classname", "epicycles", check=False).split()
        return ids[-1] if ids else None

    wid = str(wait_for(window_id, timeout, "the app's X window"))
    g = dict(line.split("=", 1) for line in xdotool(display, "getwindowgeometry", "--shell", wid).split())
    return int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"])
