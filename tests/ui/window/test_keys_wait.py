"""A shortcut pressed while a dialog waits for its answer does nothing, and the status line says so (it
changed nothing and said nothing, as if the key were broken); the window-wide keys (F11, the UI scale)
still act, over Delete…'s question as over Export…. Through the real loop and real key events."""

from __future__ import annotations

import pygame
import pytest
from test_dialog_keys import saved_drawing_shown
from ui_driver import click, press_key, run_frames

from app.i18n import tr

CTRL = pygame.KMOD_LCTRL


def export_open(app) -> None:
    press_key(app, pygame.K_e, CTRL, "\x05")
    assert app.exporting.dialog is not None


def delete_asked(app) -> None:
    saved_drawing_shown(app)
    click(app, app.tools.delete_button.rect.center)
    assert app.windows.dialogs.window is not None


@pytest.mark.parametrize(
    ("ask", "lang"),
    [(export_open, "en"), (export_open, "ko"), (delete_asked, "en")],
    ids=["Export…", "ko", "Delete…"],
)
def test_a_shortcut_behind_a_dialog_says_it_did_nothing(app, ask, lang) -> None:
    from app.model import intents as i

    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    ask(app)
    circles, before = app.state.epicycles.show_circles, app.state.status.text
    press_key(app, pygame.K_c, unicode="c")  # (C: circles on and off)
    press_key(app, pygame.K_o, CTRL, "\x0f")  # (Ctrl+O: Open…)
    assert app.state.epicycles.show_circles == circles and app.windows.open_dialog.window is None
    said = tr(lang, "status.keys_wait")
    assert app.state.status.text == said != before and not app.state.status.error
    press_key(app, pygame.K_F11)
    run_frames(app, 2)
    assert app.state.fullscreen  # (over a question too: it did nothing there)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_line_goes_once_a_shortcut_acts_again(app, lang) -> None:
    """Esc closed Export…, Ctrl+T opened Text…, and the line still said "That shortcut did nothing: a
    dialog was open", as if of Ctrl+T (opening a window writes no line of its own)."""
    from app.model import intents as i

    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    export_open(app)
    press_key(app, pygame.K_o, CTRL, "\x0f")  # (Ctrl+O: Open…, behind Export…)
    said = tr(lang, "status.keys_wait")
    assert app.state.status.text == said
    press_key(app, pygame.K_ESCAPE)
    assert app.exporting.dialog is None and app.state.status.text == said  # (still true: it did nothing)
    press_key(app, pygame.K_t, CTRL, "\x14")
    assert app.windows.text_dialog is not None
    assert app.state.status.text != said and app.status.text != said
    press_key(app, pygame.K_ESCAPE)
    app.submit(i.SetLanguage(lang))  # a line of another kind: a shortcut that says nothing leaves it
    line = app.state.status.text
    press_key(app, pygame.K_h, unicode="h")
    assert app.windows.help is not None and app.state.status.text == line != ""


@pytest.mark.parametrize(
    ("key", "unicode", "opened"),
    [
        (pygame.K_e, "\x05", lambda app: app.exporting.dialog.window),
        (pygame.K_t, "\x14", lambda app: app.windows.text_dialog.window),
        (pygame.K_o, "\x0f", lambda app: app.windows.open_dialog.window),
    ],
    ids=["Export…", "Text…", "Open…"],
)
def test_the_shortcut_of_the_dialog_on_top_pressed_again_says_nothing(app, key, unicode, opened) -> None:
    """Ctrl+E pressed twice, hurried: the second said "That shortcut did nothing: a dialog was open (answer
    it, or close it with Esc, first)" of the very dialog it had opened. It is open, as asked: no line."""
    line = app.state.status.text
    press_key(app, key, CTRL, unicode)
    window = opened(app)
    assert window is not None and window.alive()
    press_key(app, key, CTRL, unicode)
    assert opened(app) is window and window.alive()
    assert app.state.status.text == line != tr("en", "status.keys_wait")
