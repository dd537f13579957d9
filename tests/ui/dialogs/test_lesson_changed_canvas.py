"""Steps 5 to 9 quote the lesson's curves (the heart, the 8-point square, the dense square, the teacup
ride). Another preset, a stroke, the arrow count or the order changed in the step left the box saying
"Eight points round a square … pen at t = π/8: (1.036, 0.653)" beside a heart at t = 0; it now says the
numbers are the lesson's curve's and how it comes back (the steps 10 to 12 mechanism: lessons_chain).
"Time is paused at 7.5 s" stayed after Space ran the canvas' time; it now says only while time stands
there. What a step asks for (the Arrows slider in steps 5 and 7, the inspector in step 9) is no change."""

from __future__ import annotations

import pygame
import pytest
from test_app import blob
from test_canvas_tools import pick_in_menu
from test_lesson_chain_words import box_words
from test_lesson_changed_chain import NOW, changed_and_back
from ui_driver import centre, click, drag, lesson_step_by_keys, press_key, run_frames

from app.model import intents as i

MOVED = {"en": "moved on since", "ko": "그 뒤로 시간이 움직였습니다"}  # the wording once time has moved


def key(k: int, unicode: str = ""):
    return lambda app: press_key(app, k, unicode=unicode)


def preset(source: str):
    """Pick the preset in the menu, by the words it shows in either language."""
    return lambda app: pick_in_menu(app, dict(map(reversed, app.controls.preset_menu.options_list))[source])


heart, square = preset("heart"), preset("square8")


def stroke(app) -> None:
    path = blob(app)
    drag(app, [*path, path[0]], frames_between=10)


def pages(app, n: int) -> None:
    for _ in range(n):
        press_key(app, pygame.K_PAGEDOWN)
    run_frames(app, 2)


def undone(app) -> None:
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="\x1a")


@pytest.mark.parametrize(
    ("step", "change", "back", "lang"),
    [
        ("square", heart, undone, "en"),
        ("square", key(pygame.K_o, "o"), key(pygame.K_o, "o"), "ko"),
        ("arrows", stroke, undone, "en"),
        ("dense", heart, undone, "ko"),
        ("teacup", key(pygame.K_RIGHTBRACKET, "]"), key(pygame.K_LEFTBRACKET, "["), "en"),
        ("problem8", heart, square, "ko"),  # (a preset picked again: problem 8 says nothing of time)
    ],
    ids=["square-heart", "square-order", "arrows-stroke", "dense-heart", "teacup-arrows", "problem8-heart"],
)
def test_a_step_about_the_lessons_curve_says_when_the_canvas_shows_another(app, step, change, back, lang):
    changed_and_back(app, step, change, back, lang)


@pytest.mark.parametrize(
    ("step", "said", "lang"),
    [("teacup", "Time is paused at 7.5 s", "en"), ("square", "지금 사슬은 t = π/8에 있습니다", "ko")],
)
def test_the_time_a_step_stands_at_is_said_only_while_it_stands_there(app, step, said, lang) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    lesson_step_by_keys(app, step)
    own = box_words(app)
    assert said in own and MOVED[lang] not in own
    press_key(app, pygame.K_SPACE, unicode=" ")  # time runs
    run_frames(app, 5)
    assert app.state.epicycles.clock.playing
    running = box_words(app)
    assert MOVED[lang] in running and said not in running, running
    assert NOW[lang] not in running
    press_key(app, pygame.K_SPACE, unicode=" ")  # paused again, elsewhere
    run_frames(app, 2)
    assert MOVED[lang] in box_words(app)


def test_what_a_step_asks_for_leaves_its_words_its_own(app) -> None:
    """The Arrows slider in step 5 (its number line then of the arrows drawn) and step 7, the inspector's
    start-later in step 9."""
    lesson_step_by_keys(app, "arrows")
    own = box_words(app)
    assert "the 200 largest" in own
    press_key(app, pygame.K_LEFTBRACKET, unicode="[")
    run_frames(app, 2)
    fewer = box_words(app)
    assert NOW["en"] not in fewer and "the 199 largest" in fewer
    pages(app, 2)  # step 7
    own = box_words(app)
    press_key(app, pygame.K_LEFTBRACKET, unicode="[")
    run_frames(app, 2)
    assert app.state.epicycles.n_arrows == 63 and box_words(app) == own
    pages(app, 2)  # step 9
    own = box_words(app)
    press_key(app, pygame.K_i, unicode="i")
    click(app, centre(app.windows.inspector.later_button.get_abs_rect()))
    run_frames(app, 2)
    assert app.state.change is not None and app.state.change.curve is app.state.epicycles.curve
    assert box_words(app) == own
    assert not app.errors
