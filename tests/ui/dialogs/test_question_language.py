"""A question open when the language changes says it in that language (its words, title and buttons),
where it stood; a press held on one of its buttons is still taken (it kept the language it was asked in
while every other window followed). Delete… blocks the status bar's language menu: the language is
changed under it as the menu would (the quit question, which does not, through the menu:
tests/export/test_quit_question_language.py)."""

from __future__ import annotations

import pygame
from pygame_gui.core.utility import translate
from test_delete_question import asked_to_delete_the_second
from ui_driver import move_mouse, post, run_frames

from app.i18n import tr
from app.model import intents as i

DELETE = "ui.drawings.delete_text"


def says(question, lang: str, title: str, action: str) -> bool:
    """Whether the question's title and buttons are in lang (its words are checked by the caller)."""
    words = (question.window_display_title, question.confirm_button.text, question.cancel_button.text)
    cancel = {"en": "Cancel", "ko": "취소"}[lang]  # (pygame_gui's own word)
    return [translate(w) for w in words] == [tr(lang, title), tr(lang, action), cancel]


def test_delete_s_question_follows_the_language_and_takes_a_held_press(app) -> None:
    dialog, _ = asked_to_delete_the_second(app, "en")
    place = dialog.rect.topleft
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert app.state.lang == "ko" and app.windows.dialogs.window is dialog and dialog.rect.topleft == place
    saved = app.state.saved[0].saved  # (the newer: the menu's "(2)", named in its language)
    assert dialog.confirmation_text.html_text == tr("ko", DELETE, title="내 그림 (2)", saved=saved)
    assert says(dialog, "ko", "ui.drawings.delete_title", "ui.drawings.delete")
    assert not dialog.confirmation_text.scroll_bar
    assert dialog.cancel_button.drawable_shape.active_state.state_id == "selected"  # (Enter's, shown)
    at = dialog.confirm_button.get_abs_rect().center
    move_mouse(at)
    run_frames(app, 2)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=False, window=None)
    run_frames(app, 1)
    app.submit(i.SetLanguage("en"))  # (between its press and its release)
    run_frames(app, 2)
    assert dialog.confirmation_text.html_text == tr("en", DELETE, title="Your drawing (2)", saved=saved)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=False, window=None)
    run_frames(app, 4)
    assert app.windows.dialogs.window is None and app.state.source == "unsaved"
