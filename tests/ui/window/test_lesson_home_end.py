"""Home and End in a lesson go to its first and last step (they did nothing, and nothing was said), and
the help lists them beside PageUp and PageDown."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import press_key

from app.model.lesson import STEPS
from app.ui.dialogs.help_window import help_rows


def test_home_and_end_go_to_the_first_and_last_step(app) -> None:
    press_key(app, pygame.K_l, unicode="l")
    press_key(app, pygame.K_PAGEDOWN)
    assert app.state.lesson == 1
    press_key(app, pygame.K_END)
    assert app.state.lesson == len(STEPS) - 1
    assert app.windows.lesson_box.finish is not None  # the last step's box, with Finish
    assert f"{len(STEPS)}/{len(STEPS)}" in app.status.text
    press_key(app, pygame.K_HOME)
    assert app.state.lesson == 0 and app.status.text.startswith(f"Lesson 1/{len(STEPS)}")


@pytest.mark.parametrize(("key", "word"), [(pygame.K_HOME, "first"), (pygame.K_END, "last")])
def test_home_on_the_first_step_and_end_on_the_last_say_so(app, key, word) -> None:
    press_key(app, pygame.K_l, unicode="l")
    if word == "last":
        press_key(app, pygame.K_END)
    before = app.status.text
    press_key(app, key)
    assert app.status.text != before and f"the {word} step" in app.status.text


def test_outside_a_lesson_home_and_end_start_none(app) -> None:
    press_key(app, pygame.K_END)
    assert app.state.lesson is None


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_help_lists_home_and_end_after_the_page_keys(lang) -> None:
    rows = help_rows(lang)
    keys = [keys for keys, _ in rows]
    page_up = next(n for n, k in enumerate(keys) if k.startswith("PageUp"))
    assert keys[page_up + 1 : page_up + 3] == ["Home", "End"]
    assert all(what != "lesson: first step" or lang == "en" for _, what in rows)  # (said in Korean too)
