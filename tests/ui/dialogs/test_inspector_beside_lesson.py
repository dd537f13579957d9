"""Problem 8's step with the coefficient inspector open (key I), at the small windows and their scales: the
inspector lies inside the window, clear of the lesson box (its words, Back and Next), its own buttons in
it, and most of the square it speaks of stays seen on the canvas. From 960×600 to 1920×1080 it stood,
whole, over the canvas' top left, the square under it (it fitted nowhere above the box)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from ui_driver import click, lesson_step_by_keys, move_mouse, post, press_key, run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.inspector import inspector_table
from app.model.lesson import STEPS

SEEN = 0.9  # of the curve's bounding box, and of its points, left uncovered by every window


def uncovered(app) -> tuple[float, float]:
    """The share of the curve's bounding box on screen, and of its points, that no window lies over."""
    points = app.view.to_screen(app.state.epicycles.curve.samples)
    (left, top), (right, bottom) = points.min(axis=0), points.max(axis=0)
    box = pygame.Rect(round(left), round(top), round(right - left) + 1, round(bottom - top) + 1)
    windows = [w.rect for w in (app.windows.inspector.window, app.windows.lesson_box.window)]
    mask = np.zeros((box.h, box.w), bool)
    free = np.ones(len(points), bool)
    for rect in windows:
        cut = rect.clip(box)
        mask[cut.top - box.top : cut.bottom - box.top, cut.left - box.left : cut.right - box.left] = True
        inside = (points[:, 0] >= rect.left) & (points[:, 0] < rect.right)
        free &= ~(inside & (points[:, 1] >= rect.top) & (points[:, 1] < rect.bottom))
    return 1 - mask.mean(), free.mean()


def assert_beside(app, size: tuple[int, int]) -> None:
    inspector, box = app.windows.inspector, app.windows.lesson_box
    shown = inspector.window.rect
    assert pygame.Rect((0, 0), size).contains(shown), (shown, size)
    assert not shown.colliderect(box.window.rect), (shown, box.window.rect)
    for button in (box.back, box.next):
        assert app.windows.window_at(button.rect.center) is box.window
    for part in (inspector.later_button, inspector.reverse_button, inspector.translate_button):
        assert shown.contains(part.rect) and app.windows.window_at(part.rect.center) is inspector.window
    seen_box, seen_points = uncovered(app)
    assert seen_box >= SEEN and seen_points >= SEEN, (seen_box, seen_points)
    assert rows(app) >= 1 and inspector.law.rect.bottom <= inspector.later_button.rect.top


def rows(app) -> int:
    """The arrows the inspector's table has cells for."""
    return len(app.windows.inspector.cells) - 2


def open_at_problem8(app, size: tuple[int, int], scale: float, lang: str = "en") -> None:
    """The window that size and scale, in that language, problem 8's step by its keys, the inspector by I."""
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    lesson_step_by_keys(app, "problem8")
    press_key(app, pygame.K_i, unicode="i")
    run_frames(app, 4)
    assert app.layout.ui.factor == scale and app.windows.inspector is not None


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(
    ("size", "scale"),
    [((960, 600), 1.0), ((1280, 800), 1.25), ((1600, 1000), 1.5), ((1920, 1080), 1.75), ((3840, 2160), 2.0)],
    ids=["960", "1280", "1600", "1920", "4k"],
)
def test_the_inspector_leaves_the_square_and_the_lesson_box_seen(app, size, scale, lang) -> None:
    open_at_problem8(app, size, scale, lang)
    assert_beside(app, size)


def test_the_inspector_finds_its_room_again_when_the_window_shrinks(app) -> None:
    open_at_problem8(app, (1600, 1000), 1.25)
    before = rows(app)
    post(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800)
    run_frames(app, 4)
    assert rows(app) < before
    assert_beside(app, (1280, 800))


def test_the_rows_left_out_come_with_the_wheel(app) -> None:
    """(Cut to the room above the box, it showed its first three arrows and no way to the others.)"""
    open_at_problem8(app, (1280, 800), 1.25)
    inspector, table = app.windows.inspector, inspector_table(app.state)
    shown = rows(app)
    assert 3 <= shown < len(table.rows) == 8
    spot = inspector.cells[3][2].rect.center  # (over the second arrow's row)
    pygame.mouse.set_pos(spot)
    move_mouse(spot)
    run_frames(app, 4)
    for _ in range(8):
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, which=0, touch=False)
        run_frames(app, 8)
    run_frames(app, 30)
    cells = [tuple(label.text.strip() for label in row) for row in inspector.cells[2:]]
    assert cells == [tuple(cell.strip() for cell in row) for row in table.rows[-shown:]]  # (to the last)
    assert cells[-1][0] == "4"  # (the last of the square's eight arrows, by amplitude)
    assert inspector.window.rect.contains(inspector.scroll.bar.rect)


