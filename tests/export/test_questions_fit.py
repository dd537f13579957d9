"""Replace? and Quit? (while a film is made) are as tall as their words, as Delete…'s is
(tests/ui/canvas/test_delete_question.py): an empty band of about a hundred pixels lay between their
words and their buttons at 200 %."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support import question_gaps
from test_export_app import open_dialog
from ui_driver import click, press_key, run_frames

from app.model import intents as i
from app.model.export_request import ExportRequest


def fits(app, dialog) -> None:
    above, below, words = question_gaps(dialog)
    assert words > 0 and 0 <= below <= above + app.fonts.scale.px(24), (above, below, words)


@pytest.mark.parametrize("factor", [1.0, 1.25])
def test_the_replace_question_is_as_tall_as_its_words(app, tmp_path: Path, factor) -> None:
    app.submit(i.SetUiScale(factor))
    run_frames(app, 3)
    out = tmp_path / "square.gif"
    out.write_bytes(b"an older clip")
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.fields["path"].get_abs_rect().center)
    press_key(app, pygame.K_RETURN)
    asked = app.exporting.replacing[0]
    fits(app, asked)
    click(app, asked.cancel_button.rect.center)  # (its words' box, fitted, takes no press of its buttons)
    assert app.exporting.replacing is None and out.read_bytes() == b"an older clip"


def test_the_quit_question_while_a_film_is_made_is_as_tall_as_its_words(app, tmp_path: Path) -> None:
    film = ExportRequest("canvas", "mp4", (640, 360), tmp_path / "q.mp4", 600, 30.0)
    app.submit(i.StartExport(film, None))
    run_frames(app, 3)
    app.submit(i.CloseWindow())
    run_frames(app, 2)
    asked = app.exporting.quitting
    assert asked is not None and asked.confirm_button.is_selected  # (Enter quits, as its button says)
    fits(app, asked)
    click(app, asked.cancel_button.rect.center)
    assert app.exporting.quitting is None and app.exporting.busy
    app.submit(i.CancelExport())
    run_frames(app, 2)
