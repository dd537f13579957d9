"""F11 fills the screen and gives the window back; the window's size, place and fullscreen come back at
the next start, clamped to the screens there are then. Through the real loop with real key events."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import press_key, run_frames

from app import config
from app.model import intents as i
from app.model.export_request import Choices
from app.prefs import Preferences, load_prefs, prefs_path, save_prefs
from app.ui.app import EpicyclesApp
from app.ui.window.placement import on_screens, start_size


def screen_size() -> tuple[int, int]:
    return pygame.display.get_surface().get_size()


def test_f11_fills_the_screen_and_gives_the_window_back(app) -> None:
    desktop = pygame.display.get_desktop_sizes()[0]
    press_key(app, pygame.K_F11)
    run_frames(app, 2)  # the driver's resize comes back as an event
    assert app.state.fullscreen and screen_size() == desktop == app.layout.size
    assert "F11" in app.status.text
    press_key(app, pygame.K_F11)
    run_frames(app, 2)
    assert not app.state.fullscreen and screen_size() == (1280, 800) == app.layout.size
    assert app.state.windowed_size == (1280, 800)  # the fullscreen size is not the window's


class Recorded:
    """A window that records what it is asked to do (the dummy driver has no window manager)."""

    def __init__(self) -> None:
        self.size, self.asked = (640, 480), []  # (smaller than the dummy driver's screen)

    def set_fullscreen(self, desktop: bool) -> None:
        self.asked.append("fullscreen")

    def set_windowed(self) -> None:
        self.asked.append("windowed")

    def maximize(self) -> None:
        self.asked.append("maximize")


def test_a_maximized_window_comes_back_maximized_after_full_screen(app, monkeypatch) -> None:
    """(SDL gives back the size the window had before it was maximized: 960×600 for a maximized window.)"""
    from app.ui.window import placement

    window = Recorded()
    monkeypatch.setattr(placement, "display_window", lambda: window)
    pygame.event.post(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    run_frames(app, 1)
    press_key(app, pygame.K_F11)
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))  # SDL's own, on the way: no user's
    run_frames(app, 1)
    press_key(app, pygame.K_F11)
    assert window.asked == ["fullscreen", "windowed", "maximize"]
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))  # the user gives it its own size
    run_frames(app, 1)
    press_key(app, pygame.K_F11)
    press_key(app, pygame.K_F11)
    assert window.asked[3:] == ["fullscreen", "windowed"]


def test_the_window_comes_back_as_it_was(app) -> None:
    app.submit(i.Resize((1000, 700), (4000, 4000)))
    run_frames(app, 1)
    press_key(app, pygame.K_F11)
    run_frames(app, 2)
    saved = json.loads(prefs_path().read_text())
    assert saved["window"] == [1000, 700] and saved["fullscreen"] is True
    pygame.quit()
    again = EpicyclesApp()  # no size asked: the one remembered
    try:
        run_frames(again, 2)
        assert again.state.fullscreen and screen_size() == pygame.display.get_desktop_sizes()[0]
        press_key(again, pygame.K_F11)
        run_frames(again, 2)
        assert screen_size() == (1000, 700)  # (the dummy screen is 1024×768)
    finally:
        pygame.quit()


def test_a_size_asked_for_opens_a_window_of_it_though_full_screen_was_remembered(app) -> None:
    """(--size 1280x800 after quitting in full screen opened full screen all the same.)"""
    press_key(app, pygame.K_F11)
    run_frames(app, 2)
    assert json.loads(prefs_path().read_text())["fullscreen"] is True
    pygame.quit()
    again = EpicyclesApp(size=(1000, 700))
    try:
        run_frames(again, 2)
        assert not again.state.fullscreen and screen_size() == (1000, 700)
    finally:
        pygame.quit()


def test_the_place_remembered_is_where_the_window_is_not_a_late_move_event(app) -> None:
    """(SDL's move event for the window manager's first place came after the place asked for at the start:
    quit in full screen, the window came back in the middle of the screen.)"""
    from app.ui.window.placement import display_window

    display_window().position = (201, 170)
    pygame.event.post(pygame.event.Event(pygame.WINDOWMOVED, x=500, y=300))  # a move long gone
    run_frames(app, 2)
    press_key(app, pygame.K_F11)
    run_frames(app, 2)
    saved = json.loads(prefs_path().read_text())
    assert saved["fullscreen"] is True and saved["place"] == [201, 170]


def test_a_size_asked_for_wins_and_a_remembered_one_fits_the_screens(app) -> None:
    prefs = Preferences(window=(9000, 9000))
    assert start_size((1000, 700), prefs) == (1000, 700)
    w, h = start_size(None, prefs)
    largest = pygame.display.get_desktop_sizes()[0]
    assert (w, h) == (max(largest[0], 960), max(largest[1], 600))


@pytest.mark.parametrize(
    ("screen", "scale", "expected"),
    [
        ((1920, 1080), 1.0, (1280, 800)),
        ((1366, 768), 1.0, (1280, 676)),  # (1280x800 hung below the screen once un-maximized)
        ((2560, 1440), 1.5, (1920, 1200)),
        ((3840, 2160), 2.0, (2560, 1600)),
        ((1024, 700), 1.0, (1024, 616)),
        ((800, 600), 1.0, (960, 600)),  # never below the least window (it opens maximized: fills_screen)
    ],
)
def test_the_first_window_leaves_room_on_its_screen_for_a_title_bar_and_panels(
    display, monkeypatch, screen, scale, expected
) -> None:
    """With nothing remembered, the default size at the scale, but no taller than 88 % of the screen."""
    from app.ui.window import placement

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [screen])
    assert placement.start_size(None, Preferences(), scale) == expected
    w, h = expected
    assert placement.fills_screen(expected) == (w >= screen[0] or h >= screen[1])


@pytest.mark.parametrize(
    ("place", "expected"),
    [
        ((100, 50), (100, 50)),
        ((5000, 3000), (1920 - 1280, 1080 - 800)),
        ((-2000, -50), (0, 0)),
        ((1000, 500), (1920 - 1280, 1080 - 800)),  # partly off: wholly on again
    ],
)
def test_a_window_left_off_the_screens_is_brought_back(place, expected) -> None:
    assert on_screens(place, (1280, 800), [(1920, 1080)]) == expected


def test_a_window_larger_than_the_screens_keeps_its_top_left_on_them() -> None:
    assert on_screens((300, 200), (2500, 1500), [(1920, 1080)]) == (0, 0)
    assert on_screens((300, 200), (2500, 1500), [(1920, 1080)], top=20) == (0, 20)


@pytest.mark.parametrize("place", [(1, 1), (-5000, -3000), (40, 19)])
@pytest.mark.parametrize("screen", [(1280, 800), (1920, 1080)])
def test_a_window_keeps_its_title_bar_on_the_screen(place, screen) -> None:
    """(Its inside was put at y = 0 or 1, openbox's title bar above the screen, not to be grabbed.)"""
    x, y = on_screens(place, (960, 600), [screen], top=20)
    assert y >= 20 and 0 <= x <= screen[0] - 960 and y + 600 <= screen[1]


def test_a_restored_place_leaves_room_for_the_title_bar_where_sdl_reports_no_frame(app) -> None:
    """The dummy driver has no frame: the room kept is config.FRAME_TOP (openbox's 20 px is reported)."""
    from app.ui.window.placement import display_window

    pygame.quit()
    save_prefs(Preferences(window=(960, 600), place=(1, 1)))
    again = EpicyclesApp()
    try:
        run_frames(again, 1)
        assert tuple(display_window().position) == (1, config.FRAME_TOP)
    finally:
        pygame.quit()


@pytest.mark.parametrize(
    "window",
    [[0, 600], [1280], "1280x800", [1280.5, 800], [True, 800], [10**9, 800], None],
)
def test_a_hand_edited_size_that_is_no_size_is_ignored(tmp_path, window) -> None:
    path = tmp_path / "preferences.json"
    path.write_text(json.dumps({"lang": "ko", "window": window, "fullscreen": "yes"}))
    prefs = load_prefs(path)
    assert prefs.lang == "ko" and prefs.window is None and prefs.fullscreen is False


def test_preferences_round_trip(tmp_path) -> None:
    path = tmp_path / "preferences.json"
    choices = Choices(
        "rope", "mp4", "1080p", "seconds", "12", "30", "0", "4096", str(tmp_path / "a.mp4"), "best"
    )
    prefs = Preferences("en", 3, (1500, 900), (-20, 40), True, export=choices)
    save_prefs(prefs, path)
    assert load_prefs(path) == prefs


GOOD_EXPORT = {
    "view": "canvas", "format": "gif", "size": "480p", "length": "period", "seconds": "8", "fps": "15",
    "lo": "", "hi": "", "path": "/tmp/x.gif", "quality": "good",
}  # fmt: skip


@pytest.mark.parametrize(
    "change",
    [
        {"format": "exe"}, {"view": "desktop"}, {"size": "8k"}, {"length": "forever"},
        {"quality": "lossless"}, {"fps": "1" * 13}, {"seconds": "8\x00"}, {"path": "relative/x.gif"},
        {"path": ""}, {"path": "/" + "a" * config.MAX_PATH_CHARS}, {"fps": 15}, {"quality": None},
        {"hi": ["4096"]},
    ],
)  # fmt: skip
def test_hand_edited_export_choices_that_the_dialog_could_not_make_are_ignored(tmp_path, change) -> None:
    path = tmp_path / "preferences.json"
    path.write_text(json.dumps({"lang": "ko", "export": {**GOOD_EXPORT, **change}}))
    prefs = load_prefs(path)
    assert prefs.lang == "ko" and prefs.export is None  # the rest is read all the same
    path.write_text(json.dumps({"lang": "ko", "export": GOOD_EXPORT}))
    assert load_prefs(path).export == Choices(**GOOD_EXPORT)  # (the same entry, unchanged, is read)


@pytest.mark.parametrize(
    "export", [None, "gif", [GOOD_EXPORT], {k: v for k, v in GOOD_EXPORT.items() if k != "fps"}]
)
def test_export_choices_that_are_no_choices_are_ignored(tmp_path, export) -> None:
    path = tmp_path / "preferences.json"
    path.write_text(json.dumps({"export": export}))
    assert load_prefs(path).export is None


def test_a_window_maximized_at_quit_comes_back_maximized_with_its_own_size_to_give_back(
    app, monkeypatch
) -> None:
    """Maximized, the window's own size and place are kept apart: it came back 1920×1061 and un-maximizing
    left it so ("window": [1920, 1061] in the preferences). The events are openbox's order under Xvfb."""
    from app.ui.window import placement

    app.submit(i.Resize((1000, 700), (4000, 4000)))
    placement.display_window().position = (40, 30)
    run_frames(app, 1)
    for event in (
        pygame.event.Event(pygame.WINDOWMAXIMIZED),
        pygame.event.Event(pygame.WINDOWMOVED, x=0, y=19),
        pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 749), w=1024, h=749),
    ):
        pygame.event.post(event)
    run_frames(app, 2)
    saved = json.loads(prefs_path().read_text())
    assert (saved["window"], saved["place"], saved["maximized"]) == ([1000, 700], [40, 30], True)
    pygame.quit()
    monkeypatch.setattr(placement, "is_maximized", lambda window: True)  # a window manager's maximize
    again = EpicyclesApp()
    try:
        run_frames(again, 2)
        assert again.state.maximized and again.state.windowed_size == (1000, 700)
        pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(990, 690), w=990, h=690))
        run_frames(again, 2)
        saved = json.loads(prefs_path().read_text())
        assert (saved["window"], saved["maximized"]) == ([990, 690], False)
    finally:
        pygame.quit()


def test_a_start_on_a_smaller_screen_keeps_the_size_remembered(app, monkeypatch) -> None:
    """A 4K window opened once on a smaller screen fills it, maximized; its own size stays the one
    remembered (a start on 1280×800 saved [1280, 781]) and the start's maximize is not the user's."""
    from app.ui.window import placement

    pygame.quit()
    save_prefs(Preferences(window=(3000, 2000)))
    monkeypatch.setattr(placement, "is_maximized", lambda window: True)
    again = EpicyclesApp()
    try:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 749), w=1024, h=749))
        run_frames(again, 2)
        assert again.state.maximized and again.state.window_size == (1024, 749)
        saved = json.loads(prefs_path().read_text())
        assert (saved["window"], saved["maximized"]) == ([3000, 2000], False)
    finally:
        pygame.quit()
