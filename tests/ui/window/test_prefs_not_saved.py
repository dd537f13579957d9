"""Settings that cannot be saved (a config folder the user may not write; as `nobody`: root writes any):
"Settings could not be saved" shared its topic with the window's moves, so the next move or resize of the
window cleared it though nothing was saved. Now it stays until a save succeeds, and a setting changed while
the folder is still closed says it again (that one is not kept either)."""

from __future__ import annotations

import json
import os

import pygame
from ui_driver import post, press_key, run_frames
from unprivileged import NOBODY, as_unprivileged, reachable_dir

from app.paths import APP_NAME
from app.prefs import FILE_NAME

CTRL = pygame.KMOD_LCTRL
NOT_SAVED = "Settings could not be saved: "


def closed_config(monkeypatch):
    """The user's config folder, theirs (nobody's when the tests run as root) but not writable."""
    config = reachable_dir() / "config"
    folder = config / APP_NAME
    folder.mkdir(parents=True)
    config.chmod(0o755)
    if os.geteuid() == 0:
        os.chown(folder, NOBODY, NOBODY)  # (so that nobody may open it again)
    folder.chmod(0o555)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    return folder


def line(app) -> tuple[bool, str]:
    return app.status.error, app.status.text


def moved(app, place: tuple[int, int], size: tuple[int, int]) -> None:
    """The window manager moves and resizes the window."""
    post(pygame.WINDOWMOVED, x=place[0], y=place[1])
    post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    run_frames(app, 3)


def test_the_not_saved_line_stays_through_the_windows_moves_until_a_save_succeeds(app, monkeypatch) -> None:
    folder = closed_config(monkeypatch)

    def task() -> list[tuple[bool, str]]:
        seen = []
        press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")  # a setting: the UI scale to 125 %
        seen.append(line(app))
        moved(app, (40, 60), (1200, 760))
        seen.append(line(app))
        press_key(app, pygame.K_MINUS, mod=CTRL, unicode="-")  # another, which is not kept either
        seen.append(line(app))
        moved(app, (80, 90), (1240, 780))
        seen.append(line(app))
        folder.chmod(0o755)  # mended: the next save succeeds
        moved(app, (100, 120), (1280, 800))
        seen.append(line(app))
        return seen

    scaled, after_move, rescaled, after_moves, saved = as_unprivileged(task)
    for error, text in (scaled, after_move, rescaled, after_moves):
        assert error and text.startswith(NOT_SAVED + str(folder / FILE_NAME))
    assert not saved[0] and NOT_SAVED not in saved[1]
    assert json.loads((folder / FILE_NAME).read_text())["ui_scale"] == 1.0  # (the last one chosen)
