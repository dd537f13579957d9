"""Esc once every frame of a film is in: the file is being written off the loop and can no longer be
stopped. The window goes on and the status line says it is too late (Esc waited for the file there: the
largest GIF held the window frozen for seconds, as if it had hung). Through the real loop and real keys."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame
import pytest
from test_export_app import open_dialog, run_until_done
from ui_driver import click, press_key, run_frames

from app.i18n import tr
from app.model import intents as i


def esc(app) -> None:
    press_key(app, pygame.K_ESCAPE)


def close_progress(app) -> None:
    click(app, app.exporting.progress.window.close_window_button.get_abs_rect().center)


@pytest.mark.parametrize(("lang", "cancel"), [("en", esc), ("ko", esc), ("en", close_progress)])
def test_cancel_while_the_file_is_written_leaves_the_window_running(
    app, tmp_path: Path, lang, cancel
) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    dialog = open_dialog(app, tr(lang, "ui.export.gif"), tmp_path / "a.gif")
    click(app, dialog.export_button.get_abs_rect().center)
    job, release = app.exporting.job, threading.Event()
    real = job.writer.finish
    job.writer.finish = lambda: (release.wait(5), real())[1]  # (bounded: the old loop waited for it)
    until = time.monotonic() + 300
    while not job.finishing:
        assert time.monotonic() < until
        run_frames(app)
    cancel(app)
    t = app.state.epicycles.t
    run_frames(app, 3)
    assert app.exporting.job is job and job.finishing and not release.is_set()
    assert app.state.epicycles.t > t  # the window's frames go on
    assert app.state.status.text == tr(lang, "status.export.too_late", name="a.gif")
    release.set()
    run_until_done(app)
    assert (tmp_path / "a.gif").exists()
    unit = tr(lang, "status.export.frames")
    saved = tr(lang, "status.export.saved_in", name="a.gif", folder=tmp_path, count=120, unit=unit, size="")
    assert app.state.status.text.startswith(saved.split(",")[0])
