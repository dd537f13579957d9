"""Enter on Open…'s path line and Esc close together (in one batch of events, or Esc in the frame after):
their order decides, through the real loop with real key events. Enter first: the file is opened and the
dialog closes, and Esc then cancels that read, saying so. Esc closed the dialog before its answer came
(pygame_gui's, a frame or two later), and the file was never read, without a word."""

from __future__ import annotations

import pygame
import pytest
from test_open_cancelled import read_held
from test_open_typed import open_dialog, triangle, type_over
from ui_driver import post, run_frames


def key(key: int) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("frames_between", [0, 1], ids=["one-batch", "esc-a-frame-later"])
def test_enter_then_esc_opens_the_file_and_esc_cancels_the_read(app, tmp_path, monkeypatch, frames_between):
    path = triangle(tmp_path / "tri.json")
    go, before = read_held(monkeypatch), app.state.epicycles.curve
    type_over(app, open_dialog(app), str(path))
    key(pygame.K_RETURN)
    run_frames(app, frames_between)
    key(pygame.K_ESCAPE)
    run_frames(app, 1)
    assert app.status.text == "Reading tri.json was cancelled: the previous curve stays."
    go.set()
    run_frames(app, 4)
    assert app.windows.open_dialog.window is None and not app.windows.windows()
    assert app.state.epicycles.curve is before and not app.disk.busy
    assert app.status.text == "Reading tri.json was cancelled: the previous curve stays."


def test_esc_then_enter_closes_the_dialog_and_reads_nothing(app, tmp_path, monkeypatch) -> None:
    path = triangle(tmp_path / "tri.json")
    before = app.state.epicycles.curve
    type_over(app, open_dialog(app), str(path))
    key(pygame.K_ESCAPE)
    key(pygame.K_RETURN)
    run_frames(app, 4)
    assert app.windows.open_dialog.window is None and not app.windows.windows()
    assert app.state.epicycles.curve is before and not app.disk.busy
    assert "tri.json" not in app.status.text
