"""A question open while the UI scale changes (Delete…'s, the one whether to quit mid-export) takes the new
scale without a font loaded on the spot: its words were built once in the old scale's font, which the new
theme had not loaded, so pygame_gui loaded it mid-frame and warned ("Finding font with id:
noto_sans_latin_regular_aa_25 that is not already loaded") at every step but the first, in either
language."""

from __future__ import annotations

import warnings
from pathlib import Path

import pygame
import pytest
from pygame_gui.windows import UIConfirmationDialog
from test_app import blob
from ui_driver import click, drag, finish_reading, post, press_key, run_frames

from app.geometry.units import UI_STEPS
from app.model import intents as i
from app.model.export_request import ExportRequest

CTRL = pygame.KMOD_LCTRL


def ask_to_delete(app, _: Path) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first saves it
    app.submit(i.OpenSavedDrawing(app.state.saved[0].file_name))
    finish_reading(app)
    click(app, app.tools.delete_button.rect.center)


def ask_to_quit(app, folder: Path) -> None:
    app.submit(i.StartExport(ExportRequest("canvas", "mp4", (320, 180), folder / "q.mp4", 3000, 30.0), None))
    run_frames(app, 3)
    post(pygame.WINDOWCLOSE)  # the window's ×, mid-export
    run_frames(app, 2)
    assert app.exporting.quitting is not None


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("ask", [ask_to_delete, ask_to_quit], ids=["delete", "quit"])
def test_a_question_open_through_every_scale_loads_no_font_on_the_spot(app, tmp_path, lang, ask) -> None:
    app.submit(i.Resize((3840, 2160), (4000, 4000)))  # room for every scale
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    ask(app, tmp_path)
    [question] = [w for w in app.windows.windows() if isinstance(w, UIConfirmationDialog)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for key in [pygame.K_EQUALS] * (len(UI_STEPS) - 1) + [pygame.K_MINUS] * (len(UI_STEPS) - 1):
            press_key(app, key, mod=CTRL)
    assert app.layout.ui.factor == 1.0 and question.alive()  # up to 300 % and down again, still asking
    assert [str(w.message) for w in caught if "Finding font" in str(w.message)] == []
