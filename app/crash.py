"""Run the window so that an unexpected error leaves a log and a clear message instead of vanishing."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import traceback
from collections.abc import Callable

from app.paths import user_data_dir

LOG_NAME = "epicycles.log"
LOG_MAX_BYTES = 1_000_000  # then the log rolls over into one older file (an error every frame fills it fast)
CRASH_TEST_VARIABLE = "EPICYCLES_CRASH_TEST"  # set to 1 to fail on purpose (tests the packaged app)


def setup_logging() -> str:
    """Log to a file in the user's data folder (never beside the executable); returns where it logs.

    Where that folder cannot be made or written, log to stderr rather than fail to start.
    """
    fmt = "%(asctime)s %(levelname)s %(name)s: %(message)s"
    try:
        path = user_data_dir() / LOG_NAME
        rolling = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=1, encoding="utf-8"
        )
        logging.basicConfig(handlers=[rolling], level=logging.INFO, format=fmt, force=True)
        return str(path)
    except OSError:
        logging.basicConfig(stream=sys.stderr, level=logging.INFO, format=fmt, force=True)
        return "the terminal (the data folder could not be written)"


def run_guarded(start: Callable[[], int], notify: Callable[[str], None] = lambda message: None) -> int:
    """Call start(); on an unexpected error log the traceback, tell the user (stderr and notify), return 1."""
    log_path = setup_logging()
    log = logging.getLogger("epicycles")
    log.info("starting")
    try:
        if os.environ.get(CRASH_TEST_VARIABLE) == "1":
            raise RuntimeError("crash test")
        code = start()
    except Exception as exc:
        log.error("unexpected error:\n%s", traceback.format_exc())
        message = (
            f"Epicycles stopped after an unexpected error: {exc.__class__.__name__}: {exc}\n"
            f"Details are in {log_path}"
        )
        print(message, file=sys.stderr)
        notify(message)
        return 1
    log.info("closed normally")
    return code
