"""A maximized window minimized and given back stays maximized, in openbox's order of events too: restoring
sends RESTORED, SHOWN, MAXIMIZED and a second RESTORED with no size change, which had been taken for an
un-maximize ("maximized": false in the preferences). A real un-maximize changes the size: it still counts."""

from __future__ import annotations

import json

import pygame
from ui_driver import post, run_frames

from app.model import intents as i
from app.prefs import prefs_path


def maximized_then_minimized(app) -> None:
    for event in (
        pygame.event.Event(pygame.WINDOWMAXIMIZED),
        pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 749), w=1024, h=749),
    ):
        pygame.event.post(event)
    run_frames(app, 1)
    post(pygame.WINDOWHIDDEN)
    post(pygame.WINDOWMINIMIZED)
    post(pygame.WINDOWFOCUSLOST)
    run_frames(app, 1)
    assert app.state.maximized and app.state.hidden


def given_back_as_openbox_does(app) -> None:
    for kind in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED):
        post(kind)
    post(pygame.WINDOWFOCUSGAINED)
    run_frames(app, 1)


def test_openbox_s_restore_from_minimized_keeps_it_maximized(app) -> None:
    maximized_then_minimized(app)
    given_back_as_openbox_does(app)
    assert app.state.maximized and not app.state.hidden
    app.submit(i.Quit())
    run_frames(app, 1)
    app.submit_all(app.placement.sync(app.state))
    assert json.loads(prefs_path().read_text())["maximized"] is True


def test_un_maximized_after_coming_back_it_is_not(app) -> None:
    """The window manager's un-maximize: restored, then its own size again."""
    app.submit(i.Resize((1000, 700), (4000, 4000)))
    run_frames(app, 1)
    maximized_then_minimized(app)
    given_back_as_openbox_does(app)
    post(pygame.WINDOWRESTORED)
    post(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700)
    run_frames(app, 1)
    assert not app.state.maximized and app.state.windowed_size == (1000, 700)


def test_a_manager_that_sends_no_second_restored_is_un_maximized_by_the_size_change(app) -> None:
    """(A window manager that says only RESTORED, SHOWN, MAXIMIZED: its later un-maximize still counts,
    the size given back with it.)"""
    app.submit(i.Resize((1000, 700), (4000, 4000)))
    run_frames(app, 1)
    maximized_then_minimized(app)
    for kind in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED):
        post(kind)
    run_frames(app, 1)
    assert app.state.maximized
    post(pygame.WINDOWRESTORED)
    post(pygame.VIDEORESIZE, size=(990, 690), w=990, h=690)
    run_frames(app, 1)
    assert not app.state.maximized and app.state.windowed_size == (990, 690)
