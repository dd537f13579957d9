"""A closed drop-down the keyboard reached (Tab) takes a typed letter as a desktop's does: its choice goes
to the next option that starts with it, round the end, without opening its list, and the dialog hears of
it as of a pick. In Korean the first character typed is matched (Hangul comes from an input method as text
alone), a consonant typed alone matching the syllables it begins. The letters did nothing there."""

from __future__ import annotations

import pygame
from test_image_window import two_greys
from test_seams import open_through_dialog
from ui_driver import post, press_key, run_frames

from app.model import intents as i

SHIFT = pygame.KMOD_LSHIFT


def typed(app, char: str) -> None:
    """A character as the keyboard sends it: a Latin one as its key and its text, a Hangul one (from an
    input method) as text alone."""
    if char.isascii():
        post(pygame.KEYDOWN, key=ord(char), mod=0, unicode=char, scancode=0)
    post(pygame.TEXTINPUT, text=char)
    if char.isascii():
        post(pygame.KEYUP, key=ord(char), mod=0, unicode=char, scancode=0)
    run_frames(app, 3)


def closed(menu) -> bool:
    return menu.current_state is menu.menu_states["closed"]


def test_letters_step_the_export_format_and_the_dialog_follows(app) -> None:
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL, "\x05")
    dialog = app.exporting.dialog
    menu = dialog.fields["format"]
    while menu not in (app.manager.get_focus_set() or ()):
        press_key(app, pygame.K_TAB)
    typed(app, "p")
    assert menu.selected_option[1] == "png" and closed(menu) and not dialog.fields["fps"].is_enabled
    typed(app, "m")
    assert menu.selected_option[1] == "mp4" and closed(menu)
    assert dialog.fields["fps"].is_enabled  # the dialog heard of it: a clip's fields taken up
    typed(app, "J")
    assert menu.selected_option[1] == "json" and closed(menu)
    typed(app, "x")  # no option: nothing moves
    assert menu.selected_option[1] == "json"
    assert app.state.epicycles.show_circles  # (no shortcut saw a letter)


def test_a_letter_goes_round_the_options_it_begins_once_a_press(app) -> None:
    press_key(app, pygame.K_t, pygame.KMOD_LCTRL, "\x14")
    dialog = app.windows.text_dialog
    press_key(app, pygame.K_TAB, SHIFT)  # from the word field back to the font
    assert dialog.font_menu in app.manager.get_focus_set()
    assert dialog.font_menu.selected_option[1] == "noto"
    seen = []
    for _ in range(3):  # Noto Sans → Noto Sans KR → Noto Sans → …: one step a press, not two
        typed(app, "n")
        seen.append(dialog.font_menu.selected_option[1])
    assert seen == ["noto-kr", "noto", "noto-kr"] and closed(dialog.font_menu)


def test_korean_options_answer_the_first_character_typed(app, tmp_path) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    while window.mode_menu not in (app.manager.get_focus_set() or ()):
        press_key(app, pygame.K_TAB)
    assert window.mode == "outlines"  # 윤곽
    traced = window.traced
    typed(app, "경")  # 경계
    assert window.mode == "edges" and closed(window.mode_menu) and window.traced is not traced
    typed(app, "ㅇ")  # the consonant 윤 begins
    assert window.mode == "outlines"
    typed(app, "ㄱ")
    assert window.mode == "edges" and not app.errors
