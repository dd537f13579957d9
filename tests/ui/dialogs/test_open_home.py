"""Open… reads "~" as the home folder, as the system's dialogs do: pygame_gui took "~/a.json" as a folder
named "~" in the one shown, and said nothing was there."""

from __future__ import annotations

import json
import os

import pygame
import pytest
from ui_driver import finish_reading, post, press_key, run_frames, type_into

FROM_HOME = "~" + os.sep + "triangle.json"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "triangle.json").write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    return tmp_path


def opened(app) -> bool:
    """The dialog has closed on the file, and the file is on the canvas."""
    run_frames(app, 2)  # the dialog's pick, then the reader it starts
    finish_reading(app)
    return (
        app.windows.open_dialog.window is None
        and app.state.source == "file"
        and "triangle.json" in app.status.text
        and not app.status.error
    )


def test_a_path_from_home_typed_at_once_opens(app, home) -> None:
    """Typed at once, after the folder shown (the keys are at the end of the line), then Return."""
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    line = app.windows.open_dialog.window.file_path_text_line
    post(pygame.TEXTINPUT, text=FROM_HOME)
    run_frames(app, 2)
    assert line.get_text() == FROM_HOME  # the folder shown made way for it
    press_key(app, pygame.K_RETURN)
    assert opened(app)


def test_a_path_from_home_typed_over_the_line_opens(app, home) -> None:
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    type_into(app, app.windows.open_dialog.window.file_path_text_line.rect, FROM_HOME)  # (and Return)
    assert opened(app)
