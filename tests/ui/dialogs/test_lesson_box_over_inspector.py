"""A click on the inspector where it lies under the lesson box (dragged there: it opens clear of the box or
stands aside) leaves the box in front: one click on the inspector's title raised it over the whole box, Back
and Next included, until the next step."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import centre, click, drag, glide, lesson_step_by_keys, move_mouse, post, press_key, run_frames

from app.model import intents as i


def box_in_front(app) -> bool:
    stack = app.manager.get_window_stack().get_full_stack()
    box, inspector = app.windows.lesson_box.window, app.windows.inspector.window
    return stack.index(box) > stack.index(inspector)


@pytest.mark.parametrize("part", ["title", "table"])
def test_a_click_on_the_inspector_leaves_the_lesson_box_in_front(app, part: str) -> None:
    app.submit(i.Resize((960, 600), (4000, 4000)))
    run_frames(app, 2)
    step = lesson_step_by_keys(app, "problem8")
    press_key(app, pygame.K_i, unicode="i")
    box, inspector = app.windows.lesson_box.window, app.windows.inspector.window
    title = centre(inspector.title_bar.rect)
    drag(app, glide(title, (title[0], title[1] + 120)), frames_between=1)
    run_frames(app, 2)
    assert inspector.rect.colliderect(box.rect) and box_in_front(app)
    spot = (
        centre(inspector.title_bar.rect) if part == "title" else (inspector.rect.centerx, box.rect.top - 20)
    )
    move_mouse(spot)
    run_frames(app, 2)
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1, touch=False, window=None)
    for _ in range(3):  # held: in front in every frame drawn, not only after the release
        run_frames(app, 1)
        assert box_in_front(app)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1, touch=False, window=None)
    run_frames(app, 4)
    assert box_in_front(app) and app.windows.window_at(centre(app.windows.lesson_box.next.rect)) is box
    click(app, centre(app.windows.lesson_box.next.rect))
    assert app.state.lesson == step + 1 and app.windows.inspector is not None and not app.errors
