"""A file typed into Open… and read while the user already draws a stroke waits for the stroke's release,
through the real loop with real events. It was shown mid-stroke: the view fitted to it moved the stroke's
first points away from the pointer, and the stroke, half in one view and half in the other, replaced the
file's curve on release as a drawing of another shape."""

from __future__ import annotations

import json
import threading

import numpy as np
import pygame
from test_app import canvas_point
from test_open_typed import open_dialog, type_over
from ui_driver import move_mouse, post, press_key, run_frames

from app.ui.dialogs import files

HALF = 15  # the stroke's points moved before the file is read; the rest after


def test_a_file_read_during_a_stroke_waits_for_its_release(app, tmp_path, monkeypatch) -> None:
    go = threading.Event()  # the file is read once the stroke has begun (a large file, a slow disk)
    read_curve = files.read_curve
    monkeypatch.setattr(files, "read_curve", lambda *args: go.wait(30) and read_curve(*args))
    path = tmp_path / "far.json"  # far from the square and ten times its size: another fitted view
    path.write_text(json.dumps({"points": [[40, 40], [60, 40], [50, 55]]}))
    before = app.state.epicycles.curve
    type_over(app, open_dialog(app), str(path))
    press_key(app, pygame.K_RETURN)  # the file is being read now
    view = app.view
    stroke = [canvas_point(app, 0.5 + 0.1 * np.cos(u), 0.5 + 0.15 * np.sin(u)) for u in np.linspace(0, 6, 40)]
    post(pygame.MOUSEBUTTONDOWN, pos=stroke[0], button=1, touch=False, window=None)
    for p in stroke[1:HALF]:
        move_mouse(p, buttons=(1, 0, 0))
    run_frames(app, 1)
    go.set()
    app.disk.reader.wait(timeout=30)
    for p in stroke[HALF:]:
        move_mouse(p, buttons=(1, 0, 0))
        run_frames(app, 1)
    assert app.state.stroke is not None and app.state.epicycles.curve is before  # nothing moved under it
    assert app.view == view
    post(pygame.MOUSEBUTTONUP, pos=stroke[-1], button=1, touch=False, window=None)
    run_frames(app, 3)
    assert app.disk.reader is None and app.state.source == "file"  # the file, asked for first, came last
    assert (
        app.status.text.startswith("Opened far.json") and "Saved as" not in app.status.text
    )  # (the drawing's)
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)  # and the drawing under it is the stroke as drawn
    drawn = np.array([view.to_math_point(p) for p in stroke])
    samples = app.state.epicycles.curve.samples
    for got, want in ((samples.real, drawn.real), (samples.imag, drawn.imag)):
        np.testing.assert_allclose([got.min(), got.max()], [want.min(), want.max()], atol=0.02 * np.ptp(want))


def test_a_file_read_to_its_end_while_the_loop_looks_is_shown_not_lost(app, tmp_path, monkeypatch) -> None:
    """(The loop asked the reader for its news, then whether it had finished: a worker finishing between
    the two made the loop forget the reader, and the file read was never shown, though listed in Recent.)"""
    path = tmp_path / "late.json"
    path.write_text(json.dumps({"points": [[0, 0], [3, 0], [1, 2]]}))
    go = threading.Event()
    read_curve, poll = files.read_curve, files.CurveReader.poll
    monkeypatch.setattr(files, "read_curve", lambda *args: go.wait(30) and read_curve(*args))

    def poll_as_the_worker_ends(reader):
        said = poll(reader)  # the news of a reader still at work
        go.set()
        reader.wait(timeout=30)  # and it ends before the loop looks again
        monkeypatch.setattr(files.CurveReader, "poll", poll)
        return said

    type_over(app, open_dialog(app), str(path))
    monkeypatch.setattr(files.CurveReader, "poll", poll_as_the_worker_ends)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert app.disk.reader is None and app.state.source == "file"
    assert app.status.text.startswith("Opened late.json")
