"""Epicycles: Fourier epicycles and RoPE as chains of turning arrows.

Run `python main.py` to open the window, or `python main.py --help` for the command line.
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout clean for JSON output
# A windowed build (Windows, macOS) has no console: give print() somewhere harmless to write.
if sys.stdout is None or sys.stderr is None:
    sys.stdout = sys.stdout or open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    sys.stderr = sys.stderr or open(os.devnull, "w")  # noqa: SIM115

from app.cli.main import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
