"""With the inspector (I) open, the lesson box stays seen and its Next takes a real click at every step, in
the small window and at large scales (at 960×600, 250 % and 300 % the inspector covered the box's words
and Back and Next): clear of the box where it fits, else standing aside."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import centre, click, press_key, run_frames

from app.model import intents as i
from app.model.lesson import STEPS


@pytest.mark.parametrize(
    ("size", "scale"),
    [((960, 600), 1.0), ((2400, 1500), 2.5), ((3840, 2160), 3.0)],
    ids=["small", "250", "300"],
)
def test_the_lesson_box_stays_seen_and_its_next_takes_a_click(app, size, scale) -> None:
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    app.submit(i.Lesson("start"))
    run_frames(app, 2)
    press_key(app, pygame.K_i, unicode="i")
    assert app.layout.ui.factor == scale and app.windows.inspector is not None
    for index in range(len(STEPS) - 1):
        assert app.state.lesson == index
        box, shown = app.windows.lesson_box.window, app.windows.inspector.window
        assert not shown.visible or not shown.rect.colliderect(box.rect), (index, shown.rect, box.rect)
        assert app.screen.get_rect().contains(shown.rect)
        click(app, centre(app.windows.lesson_box.next.rect))
        assert app.windows.inspector is not None
    assert app.state.lesson == len(STEPS) - 1 and not app.errors
