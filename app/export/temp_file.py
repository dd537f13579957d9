"""A file being exported, written under a temporary name beside its target and renamed over it when whole.

While the temporary file exists its writer holds a lock on it (flock, where the system has it): a writer
that was killed (SIGKILL, a crash, the X server closing the window under it) leaves its file but not its
lock. The next export to the same target removes such leftovers (hidden `.name-xxxxxxxx.ext.part` files of
up to hundreds of MB that nothing else would ever remove); a file another running export is writing is
locked and stays. No pygame.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock; leftovers are not looked for there
    fcntl = None

UMASK = os.umask(0o022)
os.umask(UMASK)  # read once at import (reading it means setting it)
STALE_SECONDS = 10.0  # a leftover is at least this old: a new file is locked a moment after it is made
RANDOM_PART = re.compile(r"[a-z0-9_]{8}")  # what mkstemp puts between prefix and suffix


class TempFile:
    """A temporary name beside `path` (same folder, so the final rename is atomic), locked while it lives."""

    def __init__(self, path: Path) -> None:
        self.path = path
        prefix, suffix = parts(path)
        remove_leftovers(path)
        fd, temp = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=path.parent)
        # As an ordinary new file would be, not mkstemp's private 0600 (Windows has no fchmod).
        with contextlib.suppress(AttributeError, OSError):
            os.fchmod(fd, 0o666 & ~UMASK)
        self.temp = Path(temp)
        self._fd: int | None = fd
        if fcntl is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def commit(self) -> int:
        """Rename the finished file over the target; its size in bytes."""
        size = self.temp.stat().st_size
        os.replace(self.temp, self.path)
        self._release()
        return size

    def discard(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.temp)
        self._release()

    def _release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # (closing lets go of the lock)
            self._fd = None


def parts(path: Path) -> tuple[str, str]:
    """The temporary name's prefix and suffix for a target."""
    return f".{path.stem}-", f"{path.suffix}.part"


def remove_leftovers(path: Path) -> None:
    """Remove the temporary files of earlier exports to `path` whose writers are gone (old and unlocked).
    Whatever cannot be looked at or removed is left."""
    if fcntl is None:
        return
    prefix, suffix = parts(path)
    with contextlib.suppress(OSError):
        for entry in os.scandir(path.parent):
            name = entry.name
            if not (name.startswith(prefix) and name.endswith(suffix)):
                continue
            if not RANDOM_PART.fullmatch(name[len(prefix) : len(name) - len(suffix)]):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and _unheld(entry.path):
                    os.unlink(entry.path)


def _unheld(name: str) -> bool:
    """The file is old enough and no process holds its lock (OSError if it cannot be opened)."""
    fd = os.open(name, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        if time.time() - os.fstat(fd).st_mtime < STALE_SECONDS:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # another export is writing it
        return True
    finally:
        os.close(fd)
