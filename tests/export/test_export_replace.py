"""Export onto a file that is already there: the dialog asks first, and the file stays until the user says
to replace it. Through the real loop: the dialog's own buttons, Esc and typing."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_export_app import open_dialog, run_until_done
from ui_driver import click, post, press_key, run_frames

from app.ui.dialogs.question import BUTTON_W
from app.ui.window.focus import focused_field

OLD = "a table the user keeps\n"


def export_pressed(app, out: Path):
    dialog = open_dialog(app, "CSV data", out)
    click(app, dialog.export_button.get_abs_rect().center)
    return dialog


def test_a_file_already_there_is_replaced_only_once_the_user_says_so(app, tmp_path: Path) -> None:
    out = tmp_path / "square.csv"
    out.write_text(OLD)
    dialog = export_pressed(app, out)
    replacing = app.exporting.replacing
    assert replacing is not None and app.windows.modal() is replacing[0]  # asked, over the dialog
    assert out.read_text() == OLD and app.exporting.dialog is dialog and not app.errors
    buttons = (replacing[0].confirm_button, replacing[0].cancel_button)  # the app's width, not their words'
    assert buttons[0].rect.width == buttons[1].rect.width == BUTTON_W
    assert not buttons[0].rect.colliderect(buttons[1].rect)

    press_key(app, pygame.K_ESCAPE, unicode="\x1b")  # no: back to the dialog, the name to type over
    assert app.exporting.replacing is None and app.exporting.dialog is dialog
    assert focused_field(app.manager) is dialog.fields["path"] and out.read_text() == OLD
    post(pygame.TEXTINPUT, text="other")
    run_frames(app, 2)
    assert dialog.fields["path"].get_text() == str(tmp_path / "other.csv")

    dialog.fields["path"].set_text(str(out))
    click(app, dialog.export_button.get_abs_rect().center)
    question = app.exporting.replacing[0]
    click(app, question.cancel_button.get_abs_rect().center)  # no, by its button
    assert app.exporting.replacing is None and out.read_text() == OLD

    click(app, dialog.export_button.get_abs_rect().center)
    question = app.exporting.replacing[0]
    click(app, question.confirm_button.get_abs_rect().center)  # yes
    assert out.read_text().splitlines()[0] == "k,re,im,abs,arg"
    assert app.exporting.dialog is None and app.status.text.startswith("Replaced square.csv")
    assert not app.errors


def test_a_new_name_is_written_without_a_question(app, tmp_path: Path) -> None:
    out = tmp_path / "fresh.csv"
    export_pressed(app, out)
    assert app.exporting.replacing is None and out.exists()
    assert app.status.text.startswith("Saved fresh.csv")


def test_a_film_written_over_a_file_says_it_replaced_it(app, tmp_path: Path) -> None:
    out = tmp_path / "square.gif"
    out.write_bytes(b"an older clip")
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.export_button.get_abs_rect().center)
    click(app, app.exporting.replacing[0].confirm_button.get_abs_rect().center)
    run_until_done(app)
    assert out.read_bytes()[:6] == b"GIF89a" and app.status.text.startswith(
        f"Replaced square.gif in {tmp_path}: "
    )
    assert not app.status.error and not app.errors


def test_a_new_export_says_it_has_started_where_the_last_one_was_cancelled(app, tmp_path: Path) -> None:
    """(The line went on saying "Export cancelled: teacup.mp4 was not written." while it was written.)"""
    out = tmp_path / "teacup.mp4"
    dialog = open_dialog(app, "MP4 (H.264)", out)
    click(app, dialog.export_button.get_abs_rect().center)
    press_key(app, pygame.K_ESCAPE, unicode="\x1b")
    assert app.status.text == "Export cancelled: teacup.mp4 was not written."
    out.write_bytes(b"an earlier film")
    dialog = open_dialog(app, "MP4 (H.264)", out)
    click(app, dialog.export_button.get_abs_rect().center)
    click(app, app.exporting.replacing[0].confirm_button.get_abs_rect().center)
    assert app.exporting.busy and app.status.text == "Exporting teacup.mp4: 240 frames…"
    run_until_done(app)
    assert app.status.text.startswith("Replaced teacup.mp4: 240 frames")
