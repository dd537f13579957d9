"""A dialog opened during an export opens over its progress window (it opened under it, and what was typed
went to a field out of sight); the progress window stays over the lesson box when a step lays the box out
anew, and the question "Stop the export and quit?" over both."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_export_busy import close_window, start_film
from ui_driver import post, press_key, run_frames

from app.model import intents as i

CTRL = pygame.KMOD_LCTRL


def top(app) -> object:
    return app.windows.windows()[0]


@pytest.mark.parametrize("opens", ["text", "open"])
def test_a_dialog_opened_during_an_export_is_over_its_progress_window(app, tmp_path: Path, opens) -> None:
    start_film(app, tmp_path / "long.mp4")
    progress = app.exporting.progress.window
    assert top(app) is progress
    press_key(app, pygame.K_t if opens == "text" else pygame.K_o, mod=CTRL)
    run_frames(app, 2)
    w = app.windows
    dialog = w.text_dialog.window if opens == "text" else w.open_dialog.window
    assert top(app) is dialog and dialog.rect.colliderect(progress.rect)
    if opens == "text":  # what is typed goes to the field in sight
        post(pygame.TEXTINPUT, text="hi")
        run_frames(app, 2)
        assert w.text_dialog.entry.get_text() == "hi"
    close_window(app)  # the question "Stop the export and quit?" over both
    assert top(app) is app.exporting.quitting and app.exporting.busy


def test_the_progress_window_stays_over_the_lesson_box_at_a_new_step(app, tmp_path: Path) -> None:
    press_key(app, pygame.K_l, unicode="l")
    start_film(app, tmp_path / "long.mp4")
    box = app.windows.lesson_box
    assert app.windows.windows()[:2] == [app.exporting.progress.window, box.window]
    was = box.window
    app.submit(i.Lesson("next"))
    run_frames(app, 2)
    assert box.window is not was and app.windows.windows()[:2] == [app.exporting.progress.window, box.window]
