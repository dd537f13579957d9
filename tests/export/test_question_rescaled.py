"""A question open while the UI scale changes (Ctrl+- / Ctrl+=) is laid out again at the new scale: its
words in the new size (they kept the old one) and all in sight (in a scroll box, a piece of it out of the
dialog, at 200 % → 150 %), as tall as them (a wide empty band at 300 %), and the button Enter presses
still shown chosen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support import question_gaps
from test_export_app import open_dialog
from ui_driver import click, press_key, run_frames

from app.model import intents as i


def ask_to_replace(app, tmp_path: Path):
    out = tmp_path / "rx.gif"
    out.write_bytes(b"an older clip")
    dialog = open_dialog(app, "GIF (looping)", out)
    click(app, dialog.fields["path"].get_abs_rect().center)
    press_key(app, pygame.K_RETURN)
    return app.exporting.replacing[0]


@pytest.mark.parametrize("steps", [(1.5,), (1.5, 3.0), (3.0,), (1.0, 2.5)])
def test_a_question_open_across_scale_changes_fits_its_words(app, tmp_path: Path, steps) -> None:
    app.submit(i.Resize((3840, 2160), (4000, 4000)))  # (room for every scale)
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 3)
    asked = ask_to_replace(app, tmp_path)
    line = asked.confirmation_text.text_box_layout.layout_rows[0].height  # (at 200 %)
    for factor in steps:
        app.submit(i.SetUiScale(factor))
        run_frames(app, 3)
    assert app.exporting.replacing[0] is asked and asked.alive()
    assert app.fonts.scale.factor == steps[-1]
    now = asked.confirmation_text.text_box_layout.layout_rows[0].height  # its words in the new size
    assert abs(now - line * steps[-1] / 2.0) <= 3, (line, now)
    above, below, words = question_gaps(asked)  # (and no scroll bar)
    assert words > 0 and 0 <= below <= above + app.fonts.scale.px(24), (above, below, words)
    box, inside = asked.confirmation_text.rect, asked.get_container().rect
    assert inside.contains(box), (box, inside)
    assert pygame.Rect((0, 0), app.layout.size).contains(asked.rect)
    assert asked.cancel_button.is_selected and not asked.confirm_button.is_selected
    press_key(app, pygame.K_RETURN)  # still Cancel
    assert app.exporting.replacing is None
