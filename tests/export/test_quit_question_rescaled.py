"""The question whether to quit while a film is made stays below the film's progress window after the UI
scale changes under it, as it was placed when asked: re-centred, it lay over the progress window again and
hid how far the film had come, which the answer hangs on."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_busy import close_window, start_film
from ui_driver import press_key, run_frames

from app.model import intents as i


@pytest.mark.parametrize("key", [pygame.K_EQUALS, pygame.K_MINUS], ids=["Ctrl+=", "Ctrl+-"])
def test_the_quit_question_stays_below_the_progress_after_a_rescale(app, tmp_path: Path, key) -> None:
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(1.5))
    run_frames(app, 2)
    start_film(app, tmp_path / "q.mp4")
    close_window(app)
    for _ in range(2):
        press_key(app, key, mod=pygame.KMOD_LCTRL)
    run_frames(app, 2)
    assert app.layout.ui.factor != 1.5
    asked, progress = app.exporting.quitting, app.exporting.progress.window
    assert asked is not None and asked.alive() and app.exporting.busy
    below, over = asked.get_abs_rect(), progress.get_abs_rect()
    assert not below.colliderect(over), (below, over)
    assert below.top == over.bottom + app.layout.ui.px(8)  # the gap it was placed with, at the new scale
    assert app.screen.get_rect().contains(below) and app.screen.get_rect().contains(over)
