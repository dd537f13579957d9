"""The UI scale in the real loop: the widgets pygame_gui made stay apart and inside the window at scales
1, 1.5 and 2 at the smallest and a 4K window; Ctrl+= (real KEYDOWN events) grows them and the theme's
fonts, Ctrl+0 gives back the display's scale, the status bar's menu picks one, the preferences keep it,
and a language switch or a lesson keeps it."""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import pygame
import pygame_gui
import pytest
from pygame_gui.core.utility import translate
from pygame_gui.elements import (
    UIButton,
    UIHorizontalSlider,
    UILabel,
    UISelectionList,
    UITextBox,
    UIVerticalScrollBar,
)
from ui_driver import centre, click, move_mouse, press_key, run_frames

from app import config
from app.model import intents as i
from app.paths import user_data_dir
from app.prefs import prefs_path
from app.ui.app import EpicyclesApp
from app.ui.canvas.canvas_view import canvas_words
from app.ui.dialogs.file_dialog import SafeFileDialog

CTRL = pygame.KMOD_LCTRL


def live_widgets(app) -> list:
    """The widgets pygame_gui made and shows at the window's top level (a slider's inner parts, a
    drop-down's button and a check box's box are parts of one widget; its text is a label of its own)."""
    root = app.manager.get_root_container()
    parts = {
        id(e.button_container)
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, UIHorizontalSlider)
    }
    return [
        e
        for e in app.manager.get_sprite_group().sprites()
        if e is not root
        and e.ui_container is root
        and e.visible
        and e.parent_element is None
        and id(e) not in parts
    ]


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


@pytest.mark.parametrize(
    "keys",
    [
        (pygame.K_h, 0, "h"),
        (pygame.K_t, CTRL, ""),
        (pygame.K_e, CTRL, ""),
        (pygame.K_l, 0, "l"),
        (pygame.K_i, 0, "i"),
        (pygame.K_o, CTRL, ""),
    ],
    ids=["help", "text", "export", "lesson", "inspector", "open"],
)
def test_dialogs_open_at_the_scale_with_their_widgets_inside(app, keys) -> None:
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 1)
    key, mod, char = keys
    press_key(app, key, mod=mod, unicode=char)
    run_frames(app, 2)
    [small] = app.windows.windows()
    small_rect = pygame.Rect(small.rect)
    press_key(app, pygame.K_ESCAPE)  # (it leaves the lesson too)
    assert app.windows.windows() == [] and app.state.lesson is None
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    press_key(app, key, mod=mod, unicode=char)
    run_frames(app, 2)
    [window] = app.windows.windows()
    wide = key == pygame.K_l or window.rect.width >= 1.8 * small_rect.width  # (the lesson: as wide as a half)
    assert wide and window.rect.height >= 1.6 * small_rect.height
    assert_laid_out(window, (1920, 1200))


def assert_laid_out(window, screen: tuple[int, int]) -> None:
    """The window on the screen, each of its widgets inside it, none over another."""
    inner = window.get_container()
    assert pygame.Rect((0, 0), screen).contains(inner.rect)  # (a window's rect has a margin round it)
    parts = [
        e
        for e in inner.elements
        if e.parent_element is None and e.visible and type(e).__name__ != "UIContainer"
    ]
    assert parts
    for part in parts:
        assert inner.rect.contains(part.rect), (type(part).__name__, part.rect, inner.rect)
    for a, b in itertools.combinations(parts, 2):
        assert not a.rect.colliderect(b.rect), (type(a).__name__, a.rect, type(b).__name__, b.rect)


def test_open_model_opens_at_the_scale_with_its_widgets_inside(app) -> None:
    """The Model tab's Open model… (from its menu) is the file dialog Open… is, enlarged as the others."""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    dialog = open_model_dialog(app)
    assert isinstance(dialog, SafeFileDialog) and app.windows.windows() == [dialog]
    assert dialog.ok_button.rect.height == app.layout.ui.px(30) == 60  # its buttons at the scale
    assert dialog.home_button.rect.size == (40, 40)
    assert not dialog.delete_button.visible  # (no file is deleted from a dialog that opens one)
    assert_laid_out(dialog, (1920, 1200))


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


def test_the_help_open_while_the_scale_changes_opens_again_at_it(app) -> None:
    press_key(app, pygame.K_h, unicode="h")
    before = pygame.Rect(app.windows.help.rect)
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    run_frames(app, 1)
    assert app.windows.help is not None and app.windows.help.rect.width >= 1.2 * before.width


