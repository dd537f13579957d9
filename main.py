"""Epicycles: Fourier epicycles and RoPE as chains of turning arrows.

Run `python main.py` to open the window, or `python main.py --help` for the command line. An installed
package has the same as the `epicycles` command (app/cli/entry.py).
"""

import multiprocessing
import sys

from app.cli.entry import run

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen executable started as the model's process runs that, not this
    sys.exit(run())
