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

from app.io import safe_read
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


def test_esc_stops_the_worker_at_the_next_piece_it_reads(app, tmp_path, monkeypatch) -> None:
    """The real read, in pieces: held after its first, Esc cancels it; the worker reads no further piece
    (ReadStoppedError at the next) and leaves no result, the line says so and the previous curve stays."""
    path = tmp_path / "long.json"
    path.write_text(json.dumps({"points": [[k, k % 7] for k in range(400)]}))
    monkeypatch.setattr(safe_read, "PROGRESS_CHUNK", 512)  # (pieces of 4 MB: the file in several)
    first, go, pieces = threading.Event(), threading.Event(), []
    read_curve = files.read_curve

    def held(progress):
        def report(done: int, total: int) -> None:
            pieces.append(done)
            progress(done, total)  # (the reader's own: it raises once the read is cancelled)
            if len(pieces) == 1:
                first.set()
                go.wait(30)

        return report

    monkeypatch.setattr(
        files, "read_curve", lambda path, progress, saved: read_curve(path, held(progress), saved)
    )
    before = app.state.epicycles.curve
    open_typed(app, path)
    reader = app.disk.reader
    assert reader is not None and first.wait(30)
    run_frames(app, 1)
    assert app.status.text.startswith("Reading long.json: ")  # its progress, a piece read
    press_key(app, pygame.K_ESCAPE)
    assert app.status.text == "Reading long.json was cancelled: the previous curve stays."
    go.set()
    reader.wait(timeout=30)
    assert pieces == [512, 1024] and reader.done == 512 < path.stat().st_size  # stopped at the next piece
    assert reader.result is None and not reader.finished  # no curve, no failure: nothing to say
    run_frames(app, 3)
    assert app.state.epicycles.curve is before and app.state.source == "square8" and not app.disk.busy
    assert app.status.text == "Reading long.json was cancelled: the previous curve stays."
