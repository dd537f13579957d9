"""The model's progress window stays off the lesson box: at 960×600 in Korean, End from step 1 went to the
real head's step, and "모델 읽는 중" stood over the right half of the step's words while it read the model."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, until
from ui_driver import press_key, run_frames

from app.model import intents as i
from app.model.lesson import STEPS

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def test_the_progress_window_keeps_off_the_lesson_s_words(app) -> None:
    app.submit(i.Resize((960, 600), (4000, 4000)))
    app.submit(i.SetLanguage("ko"))
    app.submit(i.Lesson("start"))
    run_frames(app, 2)
    press_key(app, pygame.K_END)
    assert app.state.lesson == len(STEPS) - 1
    work, box = app.rope_panel.model_tab.work, app.windows.lesson_box
    seen = 0

    def read() -> bool:
        nonlocal seen
        if work.window is not None:  # every frame it shows in
            seen += 1
            assert not work.window.rect.colliderect(box.window.rect), (work.window.rect, box.window.rect)
            assert app.screen.get_rect().contains(work.window.rect)
        return not app.state.rope.models.busy

    until(app, read)
    assert seen > 0 and not app.errors
