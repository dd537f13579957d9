"""A film's progress window keeps off the lesson box, as the model's does: at 1280×800 it opened in the
middle of the window, over the step's words (and at 3840×2160, 200 %, over the box too)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_busy import start_film
from ui_driver import press_key, run_frames

from app.model import intents as i


def _clear(app) -> None:
    progress, box = app.exporting.progress.window, app.windows.lesson_box.window
    assert not progress.rect.colliderect(box.rect), (progress.rect, box.rect)
    assert app.screen.get_rect().contains(progress.rect)


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 1.0), ((3840, 2160), 2.0), ((960, 600), 1.0)])
@pytest.mark.parametrize("first", ["lesson", "film"])
def test_the_film_s_progress_window_keeps_off_the_lesson_box(app, tmp_path: Path, size, scale, first) -> None:
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 2)
    if first == "film":  # the lesson opened while the film is written
        start_film(app, tmp_path / "long.mp4")
    press_key(app, pygame.K_l, unicode="l")
    if first == "lesson":
        start_film(app, tmp_path / "long.mp4")
    _clear(app)
    for _ in range(3):  # each step lays the box out anew
        app.submit(i.Lesson("next"))
        run_frames(app, 2)
        _clear(app)
    assert app.windows.windows()[0] is app.exporting.progress.window  # still over the box's stack
