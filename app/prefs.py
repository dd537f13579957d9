"""What the app remembers between runs, in the user's config folder: the language, the lesson step, the
window's size (out of fullscreen), place and fullscreen, the files opened lately (Open…'s Recent), the UI
scale chosen and the last export's choices.

A JSON file written whole or not at all (a temporary file, flushed and renamed over the old one).
Anything unreadable counts as no preferences: they are a convenience, never a reason not to start (the
window says so, and where the file was set aside, so the user's settings are not lost unseen). A key
given twice (a hand edit) is left out, the rest kept: the window says so, and the file stays as it is until
a setting changes (Placement.sync), so the value meant is not lost before the user has read why.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import platformdirs

from app import config
from app.errors import CurveError
from app.geometry.units import UI_STEPS
from app.i18n import LANGUAGES
from app.io.json_keys import loads_without_keys_twice, said_key
from app.io.safe_read import read_regular_file
from app.model.export_request import Choices, remembered_choices
from app.paths import APP_NAME
from app.text import clean_text

FILE_NAME = "preferences.json"
MAX_PREFS_BYTES = 1_000_000  # a language and a step take some 40 bytes
MAX_KEYS_SAID = 3  # of the keys given twice, those the status line names
log = logging.getLogger("epicycles")


@dataclass(frozen=True)
class Preferences:
    lang: str | None = None  # None: follow the system's language
    lesson_step: int = 0
    window: tuple[int, int] | None = None  # None: the default size
    place: tuple[int, int] | None = None  # the window's top left; None: where the system puts it
    fullscreen: bool = False
    recent: tuple[str, ...] = ()  # absolute paths, newest first, at most config.MAX_RECENT
    ui_scale: float | None = None  # one of UI_STEPS; None: the display's
    export: Choices | None = None  # the Export dialog's fields of the last export started
    maximized: bool = False  # window and place are the window's own size and place, apart from this


def prefs_path() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False) / FILE_NAME


def load_prefs(path: Path | None = None) -> Preferences:
    """The saved preferences, or the defaults when there are none or they can't be read (see read_prefs)."""
    return read_prefs(path)[0]


@dataclass(frozen=True)
class Unread:
    """A preferences file there but not read: where it was set aside, or None when it was left in place."""

    aside: Path | None


def read_prefs(path: Path | None = None) -> tuple[Preferences, tuple[str, ...], Unread | None]:
    """The saved preferences, or the defaults when there are none or they can't be read; the keys the
    file gives twice, each left out (which of its values was meant is unclear), as a line names them; and
    whether a file there could not be read (the window says so: the user's settings are gone for now).

    Read as a curve file is (app/io/safe_read.py): a FIFO, a device or a huge file neither blocks nor fills
    memory. One that is not a regular file is left alone; a regular one that cannot be read or is not
    preferences is set aside (renamed to preferences.json.bad-<time>); either way one line in the log.
    """
    path = path or prefs_path()
    try:
        data, twice = loads_without_keys_twice(read_regular_file(path, MAX_PREFS_BYTES))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except CurveError as exc:
        key = exc.problem.key if exc.problem is not None else ""
        if key in ("problem.curve.not_regular", "problem.curve.folder"):  # the curve's words say "curve"
            why = f"{path.name} is not a regular file (a folder, device or pipe)"
            return Preferences(), (), Unread(_set_aside(path, why, keep=True))
        if key == "problem.curve.no_file":
            return Preferences(), (), None
        return Preferences(), (), Unread(_set_aside(path, str(exc), keep=False))
    except (ValueError, RecursionError) as exc:  # not JSON (or nested too deep for the parser)
        why = f"not preferences ({clean_text(str(exc), 80)})"
        return Preferences(), (), Unread(_set_aside(path, why, keep=False))
    named = tuple(said_key(key) for key in twice[:MAX_KEYS_SAID])
    if named:
        log.warning(
            "preferences: %s given twice, left out; the file is kept until a setting changes",
            ", ".join(named),
        )
    return _prefs(data), named, None


