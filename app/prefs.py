"""What the app remembers between runs: the language and the lesson step, in the user's config folder.

A JSON file written whole or not at all (a temporary file, flushed and renamed over the old one).
Anything unreadable counts as no preferences: they are a convenience, never a reason not to start.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

import platformdirs

from app.paths import APP_NAME

FILE_NAME = "preferences.json"


@dataclass(frozen=True)
class Preferences:
    lang: str | None = None  # None: follow the system's language
    lesson_step: int = 0


def prefs_path() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False) / FILE_NAME


def load_prefs(path: Path | None = None) -> Preferences:
    """The saved preferences, or the defaults when there are none or they can't be read."""
    try:
        data = json.loads((path or prefs_path()).read_text(encoding="utf-8"))
        lang = data.get("lang")
        step = data.get("lesson_step", 0)
        return Preferences(lang if isinstance(lang, str) else None, step if isinstance(step, int) else 0)
    except (OSError, ValueError, AttributeError):
        return Preferences()


def save_prefs(prefs: Preferences, path: Path | None = None) -> None:
    """Write the preferences atomically; OSError if the folder can't be written."""
    path = path or prefs_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=".prefs-", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as sink:
            json.dump(asdict(prefs), sink)
            sink.flush()
            os.fsync(sink.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def remember(kept: Preferences, now: Preferences) -> Preferences:
    """Save now if it differs from what was kept; what is kept afterwards (a failed save costs only the
    memory: the window goes on)."""
    if now != kept:
        try:
            save_prefs(now)
        except OSError:
            logging.getLogger("epicycles").warning("could not save the preferences", exc_info=True)
    return now
