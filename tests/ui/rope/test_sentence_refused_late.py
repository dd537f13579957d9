"""A sentence the model's process refuses after it was read in (over 512 tokens) is kept to be mended, as one
refused at once is: its field keeps the text with the keyboard and the line says why; Esc shows the
sentence read again, and a click away after a change enters it, as Tab does. (It stayed in its field
without the keyboard, beside the chips of the sentence read before.) The line saying it was not taken
shows that much in the status bar (the long sentence quoted whole hid it past the bar's end)."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo, until
from test_refused_entry_said import leave_field
from ui_driver import centre, click, post, press_key, run_frames

from app import config
from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
NOT_TAKEN = {"en": "” was not taken", "ko": "” 입력은 받지 않았습니다"}
LONG = "the cat sat on the mat " * 89  # 2047 characters (the field takes 2048): over 512 tokens


@pytest.mark.parametrize(("how", "lang"), [("escape", "en"), ("escape", "ko")])
def test_a_sentence_refused_by_the_model_is_kept_to_be_mended(app, how, lang) -> None:
    open_demo(app)
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)  # (the panel built anew in the language)
    m, widgets = app.state.rope.models, app.rope_panel.widgets
    read = m.sentence
    click(app, centre(widgets["sentence_entry"].rect))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    post(pygame.TEXTINPUT, text=LONG)  # (as a paste puts it in)
    run_frames(app, 1)
    press_key(app, pygame.K_RETURN)
    assert m.busy  # asked of the model's process, which counts the tokens
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    field = app.rope_panel.widgets["sentence_entry"]
    assert app.status.error and str(config.MAX_MODEL_TOKENS) in app.status.text  # why
    assert field.get_text() == LONG and field.is_focused  # kept, with the keyboard to mend it
    press_key(app, pygame.K_BACKSPACE)  # typed into the field, not a shortcut
    assert field.get_text() == LONG[:-1] and app.status.error
    leave_field(app, how)
    field = app.rope_panel.widgets["sentence_entry"]
    assert field.get_text() == read == m.sentence and m.draft is None
    assert not app.status.error and NOT_TAKEN[lang] in app.status.text
    assert NOT_TAKEN[lang] in app.status.message_label.text  # shown, not past the bar's end


def test_a_sentence_mended_and_left_by_a_click_is_read_again(app) -> None:
    """A click away enters it, as Tab and Enter do (it gave the mended sentence up): still too long, it is
    refused again and stays in its field with the line saying why."""
    open_demo(app)
    m, widgets = app.state.rope.models, app.rope_panel.widgets
    click(app, centre(widgets["sentence_entry"].rect))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0)
    run_frames(app, 1)
    post(pygame.TEXTINPUT, text=LONG)
    run_frames(app, 1)
    press_key(app, pygame.K_RETURN)
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    press_key(app, pygame.K_BACKSPACE)
    asked = m.seq
    leave_field(app, "click away")
    assert m.seq == asked + 1  # read again
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    field = app.rope_panel.widgets["sentence_entry"]
    assert field.get_text() == LONG[:-1] and m.sentence != LONG[:-1]
    assert app.status.error and str(config.MAX_MODEL_TOKENS) in app.status.text
