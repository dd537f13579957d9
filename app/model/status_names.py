"""The names a status line may show, found in the intent that wrote it: the status bar cuts a line too long
only outside them ("Could not open it: my heart…" read as a file called "my heart"). No pygame."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields, is_dataclass
from pathlib import PurePath

from app.errors import InClause, Problem

# The fields and params that hold a file's name or path (a dropped file's refusal holds it in its problem's).
NAMING = frozenset(
    {"name", "file", "file_name", "path", "saved", "aside", "unread", "names", "failed", "problem", "where"}
    | {"busy", "first", "second"}  # (a file refused while another is read; both problems said)
)


def said_names(value: object) -> tuple[str, ...]:
    """The names in value (an intent, a problem, a name or path, or several): each path and its file name."""
    if isinstance(value, str | PurePath):
        text = str(value)
        return tuple(dict.fromkeys((text, PurePath(text).name))) if text else ()
    if isinstance(value, Problem):
        return _named(value.params.items())
    if isinstance(value, InClause):
        return said_names(value.error)
    if isinstance(value, tuple | list):
        return tuple(name for item in value for name in said_names(item))
    if is_dataclass(value) and not isinstance(value, type):
        return _named((field.name, getattr(value, field.name)) for field in fields(value))
    return ()


def _named(items: Iterable[tuple[str, object]]) -> tuple[str, ...]:
    return tuple(name for key, value in items if key in NAMING for name in said_names(value))
