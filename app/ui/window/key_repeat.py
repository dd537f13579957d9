"""Held keys repeat the shortcuts that step (one arrow more or fewer, zoom, Δ ± 1, a step of time, undo and
redo), as a desktop's keys do; a toggle (play, circles, the lesson, full screen) acts once a press, however
long it is held. pygame makes the repeats (set_repeat); pygame_gui's text fields turn them off as they let
go of the keys, so they are turned on again whenever no field has them."""

from __future__ import annotations

import pygame

from app.model import intents as i

REPEATING = (i.StepArrows, i.Zoom, i.StepDelta, i.StepTime, i.Undo, i.Redo)
DELAY_MS, EVERY_MS = 400, 40  # a usual desktop's: the first repeat after 0.4 s, then 25 a second


class KeyRepeat:
    """The keys held down, to tell pygame's repeats of a key from a new press of it."""

    def __init__(self) -> None:
        self.down: set[int] = set()

    def keep_on(self) -> None:
        if pygame.key.get_repeat() == (0, 0):
            pygame.key.set_repeat(DELAY_MS, EVERY_MS)

    def repeated(self, event: pygame.event.Event) -> bool:
        """Follow the keys held; whether this event is a repeat of a key held down. (Once the window
        loses the keyboard, the releases go to another: every key counts as let go.)"""
        if event.type == pygame.WINDOWFOCUSLOST:
            self.down.clear()
        elif event.type == pygame.KEYUP:
            self.down.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            again = event.key in self.down
            self.down.add(event.key)
            return again
        return False

    @staticmethod
    def acts(found: object | None, repeated: bool) -> bool:
        """Whether a shortcut's intent acts: every press does, a repeat only for one that steps."""
        return found is not None and (not repeated or isinstance(found, REPEATING))
