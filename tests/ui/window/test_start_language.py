"""The language a start shows and the one remembered: the system's, or a one-off --lang, is shown but not
saved; only a pick in the language menu is, so until then each start follows the system's language (as the
UI scale follows the display's until one is chosen)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import run_frames

from app.model import intents as i
from app.prefs import Preferences, load_prefs, save_prefs
from app.ui.app import EpicyclesApp


@pytest.fixture(autouse=True)
def fresh_config(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def start(monkeypatch, system: str, lang: str | None = None, pick: str | None = None) -> str:
    """Start the app on a system in `system`'s locale (with --lang lang), a few frames (the language menu's
    pick submitted), closed: the language it showed at start."""
    monkeypatch.setenv("LANG", system)
    app = EpicyclesApp(size=(960, 600), lang=lang)
    try:
        shown = app.state.lang
        run_frames(app, 2)
        if pick is not None:
            app.submit(i.SetLanguage(pick))
            run_frames(app, 2)
        return shown
    finally:
        pygame.quit()


def test_each_start_follows_the_system_until_a_language_is_picked(monkeypatch) -> None:
    assert start(monkeypatch, "ko_KR.UTF-8") == "ko"
    assert load_prefs().lang is None  # nothing the user picked
    assert start(monkeypatch, "C.UTF-8") == "en"
    assert start(monkeypatch, "ko_KR.UTF-8", pick="en") == "ko"
    assert load_prefs().lang == "en"
    assert start(monkeypatch, "ko_KR.UTF-8") == "en"  # the pick wins over the system's from now on


def test_lang_on_the_command_line_is_for_one_run(monkeypatch) -> None:
    assert start(monkeypatch, "C.UTF-8", lang="ko") == "ko"
    assert load_prefs().lang is None
    assert start(monkeypatch, "C.UTF-8") == "en"
    save_prefs(Preferences(lang="en"))  # picked in an earlier run
    assert start(monkeypatch, "C.UTF-8", lang="ko") == "ko"
    assert load_prefs().lang == "en"  # the pick stays
    assert start(monkeypatch, "ko_KR.UTF-8") == "en"


@pytest.mark.parametrize("saved", ["fr", "ja", "EN", ""])
def test_a_language_not_in_the_catalogues_counts_as_no_choice(monkeypatch, saved) -> None:
    """A hand-edited (or newer version's) language we have no catalogue for: the system's, else English,
    the whole window in it (pygame_gui's own words and faces too)."""
    prefs = Preferences(lang=saved)
    save_prefs(prefs)
    assert load_prefs().lang is None
    for system, shown in (("ko_KR.UTF-8", "ko"), ("fr_FR.UTF-8", "en")):
        save_prefs(prefs)
        monkeypatch.setenv("LANG", system)
        app = EpicyclesApp(size=(960, 600))
        try:
            run_frames(app, 2)
            assert (app.state.lang, app.manager.get_locale()) == (shown, shown)
            assert app.state.lang_chosen is None
        finally:
            pygame.quit()
