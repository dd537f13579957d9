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


def test_the_soaks_parts_of_resident_memory_add_up_and_see_a_new_buffer() -> None:
    import sys

    import pytest

    from benchmarks.memory_parts import object_arenas, resident_parts

    if not sys.platform.startswith("linux"):
        pytest.skip("reads /proc/self/smaps")

    def vm_rss() -> float:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS")) / 1024

    parts, rss = resident_parts(), vm_rss()
    assert abs(sum(parts.values()) - rss) < 0.02 * rss + 2  # the same pages counted another way
    buffer = bytearray(b"\x01") * (64 << 20)  # 64 MB written, so resident (mmapped: anonymous)
    grown = resident_parts()
    assert grown["anon"] - parts["anon"] > 60
    assert object_arenas() > 0
    del buffer
