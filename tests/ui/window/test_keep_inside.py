"""Windows stay in sight when the app's window shrinks, through the real loop with real resize events."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import post, press_key, run_frames

from app.ui.window.keep_inside import kept_inside


@pytest.mark.parametrize(
    "rect, size, expected",
    [
        ((692, 38, 580, 484), (960, 600), (380, 38)),  # the inspector from 1280×800 at 960×600
        ((100, 100, 300, 200), (960, 600), None),  # within: left where it is
        ((-50, 550, 300, 200), (960, 600), (0, 400)),
        ((10, 10, 2000, 900), (960, 600), (0, 0)),  # larger than the window: its top left in sight
    ],
)
def test_a_window_goes_just_far_enough_to_lie_within(rect, size, expected) -> None:
    assert kept_inside(pygame.Rect(rect), size) == expected


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
