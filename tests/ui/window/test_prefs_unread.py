"""A preferences file that cannot be read at all (not JSON, binary junk, unreadable for its permissions,
tried as `nobody`: root reads any) was renamed aside with only a line in the log: the window said nothing
and the user's settings were silently gone. Now the status line says so at the start, in the window's
language, and names where the old file was set aside, which keeps its bytes. A folder in its place is left
where it is, and the line says that."""

from __future__ import annotations

import os

import pygame
import pytest
from ui_driver import run_frames
from unprivileged import NOBODY, as_unprivileged, reachable_dir

from app.i18n import tr
from app.paths import APP_NAME
from app.prefs import FILE_NAME
from app.ui.app import EpicyclesApp

JUNK = {"not JSON": b'{"lang": "ko", "lesson_step": 3', "binary junk": b"\x00\xff\xfe\x01junk\x89PNG"}


def started(monkeypatch, system: str = "C.UTF-8") -> tuple[bool, str, str, list[str]]:
    """The app started a few frames in: its status line (error, whole, short), the config folder's files."""
    monkeypatch.setenv("LANG", system)
    app = EpicyclesApp(size=(1280, 800))
    try:
        run_frames(app, 3)
        folder = os.path.join(os.environ["XDG_CONFIG_HOME"], APP_NAME)
        return app.status.error, app.status.text, app.status.message_label.text, sorted(os.listdir(folder))
    finally:
        pygame.quit()


def config_with(monkeypatch, data: bytes, mode: int = 0o644):
    """A config folder the user owns (nobody, when the tests run as root) holding preferences of `data`."""
    config = reachable_dir() / "config"
    folder = config / APP_NAME
    folder.mkdir(parents=True)
    (folder / FILE_NAME).write_bytes(data)
    if os.geteuid() == 0:
        for path in (config, folder, folder / FILE_NAME):
            os.chown(path, NOBODY, NOBODY)
    (folder / FILE_NAME).chmod(mode)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    return folder


@pytest.mark.parametrize("system", ["C.UTF-8", "ko_KR.UTF-8"])
@pytest.mark.parametrize("kind", [*JUNK, "unreadable"])
def test_a_file_that_cannot_be_read_is_said_and_kept_aside(monkeypatch, kind, system) -> None:
    data = JUNK.get(kind, b'{"lang": "ko"}')
    # Once as this user first: every module the start needs is loaded (nobody may not read this Python's).
    config_with(monkeypatch, data)
    started(monkeypatch, system)
    folder = config_with(monkeypatch, data, 0o000 if kind == "unreadable" else 0o644)
    error, whole, short, files = as_unprivileged(lambda: started(monkeypatch, system))
    aside = [name for name in files if name.startswith(f"{FILE_NAME}.bad-")]
    assert len(aside) == 1 and (folder / aside[0]).read_bytes() == data  # the old file, as it was
    lang = "ko" if system.startswith("ko") else "en"
    key = "status.window.prefs_unread"
    path, kept = folder / FILE_NAME, folder / aside[0]
    assert error and whole == tr(lang, key, path=path, aside=kept)
    assert short == tr(lang, f"{key}_short", file=FILE_NAME, aside=aside[0])


def test_a_folder_in_its_place_is_said_and_left_where_it_is(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    folder = tmp_path / "config" / APP_NAME
    (folder / FILE_NAME).mkdir(parents=True)
    error, whole, _, files = started(monkeypatch)
    assert files == [FILE_NAME] and (folder / FILE_NAME).is_dir()
    assert error and whole == tr("en", "status.window.prefs_unread_left", path=folder / FILE_NAME, aside="")
