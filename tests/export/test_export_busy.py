"""While a film is being made: Ctrl+Q and the window's × ask first (quitting had stopped a long export at
once, with no word); a second export asked for meanwhile is refused in the window's language (Export…
itself opens: test_export_while_filming.py)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.core.utility import translate
from ui_driver import click, post, press_key, run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest

FILM_FRAMES = 600  # far more than a test runs: the film is still being made when the question comes


def start_film(app, out: Path, frames: int = FILM_FRAMES, fmt: str = "mp4") -> None:
    app.submit(i.StartExport(ExportRequest("canvas", fmt, (640, 360), out, frames, 30.0), None))
    run_frames(app, 3)
    assert app.exporting.busy


def close_window(app) -> None:
    """The window's × (SDL sends no quit event after it: layout.open_display)."""
    post(pygame.WINDOWCLOSE)
    run_frames(app, 2)


@pytest.mark.parametrize("how", ["Ctrl+Q", "×"])
def test_quitting_mid_export_asks_and_cancel_lets_the_film_go_on(app, tmp_path: Path, how: str) -> None:
    start_film(app, tmp_path / "q.mp4")
    close_window(app) if how == "×" else press_key(app, pygame.K_q, mod=pygame.KMOD_LCTRL)
    asked = app.exporting.quitting
    assert asked is not None and app.state.running
    assert translate(asked.window_display_title) == tr("en", "ui.export.quit_title")
    done = app.exporting.job.done
    click(app, asked.cancel_button.get_abs_rect().center)
    assert app.exporting.quitting is None and app.state.running
    for _ in range(2000):  # (a busy machine may draw no film frame in a window's frame)
        if app.exporting.job.done > done:
            break
        run_frames(app)
    assert app.exporting.busy and app.exporting.job.done > done  # the film went on


def test_the_question_leaves_the_progress_in_sight_and_quit_leaves_no_file(app, tmp_path: Path) -> None:
    """The question goes below the progress window, both whole in the window: it was put over it, and
    hid how far the film had come, which is what the answer hangs on."""
    start_film(app, tmp_path / "q.mp4")
    close_window(app)
    progress = app.exporting.progress.window.get_abs_rect()
    asked = app.exporting.quitting.get_abs_rect()
    assert not asked.colliderect(progress) and asked.top > progress.bottom
    assert app.screen.get_rect().contains(asked) and app.screen.get_rect().contains(progress)
    click(app, app.exporting.quitting.confirm_button.get_abs_rect().center)
    assert not app.state.running
    assert app.run() == 0
    assert list(tmp_path.iterdir()) == []


def test_esc_and_a_second_ctrl_q_keep_one_question_and_the_film(app, tmp_path: Path) -> None:
    start_film(app, tmp_path / "q.mp4")
    press_key(app, pygame.K_q, mod=pygame.KMOD_LCTRL)
    asked = app.exporting.quitting
    press_key(app, pygame.K_q, mod=pygame.KMOD_LCTRL)
    assert app.exporting.quitting is asked and asked.alive() and app.state.running
    press_key(app, pygame.K_ESCAPE)
    assert app.exporting.quitting is None and not asked.alive()
    assert app.exporting.busy and app.state.running  # Esc closed the question, not the film


def run_until_done(app) -> None:
    for _ in range(2000):
        if not app.exporting.busy:
            return
        run_frames(app)
    raise AssertionError("the film was not done")


def test_a_quit_asked_for_comes_once_the_film_is_written(app, tmp_path: Path) -> None:
    """The question, left unanswered, had closed by itself when the film was done, and the window stayed:
    a click meant for it then fell on what lay under it."""
    out = tmp_path / "short.gif"
    start_film(app, out, frames=12, fmt="gif")
    press_key(app, pygame.K_q, mod=pygame.KMOD_LCTRL)
    asked = app.exporting.quitting
    assert asked is not None and app.state.running
    run_until_done(app)
    assert not asked.alive() and out.exists()
    assert app.status.text.startswith("Saved short.gif") and not app.state.running


def test_a_film_that_fails_while_quitting_is_asked_about_is_said_and_the_window_stays(
    app, tmp_path: Path
) -> None:
    start_film(app, tmp_path / "q.mp4")
    press_key(app, pygame.K_q, mod=pygame.KMOD_LCTRL)
    asked = app.exporting.quitting
    app.exporting.job.writer._process.kill()  # (ffmpeg gone: the film fails)
    run_until_done(app)
    assert not asked.alive() and app.state.running and app.state.status.error
    press_key(app, pygame.K_q, mod=pygame.KMOD_LCTRL)
    assert not app.state.running  # nothing left to ask about


def test_with_no_export_the_window_s_close_quits_at_once(app) -> None:
    close_window(app)
    assert not app.state.running and app.exporting.quitting is None


def test_the_question_and_a_second_export_s_refusal_are_in_the_window_s_language(app, tmp_path: Path) -> None:
    app.submit(i.SetLanguage("ko"))
    start_film(app, tmp_path / "q.mp4")
    app.submit(i.StartExport(ExportRequest("canvas", "gif", (640, 360), tmp_path / "b.gif", 12, 30.0), None))
    run_frames(app)
    reason = tr("ko", "problem.export.running")
    assert (
        app.status.text == tr("ko", "status.export.failed", name="b.gif", reason=reason) and app.status.error
    )
    close_window(app)
    assert translate(app.exporting.quitting.window_display_title) == tr("ko", "ui.export.quit_title")
