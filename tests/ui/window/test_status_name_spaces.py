"""A file name with a run of spaces ("my  curve.json") is shown with all of them in the status line, drawn
so (pygame_gui's label keeps them; the app's own cleaning of outside text made every run one space, so the
line named "my curve.json", another file)."""

from __future__ import annotations

import json

import pygame
from ui_driver import finish_reading, post, run_frames

from app.text import clean_name, clean_text


def opened(app, folder, name: str) -> str:
    path = folder / name
    path.write_text(json.dumps({"points": [[0, 0], [3, 0], [1, 2]]}))
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    run_frames(app, 2)
    return app.status.message_label.text


def ink_width(app) -> int:
    """How wide the status label's ink is drawn, from its first inked column to its last."""
    label = app.status.message_label
    rect = label.rect.clip(app.screen.get_rect())
    paper = app.screen.get_at((rect.right - 2, rect.centery))
    inked = [
        x
        for x in range(rect.left, rect.right)
        if any(app.screen.get_at((x, y)) != paper for y in range(rect.top, rect.bottom))
    ]
    return inked[-1] - inked[0]


def test_a_run_of_spaces_in_a_file_name_is_shown_and_drawn_as_it_is(app, tmp_path) -> None:
    assert opened(app, tmp_path, "my  curve.json").startswith("Opened my  curve.json: ")
    assert app.state.status.text.startswith("Opened my  curve.json: ")
    assert app.state.epicycles.curve.title == "my  curve"  # (the canvas' caption)
    double = ink_width(app)
    assert opened(app, tmp_path, "my curve.json").startswith("Opened my curve.json: ")
    space = app.status.message_label.font.size(" ")[0]
    assert abs(double - ink_width(app) - space) <= 1  # (the same line but for one space more, drawn)


def test_a_name_keeps_its_runs_of_spaces_and_other_text_still_folds_them() -> None:
    assert clean_name("my  curve.json") == "my  curve.json"
    assert clean_name("  a   b  ") == "a   b"
    assert clean_name("a\t\tb\nc") == "a b c"  # (one line: tabs and breaks are still one space)
    assert clean_text("my  curve") == "my curve"
