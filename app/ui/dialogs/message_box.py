"""A native error box for the last line of defence (see app/crash.py)."""

from __future__ import annotations

import contextlib

import pygame


def show_error(message: str) -> None:
    """A native message box where there is a screen; nothing where there is none (the log has it)."""
    with contextlib.suppress(Exception):
        pygame.display.message_box("Epicycles", message, message_type="error")
