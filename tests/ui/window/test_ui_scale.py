"""The UI scale in the real loop: the widgets pygame_gui made stay apart and inside the window at scales 1,
1.5 and 2 at the smallest and a 4K window; Ctrl+= (real KEYDOWN events) grows them and the theme's fonts,
Ctrl+0 gives back the display's scale, the status bar's menu picks one, the preferences keep it, a language
switch or a lesson keeps it, and a resize says the scale it shows."""

from __future__ import annotations

import itertools
import json

import pygame
import pytest
from pygame_gui.core.utility import translate
from pygame_gui.elements import (
    UIButton,
    UILabel,
)
from scale_helpers import CTRL, live_widgets
from ui_driver import centre, click, move_mouse, press_key, run_frames

from app import config
from app.model import intents as i
from app.prefs import prefs_path
from app.ui.app import EpicyclesApp
from app.ui.canvas.canvas_view import canvas_words


def play_height(app) -> int:
    return app.controls.play_button.rect.height


def button_font_height(app) -> int:
    return app.manager.get_theme().get_font(["button"]).size("Hg")[1]


@pytest.mark.parametrize(
    ("size", "asked", "lang"),
    [
        *itertools.product([config.MIN_WINDOW_SIZE, (3840, 2160)], [1.0, 1.5, 2.0], ["en"]),
        (config.MIN_WINDOW_SIZE, None, "en"),  # the display's scale: the menu reads "Scale: auto"
        (config.MIN_WINDOW_SIZE, None, "ko"),
        (config.MIN_WINDOW_SIZE, 1.0, "ko"),
        ((3840, 2160), 2.0, "ko"),
        ((2560, 1600), 2.5, "en"),  # the largest a window that size fits (the hint ran under the scale bar)
        ((2560, 1600), 2.5, "ko"),
    ],
)
def test_no_widget_overlaps_another_or_leaves_the_window(app, size, asked, lang) -> None:
    laid_out_cleanly(app, size, asked, lang)


@pytest.mark.parametrize("tab", ["invariance", "model"])
@pytest.mark.parametrize(
    ("size", "asked", "lang"),
    [
        (config.MIN_WINDOW_SIZE, 1.0, "en"),
        ((3840, 2160), 1.5, "ko"),
        ((3840, 2160), 2.0, "en"),
        ((2560, 1600), 2.5, "ko"),
    ],
)
def test_the_other_tabs_lay_out_as_cleanly(app, size, asked, lang, tab) -> None:
    laid_out_cleanly(app, size, asked, lang, tab)


def laid_out_cleanly(app, size, asked, lang, tab: str = "score") -> None:
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetLanguage(lang))
    app.submit(i.SetUiScale(asked))
    app.submit(i.SetRopeTab(tab))
    run_frames(app, 2)
    assert app.state.rope.tab == tab
    shown = 1.0 if size == config.MIN_WINDOW_SIZE or asked is None else asked  # the smallest fits 1 only
    assert app.layout.size == size and app.layout.ui.factor == shown
    assert ("200 %" in app.state.status.text or "200%" in app.state.status.text) == (asked == 2.0)
    widgets = live_widgets(app)
    assert len(widgets) > (50 if tab == "score" else 30)  # the other tabs have fewer controls
    window = pygame.Rect((0, 0), size)
    for widget in widgets:
        assert window.contains(widget.rect), (type(widget).__name__, widget.rect)
    for a, b in itertools.combinations(widgets, 2):
        assert not a.rect.colliderect(b.rect), (type(a).__name__, a.rect, type(b).__name__, b.rect)
    for label in (w for w in widgets if isinstance(w, UILabel) and w.text.strip()):
        width, height = label.font.size(translate(label.text))
        assert width <= label.rect.width and height <= label.rect.height + 2, (label.text, label.rect)
    shown_buttons = [
        e for e in app.manager.get_sprite_group().sprites() if isinstance(e, UIButton) and e.visible
    ]
    for button in (b for b in shown_buttons if b.text.strip()):  # (menus' shown choices too)
        assert button.font.size(translate(button.text))[0] <= button.rect.width - 4, (
            button.text,
            button.rect,
        )
    words = canvas_words(app.fonts, app.view, app.state)  # the caption, the hint, the scale bar
    for (a, one), (b, other) in itertools.combinations(words.items(), 2):
        assert not one.rect.colliderect(other.rect), (a, one.rect, b, other.rect)


