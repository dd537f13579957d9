"""Epicycles: Fourier epicycles and RoPE as chains of turning arrows.

Run `python main.py` to open the window, or `python main.py --help` for the command line.
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout clean for JSON output
# Desktops name and group windows by their X11 class; pygame would set it to this file's name on import.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Epicycles")
# A windowed build (Windows, macOS) has no console: give print() somewhere harmless to write.
if sys.stdout is None or sys.stderr is None:
    sys.stdout = sys.stdout or open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    sys.stderr = sys.stderr or open(os.devnull, "w")  # noqa: SIM115

from app.cli.main import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
