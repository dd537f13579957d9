"""The one error a curve source raises. No pygame."""

from __future__ import annotations


class CurveError(ValueError):
    """A curve that cannot be read or is not a closed curve; the message is one line for the user."""
