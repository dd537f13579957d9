"""Lesson mode: every step's number, computed by the app's own math, equals the lesson's; the steps set
the window up; the catalogues hold the same keys in both languages; the place and language are kept."""

from __future__ import annotations

import math
import string

import numpy as np
import pygame
import pytest
from ui_driver import press_key, run_frames

from app.i18n import LANGUAGES, catalogue, system_language, tr
from app.io.presets import preset_curve
from app.model import intents as i
from app.model.apply import apply
from app.model.lesson import STEPS
from app.model.state import AppState
from app.prefs import Preferences, load_prefs, save_prefs

# The lessons' own numbers (shared/lessons), to the digits they print.
LESSON_VALUES = {
    "ladder": {"theta0": 1, "theta1": 0.1, "theta2": 0.01, "theta3": 0.001, "wave0": 6.3, "wave3": 6283},
    "rotation": {"x": 0.98007, "y": 0.19867},
    "relative": {"s0": -0.29552, "s1": -0.29552, "s2": -0.29552, "s3": -0.29552},
    "ladder_pairs": {
        "rope0": -1.83359584,
        "rope1": -1.83359584,
        "rope2": -1.83359584,
        "add0": 2.53816513,
        "add1": 0.00545368,
        "add2": -1.52544720,
        "pos0": 2.26660948,
        "pos2": 2.26660948,
    },
    "square": {"c1": (1 + math.sqrt(2)) / 2, "c_3": (1 - math.sqrt(2)) / 2, "x": 1.036, "y": 0.653},
    "teacup": {"near": 3, "near_min": 3, "far": 5, "far_max": 5},
    "problem8": {"c1_re": 0.854, "c1_im": 0.854, "c_3_re": 0.146, "c_3_im": 0.146, "rev_c_1": 1.207},
    "rope_epicycle": {"d0": 2, "d3": 0.010, "d6": 1.958, "d314": -0.013, "d628": 1.950},
    "return2": {"delta": 1885, "score": 1.999},
    "return32": {"delta": 101, "ratio": 0.579},
}


def digits(value: float) -> float:
    """Half a unit in the last digit the lesson prints."""
    text = repr(float(value))
    decimals = len(text.split(".")[1]) if "." in text and not text.endswith(".0") else 0
    return 0.5 * 10.0**-decimals + 1e-12


@pytest.mark.parametrize("step", STEPS, ids=lambda step: step.key)
def test_each_steps_number_is_the_lessons(step) -> None:
    numbers = step.numbers()
    for name, expected in LESSON_VALUES.get(step.key, {}).items():
        assert numbers[name] == pytest.approx(expected, abs=digits(expected)), name


def test_problem_8_s_moved_c0_is_written_as_the_lesson_writes_it() -> None:
    """(It read "2 + 1i".)"""
    numbers = next(s for s in STEPS if s.key == "problem8").numbers()
    assert tr("en", "lesson.problem8.number", **numbers).endswith("c₀\u00a0= 2\u00a0+\u00a0i")


def test_the_arrows_and_the_dense_square_close_in() -> None:
    arrows = next(s for s in STEPS if s.key == "arrows").numbers()
    assert arrows["n"] == 512 and arrows["miss"] < 1e-9
    dense = next(s for s in STEPS if s.key == "dense").numbers()
    assert dense["miss8"] > dense["miss64"] > dense["missall"] and dense["missall"] < 1e-9


def test_the_arrows_step_says_how_close_the_arrows_it_draws_come(app) -> None:
    """(It said 512 arrows pass through every sample while it drew 200.)"""
    numbers = next(s for s in STEPS if s.key == "arrows").numbers()
    samples = preset_curve("heart").samples
    n = len(samples)
    c = np.fft.fft(samples) / n  # brute force: the largest coefficients, summed on the samples' grid
    largest = np.argsort(-np.abs(c), kind="stable")[: numbers["shown"]]
    k = np.fft.fftfreq(n, 1 / n)[largest]
    t = 2 * np.pi * np.arange(n) / n
    pen = (c[largest][None, :] * np.exp(1j * np.outer(t, k))).sum(axis=1)
    assert numbers["miss_shown"] == pytest.approx(np.max(np.abs(pen - samples)), rel=1e-9)
    app.submit(i.Lesson("start"))
    while app.state.lesson != [s.key for s in STEPS].index("arrows"):
        app.submit(i.Lesson("next"))
    assert app.state.epicycles.n_arrows == numbers["shown"] < n


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_both_catalogues_hold_the_same_keys_with_the_same_fields() -> None:
    en, ko = catalogue("en"), catalogue("ko")
    assert set(en) == set(ko)
    for key in en:
        assert fields(en[key]) == fields(ko[key]), key
    for step in STEPS:
        for part in ("title", "text", "number"):
            assert f"lesson.{step.key}.{part}" in en
        for lang in LANGUAGES:
            tr(lang, f"lesson.{step.key}.number", **step.numbers())  # every field is given


def test_a_korean_system_starts_in_korean() -> None:
    assert system_language({"LANG": "ko_KR.UTF-8"}) == "ko"
    assert system_language({"LC_ALL": "en_GB.UTF-8", "LANG": "ko_KR.UTF-8"}) == "en"
    assert system_language({"LANG": "C.UTF-8"}) == "en"


def new_state() -> AppState:
    return AppState.for_preset(preset_curve("square8"), "square8")