def test_ctrl_plus_grows_the_widgets_and_the_theme_fonts_and_ctrl_0_gives_them_back(app) -> None:
    row, font = play_height(app), button_font_height(app)
    assert app.layout.ui.factor == 1.0 and row == config.CONTROL_ROW  # the dummy screen: 1024×768, scale 1
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    assert app.layout.ui.factor == 1.25 and app.state.ui_scale == 1.25
    assert play_height(app) == 43 > row and button_font_height(app) > font
    assert app.fonts.scale.factor == 1.25 and app.rope_panel.layout.tab_score[3] > config.ROPE_ROW
    assert "125 %" in app.state.status.text
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")  # 1280×800 fits no more than 1.25
    assert app.layout.ui.factor == 1.25 and "1280" not in app.state.status.text
    assert "150 %" in app.state.status.text and app.state.status.text.startswith("UI scale 125 %")
    assert app.state.ui_scale == 1.25  # nothing remembered changes at the most the window fits
    assert app.status.scale_menu.selected_option == ("Scale: 125 %", "1.25")
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 2)
    assert app.layout.ui.factor == 1.25
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    assert app.layout.ui.factor == 1.5 and app.status.scale_menu.selected_option == ("Scale: 150 %", "1.5")
    app.submit(i.Resize((1280, 800), (4000, 4000)))
    run_frames(app, 2)
    press_key(app, pygame.K_0, mod=CTRL, unicode="0")
    assert app.state.ui_scale is None and app.layout.ui.factor == app.state.display_scale == 1.0
    assert play_height(app) == row and button_font_height(app) == font
    press_key(app, pygame.K_MINUS, mod=CTRL, unicode="-")
    assert app.state.ui_scale == 1.0 and play_height(app) == row  # no step below 1
    assert not app.errors


def test_larger_at_the_most_the_window_fits_keeps_the_screens_scale(app) -> None:
    """The screen's 200 %, held to 125 % by a 1280×800 window: Ctrl+= says so and leaves the scale on
    auto, so full screen opens at 200 % (it put 150 % in its place: "larger" made it smaller)."""
    app.submit(i.DisplayScale(2.0))
    app.submit(i.Resize((1280, 800), (3840, 2160)))
    run_frames(app, 2)
    assert app.layout.ui.factor == 1.25
    for key in (pygame.K_EQUALS, pygame.K_KP_PLUS):
        press_key(app, key, mod=CTRL, unicode="=" if key == pygame.K_EQUALS else "+")
        assert app.state.ui_scale is None and app.layout.ui.factor == 1.25
        assert app.state.status.text.startswith("UI scale 125 %: the window fits no more (the screen's 200 %")
    app.submit(i.Resize((3840, 2160), (3840, 2160)))
    run_frames(app, 2)
    assert app.layout.ui.factor == 2.0


def test_the_status_bar_menu_picks_a_scale(app) -> None:
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 2)
    menu = app.status.scale_menu
    click(app, centre(menu.rect))
    [choice] = [
        e
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, UIButton) and e.visible and e.text == "Scale: 150 %" and e is not menu
    ]
    click(app, centre(choice.rect))
    move_mouse((200, app.status.rect.centery))
    run_frames(app, 2)
    assert app.state.ui_scale == 1.5 and app.layout.ui.factor == 1.5
    assert play_height(app) == 51 and app.status.scale_menu.selected_option[1] == "1.5"


def test_the_menu_says_what_the_automatic_scale_comes_to(app) -> None:
    """Auto is the display's scale, held to what the window fits: the menu's first entry says the per cent
    it comes to now, in the window's language, and follows a larger window."""
    assert app.state.ui_scale is None and app.layout.ui.factor == 1.0
    assert app.status.scale_menu.selected_option == ("Scale: 100 % (auto)", "auto")
    app.submit(i.DisplayScale(2.0))
    app.submit(i.Resize((2560, 1440), (2560, 1440)))
    run_frames(app, 2)
    assert app.layout.ui.factor == 2.0
    assert app.status.scale_menu.selected_option == ("Scale: 200 % (auto)", "auto")
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert app.status.scale_menu.selected_option == ("배율: 200% (자동)", "auto")
    press_key(app, pygame.K_MINUS, mod=CTRL, unicode="-")  # a step chosen: the menu shows it
    assert app.status.scale_menu.selected_option == ("배율: 175%", "1.75")  # (it says what it is)
    assert app.status.scale_menu.options_list[0] == ("배율: 200% (자동)", "auto")
    assert not app.errors


