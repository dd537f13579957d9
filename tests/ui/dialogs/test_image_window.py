"""The Image window through the real loop: a picture opened shows its traced outlines; the threshold,
*Invert* and *Edges* trace again; *Use* (or Enter) makes the outlines the curve; Esc closes it, the curve
kept."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pygame_gui
import pytest
from PIL import Image, ImageDraw
from pygame_gui.core.utility import translate
from test_seams import open_through_dialog
from ui_driver import click, press_key, run_frames

from app.model import intents as i


def two_greys(tmp_path: Path) -> Path:
    """A black disc and a light grey square on white: the grey one is ink only at a high threshold."""
    path = tmp_path / "greys.png"
    image = Image.new("RGB", (300, 200), "white")
    draw = ImageDraw.Draw(image)
    draw.ellipse((20, 40, 140, 160), fill="black")
    draw.rectangle((180, 60, 260, 140), fill=(200, 200, 200))
    image.save(path)
    return path


def move_slider(app, window, value: float) -> None:
    window.slider.set_current_value(value)
    pygame.event.post(
        pygame.event.Event(
            pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {"ui_element": window.slider, "value": value}
        )
    )
    run_frames(app, 2)


def test_the_threshold_decides_what_is_ink_and_use_makes_it_the_curve(app, tmp_path) -> None:
    before = app.state.epicycles.curve
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    assert window is not None and app.state.epicycles.curve is before  # nothing changes until Use
    # The status says what waits for the user, not the reading that has finished.
    assert "greys.png: set the threshold" in app.status.text and "turning" not in app.status.text
    assert len(window.traced.strokes) == 1  # Otsu's threshold splits black from the rest
    move_slider(app, window, 0.9)  # the light grey (0.78) is darker than that: ink too
    assert len(window.traced.strokes) == 2 and "2" in window.count.text
    click(app, window.invert.get_abs_rect().center)
    run_frames(app, 2)
    assert window.invert.get_state() and len(window.traced.strokes) >= 1
    click(app, window.invert.get_abs_rect().center)
    run_frames(app, 2)
    click(app, window.use_button.get_abs_rect().center)
    run_frames(app, 2)
    assert app.windows.image_window is None and len(app.state.epicycles.curve.strokes) == 2


def test_the_slider_shows_the_threshold_in_use(app, tmp_path) -> None:
    """The slider stands where the outline was traced: halfway between black and the light grey, the
    middle of the levels that split those two alike (the first of them, 1/256, was below the slider's
    range, and the slider once stayed at its middle while the outline was traced there)."""
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    assert window is not None
    shown = window.slider.get_current_value()
    assert shown == pytest.approx(window.traced.threshold, abs=0.001)
    assert shown == pytest.approx(200 / 255 / 2, abs=2 / 256)
    at_low = window.traced.strokes
    move_slider(app, window, 0.9)
    move_slider(app, window, shown)  # traced again at what the slider shows: the same outline
    assert len(window.traced.strokes) == len(at_low)
    assert all(np.allclose(a, b) for a, b in zip(window.traced.strokes, at_low, strict=True))


def test_enter_uses_the_outlines_as_the_button_does(app, tmp_path) -> None:
    """(Enter went to the canvas' Finish, whose status line said no strokes were waiting.)"""
    open_through_dialog(app, two_greys(tmp_path))
    assert app.windows.image_window is not None
    press_key(app, pygame.K_RETURN)
    assert app.windows.image_window is None
    assert app.state.source == "file" and len(app.state.epicycles.curve.strokes) == 1
    assert not app.status.error and "greys.png" in app.status.text


def test_the_error_of_nothing_to_trace_stays_while_nothing_is_and_goes_once_there_are_outlines(
    app, tmp_path
) -> None:
    """(It stayed up, red, after Invert had found the outline, until Use was pressed again.) While nothing
    is traced it says why at the threshold in use: a line kept from an earlier one was no longer true."""
    path = tmp_path / "faint.png"
    image = Image.new("RGB", (200, 200), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((10, 10, 11, 11), fill=(100, 100, 100))  # a speck, darker than 0.5
    draw.rectangle((60, 60, 140, 140), fill=(200, 200, 200))  # a square, lighter than 0.5
    image.save(path)
    open_through_dialog(app, path)
    window = app.windows.image_window
    move_slider(app, window, 0.05)  # nothing is darker than that
    assert not window.traced.strokes
    press_key(app, pygame.K_RETURN)  # Use, with nothing traced (grey: nothing happens)
    all_paper = "faint.png: nothing to trace at this threshold: the picture looks all paper"
    assert app.status.error and all_paper in app.status.text and app.windows.image_window is window
    click(app, window.invert.get_abs_rect().center)  # the paper is the ink now: ink everywhere, no drawing
    run_frames(app, 2)
    all_ink = all_paper.replace("all paper", "all ink")  # (it said all paper, of the paper it traced)
    assert not window.traced.strokes and app.status.error and all_ink in app.status.text
    click(app, window.invert.get_abs_rect().center)
    run_frames(app, 2)
    move_slider(app, window, 0.5)  # the speck is ink, and too small to keep
    assert not window.traced.strokes and app.status.error
    assert "faint.png: nothing to trace at this threshold: the only ink is specks too small to keep" in (
        app.status.text
    )
    move_slider(app, window, 0.9)  # the square too
    assert len(window.traced.strokes) == 1 and not app.status.error


@pytest.mark.parametrize("how", ["Esc", "its close button"])
def test_closing_it_keeps_the_curve_and_the_status_line_says_so(app, tmp_path, how) -> None:
    """Esc or its ×: the window goes, the curve stays, and the status line, which asked for Use, says the
    picture was not traced (it went on asking for Use with no window to use)."""
    before = app.state.epicycles.curve
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    assert window is not None and "set the threshold" in app.status.text
    if how == "Esc":
        press_key(app, pygame.K_ESCAPE)
    else:
        click(app, window.window.close_window_button.get_abs_rect().center)
        run_frames(app, 2)
    assert app.windows.image_window is None and app.state.epicycles.curve is before
    assert app.status.text == "greys.png was not traced: the curve on screen stays."
    assert not app.status.error


def test_the_preview_shows_the_outline_over_the_picture(app, tmp_path) -> None:
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    image = window.preview.image
    pixels = pygame.surfarray.array3d(image).reshape(-1, 3)
    reddish = (pixels[:, 0] > 150) & (pixels[:, 1] < 140) & (pixels[:, 2] < 120)
    assert reddish.sum() > 100  # the traced outline, in its own colour


def test_at_scale_2_the_invert_words_fit_beside_their_box(app, tmp_path) -> None:
    """The window is built at scale 1 and enlarged: the check box's words, a label of their own, kept the
    box's old height and showed cut off at the bottom, above the box's middle."""
    from app.model import intents as i

    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    open_through_dialog(app, two_greys(tmp_path))
    box = app.windows.image_window.invert
    label = box.text_label
    assert box.rect.height == 36 and abs(label.rect.centery - box.rect.centery) <= 1
    words = pygame.surfarray.array3d(label.image).max(axis=2) > 60  # (the window's ground is darker)
    rows = np.flatnonzero(words.any(axis=0))
    assert len(rows) >= 16 and rows[0] > 0 and rows[-1] < label.rect.height - 1  # none cut off


@pytest.mark.parametrize(("first", "then"), [(2.0, 2.5), (1.0, 2.0), (2.5, 1.5)])
def test_the_invert_words_stay_whole_when_the_scale_changes_with_the_window_open(
    app, tmp_path, first, then
) -> None:
    """(Open at 200 %, then Ctrl+=: "Invert" read "Inver", its label kept the old scale's width.) The label
    is as wide as its words at the new scale, and its last letter's ink lies inside it."""
    app.submit(i.Resize((3840, 2160), (3840, 2160)))
    app.submit(i.SetUiScale(first))
    run_frames(app, 2)
    open_through_dialog(app, two_greys(tmp_path))
    app.submit(i.SetUiScale(then))
    run_frames(app, 3)
    label = app.windows.image_window.invert.text_label
    assert app.layout.ui.factor == then
    box = app.windows.image_window.invert
    assert label.rect.width >= label.font.get_rect(translate(label.text)).width
    assert abs(label.rect.centery - box.rect.centery) <= 1 and label.rect.height >= box.rect.height - 1
    words = pygame.surfarray.array3d(label.image).max(axis=2) > 60  # (the window's ground is darker)
    columns, rows = np.flatnonzero(words.any(axis=1)), np.flatnonzero(words.any(axis=0))
    assert len(columns) and columns[-1] < label.rect.width - 1  # the last letter not cut at the edge
    assert rows[0] > 0 and rows[-1] < label.rect.height - 1  # nor at the top or the foot


@pytest.mark.parametrize("factor", [1.0, 2.0])
def test_the_window_ends_below_its_last_row_and_its_menu_opens_inside_it(app, tmp_path, factor) -> None:
    """No empty band kept for the Outlines / Edges list under the last row: the list opens upwards, over
    the picture, whole and inside the window, and its pick traces again."""
    app.submit(i.SetUiScale(factor))
    run_frames(app, 3)
    open_through_dialog(app, two_greys(tmp_path))
    window = app.windows.image_window
    inside = window.window.get_container().get_rect()
    last_row = window.use_button.get_abs_rect().union(window.mode_menu.get_abs_rect())
    assert 0 <= inside.bottom - last_row.bottom <= 14 * factor
    click(app, window.mode_menu.get_abs_rect().center)
    options = window.mode_menu.current_state.options_selection_list
    assert options is not None and inside.contains(options.get_abs_rect())
    edges = next(item["button_element"] for item in options.item_list if item["object_id"] == "edges")
    click(app, edges.get_abs_rect().center)
    run_frames(app, 2)
    assert window.mode == "edges" and app.windows.image_window is window and not app.errors


def test_a_picture_goes_to_recent_once_it_is_used(app, tmp_path) -> None:
    """(A picture closed unused, or with nothing to trace, was listed under Recent as a file opened.)"""
    path = two_greys(tmp_path)
    open_through_dialog(app, path)
    press_key(app, pygame.K_ESCAPE)
    assert app.windows.image_window is None and str(path.absolute()) not in app.state.recent
    open_through_dialog(app, path)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert app.windows.image_window is None and app.state.recent[0] == str(path.absolute())


@pytest.mark.parametrize(
    ("fill", "why"), [("white", "the picture looks all paper"), ("black", "the picture looks all ink")]
)
def test_a_picture_with_nothing_to_trace_says_why_at_once_as_use_does(app, tmp_path, fill, why) -> None:
    """(The window showed "Outlines: 0" and the status line "set the threshold, then Use draws its
    outline"; why came only after Use.) The window and the status line say it as it opens, in Use's words."""
    path = tmp_path / f"{fill}.png"
    Image.new("RGB", (120, 80), fill).save(path)
    before = app.state.epicycles.curve
    open_through_dialog(app, path)
    window = app.windows.image_window
    assert window is not None and not window.traced.strokes
    assert window.why.text == f"Nothing to trace: {why}."
    refusal = f"{fill}.png: nothing to trace at this threshold: {why}"
    assert app.status.error and app.status.text == f"{refusal}. Esc keeps the current curve."
    press_key(app, pygame.K_RETURN)  # Use is grey: Enter presses nothing, the reason stays
    assert app.status.text == f"{refusal}. Esc keeps the current curve." and not window.use_button.is_enabled
    assert app.windows.image_window is window and app.state.epicycles.curve is before
    app.submit(i.SetLanguage("ko"))
    move_slider(app, window, 0.3)  # traced again: said anew, in the window's language
    assert app.status.error and app.status.text.startswith(
        f"{fill}.png: 이 문턱값에서는 따낼 윤곽이 없습니다("
    )


def test_outlines_found_again_clear_the_reason_and_ask_for_use_again(app, tmp_path) -> None:
    path = tmp_path / "light.png"
    image = Image.new("RGB", (200, 200), "white")
    ImageDraw.Draw(image).rectangle((60, 60, 140, 140), fill=(200, 200, 200))  # lighter than 0.5
    image.save(path)
    open_through_dialog(app, path)
    window = app.windows.image_window
    move_slider(app, window, 0.5)
    assert window.why.text == "Nothing to trace: the picture looks all paper." and app.status.error
    move_slider(app, window, 0.9)  # the square is ink
    assert len(window.traced.strokes) == 1 and window.why.text == ""
    assert app.status.text.startswith("light.png: set the threshold") and not app.status.error
