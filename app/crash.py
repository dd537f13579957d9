"""Run the window so that an unexpected error leaves a log and a clear message instead of vanishing."""

from __future__ import annotations

import errno
import logging
import logging.handlers
import os
import stat
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

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
        rolling = _RollingLog(path, maxBytes=LOG_MAX_BYTES, backupCount=1, encoding="utf-8")
        logging.basicConfig(handlers=[rolling], level=logging.INFO, format=fmt, force=True)
        return str(path)
    except OSError:
        logging.basicConfig(stream=sys.stderr, level=logging.INFO, format=fmt, force=True)
        return "the terminal (the data folder could not be written)"


class _RollingLog(logging.handlers.RotatingFileHandler):
    """The log, rolled over at LOG_MAX_BYTES into one older file, each time opened as `_appending` opens
    it (without waiting, and only if it is a regular file)."""

    def _open(self) -> TextIO:
        return _appending(Path(self.baseFilename))


def _appending(path: Path) -> TextIO:
    """The log file open for appending (made if missing); OSError unless it is a regular file.

    Opened without waiting: a FIFO in its place, with no one reading, would otherwise hold the start for
    ever (a device would take the log away).
    """
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0), 0o644)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, f"{path.name} is not a regular file")
    return os.fdopen(fd, "a", encoding="utf-8")


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
