"""Render the window headless: the same loop and views as the live app, at fixed time steps."""

from __future__ import annotations

from pathlib import Path

import pygame

from app.config import FPS
from app.ui.app import EpicyclesApp


def render_png(size: tuple[int, int], preset: str, rope_view: str, frames: int, out: Path) -> None:
    """Run `frames` frames of 1/FPS seconds and save the window as a PNG (OSError if it cannot)."""
    app = EpicyclesApp(size=size, preset=preset, rope_view=rope_view)
    try:
        for _ in range(frames):
            app.frame([], 1.0 / FPS)
        try:
            pygame.image.save(app.screen, str(out))
        except pygame.error as exc:
            raise OSError(str(exc)) from None
    finally:
        pygame.quit()