@pytest.mark.parametrize("change", ["scale", "language"])
def test_windows_opened_anew_at_a_new_scale_or_language_keep_their_place_in_the_stack(app, change) -> None:
    """(Help and the inspector, opened anew, landed on top: Text… sank under the help, and Ctrl+T seemed to
    do nothing.)"""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 1)
    press_key(app, pygame.K_h, unicode="h")
    press_key(app, pygame.K_i, unicode="i")
    press_key(app, pygame.K_t, mod=CTRL, unicode="")
    w = app.windows
    roles = lambda: [  # noqa: E731 - top first, by what each window is
        "text" if x is w.text_dialog.window else "help" if x is w.help else "inspector" for x in w.windows()
    ]
    assert roles() == ["text", "inspector", "help"]
    if change == "scale":
        press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    else:
        app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert roles() == ["text", "inspector", "help"]
    assert app.manager.get_window_stack().is_window_at_top(w.text_dialog.window)


@pytest.mark.parametrize("keys", [(pygame.K_e, CTRL, ""), (pygame.K_t, CTRL, "")], ids=["export", "text"])
def test_a_dialog_open_while_the_scale_changes_takes_its_size_and_keeps_what_was_typed(app, keys) -> None:
    """Ctrl+= and Ctrl+- with a dialog open (its field focused): it grows to the new scale and back, what
    was typed in it stays, and it stays laid out inside the window."""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 1)
    key, mod, char = keys
    press_key(app, key, mod=mod, unicode=char)
    [window] = app.windows.windows()
    before = pygame.Rect(window.rect)
    entry = app.manager.get_focus_set() and next(iter(app.manager.get_focus_set()))
    assert isinstance(entry, pygame_gui.elements.UITextEntryLine)
    entry.set_text("kept")
    for _ in range(2):
        press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    run_frames(app, 2)
    assert app.windows.windows() == [window] and entry.get_text() == "kept"
    assert window.rect.width >= 1.4 * before.width and window.rect.height >= 1.4 * before.height
    assert pygame.Rect(0, 0, 1920, 1200).contains(window.rect)
    for _ in range(2):
        press_key(app, pygame.K_MINUS, mod=CTRL, unicode="-")
    run_frames(app, 2)
    assert abs(window.rect.width - before.width) <= 4 and abs(window.rect.height - before.height) <= 4
    assert entry.get_text() == "kept"


def test_a_whole_window_export_lays_its_window_out_at_the_scale_of_its_height(app, tmp_path) -> None:
    """The exported window has its own manager and theme, at the window's UI scale for the film's height (a
    1920×1200 window at 200 % filmed 720 rows high: 120 %), its layout, panel and views at that scale too;
    the window's own stay at 2."""
    from app.model.export_request import ExportRequest
    from app.ui.export.export_frames import FrameRenderer

    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    request = ExportRequest("window", "png", (1280, 720), tmp_path / "w.png")
    renderer = FrameRenderer(app.state, request, app.fonts, app.presets)
    film = renderer.window
    assert film is not None and renderer.scale.factor == pytest.approx(2.0 * 720 / 1200)
    assert film.layout.ui == renderer.scale and film.rope_panel.view.fonts.scale == renderer.scale
    assert app.fonts.scale.factor == 2.0


def test_the_theme_at_1_is_the_file_and_at_2_its_sizes_double() -> None:
    from app.geometry.units import UNSCALED, Scale
    from app.paths import asset_path
    from app.ui.window.theme import theme_at

    file = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    assert theme_at(UNSCALED) == file
    double = theme_at(Scale(2.0))
    assert double["@readout"]["font"][0]["size"] == str(2 * int(file["@readout"]["font"][0]["size"]))
    assert double["defaults"]["misc"]["border_width"] == "2"
    assert double["drop_down_menu"]["misc"]["list_item_height"] == "40"


def tooltip_width(app) -> int:
    words = "The sentence the model reads; click a token for the query, Shift+click for the key"
    tip = app.manager.create_tool_tip(words, (10, 10), (0, 0), app.controls.play_button, None)
    width = tip.rect.width
    tip.kill()
    return width


def test_tooltips_wrap_at_a_width_that_grows_with_the_scale(app) -> None:
    at_one = tooltip_width(app)
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    assert app.layout.ui.factor == 2.0
    assert tooltip_width(app) >= 2 * at_one - 2  # not a column of one or two words a line


