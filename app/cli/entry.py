"""The `epicycles` command (an installed package's entry point) and main.py: the process set up the same
way before the command line runs."""

from __future__ import annotations

import multiprocessing
import os
import sys


def prepare_process() -> None:
    """What must be set before pygame is imported, and a harmless stdout where there is none."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout clean for JSON output
    # Desktops name and group windows by their X11 class; pygame would set it to the script's name.
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Epicycles")
    # A windowed build (Windows, macOS) has no console, and `>&-` closes stdout: give print() somewhere
    # harmless to write (a command's JSON there is refused: app/cli/common.py).
    if sys.stdout is None or sys.stderr is None:
        from app.cli.common import NoStdout  # (imports no pygame)

        sys.stdout = sys.stdout or NoStdout()
        sys.stderr = sys.stderr or open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process


def run() -> int:
    """`epicycles [args]`: the window, or a subcommand."""
    multiprocessing.freeze_support()  # (the installed command's start; main.py calls it first too)
    prepare_process()
    from app.cli.main import main  # after the environment is set: it imports pygame

    return main(sys.argv[1:])
