"""Enter pressed twice, in a hurry, during Export…: a second Enter neither replaces a file unread (the
Replace? question takes Enter as Cancel, as Delete…'s does) nor reaches the canvas once the film has
started (the progress window swallows it). Through the real loop, with real key events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.windows import UIConfirmationDialog
from test_export_app import open_dialog, run_until_done
from ui_driver import click, post, press_key, run_frames

OLD = b"an older clip"


def enter_twice(app, frames_between: int = 1) -> None:
    """Return, Return, a frame between the two presses or none (xdotool key Return Return: the loop may
    take both in one frame)."""
    for _ in range(2):
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        run_frames(app, frames_between)
    run_frames(app, 3)


@pytest.mark.parametrize("frames_between", [1, 0])
def test_a_second_enter_in_the_replace_question_keeps_the_file(app, tmp_path: Path, frames_between) -> None:
    out = tmp_path / "square.gif"
    out.write_bytes(OLD)
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.fields["path"].get_abs_rect().center)
    enter_twice(app, frames_between)
    assert out.read_bytes() == OLD and not app.exporting.busy
    questions = [w for w in app.windows.windows() if isinstance(w, UIConfirmationDialog)]
    assert len(questions) <= 1  # (two Enters in one frame asked twice: one question was left over, unheard)
    if questions:  # (both Enters in one frame: the first asks, the second finds it not yet there)
        press_key(app, pygame.K_RETURN)
    assert app.exporting.replacing is None and app.exporting.dialog is dialog  # back to the name
    assert not [w for w in app.windows.windows() if isinstance(w, UIConfirmationDialog)]
    click(app, dialog.export_button.get_abs_rect().center)
    click(app, app.exporting.replacing[0].confirm_button.get_abs_rect().center)  # Replace: by its button
    run_until_done(app)
    assert out.read_bytes()[:6] == b"GIF89a" and app.status.text.startswith("Replaced square.gif")


@pytest.mark.parametrize("frames_between", [1, 0])
def test_a_second_enter_after_export_starts_stays_with_its_progress_window(
    app, tmp_path, frames_between
) -> None:
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "quick1.gif")
    click(app, dialog.fields["path"].get_abs_rect().center)
    enter_twice(app, frames_between)
    assert app.exporting.busy and app.status.text.startswith("Exporting quick1.gif")
    run_until_done(app)
    assert app.status.text.startswith("Saved quick1.gif") and not app.status.error