@pytest.mark.parametrize("tab", ["score", "invariance", "model"])
def test_every_sliders_arrow_buttons_grow_with_the_scale(app, tab) -> None:
    """pygame_gui makes them 20 px whatever the scale; the app's sliders make them as wide as the thumb."""
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    app.submit(i.SetRopeTab(tab))
    run_frames(app, 2)
    sliders = [e for e in live_widgets(app) if isinstance(e, UIHorizontalSlider)]
    assert len(sliders) >= 2
    for slider in sliders:
        for arrow in (slider.left_button, slider.right_button):
            assert arrow.rect.width == app.layout.ui.px(20) == slider.sliding_button.rect.width, slider


@pytest.mark.parametrize("opens", ["help", "open", "ladder", "inspector"])
def test_scroll_bars_grow_with_the_scale(app, opens) -> None:
    """pygame_gui makes a text box's and a list's scroll bar 20 px whatever the scale; at 200 % they are 40,
    as the sliders' arrows are: the help, Open… over a long folder, the frequency ladder, the inspector (the
    last two fit at this size: the width their bar would take is checked)."""
    drawings = user_data_dir() / "drawings"
    drawings.mkdir(parents=True, exist_ok=True)
    for n in range(60):  # more than Open…'s list shows
        (drawings / f"curve-{n:02}.json").write_text("{}")
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    app.submit(i.SetRopeTab("invariance" if opens == "ladder" else "score"))
    run_frames(app, 2)
    keys = {"help": (pygame.K_h, 0, "h"), "open": (pygame.K_o, CTRL, ""), "inspector": (pygame.K_i, 0, "i")}
    if opens in keys:
        key, mod, char = keys[opens]
        press_key(app, key, mod=mod, unicode=char)
    run_frames(app, 3)
    boxes = [
        e for e in app.manager.get_sprite_group().sprites() if isinstance(e, (UITextBox, UISelectionList))
    ]
    assert boxes
    for box in boxes:
        assert box.scroll_bar_width == app.layout.ui.px(20) == 40, type(box).__name__
    bars = [
        e
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, UIVerticalScrollBar) and e.visible
    ]
    if opens in ("help", "open"):
        assert bars
    for bar in bars:
        assert bar.rect.width == 40, bar.rect


@pytest.mark.parametrize("button", ["rename_button", "delete_button"])
def test_the_drawing_dialogs_open_at_the_scale_with_their_widgets_inside(app, button) -> None:
    """Rename… (the app's own layout) and Delete… (pygame_gui's confirmation, anchored to its edges)."""
    from test_app import blob, finish_reading
    from ui_driver import drag

    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first saves it
    app.submit(i.OpenSavedDrawing(app.state.saved[0].file_name))  # (the menu's name is cut short here)
    finish_reading(app)
    click(app, getattr(app.tools, button).rect.center)
    run_frames(app, 2)
    [window] = app.windows.windows()
    assert window.rect.width >= 2 * 300  # (both are over 300 px wide at scale 1)
    assert_laid_out(window, (1920, 1200))
    buttons = [e for e in window.get_container().elements if isinstance(e, UIButton) and e.visible]
    assert buttons and all(b.rect.height == 2 * 30 for b in buttons), [b.rect for b in buttons]


def test_a_list_open_while_the_scale_changes_takes_the_new_scroll_bar_width(app) -> None:
    """Open… at 100 %, then 200 % while it is open: its list's bar 40 px, not 20 × the ratio of the two."""
    drawings = user_data_dir() / "drawings"
    drawings.mkdir(parents=True, exist_ok=True)
    for n in range(60):
        (drawings / f"curve-{n:02}.json").write_text("{}")
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(1.0))
    run_frames(app, 2)
    press_key(app, pygame.K_o, mod=CTRL)
    run_frames(app, 2)
    listed = app.windows.open_dialog.window.file_selection_list
    assert listed.scroll_bar_width == 20 and listed.scroll_bar.rect.width == 20
    app.submit(i.SetUiScale(1.5))
    run_frames(app, 2)
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    assert listed.scroll_bar_width == 40 and listed.scroll_bar.rect.width == 40


def open_model_dialog(app):
    """Choose Open model… from the Model tab's menu with the mouse; the dialog that opens."""
    run_frames(app, 2)  # (the menu is built anew after a pick)
    menu = app.rope_panel.widgets["model_menu"]
    click(app, menu.get_abs_rect().center)
    text = next(text for text, option in menu.options_list if option == "@open")
    item = next(o for o in menu.current_state.options_selection_list.item_list if o["text"] == text)
    click(app, item["button_element"].get_abs_rect().center)
    run_frames(app, 3)
    return app.rope_panel.model_tab.dialog


