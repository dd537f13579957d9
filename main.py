"""Epicycles: Fourier epicycles and RoPE as chains of turning arrows.

Run `python main.py` to open the window, or `python main.py --help` for the command line.
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout clean for JSON output

from app.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
