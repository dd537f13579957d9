"""Delete…'s question names the drawing as the menu does, its count with it ("Your drawing (2)": it left
the count out, so two drawings of one minute were asked about alike), and is as tall as what it says (an
empty band lay between its words and its buttons, the taller the larger the UI scale)."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core.utility import translate
from support import question_gaps
from ui_driver import click, finish_reading, post, run_frames

from app.io.drawings import save_drawing
from app.io.presets import preset_curve
from app.model import intents
from app.paths import user_data_dir


def asked_to_delete_the_second(app, lang: str):
    """Two untitled drawings saved in one minute, the newer (the menu's "(2)") on screen; Delete… clicked:
    the question and the menu's words for the drawing."""
    folder = user_data_dir() / "drawings"
    save_drawing(preset_curve("teacup"), folder)
    newer = save_drawing(preset_curve("square8"), folder)
    app.submit(intents.SetLanguage(lang))
    post(pygame.WINDOWFOCUSGAINED)
    run_frames(app, 2)
    app.submit(intents.OpenSavedDrawing(newer.name))
    finish_reading(app)
    run_frames(app, 2)
    menu = app.controls.preset_menu
    assert menu.selected_option[1] == f"saved:{newer.name}"
    click(app, app.tools.delete_button.rect.center)
    dialog = app.windows.dialogs.window
    assert dialog is not None
    return dialog, translate(menu.selected_option[0])


@pytest.mark.parametrize(("lang", "title"), [("en", "Your drawing"), ("ko", "내 그림")])
def test_the_question_names_the_drawing_with_the_menu_s_count(app, lang, title) -> None:
    dialog, in_menu = asked_to_delete_the_second(app, lang)
    assert in_menu.endswith(f"{title} (2)")
    assert f"“{title} (2)”" in dialog.confirmation_text.html_text


@pytest.mark.parametrize("factor", [1.0, 1.25])
def test_the_question_is_as_tall_as_its_words(app, factor) -> None:
    app.submit(intents.SetUiScale(factor))
    run_frames(app, 3)
    dialog, _ = asked_to_delete_the_second(app, "ko")
    above, below, words = question_gaps(dialog)
    assert words > 0 and 0 <= below <= above + app.fonts.scale.px(24), (above, below, words)
    click(app, dialog.confirm_button.rect.center)  # (its words' box, fitted, takes no press of its buttons)
    assert app.windows.dialogs.window is None and app.state.source == "unsaved"
