"""Letters typed into a field show as letters, not boxes, wherever a bundled face has them: pygame_gui
draws a field in one face, so a field whose face lacks them takes the class of one that has them (Hebrew
and Arabic: DejaVu Sans; Devanagari: Noto Sans; Han: Noto Sans KR), and its own again after."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from ui_driver import click, post, press_key, run_frames

from app.model import intents as i
from app.ui.window.field_faces import own_ids
from app.ui.window.script_face import ANY_SCRIPT, LATIN_SCRIPT, OTHER_SCRIPTS

CTRL = pygame.KMOD_LCTRL


def retype(app, text: str) -> None:
    """Select what the focused field holds and type text over it, as a keyboard's layout sends it."""
    press_key(app, pygame.K_a, CTRL, "\x01")
    post(pygame.TEXTINPUT, text=text)
    run_frames(app, 2)


def shown(app, field) -> np.ndarray:
    """The field's pixels on the screen."""
    return pygame.surfarray.array3d(app.screen.subsurface(field.get_abs_rect())).copy()


def two_words_look_different(app, field, first: str, second: str) -> bool:
    """Two words of the same letters in another order: boxes look the same in any order, letters not; the
    first typed again looks as it did (its letters were not left in the face the field had before)."""
    looks = []
    for word in (first, second, first):
        retype(app, word)
        assert field.get_text() == word  # (nothing typed was lost)
        looks.append(shown(app, field))
    return not np.array_equal(looks[0], looks[1]) and np.array_equal(looks[0], looks[2])


@pytest.mark.parametrize(
    ("first", "second", "face"),
    [
        ("של", "לש", OTHER_SCRIPTS),
        ("سل", "لس", OTHER_SCRIPTS),
        ("नम", "मन", LATIN_SCRIPT),
        ("你好", "好你", ANY_SCRIPT),
    ],
)
def test_the_text_field_shows_letters_its_own_face_lacks(app, first: str, second: str, face: str) -> None:
    press_key(app, pygame.K_t, CTRL, "\x14")
    entry = app.windows.text_dialog.entry
    assert two_words_look_different(app, entry, first, second)
    assert own_ids(entry)[1] == face
    retype(app, "LOOP")  # back to its own face (Noto Sans KR: any script a name may hold)
    assert own_ids(entry)[1] == ANY_SCRIPT and entry.get_text() == "LOOP"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_rope_field_shows_hebrew_and_devanagari_in_either_language(app, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    field = app.rope_panel.widgets["base_entry"]
    own = own_ids(field)[1]
    click(app, field.get_abs_rect().center)
    assert two_words_look_different(app, field, "של", "לש")
    assert two_words_look_different(app, field, "नम", "मन")
    retype(app, "5e5")
    assert own_ids(field)[1] == own


def test_the_open_dialogs_path_line_shows_hebrew(app) -> None:
    """(Its face was given by a theme block for its id, which no class could change.)"""
    press_key(app, pygame.K_o, mod=CTRL)
    run_frames(app, 2)
    line = app.windows.open_dialog.window.file_path_text_line
    click(app, line.get_abs_rect().center)
    assert two_words_look_different(app, line, "/tmp/של.json", "/tmp/לש.json")
    assert own_ids(line)[1] == OTHER_SCRIPTS
