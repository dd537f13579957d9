"""A preferences file edited by hand that gives a key twice ("lang": "ko", …, "lang": "en"): json kept the
last one silently, and the start wrote the file over with it, the other value gone. Now the key is left out
(its default holds) and the rest kept, the status line says which key and why in the window's language, and
the file stays as the user wrote it, through the window manager's moves, until they change a setting."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import post, press_key, run_frames

from app.io.json_keys import once_each
from app.prefs import FILE_NAME, Preferences, load_prefs, prefs_path
from app.ui.app import EpicyclesApp

CTRL = pygame.KMOD_LCTRL
TWICE = '{"lang": "ko", "lesson_step": 3, "ui_scale": 1.5, "lang": "en", "fullscreen": false}'


@pytest.fixture(autouse=True)
def fresh_config(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def start(monkeypatch, system: str, text: str = TWICE) -> EpicyclesApp:
    """The app started on a system in `system`'s locale with a preferences file of `text`, a few frames in."""
    path = prefs_path()
    path.parent.mkdir(parents=True)
    path.write_text(text)
    monkeypatch.setenv("LANG", system)
    app = EpicyclesApp(size=(1920, 1200))
    run_frames(app, 3)
    return app


SAID = {
    "C.UTF-8": (
        "Settings file {path}: the key “lang” is given twice, so which one counts is unclear",
        "preferences.json: the key “lang” is given twice, so its default holds (the file is left as it is).",
    ),
    "ko_KR.UTF-8": (
        "설정 파일 {path}: “lang” 키가 두 번 나와 어느 쪽을 따를지 알 수 없어",
        "preferences.json: “lang” 키가 두 번 나와 기본값을 씁니다 (파일은 그대로 둡니다).",
    ),
}


@pytest.mark.parametrize("system", SAID)
def test_a_key_given_twice_is_left_out_and_said_and_the_rest_is_kept(monkeypatch, system) -> None:
    app = start(monkeypatch, system)
    try:
        shown = "ko" if system.startswith("ko") else "en"  # the system's: neither "ko" nor "en" is trusted
        assert (app.state.lang, app.state.lang_chosen) == (shown, None)
        assert (app.state.ui_scale, app.state.lesson_place) == (1.5, 3)  # the keys given once
        whole, short = SAID[system]
        assert app.status.error and app.status.text.startswith(whole.format(path=prefs_path()))
        assert app.status.message_label.text == short  # (the whole, with its path, is in the tooltip)
    finally:
        pygame.quit()


def test_the_file_stays_as_written_until_a_setting_changes(monkeypatch) -> None:
    app = start(monkeypatch, "C.UTF-8")
    try:
        post(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000))  # the window manager fits the window
        post(pygame.WINDOWMAXIMIZED)
        run_frames(app, 3)
        assert prefs_path().read_text() == TWICE
        press_key(app, pygame.K_MINUS, mod=CTRL, unicode="-")  # the user's choice: UI scale 125 %
        run_frames(app, 2)
        saved = json.loads(prefs_path().read_text(), object_pairs_hook=once_each)  # each key once now
        assert (saved["lang"], saved["lesson_step"], saved["ui_scale"]) == (None, 3, 1.25)
    finally:
        pygame.quit()


def test_keys_twice_in_any_object_are_left_out_and_named_a_few_at_most(tmp_path) -> None:
    path = tmp_path / FILE_NAME
    export = '{"view": "canvas", "format": "gif", "format": "mp4"}'  # inside the export's choices
    keys = ", ".join(f'"{k}": 1, "{k}": 2' for k in ("a", "b", "c"))
    path.write_text(f'{{"lesson_step": 2, "export": {export}, "lesson_step": 4, "lang": "ko", {keys}}}')
    assert load_prefs(path) == Preferences(lang="ko")  # the lesson step and the export's choices: defaults
    from app.prefs import read_prefs  # (new with the fix: load_prefs gives the preferences alone)

    assert read_prefs(path)[1] == ("“format”", "“lesson_step”", "“a”")  # in the order they are read
    assert path.exists() and not list(tmp_path.glob("*.bad-*"))  # not set aside: the rest was read
