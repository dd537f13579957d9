"""Enter pressed twice, in a hurry, during Export…: a second Enter neither replaces a file unread (the
Replace? question takes Enter as Cancel, as Delete…'s does) nor reaches the canvas once the film has
started (the progress window swallows it). Through the real loop, with real key events."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_export_app import open_dialog, run_until_done
from ui_driver import click, post, run_frames

OLD = b"an older clip"


def enter_twice(app) -> None:
    """Return, Return, with no frame between the two presses (xdotool key Return Return)."""
    for _ in range(2):
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        run_frames(app, 1)
    run_frames(app, 2)


def test_a_second_enter_in_the_replace_question_keeps_the_file(app, tmp_path: Path) -> None:
    out = tmp_path / "square.gif"
    out.write_bytes(OLD)
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.fields["path"].get_abs_rect().center)
    enter_twice(app)
    assert out.read_bytes() == OLD and not app.exporting.busy
    assert app.exporting.replacing is None and app.exporting.dialog is dialog  # back to the name
    click(app, dialog.export_button.get_abs_rect().center)
    click(app, app.exporting.replacing[0].confirm_button.get_abs_rect().center)  # Replace: by its button
    run_until_done(app)
    assert out.read_bytes()[:6] == b"GIF89a" and app.status.text.startswith("Replaced square.gif")


def test_a_second_enter_after_export_starts_stays_with_its_progress_window(app, tmp_path: Path) -> None:
    dialog = open_dialog(app, "GIF (looping)", tmp_path / "quick1.gif")
    click(app, dialog.fields["path"].get_abs_rect().center)
    enter_twice(app)
    assert app.exporting.busy and app.status.text.startswith("Exporting quick1.gif")
    run_until_done(app)
    assert app.status.text.startswith("Saved quick1.gif") and not app.status.error
