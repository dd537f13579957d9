"""What the status line says of an SVG opened in the window: its <text> is not drawn, and it says so."""

from __future__ import annotations

import pygame
from ui_driver import finish_reading, post, run_frames

from app.model import intents as i

SHAPES = '<rect x="0" y="0" width="10" height="10"/><circle cx="30" cy="5" r="5"/>'
HELLO = '<text x="0" y="40" font-size="12">Hello</text>'


def drop_svg(app, tmp_path, body: str) -> None:
    path = tmp_path / "hello.svg"
    path.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">{body}</svg>')
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)


def test_an_svg_with_shapes_and_text_says_its_text_was_left_out_in_both_languages(app, tmp_path) -> None:
    """(It said "2 strokes" and nothing of the text.)"""
    drop_svg(app, tmp_path, SHAPES + HELLO)
    assert app.state.source == "file" and len(app.state.epicycles.curve.strokes) == 2
    assert "in 2 strokes" in app.status.text and not app.status.error
    assert "Its text was left out: SVG text is not drawn (use Text… for words" in app.status.text
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    drop_svg(app, tmp_path, SHAPES + HELLO)
    assert "글자는 빠졌습니다. SVG의 글자는 그리지 않습니다" in app.status.text


def test_an_svg_of_text_only_says_that_svg_text_is_not_drawn(app, tmp_path) -> None:
    """(It said "has no path or shape to draw".)"""
    before = app.state.epicycles.curve
    drop_svg(app, tmp_path, HELLO)
    assert app.state.epicycles.curve is before and app.status.error
    assert "hello.svg: has only text, and SVG text is not drawn (use Text… for words" in app.status.text


def test_an_svg_without_text_says_nothing_of_text(app, tmp_path) -> None:
    drop_svg(app, tmp_path, SHAPES)
    assert "in 2 strokes" in app.status.text and "text" not in app.status.text
