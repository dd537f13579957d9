"""The Image window's words and *Use* through the real loop: with Invert on, a white picture is all ink (it
said all paper); the status line counts the outlines Use draws (it said "its outline" of 18); Use is grey
while there is nothing to use (pressing it only said the refusal again)."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw
from test_seams import open_through_dialog
from ui_driver import click, run_frames

from app.model import intents as i


def white(tmp_path: Path) -> Path:
    path = tmp_path / "white.png"
    Image.new("RGB", (400, 300), "white").save(path)
    return path


def discs(tmp_path: Path, n: int) -> Path:
    """n black discs in a row on white, each its own outline."""
    path = tmp_path / "discs.png"
    image = Image.new("RGB", (400, 300), "white")
    draw = ImageDraw.Draw(image)
    for j in range(n):
        draw.ellipse((20 + 60 * j, 120, 70 + 60 * j, 170), fill="black")
    image.save(path)
    return path


def test_with_invert_a_white_picture_is_all_ink(app, tmp_path) -> None:
    open_through_dialog(app, white(tmp_path))
    window = app.windows.image_window
    assert "all paper" in window.why.text and "all paper" in app.status.text
    click(app, window.invert.get_abs_rect().center)
    run_frames(app, 2)
    assert window.invert.get_state() and not window.traced.strokes
    assert "all ink" in window.why.text and "all paper" not in window.why.text
    assert (
        app.status.error
        and "white.png: nothing to trace at this threshold: the picture looks all ink" in (app.status.text)
    )


def test_use_is_grey_while_nothing_is_traced_and_a_click_on_it_does_nothing(app, tmp_path) -> None:
    before = app.state.epicycles.curve
    open_through_dialog(app, white(tmp_path))
    window = app.windows.image_window
    assert not window.use_button.is_enabled
    said = app.status.text
    click(app, window.use_button.get_abs_rect().center)
    run_frames(app, 2)
    assert app.windows.image_window is window and app.state.epicycles.curve is before
    assert app.status.text == said


def test_the_status_line_counts_the_outlines_use_draws(app, tmp_path) -> None:
    open_through_dialog(app, discs(tmp_path, 3))
    window = app.windows.image_window
    assert len(window.traced.strokes) == 3 and window.use_button.is_enabled
    assert "discs.png: set the threshold, then Use draws its 3 outlines" in app.status.text
    click(app, window.use_button.get_abs_rect().center)
    run_frames(app, 2)
    assert app.windows.image_window is None and len(app.state.epicycles.curve.strokes) == 3


def test_one_outline_is_said_as_one_and_a_new_count_is_said_anew(app, tmp_path) -> None:
    open_through_dialog(app, discs(tmp_path, 1))
    window = app.windows.image_window
    assert "then Use draws its outline (Esc" in app.status.text
    click(app, window.invert.get_abs_rect().center)  # the paper round the disc and the disc's hole
    run_frames(app, 2)
    n = len(window.traced.strokes)
    assert n != 1 and f"then Use draws its {n} outlines" in app.status.text


def test_korean_counts_the_outlines_too(app, tmp_path) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    open_through_dialog(app, discs(tmp_path, 3))
    assert "윤곽선 3개를 그립니다" in app.status.text
