"""A window that cannot be seen (minimized, on another desktop) draws nothing while nothing is being
worked on: one left playing and minimized drew 60 frames a second for no one (a fifth of a core at 4K).
And a minimized window given back comes back as it was: SDL says "restored" then too, which had been taken
for un-maximized (a maximized window, minimized and given back, was remembered un-maximized)."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import post, run_frames

from app.model import intents as i
from app.prefs import prefs_path


def test_minimized_while_playing_the_loop_rests_and_shown_again_it_plays(app) -> None:
    assert app.state.epicycles.playing and not app.at_rest()
    post(pygame.WINDOWMINIMIZED)
    run_frames(app, 1)
    assert app.state.hidden and app.at_rest() and app.state.epicycles.playing  # (still playing, unseen)
    post(pygame.WINDOWRESTORED)
    run_frames(app, 1)
    assert not app.state.hidden and not app.at_rest()


@pytest.mark.parametrize(("gone", "back"), [(pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN)])
def test_on_another_desktop_it_rests_too(app, gone, back) -> None:
    post(gone)
    run_frames(app, 1)
    assert app.at_rest()
    post(back)
    run_frames(app, 1)
    assert not app.at_rest()


def test_work_under_way_goes_on_while_hidden(app, tmp_path) -> None:
    """A film being written is not stopped by minimizing the window."""
    from app.model.export_request import ExportRequest

    post(pygame.WINDOWMINIMIZED)
    run_frames(app, 1)
    app.submit(i.StartExport(ExportRequest("canvas", "gif", (320, 240), tmp_path / "a.gif", 30, 15.0), None))
    run_frames(app, 1)
    assert app.exporting.busy and not app.at_rest()


def test_a_maximized_window_minimized_and_given_back_is_still_maximized(app) -> None:
    post(pygame.WINDOWMAXIMIZED)
    run_frames(app, 1)
    assert app.state.maximized
    post(pygame.WINDOWMINIMIZED)
    run_frames(app, 1)
    post(pygame.WINDOWRESTORED)  # (back from minimized: SDL says restored)
    run_frames(app, 1)
    assert app.state.maximized and not app.state.hidden
    app.submit(i.Quit())
    run_frames(app, 1)
    app.submit_all(app.placement.sync(app.state))
    assert json.loads(prefs_path().read_text())["maximized"] is True
    post(pygame.WINDOWRESTORED)  # seen, and restored: un-maximized by the window manager
    run_frames(app, 1)
    assert not app.state.maximized
