"""Render the window headless: the same loop and views as the live app, at fixed time steps."""

from __future__ import annotations

import contextlib
import io
import signal
from collections.abc import Iterator
from pathlib import Path

import pygame

from app.config import FPS
from app.export.temp_file import TempFile
from app.i18n import DEFAULT
from app.ui.app import EpicyclesApp

STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM") if hasattr(signal, name))


class RenderStoppedError(Exception):
    """Ctrl+C or SIGTERM arrived while rendering; nothing was written."""

    def __init__(self, signum: int) -> None:
        super().__init__(f"stopped by signal {signum}")
        self.signum = signum


def render_png(
    size: tuple[int, int], preset: str, rope_view: str, frames: int, out: Path, lang: str = DEFAULT
) -> None:
    """Run `frames` frames of 1/FPS seconds and save the window, its words in lang, as a PNG (lang given,
    not the user's last choice: the same command draws the same picture on any machine).

    The PNG appears whole or not at all. OSError if it cannot be written; RenderStoppedError on Ctrl+C or
    SIGTERM, checked between frames.
    """
    with stop_on_signals() as stopped:
        app = EpicyclesApp(size=size, preset=preset, rope_view=rope_view, lang=lang)
        try:
            for _ in range(frames):
                if stopped:
                    raise RenderStoppedError(stopped[0])
                pygame.event.pump()  # keep the (dummy) window's queue from filling
                app.frame([], 1.0 / FPS)
            if stopped:
                raise RenderStoppedError(stopped[0])
            _save_whole(app.screen, out)
        finally:
            pygame.quit()


@contextlib.contextmanager
def stop_on_signals() -> Iterator[list[int]]:
    """A list that gets the number of the first stop signal; the old handlers come back afterwards."""
    stopped: list[int] = []

    def note(signum: int, _frame: object) -> None:
        stopped.append(signum)

    previous = {}
    try:
        for signum in STOP_SIGNALS:
            previous[signum] = signal.signal(signum, note)
    except ValueError:  # not the main thread: signals stay as they were
        pass
    try:
        yield stopped
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _save_whole(surface: pygame.Surface, out: Path) -> None:
    """Save to a temporary name beside out, then rename: a reader never sees half a PNG. The file gets the
    mode a new file would (readable by others, as the umask says), as every export's does."""
    encoded = io.BytesIO()
    try:
        pygame.image.save(surface, encoded, "png")  # (by the name, pygame would take .part's format)
    except pygame.error as exc:
        raise OSError(str(exc)) from None
    temp = TempFile(out)
    try:
        # Written by Python, not by pygame through the file: a full disk printed each failed write's error.
        temp.temp.write_bytes(encoded.getbuffer())
        temp.commit()
    except BaseException:
        temp.discard()
        raise
