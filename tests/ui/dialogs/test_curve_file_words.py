"""What the status line says of a refused curve file, in the window's language: every word from the
catalogues (a Korean line said "stroke 0: …" in English)."""

from __future__ import annotations

import pygame
from ui_driver import finish_reading, post, run_frames

from app.model import intents as i

BAD_STROKE = '{"strokes": [[[0, 0], [1, 0], ["a", 1]]], "closed": false}'


def dropped(app, tmp_path, name: str, text: str) -> str:
    """The status line after the file `name` holding `text` is dropped on the window (it is refused)."""
    before = app.state.epicycles.curve
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert app.state.epicycles.curve is before and app.status.error
    return app.status.text


def in_korean(app) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)


def test_a_bad_point_in_a_stroke_is_placed_in_the_windows_language(app, tmp_path) -> None:
    assert "bad.json: stroke 0: point 2 is" in dropped(app, tmp_path, "bad.json", BAD_STROKE)
    in_korean(app)
    line = dropped(app, tmp_path, "bad.json", BAD_STROKE)
    assert "bad.json: 획 0: 점 2" in line and "stroke" not in line