def assert_out_of_the_way(app, size: tuple[int, int]) -> None:
    """A RoPE step: the box's buttons and the whole panel the step speaks of seen, the inspector inside the
    window and clear of both, or standing aside."""
    inspector, box = app.windows.inspector, app.windows.lesson_box
    shown, panel = inspector.window, pygame.Rect(app.layout.panel)
    for button in (box.back, box.next or box.finish):
        assert app.windows.window_at(button.rect.center) is box.window
    spots = [(x, y) for x in range(panel.left, panel.right, 16) for y in range(panel.top, panel.bottom, 16)]
    assert all(app.windows.window_at(spot) is None for spot in spots)
    if shown.visible:
        assert pygame.Rect((0, 0), size).contains(shown.rect), (shown.rect, size)
        assert not shown.rect.colliderect(box.window.rect) and not shown.rect.colliderect(panel)
        for part in (inspector.later_button, inspector.reverse_button, inspector.translate_button):
            assert shown.rect.contains(part.rect) and app.windows.window_at(part.rect.center) is shown


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize(
    ("size", "scale"),
    [((960, 600), 1.0), ((1280, 800), 1.25), ((1600, 1000), 1.5), ((3840, 2160), 2.0)],
    ids=["960", "1280", "1600", "4k"],
)
def test_on_the_rope_steps_it_leaves_the_panel_and_the_box_seen_and_comes_back(
    app, size, scale, lang
) -> None:
    """(At 1280x800 it stood at the top left under the box over the canvas, its table and law half hidden.)"""
    open_at_problem8(app, size, scale, lang)
    first = app.state.lesson
    for step in range(first + 1, first + 4):  # the RoPE steps but the real head's (it reads a model)
        press_key(app, pygame.K_PAGEDOWN)
        run_frames(app, 2)
        assert app.state.lesson == step and STEPS[step].scene.speaks_of == "rope"
        assert_out_of_the_way(app, size)
    for _ in range(3):
        press_key(app, pygame.K_PAGEUP)
    run_frames(app, 2)
    assert app.state.lesson == first and app.windows.inspector.window.visible
    assert_beside(app, size)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_i_at_a_step_with_no_room_says_why_and_esc_leaves_the_lesson(app, lang) -> None:
    """I opens it aside (no room above the box) and says so; I again does not close what no one sees."""
    post(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800)
    app.submit(i.SetUiScale(1.25))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    lesson_step_by_keys(app, "rope_epicycle")
    for _ in range(2):
        press_key(app, pygame.K_i, unicode="i")
        run_frames(app, 2)
        inspector = app.windows.inspector
        assert inspector is not None and not inspector.window.visible
        assert app.state.status.text == tr(lang, "status.inspector_aside")
        assert app.status.message_label.text == app.state.status.text  # (whole in the bar)
        assert_out_of_the_way(app, (1280, 800))
    press_key(app, pygame.K_ESCAPE)  # (the lesson's: the inspector unseen is not the window on top)
    run_frames(app, 2)
    assert app.state.lesson is None and app.windows.inspector is inspector and inspector.window.visible
    assert not app.errors


def test_a_field_typed_in_gives_up_the_keys_as_the_inspector_steps_aside(app) -> None:
    """A RoPE step at 100 % in a large window, the vector's field clicked, then a small window: the
    inspector stands aside, and I is a shortcut again, not a letter for a field no one sees."""
    post(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)
    app.submit(i.SetUiScale(1.0))
    run_frames(app, 2)
    lesson_step_by_keys(app, "rope_epicycle")
    press_key(app, pygame.K_i, unicode="i")
    inspector = app.windows.inspector
    assert inspector.window.visible
    click(app, inspector.shift_entry.rect.center)
    assert inspector.shift_entry.is_focused
    post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
    run_frames(app, 4)
    assert app.layout.ui.factor == 1.0 and not inspector.window.visible
    press_key(app, pygame.K_i, unicode="i")
    assert app.state.status.text == tr("en", "status.inspector_aside")
    assert inspector.shift_entry.get_text() == "2, 1"
