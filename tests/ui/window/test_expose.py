"""A window uncovered or shown again has lost its pixels (another window lay over it, or SDL made its
surface anew): calm frames push only what moved, so the frame after SDL says so is drawn and pushed whole.
Seen under X without a compositor: a closed window's picture stayed over the canvas where nothing moved."""

from __future__ import annotations

import pygame
import pytest
from support import pixels
from ui_driver import post, run_frames

from app import config
from app.ui.app import EpicyclesApp

SETTLE_FRAMES = int(config.WIDGETS_SETTLE_S * config.FPS) + 2
LOST = (255, 0, 255)  # what the lost pixels hold here (a colour the app never draws)


def lost_left(app) -> int:
    return int((pixels(app.screen) == LOST).all(axis=2).sum())


@pytest.mark.parametrize("kind", [pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE], ids=["exposed", "videoexpose"])
def test_an_uncovered_window_is_drawn_again_whole(app, kind) -> None:
    run_frames(app, SETTLE_FRAMES)
    assert not app.live  # calm: the frames push only what moves
    app.screen.fill(LOST)
    run_frames(app, 1)
    assert lost_left(app) > 0  # (what a calm frame leaves of it)
    post(kind)
    run_frames(app, 1)
    assert app.painter.pushed is None  # the whole window went to the screen
    assert lost_left(app) == 0


def test_a_window_the_size_of_the_screen_is_drawn_again_whole_in_and_out_of_fullscreen(
    tmp_path_factory, monkeypatch
) -> None:
    """Fullscreen at the window's own size: no new layout, but a new surface (seen under X: a black band
    over the plot after F11 twice)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    pygame.display.init()
    app = EpicyclesApp(size=pygame.display.get_desktop_sizes()[0])
    try:
        run_frames(app, SETTLE_FRAMES)
        for fullscreen in (True, False):
            app.screen.fill(LOST)
            post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
            post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)  # (else the next is a repeat)
            run_frames(app, 1)
            assert app.state.fullscreen == fullscreen and app.screen.get_size() == app.layout.size
            assert lost_left(app) == 0
    finally:
        pygame.quit()