def test_open_model_starts_at_home_or_beside_the_model_shown_and_lists_no_hidden_folder(
    app, tmp_path, monkeypatch
) -> None:
    home = tmp_path / "home"
    (home / ".cache").mkdir(parents=True)
    (home / "models").mkdir()
    (home / "zoo").mkdir()
    (home / "models" / "tiny.gguf").write_bytes(b"GGUF")
    (home / "big.gguf").write_bytes(b"GGUF")
    (home / "Yard").mkdir()  # listed by name whatever the case
    monkeypatch.setenv("HOME", str(home))  # (not the folder the app was started from)
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    dialog = open_model_dialog(app)
    assert Path(dialog.current_directory_path) == home
    listed = [item["text"] for item in dialog.file_selection_list.item_list]
    assert listed == [
        "models" + os.sep,
        "Yard" + os.sep,
        "zoo" + os.sep,
        "big.gguf",
    ]  # no ".cache"; folders first, by name
    press_key(app, pygame.K_ESCAPE)  # Esc closes it, as every other window
    run_frames(app, 1)
    assert app.rope_panel.model_tab.dialog is None and app.windows.windows() == []
    app.state.rope.models.path = str(home / "models" / "tiny.gguf")  # as if that model were open
    dialog = open_model_dialog(app)
    assert Path(dialog.current_directory_path) == home / "models"
    click(app, dialog.close_window_button.rect.center)  # its close box: it opens again after
    run_frames(app, 1)
    assert app.rope_panel.model_tab.dialog is None
    assert open_model_dialog(app) is not None and app.windows.windows() == [app.rope_panel.model_tab.dialog]
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 1)
    models = app.state.rope.models
    models.path, models.name = "", "demo"  # the demo model shown: home, not among Python's packages
    assert Path(open_model_dialog(app).current_directory_path) == home


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_file_dialog_s_ok_and_cancel_are_the_app_s_width(app, scale) -> None:
    """pygame_gui makes them as wide as their words ("OK" a sliver beside "Cancel"): both are the width of
    the app's own buttons at the scale, side by side at the window's lower right corner."""
    from app.ui.dialogs.question import BUTTON_GAP, BUTTON_W

    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 2)
    press_key(app, pygame.K_o, mod=CTRL)
    [dialog] = app.windows.windows()
    ok, cancel, inner = dialog.ok_button.rect, dialog.cancel_button.rect, dialog.get_container().rect
    px = app.layout.ui.px
    assert ok.width == cancel.width == px(BUTTON_W) and ok.height == cancel.height == px(30)
    assert cancel.right == inner.right - px(BUTTON_GAP) and ok.right == cancel.left - px(BUTTON_GAP)
    assert ok.y == cancel.y and inner.contains(ok) and inner.contains(cancel)
    assert_laid_out(dialog, (1920, 1200))


def symbol_heights(app) -> list[int]:
    """How tall the symbols on pygame_gui's own small buttons are drawn: a slider's ◀, a drop-down's open
    button, a window's × and the file dialog's ⌂."""
    press_key(app, pygame.K_o, mod=CTRL)
    [dialog] = app.windows.windows()
    buttons = [
        app.controls.arrows_slider.left_button,
        app.controls.preset_menu.current_state.open_button,
        dialog.close_window_button,
        dialog.home_button,
    ]
    heights = [button.font.size(button.text)[1] for button in buttons]
    press_key(app, pygame.K_ESCAPE)
    return heights


def test_the_symbols_on_pygame_gui_s_own_buttons_grow_with_the_scale(app) -> None:
    """They kept pygame_gui's 14 px at every scale: dots on a 4K screen."""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 2)
    small = symbol_heights(app)
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    large = symbol_heights(app)
    assert all(1.8 <= b / a <= 2.2 for a, b in zip(small, large, strict=True)), (small, large)


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


def test_the_inspector_open_as_the_scale_changes_is_laid_out_anew_its_vector_kept(app) -> None:
    """It kept its size while its words grew: at 250 % its header was under its first row and its rows
    ran into each other. Closing and opening it again mended it; now the change of scale does."""
    from app.ui.dialogs.inspector_window import SIZE

    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 1)
    press_key(app, pygame.K_i, unicode="i")
    app.windows.inspector.shift_entry.set_text("0.5, -1")
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 3)
    [window] = app.windows.windows()
    assert window.rect.width == app.layout.ui.px(SIZE[0]) and app.layout.ui.factor == 2.0
    assert app.windows.inspector.shift_entry.get_text() == "0.5, -1"
    assert_laid_out(window, (1920, 1200))
