"""A click on the lesson box's Next or Finish whose words change between its press and its release: the box
was built anew (its buttons new objects at the same place), and the release, on a button that had not been
pressed, was lost. Now only the caption changes (and the box's height, its buttons staying where they
are), and the click is taken; a new step still builds its buttons anew."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, until
from test_lesson_chain_words import box_words
from ui_driver import centre, lesson_step_by_keys, move_mouse, post, press_key, run_frames

from app.model import intents as i


def held(app, button) -> tuple[int, int]:
    """The pointer moved onto button and its left button pressed there (not released); where."""
    at = centre(button.rect)
    move_mouse(at)
    run_frames(app, 2)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=False, window=None)
    run_frames(app, 1)
    assert button.held
    return at


def released(app, at: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=False, window=None)
    run_frames(app, 4)


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_next_pressed_before_a_canvas_change_and_released_after_moves_the_step_on(app, size) -> None:
    app.submit(i.Resize(size, (4000, 4000)))
    run_frames(app, 2)
    index = lesson_step_by_keys(app, "teacup")
    box = app.windows.lesson_box
    own, window, back, button = box_words(app), box.window, box.back, box.next
    at = held(app, button)
    press_key(app, pygame.K_RIGHTBRACKET, unicode="]")  # another arrow count: the step's changed wording
    run_frames(app, 2)
    assert box_words(app) != own  # (the words changed under the pointer: else this proves nothing)
    assert box.window is window and box.back is back and box.next is button and button.held
    assert box.next.rect.collidepoint(at)
    released(app, at)
    assert app.state.lesson == index + 1
    assert box.next is not button and box.back is not back  # a new step: its box built anew
    assert not app.errors


@NEEDS_DEMO
def test_finish_pressed_while_the_demo_model_is_read_and_released_after_ends_the_lesson(app) -> None:
    """The last step reads the demo model; its box's words change when the read ends."""
    lesson_step_by_keys(app, "real_head")
    box, m = app.windows.lesson_box, app.state.rope.models
    assert m.busy  # (the read under way: its end changes the words)
    own, finish = box_words(app), box.finish
    at = held(app, finish)
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert box_words(app) != own and box.finish is finish and finish.held
    released(app, at)
    assert app.state.lesson is None and box.window is None
    assert not app.errors


def test_a_box_kept_through_a_words_change_looks_as_one_built_for_them(app) -> None:
    """Its words changed with no input (the frames calm): each frame as a whole redraw, and the box, grown
    in place, pixel for pixel the box built anew for the same words."""
    from support import pixels
    from test_damage import SETTLE_FRAMES, check_calm_frames

    lesson_step_by_keys(app, "teacup")
    box = app.windows.lesson_box
    window, before = box.window, app.windows.lesson_box.window.rect.copy()
    run_frames(app, SETTLE_FRAMES)
    app.submit(i.StepArrows(1))  # (as "]" does, but no input: the frames stay calm)
    assert check_calm_frames(app, 12) >= 1
    kept = box.window.rect.copy()
    assert box.window is window and kept.height > before.height and kept.bottom == before.bottom
    shown = pixels(app.screen.subsurface(kept)).copy()
    box.close()  # (the next frame builds it anew)
    run_frames(app, 12)
    assert box.window is not window and box.window.rect == kept
    assert (pixels(app.screen.subsurface(kept)) == shown).all()
    assert not app.errors
