"""Text fields take a sensible number of characters (issue 21: typing 2,000 into the base field took
minutes); typing or pasting beyond it is cut with a status line, and each key's cost does not grow with
what was typed before it."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core.gui_font_pygame import GUIFontPygame
from test_app import finish_reading
from ui_driver import centre, click, post, press_key, run_frames, type_keys

from app.config import MAX_NUMBER_CHARS, MAX_TEXT_CHARS
from app.io.drawings import save_drawing
from app.io.presets import preset_curve
from app.model import intents as i
from app.paths import user_data_dir
from app.ui.dialogs.files import list_saved


def base_field(app):
    entry = app.rope_panel.widgets["base_entry"]
    click(app, centre(entry.rect))
    assert entry.is_focused
    return entry


def rename_field(app):
    """The Rename dialog's title field, for a saved drawing opened on the canvas."""
    saved = save_drawing(preset_curve("heart"), user_data_dir() / "drawings")
    app.submit(list_saved())
    app.submit(i.OpenSavedDrawing(saved.name))
    finish_reading(app)
    click(app, app.tools.rename_button.rect.center)
    entry = app.windows.dialogs.entry
    assert entry is not None and entry.is_focused
    return entry


def paste(app, text: str) -> None:
    pygame.scrap.put_text(text)
    post(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="\x16", scancode=0)
    post(pygame.KEYUP, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="\x16", scancode=0)
    run_frames(app, 2)


CUT_LINE = "This field takes at most {} characters; the rest was cut."


def test_typing_past_the_base_fields_most_is_cut_with_a_line(app) -> None:
    entry = base_field(app)
    type_keys(app, "1" * (MAX_NUMBER_CHARS + 15), frame_each=True)
    assert len(entry.get_text()) == MAX_NUMBER_CHARS
    assert app.status.text == CUT_LINE.format(MAX_NUMBER_CHARS)
    assert app.errors == []


def test_a_text_input_of_many_characters_is_cut_to_what_fits(app) -> None:
    entry = base_field(app)
    entry.set_text("12")  # the cursor after it
    post(pygame.TEXTINPUT, text="3" * 100)  # an input method may hand over a whole word at once
    run_frames(app, 2)
    assert entry.get_text() == "12" + "3" * (MAX_NUMBER_CHARS - 2)
    assert app.status.text == CUT_LINE.format(MAX_NUMBER_CHARS)


@pytest.mark.parametrize("field", [base_field, rename_field], ids=["base", "rename"])
def test_a_paste_longer_than_the_field_is_cut_not_refused(app, field) -> None:
    entry = field(app)
    limit = entry.length_limit
    assert limit == (MAX_NUMBER_CHARS if field is base_field else MAX_TEXT_CHARS)
    press_key(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")  # what it offers, chosen and then deleted
    press_key(app, pygame.K_BACKSPACE, 0, "\x08")
    assert entry.get_text() == ""
    text = "".join(str(n % 10) for n in range(2000))
    paste(app, text)
    assert entry.get_text() == text[:limit]
    assert entry.edit_position == limit
    assert app.status.text == CUT_LINE.format(limit)
    type_keys(app, "9", frame_each=True)  # full: nothing more goes in
    assert entry.get_text() == text[:limit]


def test_a_paste_that_fits_goes_in_at_the_cursor_as_ever(app) -> None:
    entry = base_field(app)
    said = app.status.text
    entry.set_text("")
    paste(app, "2e4")
    assert entry.get_text() == "2e4"
    assert app.status.text == said


def test_a_paste_over_a_selection_replaces_it_within_the_limit(app) -> None:
    entry = rename_field(app)
    entry.set_text("ab" + "x" * 10 + "cd")
    entry.select_range = [2, 12]  # the x's
    paste(app, "y" * 500)
    assert entry.get_text() == "ab" + "y" * (MAX_TEXT_CHARS - 4) + "cd"
    assert entry.edit_position == MAX_TEXT_CHARS - 2


def test_each_key_costs_the_same_however_much_was_typed_before(app, monkeypatch) -> None:
    """Counted, not timed: the characters pygame_gui lays out for 100 keys late in a long typing are no
    more than for 100 keys early on (without a limit each key lays out the whole text again)."""
    rendered = [0]
    render = GUIFontPygame.render_premul_to

    def counting(self, text, *args, **kwargs):
        rendered[0] += len(text)
        return render(self, text, *args, **kwargs)

    monkeypatch.setattr(GUIFontPygame, "render_premul_to", counting)
    relayouts = []
    monkeypatch.setattr(app, "relayout", relayouts.append)
    base_field(app)
    type_keys(app, "1" * 100, frame_each=True)
    rendered[0] = 0
    type_keys(app, "1" * 100, frame_each=True)
    early = rendered[0]
    type_keys(app, "1" * 300, frame_each=True)
    rendered[0] = 0
    type_keys(app, "1" * 100, frame_each=True)
    late = rendered[0]
    assert late <= early + 2 * MAX_NUMBER_CHARS, (early, late)
    assert late <= 100 * MAX_NUMBER_CHARS
    assert relayouts == []  # typing lays out no widget but the field


def test_a_line_copied_from_a_terminal_pastes_as_its_words(app) -> None:
    """Its newline (and any tab) is a space, the ends trimmed: the base field takes "20000\\n" as 20000
    (pygame_gui put the newline in, and the field then said it was no number)."""
    entry = base_field(app)
    press_key(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    paste(app, "20000\n")
    assert entry.get_text() == "20000"
    press_key(app, pygame.K_RETURN)
    assert app.state.rope.base == 20000 and not app.status.error


def test_a_pasted_title_keeps_its_words_and_loses_what_no_font_draws(app) -> None:
    entry = rename_field(app)
    entry.set_text("")
    paste(app, "my\theart\r\nat \u200bnoon\u202e")
    assert entry.get_text() == "my heart at noon"
    assert entry.edit_position == len("my heart at noon")
