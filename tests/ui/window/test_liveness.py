"""The loop's sleep at rest (liveness.wait_for_events): an event that comes while it sleeps is what it
returns; with none, it gives up after its time."""

from __future__ import annotations

import pygame
from support import headless_display

from app.ui.window import liveness


def test_an_event_posted_while_resting_ends_the_rest_and_is_returned() -> None:
    with headless_display(window=(64, 64)):
        pygame.event.clear()
        woken = pygame.event.custom_type()
        pygame.time.set_timer(woken, 30, loops=1)  # comes while it sleeps, from SDL's timer thread
        events = liveness.wait_for_events(60_000)
        assert [e.type for e in events if e.type == woken] == [woken]


def test_with_no_event_the_rest_ends_empty() -> None:
    with headless_display(window=(64, 64)):
        pygame.event.clear()
        assert liveness.wait_for_events(20) == []
