"""The one base of every intent. No pygame."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Intent:
    """A user action or a report (a file read, an export done) as a frozen value: what `apply` acts on,
    or, for a WindowCommand, what the loop acts on."""
