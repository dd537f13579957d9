"""The Text… window through the real loop: Ctrl+T opens it with the keyboard in its field, what is typed
at once goes there (no shortcut fires), Enter draws the letters, a text that cannot be drawn says why and
keeps the window and the curve, Esc closes it."""

from __future__ import annotations

import numpy as np
import pygame
from test_router import type_keys
from ui_driver import click, press_key, run_frames

from app.io.text_outline import text_strokes

CTRL = pygame.KMOD_LCTRL


def open_text(app):
    press_key(app, pygame.K_t, CTRL, "\x14")
    dialog = app.windows.text_dialog
    assert dialog is not None
    press_key(app, pygame.K_a, CTRL, "\x01")  # select what it offers, to type over it
    return dialog


def test_a_typed_word_becomes_the_curve_of_its_letters(app) -> None:
    trail = app.state.epicycles.show_trail
    dialog = open_text(app)
    type_keys(app, "Hot")
    assert dialog.text == "Hot" and app.state.epicycles.show_trail == trail  # t went to the field
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    curve = app.state.epicycles.curve
    assert app.state.source == "text" and curve.title == "Hot" and app.windows.text_dialog is None
    strokes, _ = text_strokes("Hot")
    assert len(curve.strokes) == len(strokes) == 4  # H; o and its hole; t
    assert "Hot" in app.status.text and not app.status.error
    press_key(app, pygame.K_t, CTRL, "\x14")  # the next window starts with what was drawn
    assert app.windows.text_dialog.text == "Hot"


def test_typing_at_once_replaces_the_offered_text(app) -> None:
    press_key(app, pygame.K_t, CTRL, "\x14")
    dialog = app.windows.text_dialog
    assert dialog.text  # it offers a word (the last one drawn)
    type_keys(app, "Go")  # no Ctrl+A first: a hurried user types over it
    assert dialog.text == "Go"


def test_korean_is_drawn_from_the_korean_face(app) -> None:
    open_text(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": "한글"}))
    run_frames(app, 1)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.state.epicycles.curve.title == "한글" and len(app.state.epicycles.curve.strokes) > 3


def test_a_text_that_cannot_be_drawn_keeps_the_curve_and_the_window(app) -> None:
    before = app.state.epicycles.curve
    dialog = open_text(app)
    type_keys(app, " ")
    click(app, dialog.draw_button.get_abs_rect().center)
    run_frames(app, 2)
    assert app.state.epicycles.curve is before and app.status.error and "no text" in app.status.text
    assert app.status.text.startswith("Could not draw that text:")  # (not "open it": no file was opened)
    assert app.windows.text_dialog is dialog
    press_key(app, pygame.K_ESCAPE)
    assert app.windows.text_dialog is None


def test_letters_no_face_has_are_all_named_and_the_curve_stays(app) -> None:
    """A Thai word pasted into Text…: the status line names each letter it cannot draw by its code (it
    named only the first, as a box no face could draw), and the curve and the window stay as they were."""
    before = app.state.epicycles.curve
    dialog = open_text(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": "สวัสดี"}))
    run_frames(app, 1)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.state.epicycles.curve is before and app.status.error
    codes = "U+0E2A, U+0E27, U+0E31, U+0E14, U+0E35"  # สวัสดี: ส twice, named once
    assert (
        app.status.text
        == f"Could not draw that text: no bundled font has a glyph for {codes}. The previous curve stays."
    )
    assert app.windows.text_dialog is dialog and dialog.text == "สวัสดี"


def test_the_drawn_word_is_on_the_canvas(app) -> None:
    x, y, w, h = app.view.rect
    before = pygame.surfarray.array3d(app.screen.subsurface((x, y, w, h))).copy()
    open_text(app)
    type_keys(app, "OK")
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    after = pygame.surfarray.array3d(app.screen.subsurface((x, y, w, h)))
    assert np.mean(np.any(after != before, axis=2)) > 0.01


def test_the_font_menu_names_the_korean_face_in_its_letters_in_english(app) -> None:
    """ "Noto Sans KR (한글)" in the English window: the open list and, once picked, the menu draw its Hangul
    from a face that has it (the theme's English face drew two boxes)."""
    from test_script_face import shows_its_letters

    assert app.state.lang == "en"
    menu = open_text(app).font_menu
    click(app, menu.current_state.selected_option_button.get_abs_rect().center)
    run_frames(app, 2)
    listed = menu.current_state.options_selection_list.item_list
    korean = next(item["button_element"] for item in listed if item["object_id"] == "noto-kr")
    assert shows_its_letters(korean.font, app)
    click(app, korean.get_abs_rect().center)
    run_frames(app, 2)
    assert app.windows.text_dialog.font == "noto-kr"
    assert shows_its_letters(menu.current_state.selected_option_button.font, app)


def test_a_text_of_one_outline_says_one_outline(app) -> None:
    """(“-” said "1 outlines".)"""
    open_text(app)
    type_keys(app, "-")
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert len(app.state.epicycles.curve.strokes) == 1
    assert "“-” drawn from its letters: 1 outline, " in app.status.text


def test_typing_past_the_most_says_so_at_once_in_the_drawings_words(app) -> None:
    """A letter past MAX_WORD_CHARS is refused as the drawing would refuse the text ("problem.text.long"),
    in the status line at the key that was refused, in the window's language."""
    from app.model import intents as i

    dialog = open_text(app)
    type_keys(app, "The quick brown fox jumps over the lazy dog, again")
    assert dialog.text == "The quick brown fox jumps over the lazy "  # 40 characters
    assert app.status.error
    assert app.status.text == "A text to draw may have at most 40 characters, not 41; the rest was cut."
    app.submit(i.SetLanguage("ko"))
    type_keys(app, "x")
    assert app.status.text == "그릴 글자는 40자까지입니다(41자). 나머지는 잘렸습니다."
    press_key(app, pygame.K_a, CTRL, "\x01")  # a paste over the whole text says how long it was
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": "가" * 45}))
    run_frames(app, 2)
    assert dialog.text == "가" * 40 and app.status.text.startswith("그릴 글자는 40자까지입니다(45자).")