def _prefs(data: dict) -> Preferences:
    """The preferences a file's object holds, each one that is not what it should be at its default."""
    lang = data.get("lang")
    step = data.get("lesson_step", 0)
    ui_scale = data.get("ui_scale")
    return Preferences(
        lang if isinstance(lang, str) and lang in LANGUAGES else None,  # one with no catalogue: the system's
        step if isinstance(step, int) else 0,
        _pair(data.get("window"), 1, config.MAX_WINDOW_SIZE[0]),
        _pair(data.get("place"), -config.MAX_WINDOW_SIZE[0], config.MAX_WINDOW_SIZE[0]),
        data.get("fullscreen") is True,
        _paths(data.get("recent")),
        float(ui_scale) if type(ui_scale) in (int, float) and ui_scale in UI_STEPS else None,
        remembered_choices(data.get("export")),
        data.get("maximized") is True,
    )


def _paths(value: object) -> tuple[str, ...]:
    """The Recent list as read back: absolute paths, each printable and not too long, once each, at most
    MAX_RECENT (a hand-edited file may hold anything; what is not such a path is left out). Any name: a
    file was opened by its bytes, so one without a known suffix ("logo", a PNG) is kept. Whether each file
    is still there is looked at when the list is shown, not here."""
    if not isinstance(value, list):
        return ()
    kept = [
        p
        for p in value[: 10 * config.MAX_RECENT]
        if isinstance(p, str) and 0 < len(p) <= config.MAX_PATH_CHARS and p.isprintable() and os.path.isabs(p)
    ]
    return tuple(dict.fromkeys(kept))[: config.MAX_RECENT]


def _pair(value: object, lo: int, hi: int) -> tuple[int, int] | None:
    """Two whole numbers within [lo, hi] as a tuple, else None (a hand-edited file may hold anything)."""
    if not isinstance(value, list) or len(value) != 2:
        return None
    if not all(type(v) is int and lo <= v <= hi for v in value):
        return None
    return value[0], value[1]


def _set_aside(path: Path, why: str, keep: bool) -> Path | None:
    """Log why the preferences were not read; rename a regular file aside (keep: leave it where it is);
    where it went, or None if it stayed."""
    if keep:
        log.warning("preferences not read: %s; left alone, starting with the defaults", why)
        return None
    aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, aside)
    except OSError as exc:
        log.warning("preferences not read: %s; could not set it aside (%s)", why, exc.strerror)
        return None
    log.warning("preferences not read: %s; set aside as %s, starting with the defaults", why, aside.name)
    return aside


def save_prefs(prefs: Preferences, path: Path | None = None) -> None:
    """Write the preferences atomically; OSError if the folder can't be written. A link (a dotfile manager's:
    stow, chezmoi) stays a link: the file it leads to is the one replaced."""
    path = path or prefs_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path = _written_path(path)
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


def _written_path(path: Path) -> Path:
    """The file that saving to path replaces: a link's target when that is a regular file or not there yet,
    else path itself (a link to a device or a pipe is replaced as a plain file is, never written into)."""
    if not path.is_symlink():
        return path
    try:
        target = path.resolve()
        return target if target.is_file() or not target.exists() else path
    except (OSError, RuntimeError):  # a loop of links (RuntimeError before Python 3.13)
        return path


def chosen_differ(kept: Preferences, now: Preferences) -> bool:
    """Whether now differs from kept in what the user chooses: anything but the window's size, place and
    whether it is maximized, which the window manager sets at a start as well."""
    return replace(now, window=kept.window, place=kept.place, maximized=kept.maximized) != kept


def remember(
    kept: Preferences, now: Preferences, path: Path | None = None
) -> tuple[Preferences, OSError | None]:
    """Save now if it differs from what was kept: what is kept afterwards, and why the save failed, if it
    did (a failed save costs only the memory: the window goes on, and says so)."""
    if now != kept:
        try:
            save_prefs(now, path)
        except OSError as exc:
            log.warning("could not save the preferences", exc_info=True)
            return now, exc
    return now, None
