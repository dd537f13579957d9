"""Whether the window has anything to do without input: the loop sleeps at rest, and draws whole only
while widgets are live (app.widgets_live: pygame_gui's update also runs while a window is open, its
widgets' changes then watched like the others')."""

from __future__ import annotations

import time

import pygame
import pygame_gui

from app import config
from app.model.state import AppState
from app.ui.window.focus import typing


def at_rest(state: AppState, busy: bool, manager: pygame_gui.UIManager) -> bool:
    """Nothing on screen can change without input: both animations paused, the camera not gliding, no
    stroke being drawn, no file being read or saved or film written (busy) or model at work, no text
    field with a blinking cursor; or the
    window cannot be seen (state.hidden) and no such work is under way (a minimized window that kept
    playing drew 60 frames a second for no one: a fifth of a core at 4K)."""
    working = busy or state.rope.models.busy
    if state.hidden:
        return not working
    moving = (
        (state.epicycles.playing and state.epicycles.speed != 0) or state.rope.playing or state.camera.gliding
    )
    return not (moving or working or state.stroke is not None or typing(manager))


def widgets_live(calm_for: float, reading: bool, manager: pygame_gui.UIManager) -> bool:
    """The frame is drawn whole and pygame_gui updated: input came lately (calm_for seconds ago; hover,
    tooltips, held buttons, whose looks pygame_gui changes in place), a text field is typed in (its cursor
    blinks in place), or a file is being read. (Not while a model is read: its progress window is watched
    as any open window is, and the frames drawn whole, 2.5 Mpx each at 4K, made the window crawl.)"""
    return calm_for < config.WIDGETS_SETTLE_S or typing(manager) or reading or any(pygame.mouse.get_pressed())


def wait_for_events(longest_ms: int) -> list[pygame.event.Event]:
    """The events that came, as soon as one has (none if longest_ms passed first), looking every
    REST_LOOK_MS: pygame-ce's own event.wait looks every millisecond, 6% of a core at rest, where a sleep
    between looks costs about 1% and answers within one frame."""
    until = time.monotonic() + longest_ms / 1000
    while not (events := pygame.event.get()) and time.monotonic() < until:
        time.sleep(config.REST_LOOK_MS / 1000)
    return events
