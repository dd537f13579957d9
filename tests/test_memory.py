"""Giving memory back (app/memory.py): the loop's periodic trim frees the windows closed meanwhile, which
pygame_gui's cycles (a widget and its container hold each other) leave to the collector."""

from __future__ import annotations

import gc
import weakref

import pygame
from ui_driver import press_key, run_frames

from app import config


def test_the_periodic_trim_frees_closed_windows(app) -> None:
    closed = []
    gc.disable()  # the collector's own passes come when they will: only the loop's trim runs here
    try:
        for _ in range(3):
            press_key(app, pygame.K_h, unicode="h")  # help opens
            assert app.windows.help is not None
            closed.append(weakref.ref(app.windows.help))
            press_key(app, pygame.K_ESCAPE)
            assert app.windows.help is None
        run_frames(app, config.TRIM_EVERY_FRAMES - app.frames % config.TRIM_EVERY_FRAMES)
        assert [window for window in closed if window() is not None] == []
    finally:
        gc.enable()
