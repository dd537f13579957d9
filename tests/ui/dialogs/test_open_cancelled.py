"""Esc while a file is being read (a large picture or JSON, a slow disk) cancels the read, through the real
loop with real events: the line says so and the previous curve stays. Esc did nothing then: the Trace window
opened afterwards, or the file replaced the curve."""

from __future__ import annotations

import json
import threading

import numpy as np
import pygame
from PIL import Image
from test_open_typed import open_dialog, type_over
from ui_driver import finish_reading, press_key, run_frames

from app.ui.dialogs import files


def read_held(monkeypatch) -> threading.Event:
    """The reads wait for the event returned (a large file): Esc comes while one is under way."""
    go = threading.Event()
    read_curve = files.read_curve
    monkeypatch.setattr(files, "read_curve", lambda *args: go.wait(30) and read_curve(*args))
    return go


def open_typed(app, path) -> None:
    type_over(app, open_dialog(app), str(path))
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)  # (the dialog's path comes through pygame_gui's events, a frame each)


def test_esc_while_a_picture_is_read_cancels_it(app, tmp_path, monkeypatch) -> None:
    path = tmp_path / "big.png"
    Image.fromarray(np.where(np.indices((60, 80)).sum(0) % 20 < 10, 0, 255).astype(np.uint8)).save(path)
    go, before = read_held(monkeypatch), app.state.epicycles.curve
    open_typed(app, path)
    reader = app.disk.reader
    assert reader is not None and app.windows.open_dialog.window is None  # being read, no window over it
    press_key(app, pygame.K_ESCAPE)
    assert app.status.text == "Reading big.png was cancelled: the previous curve stays."
    go.set()
    reader.wait(timeout=30)
    run_frames(app, 3)
    assert app.windows.image_window is None and app.state.epicycles.curve is before  # no Trace window
    assert not app.disk.busy and str(path) not in app.state.recent
    assert app.status.text.startswith("Reading big.png was cancelled")


def test_esc_while_a_json_file_is_read_cancels_it_and_the_next_opens(app, tmp_path, monkeypatch) -> None:
    path = tmp_path / "far.json"
    path.write_text(json.dumps({"points": [[40, 40], [60, 40], [50, 55]]}))
    app.state.lang = "ko"  # (both catalogues say it)
    go, before = read_held(monkeypatch), app.state.epicycles.curve
    open_typed(app, path)
    reader = app.disk.reader
    assert reader is not None and app.windows.open_dialog.window is None  # being read, no window over it
    press_key(app, pygame.K_ESCAPE)
    go.set()
    reader.wait(timeout=30)
    run_frames(app, 3)
    assert app.state.epicycles.curve is before and app.state.source == "square8"
    assert app.status.text == "far.json 읽기를 취소했습니다: 이전 곡선이 그대로입니다."
    open_typed(app, path)  # asked again, it opens
    finish_reading(app)
    assert app.state.source == "file"