def test_walking_the_lesson_sets_each_step_up() -> None:
    state = new_state()
    apply(state, i.Lesson("start"))
    assert state.lesson == 0 and state.rope.tab == "invariance" and state.rope.n_arrows == 4
    for expected in range(1, len(STEPS)):
        apply(state, i.Lesson("next"))
        assert state.lesson == expected
        if STEPS[expected].key == "square":
            assert state.source == "square8" and state.epicycles.t == pytest.approx(math.pi / 8)
            assert not state.epicycles.playing
        if STEPS[expected].key == "return2":
            assert state.rope.delta_int == 1885 and not state.rope.playing
        if STEPS[expected].key == "return32":
            assert state.rope.delta_int == 101 and state.rope.n_arrows == 32
    # The last step, a real head, asks for the demo model to be read off the loop (the window does it).
    job = state.rope.models.job
    assert state.rope.tab == "model" and job is not None and job.picks and job.path == ""
    apply(state, i.Lesson("next"))
    assert state.lesson == len(STEPS) - 1  # the last step stays
    apply(state, i.Lesson("stop"))
    assert state.lesson is None and state.lesson_place == len(STEPS) - 1
    apply(state, i.Lesson("toggle"))
    assert state.lesson == len(STEPS) - 1  # back where it was left


def test_the_language_is_a_setting_of_its_own() -> None:
    state = new_state()
    apply(state, i.SetLanguage("ko"))
    assert state.lang == "ko" and state.status.text == "언어: 한국어."
    apply(state, i.SetLanguage("xx"))
    assert state.lang == "ko" and state.status.error


def test_preferences_round_trip_and_a_broken_file_is_ignored(tmp_path) -> None:
    path = tmp_path / "prefs.json"
    save_prefs(Preferences("ko", 7), path)
    assert load_prefs(path) == Preferences("ko", 7)
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left
    path.write_text("{not json")
    assert load_prefs(path) == Preferences()
    assert [p.name[: len("prefs.json.bad-")] for p in tmp_path.iterdir()] == ["prefs.json.bad-"]  # set aside


def test_lesson_mode_in_the_real_window(app) -> None:
    press_key(app, pygame.K_l, unicode="l")
    box = app.windows.lesson_box
    assert box.window is not None and "Positions as angles" in box.window.window_display_title
    press_key(app, pygame.K_PAGEDOWN)
    assert app.state.lesson == 1 and "RoPE turns each pair" in box.window.window_display_title
    # 13 steps of two lessons, not "Lesson 2 of 13"
    assert box.window.window_display_title.startswith(f"Step 2 of {len(STEPS)} · ")
    from ui_driver import click

    click(app, box.back.rect.center)
    assert app.state.lesson == 0
    click(app, box.next.rect.center)
    click(app, box.next.rect.center)
    assert app.state.lesson == 2
    assert load_prefs().lesson_step == 2  # remembered for the next run
    click(app, box.window.close_window_button.rect.center)
    run_frames(app, 2)
    assert app.state.lesson is None and box.window is None


def test_the_language_menu_switches_every_lesson_word(app) -> None:
    press_key(app, pygame.K_l, unicode="l")
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert "위치를 각도로" in app.windows.lesson_box.window.window_display_title
    assert app.manager.get_locale() == "ko"
    assert load_prefs().lang == "ko"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_complex_number_in_a_steps_numbers_stays_on_one_line(display, lang) -> None:
    """The moved curve's line of numbers wrapped "c₀ = 2 +" / "1i" (at 4K, in English): the spaces round
    the plus are ones no line breaks at."""
    import re

    from app.ui.dialogs.lesson_box import NUMBER_SIZE
    from app.ui.fonts import Fonts

    step = next(s for s in STEPS if s.key == "problem8")
    text = tr(lang, "lesson.problem8.number", **step.numbers())
    numbers = re.findall(r"−?-?[\d.]+\s\+\s−?-?[\d.]*i", text)
    assert len(numbers) == 3
    fonts = Fonts()
    widest = max(fonts.width(number, NUMBER_SIZE) for number in numbers)
    for width in range(widest + 1, fonts.width(text, NUMBER_SIZE), 7):
        lines = fonts.wrap(text, width, NUMBER_SIZE)
        assert all(any(number in line for line in lines) for number in numbers), (width, lines)


@pytest.mark.parametrize("waiting", [False, True])
def test_the_lesson_waits_for_a_stroke_being_drawn(app, waiting: bool) -> None:
    """(L in the middle of a drag started the lesson, and the stroke, moved to a new place on screen,
    replaced the step's curve on release; Shift+drag strokes waiting were carried into the steps.)"""
    from ui_driver import glide, move_mouse, post

    source = app.state.source
    points = glide((300, 300), (420, 380)) + glide((420, 380), (300, 420))
    mod = pygame.KMOD_LSHIFT if waiting else 0
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1, touch=False, window=None)
    pygame.key.set_mods(mod)
    for p in points[1:]:
        move_mouse(p, buttons=(1, 0, 0))
    run_frames(app, 2)
    if waiting:
        post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1, touch=False, window=None)
        run_frames(app, 2)
        pygame.key.set_mods(0)
        assert app.state.pending
    press_key(app, pygame.K_l, unicode="l")
    assert app.state.lesson is None and app.status.error and "Esc" in app.status.text
    assert app.state.source == source
    if not waiting:
        post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1, touch=False, window=None)
        run_frames(app, 2)
        assert app.state.source != source and not app.status.error  # the stroke is the user's drawing
    else:
        assert app.state.pending
