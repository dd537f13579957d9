"""Running a piece of a test as a user whom file permissions stop.

CI runs as root, and root reads and writes through any chmod, so a test of an unreadable file or an
unwritable folder would prove nothing there. These helpers fork, drop to `nobody` in the child (when
running as root) and hand back the child's result or its exception, so the test runs everywhere.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
NOBODY = 65534  # uid and gid of `nobody` on Debian and most Linux systems


_made: list[Path] = []  # removed at the session's end (conftest.py; they had piled up in /tmp)


def reachable_dir() -> Path:
    """A fresh folder every user may enter (pytest's tmp_path lies under a folder only its owner may),
    so what stops the unprivileged child is the permission under test, not the way there."""
    folder = Path(tempfile.mkdtemp(prefix="epicycles-perm-"))
    folder.chmod(0o755)
    _made.append(folder)
    return folder


def remove_made() -> None:
    """Every reachable_dir made, whatever a test left in it (folders it made read-only or unreadable)."""
    for folder in _made:
        for inner, folders, _ in os.walk(folder):  # (top down: each opened before it is walked into)
            for name in folders:
                with contextlib.suppress(OSError):
                    os.chmod(os.path.join(inner, name), 0o700)
        shutil.rmtree(folder, ignore_errors=True)


def as_unprivileged(task: Callable[[], T]) -> T:
    """task() run in a forked child as `nobody` (as the current user when that is not root); its return
    value, or the exception it raised, re-raised here."""
    if not hasattr(os, "fork"):  # Windows: no fork, no setuid, and chmod means something else there
        import pytest

        pytest.skip("file permissions are tested on POSIX systems")
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        os.close(read_end)
        try:
            if os.geteuid() == 0:
                os.setgroups([])
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            outcome: tuple[bool, object] = (True, task())
        except BaseException as exc:  # handed to the parent, which re-raises it
            outcome = (False, exc)
        try:
            data = pickle.dumps(outcome)
        except Exception as exc:  # an unpicklable result or exception: say what it was
            data = pickle.dumps((False, RuntimeError(f"child: {outcome[1]!r} ({exc})")))
        with os.fdopen(write_end, "wb") as sink:
            sink.write(data)
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as source:
        data = source.read()
    os.waitpid(pid, 0)
    ok, value = pickle.loads(data)
    if not ok:
        raise value  # type: ignore[misc]
    return value  # type: ignore[return-value]
