"""Windows and dialogs at the UI scale: each opens enlarged with its widgets inside it and apart (the help,
Text…, Export…, the lesson, the inspector, Open…, Open model…, Rename…, Delete…, a whole-window export's
own window), one open while the scale or the language changes takes the new size and keeps its place in the
stack and what was typed, and the file dialog's buttons and folders."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import (
    UIButton,
)
from scale_helpers import CTRL
from ui_driver import click, press_key, run_frames

from app.model import intents as i
from app.ui.dialogs.file_dialog import SafeFileDialog
from app.ui.dialogs.inspector_form import NARROW


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
    if key == pygame.K_i:  # (its narrow form: at 200 % the panel is narrower than the wide one)
        wide = window.rect.width == app.layout.ui.px(NARROW.size[0])
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


def test_the_inspector_open_as_the_scale_changes_is_laid_out_anew_its_vector_kept(app) -> None:
    """It kept its size while its words grew: at 250 % its header was under its first row and its rows
    ran into each other. Closing and opening it again mended it; now the change of scale does."""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 1)
    press_key(app, pygame.K_i, unicode="i")
    app.windows.inspector.shift_entry.set_text("0.5, -1")
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 3)
    [window] = app.windows.windows()
    assert window.rect.width == app.layout.ui.px(NARROW.size[0]) and app.layout.ui.factor == 2.0
    assert app.windows.inspector.shift_entry.get_text() == "0.5, -1"
    assert_laid_out(window, (1920, 1200))
