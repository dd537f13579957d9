"""An emoji in the status line (and its tooltip) is drawn where a bundled face has it: the line quoting
"hi 😀", drawn by Text…, is in DejaVu Sans, which has the smileys (it was in Noto Sans, which has none of
them: boxes). A line with Hangul keeps the face with Hangul: no bundled face has both."""

from __future__ import annotations

import numpy as np
import pygame
from test_text_dialog import open_text
from ui_driver import post, press_key, run_frames

from app.model import intents as i
from app.ui.fonts import FACES, GLYPH_LIMIT, NOT_IN_NOTO, face_path
from app.ui.glyph_faces import GlyphFaces
from app.ui.window.script_face import ANY_SCRIPT, OTHER_SCRIPTS, status_face

SMILE, NONE = "😀", "👍"  # (no bundled face has the second: a box in every face)


def drawn(font, text: str) -> np.ndarray:
    """The pixels of text in a pygame_gui font."""
    return pygame.surfarray.array_alpha(font.render_premul(text, pygame.Color("white")))


def is_box(font, ch: str) -> bool:
    """Whether the font draws ch as it draws a character it has no glyph for."""
    a, b = drawn(font, ch), drawn(font, NONE)
    return a.shape == b.shape and bool((a == b).all())


def drawn_by_text(app, text: str) -> None:
    """text typed into Text… and drawn (Enter)."""
    dialog = open_text(app)
    post(pygame.TEXTINPUT, text=text)
    run_frames(app, 2)
    assert dialog.text == text
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)


def test_a_smiley_in_the_status_line_is_drawn(app) -> None:
    drawn_by_text(app, f"hi {SMILE}")
    label = app.status.message_label
    assert SMILE in app.status.text and SMILE in label.text, app.status.text
    assert not is_box(label.font, SMILE)


def test_a_line_with_hangul_keeps_its_face(app) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    drawn_by_text(app, f"hi {SMILE}")
    label = app.status.message_label
    assert SMILE in app.status.text and not is_box(label.font, "글")  # (its Hangul drawn)


def test_the_status_line_s_face_for_signs_only_dejavu_has() -> None:
    has = GlyphFaces(FACES, face_path, NOT_IN_NOTO, GLYPH_LIMIT).has
    assert status_face(f"Drew “hi {SMILE}”", has) == OTHER_SCRIPTS
    assert status_face("Done ✔ at a − b", has) == OTHER_SCRIPTS  # (DejaVu's minus is a true one too)
    assert (
        status_face(f"“hi {SMILE}” 글자를 그렸습니다", has) == ANY_SCRIPT
    )  # (Hangul first: no face has both)
    assert status_face("Only m − n counts", has) == ANY_SCRIPT  # (as before)
    assert status_face(f"Drew {NONE}", has) is None  # (a box in every face: the theme's own)
