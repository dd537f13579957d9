"""The window closed (its ×, Ctrl+Q, the question's Quit) once every frame of a film is in: the file is being
written off the loop and will be saved. The window stays alive, says so and closes by itself once the file
is written; if writing fails it stays open and says why (quitting had waited for the writer in the loop:
the largest GIF held the window frozen for seconds, as if it had hung). A question whether to quit, open
when the last frame came in, says so too (its words had said no file would be written). Through the real
loop with real events."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame
import pytest
from pygame_gui.core.utility import translate
from test_export_app import run_until_done
from ui_driver import click, post, press_key, run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest


def held_film(app, out: Path, lang: str, fails: bool = False) -> threading.Event:
    """A GIF started whose file, once every frame is in, is written only when the event returned is set
    (bounded: the old loop waited for it); `fails`: writing it then fails, as a full disk does."""
    app.submit(i.SetLanguage(lang))
    app.submit(i.StartExport(ExportRequest("canvas", "gif", (320, 180), out, 30, 15.0), None))
    job, release = app.exporting.job, threading.Event()
    real = job.writer.finish

    def finish() -> int:
        release.wait(5)
        if fails:
            raise OSError(28, "No space left on device")
        return real()

    job.writer.finish = finish
    assert not job.finishing
    return release


def until_every_frame_is_in(app) -> None:
    until = time.monotonic() + 300
    while not app.exporting.job.finishing:
        assert time.monotonic() < until
        run_frames(app)


def close_window(app) -> None:
    post(pygame.WINDOWCLOSE)  # (the window's ×: SDL sends no quit event after it)
    run_frames(app, 2)


def ctrl_q(app) -> None:
    press_key(app, pygame.K_q, mod=pygame.KMOD_LCTRL)


@pytest.mark.parametrize(("lang", "close"), [("en", close_window), ("ko", close_window), ("en", ctrl_q)])
def test_closing_while_the_file_is_written_keeps_the_window_alive_until_it_is(
    app, tmp_path: Path, lang: str, close
) -> None:
    release = held_film(app, tmp_path / "a.gif", lang)
    until_every_frame_is_in(app)
    close(app)
    t = app.state.epicycles.t
    run_frames(app, 3)
    assert app.state.running and app.exporting.job.finishing and not release.is_set()
    assert app.state.epicycles.t > t  # the window's frames go on
    assert app.state.status.text == tr(lang, "status.export.closes_once_written", name="a.gif")
    assert app.status.message_label.text == app.state.status.text  # whole in the status bar at 1280x800
    release.set()
    run_until_done(app)
    assert (tmp_path / "a.gif").exists() and not app.state.running  # written, then closed by itself


def test_a_file_that_fails_to_be_written_keeps_the_window_open_and_says_why(app, tmp_path: Path) -> None:
    release = held_film(app, tmp_path / "a.gif", "en", fails=True)
    until_every_frame_is_in(app)
    close_window(app)
    assert app.state.running
    release.set()
    run_until_done(app)
    assert app.state.running and app.state.status.error and not (tmp_path / "a.gif").exists()
    assert (
        app.state.status.text.startswith("Could not export a.gif")
        and "no space left" in app.state.status.text
    )
    close_window(app)  # nothing left to wait for: the window closes at once
    assert not app.state.running


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("answer", ["cancel", "quit", "none"])
def test_the_question_open_as_the_last_frame_comes_says_the_file_will_be_saved(
    app, tmp_path: Path, lang: str, answer: str
) -> None:
    release = held_film(app, tmp_path / "a.gif", lang)
    ctrl_q(app)
    asked = app.exporting.quitting
    assert asked is not None and app.state.running and not app.exporting.job.finishing
    until_every_frame_is_in(app)
    run_frames(app, 2)
    assert asked.alive() and app.exporting.quitting is asked
    assert translate(asked.window_display_title) == tr(lang, "ui.export.quit_saving_title")
    assert asked.confirmation_text.html_text == tr(lang, "ui.export.quit_saving_text", name="a.gif")
    assert not asked.confirmation_text.scroll_bar  # its new words whole
    progress = app.exporting.progress.window.get_abs_rect()  # (recentred, it hid how far the film had come)
    assert not asked.get_abs_rect().colliderect(progress) and app.screen.get_rect().contains(asked.rect)
    if answer == "cancel":
        click(app, asked.cancel_button.get_abs_rect().center)
    elif answer == "quit":
        click(app, asked.confirm_button.get_abs_rect().center)
        assert app.state.status.text == tr(lang, "status.export.closes_once_written", name="a.gif")
    assert app.state.running and not release.is_set()  # (Quit waited for the writer, frozen)
    release.set()
    run_until_done(app)
    assert (tmp_path / "a.gif").exists() and not asked.alive()
    assert app.state.running is (answer == "cancel")  # the window closes by itself, unless Cancel kept it
