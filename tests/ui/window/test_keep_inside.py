"""Windows keep their place and stay in sight when the app's window changes size, through the real loop with
real resize events."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import post, press_key, run_frames

from app.ui.window.keep_inside import kept_inside


@pytest.mark.parametrize(
    "rect, size, expected",
    [
        ((692, 38, 580, 484), (960, 600), (380, 0)),  # the inspector from 1280×800 at 960×600
        ((100, 100, 300, 200), (1280, 800), None),  # the window's size unchanged: left where it is
        ((-50, 550, 300, 200), (1280, 800), (0, 550)),
        ((10, 10, 2000, 900), (960, 600), (0, 0)),  # larger than the window: its top left in sight
        ((490, 250, 300, 300), (1920, 1080), (810, 390)),  # centred, it stays centred
        ((490, 250, 300, 300), (640, 400), (170, 50)),
    ],
)
def test_a_window_keeps_its_centre_s_share_and_lies_within(rect, size, expected) -> None:
    assert kept_inside(pygame.Rect(rect), (1280, 800), size) == expected


def test_the_inspector_stays_in_sight_when_the_window_shrinks(app) -> None:
    """(Opened at 1280×800, it kept its place at 960×600, its right half beyond the window's edge.)"""
    post(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800)
    run_frames(app, 2)
    press_key(app, pygame.K_i, unicode="i")
    run_frames(app, 2)
    window = app.windows.inspector.window
    assert window.rect.right > 960
    post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
    run_frames(app, 2)
    assert pygame.Rect(0, 0, 960, 600).contains(window.rect)


def test_the_export_dialog_stays_in_the_middle_at_every_size(app) -> None:
    """(After a resize to 1920×1080, or out of full screen, it sat against the window's far corner.)"""
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL, "\x05")
    window = app.exporting.dialog.window
    for w, h in ((1920, 1080), (960, 600), (2000, 600), (1280, 800)):
        post(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
        run_frames(app, 3)
        assert pygame.Rect(0, 0, w, h).contains(window.rect), (w, h)
        assert abs(window.rect.centerx - w / 2) <= 2 and abs(window.rect.centery - h / 2) <= max(
            2, window.rect.h - h / 2
        )
