"""At 960×600 the status line after a drawing is saved keeps the file's name whole: it read "…Saved as dra…",
the drawing's line before it taking the room."""

from __future__ import annotations

import pygame
import pytest
from test_app import blob
from ui_driver import drag, post, run_frames

from app.model import intents


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_narrow_window_shows_the_saved_file_s_name_whole(app, lang) -> None:
    post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
    run_frames(app, 3)
    app.submit(intents.SetLanguage(lang))
    run_frames(app, 2)
    drag(app, blob(app), frames_between=10)
    run_frames(app, 3)  # saved
    name = app.state.source.removeprefix("saved:")
    assert name.startswith("drawing-") and name in app.status.text
    shown = app.status.message_label.text
    assert name in shown, shown
    assert app.status.message_label.font.size(shown)[0] <= app.status.message_label.rect.width