def test_the_auto_entry_says_the_screens_scale_not_the_one_chosen(app) -> None:
    """A 2880×1800 window on a 4K screen at 300 %: the first entry said "Scale: 300 % (auto)", and
    choosing it gave 200 %."""
    app.submit(i.DisplayScale(2.0))
    app.submit(i.Resize((2880, 1800), (3840, 2160)))
    run_frames(app, 2)
    for _ in range(3):
        press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    assert app.layout.ui.factor == 3.0
    assert app.status.scale_menu.options_list[0] == ("Scale: 200 % (auto)", "auto")
    app.submit(i.Resize((1280, 800), (3840, 2160)))  # held to what the window fits: it says so
    run_frames(app, 2)
    assert app.status.scale_menu.options_list[0] == ("Scale: 125 % (auto)", "auto")


def test_the_scale_comes_back_at_the_next_start(app) -> None:
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    run_frames(app, 1)
    assert json.loads(prefs_path().read_text())["ui_scale"] == 1.25
    pygame.quit()
    again = EpicyclesApp(size=(1280, 800))
    try:
        run_frames(again, 2)
        assert again.state.ui_scale == 1.25 and again.layout.ui.factor == 1.25
        assert again.controls.play_button.rect.height == 43
    finally:
        pygame.quit()


def test_a_language_switch_and_a_lesson_keep_scale_2(app) -> None:
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    for _ in range(4):
        press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    assert app.layout.ui.factor == 2.0 and play_height(app) == 68
    font = button_font_height(app)
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert app.layout.ui.factor == 2.0 and play_height(app) == 68
    assert app.manager.get_theme().get_font(["button"]).size("한")[1] >= font  # the Korean face, at 2
    press_key(app, pygame.K_l, unicode="l")
    run_frames(app, 2)
    assert app.state.lesson is not None and app.layout.ui.factor == 2.0 and play_height(app) == 68
    press_key(app, pygame.K_PAGEDOWN)
    press_key(app, pygame.K_l, unicode="l")
    run_frames(app, 2)
    assert app.state.lesson is None and app.layout.ui.factor == 2.0 and not app.errors


def test_the_first_window_is_remembered_at_its_size(app) -> None:
    """A window opened at the start size (on a 4K screen 2560×1600, at 2) is kept as it opened, not as the
    1280×800 default: the next start shows the same scale."""
    pygame.quit()
    opened = EpicyclesApp(size=(1920, 1200))
    try:
        run_frames(opened, 2)
        assert json.loads(prefs_path().read_text())["window"] == [1920, 1200]
    finally:
        pygame.quit()


def test_without_a_dpi_the_screen_size_decides(app) -> None:
    """SDL's dummy driver (as X11) reports no DPI: its 1024×768 screen starts at 1."""
    from app.ui.window.ui_scale import display_dpi, display_scale

    assert display_dpi() is None and display_scale() == 1.0 == app.state.display_scale


def test_a_resize_that_changes_the_ui_scale_says_the_scale_it_shows_now(app) -> None:
    """Grown or shrunk across what a scale needs, the window shows another scale: the status line kept
    the old one ("UI scale 125 %: the window is too small for 200 %" over a window at 200 %)."""
    from app.model.apply_ui_scale import ui_shown

    app.submit(i.DisplayScale(2.0, None))
    app.submit(i.Resize((1280, 800), (4000, 4000)))
    press_key(app, pygame.K_0, pygame.KMOD_LCTRL, "0")  # the screen's scale: more than the window fits
    small = ui_shown(app.state)
    assert small < 2.0 and f"{round(small * 100)}" in app.status.text and "200" in app.status.text
    assert "the screen's 200 %" in app.status.text  # not a scale the user chose
    press_key(app, pygame.K_EQUALS, pygame.KMOD_LCTRL, "=")  # larger than it fits: still the screen's
    assert "the screen's 200 %" in app.status.text and app.state.ui_scale is None
    press_key(app, pygame.K_MINUS, pygame.KMOD_LCTRL, "-")  # one chosen: just its per cent
    assert app.status.text.startswith("UI scale 100 %.") and app.state.ui_scale == 1.0
    press_key(app, pygame.K_0, pygame.KMOD_LCTRL, "0")
    app.submit(i.Resize((3000, 1800), (4000, 4000)))
    run_frames(app, 2)
    assert (
        ui_shown(app.state) == 2.0
        and "200" in app.status.text
        and f"{round(small * 100)}" not in app.status.text
    )
    said = app.status.text
    app.submit(i.Resize((3100, 1850), (4000, 4000)))  # the same scale: nothing new to say
    run_frames(app, 2)
    assert app.status.text == said
