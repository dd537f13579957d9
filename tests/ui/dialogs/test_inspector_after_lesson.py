"""The inspector (I) opened in a lesson goes back to where I opens it when the lesson box goes away: after
Finish it stayed at the step's place, over the middle of the canvas."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import centre, click, press_key, run_frames

from app.model import intents as i
from app.model.lesson import STEPS


def home(app) -> pygame.Rect:
    """Where I puts the inspector outside a lesson: closed and opened again with the key."""
    press_key(app, pygame.K_i, unicode="i")
    assert app.windows.inspector is None
    press_key(app, pygame.K_i, unicode="i")
    return pygame.Rect(app.windows.inspector.window.rect)


def model_read(app) -> None:
    """The last step reads the demo model in the Model tab's process, and its box grows when the read
    ends: a click whose press and release fell either side of that frame lost its press (the lesson was
    not finished, one run in many on a loaded machine). Wait for the read, with no sleep in the test."""
    worker = app.rope_panel.model_tab.work
    for _ in range(3000):
        if not app.state.rope.models.busy:
            return
        worker.wait(0.01)  # (the worker's thread runs between frames)
        run_frames(app, 1)
    raise AssertionError("the demo model was not read")


@pytest.mark.parametrize("leave", ["finish", "key_l", "close_box"])
@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_the_inspector_goes_back_to_its_place_when_the_lesson_ends(app, size, leave) -> None:
    app.submit(i.Resize(size, (4000, 4000)))
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "problem8")
    press_key(app, pygame.K_l, unicode="l")
    press_key(app, pygame.K_i, unicode="i")
    inspector = app.windows.inspector
    in_lesson = pygame.Rect(inspector.window.rect)
    box = app.windows.lesson_box
    if leave == "finish":
        press_key(app, pygame.K_END)
        model_read(app)
        click(app, centre(box.finish.rect))
    elif leave == "key_l":
        press_key(app, pygame.K_l, unicode="l")
    else:
        click(app, centre(box.window.close_window_button.rect))
    run_frames(app, 2)
    assert app.state.lesson is None and app.windows.lesson_box.window is None
    assert app.windows.inspector is inspector  # (still open: only moved)
    left_at = pygame.Rect(inspector.window.rect)
    assert left_at != in_lesson  # (the step's place is another: else this proves nothing)
    assert left_at == home(app)
    assert app.errors == []
