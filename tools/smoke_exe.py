"""A headless smoke run of a built executable: `python tools/smoke_exe.py PATH` (PATH: dist/epicycles,
dist/epicycles.exe, or the program inside dist/Epicycles.app). Used by the GitHub workflow on Linux,
Windows and macOS and by the end-to-end tests here. Exit 0 when it passed, 1 with one line when not.

The window is drawn on SDL's dummy driver and saved (`render`), which works in a windowed build too;
the JSON of `coeffs` is checked only where the build has a console to print to (Linux, or
EPICYCLES_CONSOLE=1), since a windowed Windows or macOS build prints nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

TIMEOUT = 180  # seconds: a one-file build unpacks itself first, slowly on a cold CI machine
CONSOLE = sys.platform.startswith("linux") or os.environ.get("EPICYCLES_CONSOLE") == "1"
C1 = (1 + 2**0.5) / 2  # the 8-point square's c_1 (math.md)


def smoke(exe: Path) -> str | None:
    """None when the executable works; else what went wrong, in one line."""
    with tempfile.TemporaryDirectory(prefix="epicycles-smoke-") as folder:
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=folder)
        out = Path(folder) / "smoke.png"
        done = subprocess.run(
            [str(exe), "render", "--preset", "heart", "--frames", "3", "--out", str(out)],
            env=env, cwd=folder, capture_output=True, text=True, timeout=TIMEOUT,
        )  # fmt: skip
        if done.returncode != 0 or not out.is_file() or out.stat().st_size < 10_000:
            return f"render failed (exit {done.returncode}): {done.stderr.strip()[-300:]}"
        if not out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n"):
            return "render wrote something that is not a PNG"
        if CONSOLE:
            done = subprocess.run(
                [str(exe), "coeffs", "--preset", "square8", "--json"],
                env=env, cwd=folder, capture_output=True, text=True, timeout=TIMEOUT,
            )  # fmt: skip
            try:
                coefficients = {c["k"]: c["re"] for c in json.loads(done.stdout)["coefficients"]}
            except (ValueError, KeyError, TypeError):
                return f"coeffs printed no JSON (exit {done.returncode}): {done.stderr.strip()[-300:]}"
            if abs(coefficients.get(1, 0.0) - C1) > 1e-9:
                return f"coeffs: c_1 = {coefficients.get(1)}, not {C1}"
    return None


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python tools/smoke_exe.py PATH-TO-EXECUTABLE", file=sys.stderr)
        return 2
    problem = smoke(Path(argv[0]))
    print(f"smoke: {problem}" if problem else "smoke: passed")
    return 1 if problem else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
