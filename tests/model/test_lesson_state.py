"""Lesson steps own their state: after YaRN ×8, custom q, k, another base, preset, arrows and order, every
step's live numbers are its text's; leaving gives the user's settings back; the box hides nothing the
step speaks of, at the smallest and a large window; Finish leaves. Through the real loop and events."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest
from ui_driver import click, post, press_key, run_frames

from app import config
from app.i18n import tr
from app.io.presets import preset_curve
from app.math import fourier, rope
from app.model import intents as i
from app.model.history import capture
from app.model.lesson import STEPS
from app.model.state import AppState

USER_SETUP = (
    i.SetRopeScaling(kind="yarn", factor="8"),
    i.SetRopeBase("5e5"),
    i.SetRopeArrows(16),
    i.SetRopeContent("random"),
    i.SetRopeSeed("7"),
    i.SetRopeWindow(lo="10", hi="3000"),
    i.SetRopeTab("invariance"),
    i.SetInvariance(m=900, n=11, shift=400),
    i.ShowPreset("teacup"),
    i.SetOrder("frequency"),
    i.SetArrows(1),
    i.TogglePlay("canvas"),
)


def set_up_as_a_user(app) -> None:
    for intent in USER_SETUP:
        app.submit(intent)
    run_frames(app, 2)
    r = app.state.rope
    assert (r.scaling_kind, r.scaling_factor, r.base, r.n_arrows) == ("yarn", 8.0, 5e5, 16)


def rects_overlap(a, b) -> bool:
    return pygame.Rect(a).colliderect(pygame.Rect(b))


def pen(app) -> complex:
    e = app.state.epicycles
    return complex(fourier.pen_positions(e.chain, np.array([e.t]))[0])


def check_live_numbers(app, key: str, numbers: dict[str, float]) -> None:
    """What the panel and the canvas show now equals what the step's text says."""
    e, r = app.state.epicycles, app.state.rope
    if key == "real_head":  # the demo model's own speeds once it is read (tests/ui/rope/test_model_lesson.py)
        assert r.tab == "model" and (r.models.busy or r.content == "head")
        return
    assert (r.scaling_kind, r.base, r.model) == ("none", rope.DEFAULT_BASE, None), key
    assert np.allclose(r.omega, rope.ladder_frequencies(r.n_arrows, rope.DEFAULT_BASE)), key
    if key == "ladder":
        assert r.tab == "invariance" and [row[1] for row in r.ladder_rows()] == pytest.approx(
            [numbers[f"theta{j}"] for j in range(4)]
        )
    elif key in ("rotation", "relative"):
        q, k = r.qk()
        assert list(q[2:4]) == [1, 0] and list(k[2:4]) == [0, 1] and r.omega[1] == pytest.approx(0.1)
        assert np.count_nonzero(q) == np.count_nonzero(k) == 1  # only the θ = 0.1 pair
        if key == "relative":
            assert r.invariance.rope_mn == pytest.approx(numbers["s0"])
            assert r.invariance.rope_shifted == pytest.approx(numbers["s3"])
            assert numbers["s0"] == pytest.approx(-0.29552, abs=5e-6)
    elif key == "ladder_pairs":
        assert r.invariance.rope_mn == pytest.approx(-1.83359584, abs=5e-9)
        assert r.invariance.rope_shifted == pytest.approx(numbers["rope1"])
        assert r.invariance.additive_mn == pytest.approx(numbers["add0"])
    elif key == "arrows":
        assert app.state.source == "heart" and e.order == "amplitude" and e.playing
    elif key == "square":
        assert not e.playing and e.t == pytest.approx(math.pi / 8)
        assert (pen(app).real, pen(app).imag) == pytest.approx((numbers["x"], numbers["y"]))
    elif key == "dense":
        assert app.state.source == "square" and e.n_arrows == 64 and e.order == "amplitude"
    elif key == "teacup":
        assert not e.playing and abs(pen(app)) == pytest.approx(numbers["near"])
    elif key == "problem8":
        assert app.state.source == "square8" and e.t == 0 and e.n_arrows == 8
    elif key == "rope_epicycle":
        assert r.n_arrows == 2 and r.content == "ones" and r.tab == "score"
        for d in (0, 3, 6, 314, 628):
            assert r.curve[d - r.lo] == pytest.approx(numbers[f"d{d}"])
    elif key == "return2":
        assert r.delta_int == numbers["delta"] and r.score_now == pytest.approx(numbers["score"])
    elif key == "return32":
        assert r.delta_int == numbers["delta"] and r.ratio_now == pytest.approx(numbers["ratio"])


def check_box_place(app, step) -> None:
    """The box is inside the window and off the half the step speaks of; its title fits its bar clear of
    the ×, whole or ending in "…" (it ran under the × cut mid-letter, at 960 × 600)."""
    window = app.windows.lesson_box.window
    box = window.rect.inflate(-2 * window.shadow_width, -2 * window.shadow_width)  # what is seen
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(box)
    bar, shown = window.title_bar, window.window_display_title
    assert bar.font.size(shown)[0] <= bar.rect.width - 2 * app.layout.ui.px(10), shown
    whole = f"Step {app.state.lesson + 1} of {len(STEPS)} · {tr('en', f'lesson.{step.key}.title')}"
    assert shown == whole or (shown.endswith("…") and whole.startswith(shown[:-1].rstrip())), shown
    # Every line fits the caption, inside the window's borders (lines wrapped to the window's outer width ran
    # under its right border, cut).
    lesson_box = app.windows.lesson_box
    room = lesson_box.caption.image.get_width()
    assert room <= window.get_container().get_rect().width
    assert max(app.fonts.width(line, 15) for line, _ in lesson_box.lines) <= room, step.key
    spoken = app.layout.canvas if step.scene.speaks_of == "canvas" else app.layout.panel
    assert not rects_overlap(box, spoken), step.key


def test_every_step_shows_its_own_numbers_whatever_was_set_before(app) -> None:
    set_up_as_a_user(app)
    press_key(app, pygame.K_l, unicode="l")
    for index, step in enumerate(STEPS):
        if index:
            press_key(app, pygame.K_PAGEDOWN)
        run_frames(app, 2)
        assert app.state.lesson == index
        check_live_numbers(app, step.key, step.numbers())
        check_box_place(app, step)


@pytest.mark.parametrize("size", [config.MIN_WINDOW_SIZE, (1900, 1150)])
def test_the_box_stays_in_the_window_and_off_what_the_step_shows(app, size) -> None:
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    run_frames(app, 2)
    press_key(app, pygame.K_l, unicode="l")
    for index, step in enumerate(STEPS):
        if index:
            press_key(app, pygame.K_PAGEDOWN)
        run_frames(app, 1)
        check_box_place(app, step)


def test_leaving_gives_back_the_users_settings_and_undo(app) -> None:
    set_up_as_a_user(app)
    e, r = app.state.epicycles, app.state.rope
    before = capture(app.state)
    times = (e.t, e.playing, r.tab, (r.inv_m, r.inv_n, r.inv_shift))
    undo_steps = len(app.state.history.done)
    press_key(app, pygame.K_l, unicode="l")
    for _ in range(5):
        press_key(app, pygame.K_PAGEDOWN)
    app.submit(i.SetArrows(3))  # a change made inside the lesson is the lesson's
    press_key(app, pygame.K_l, unicode="l")
    run_frames(app, 1)
    assert app.state.lesson is None
    e, r = app.state.epicycles, app.state.rope
    assert capture(app.state).differs_in(before) == []
    assert (e.t, e.playing, r.tab, (r.inv_m, r.inv_n, r.inv_shift)) == times
    assert len(app.state.history.done) == undo_steps  # the lesson left no undo steps behind
    app.submit(i.Undo())  # undoes the user's own last change: the canvas was paused, arrows 1 → before
    assert app.state.epicycles.n_arrows != 1 and app.state.rope.scaling_kind == "yarn"


def look(state: AppState) -> tuple[object, ...]:
    e, r = state.epicycles, state.rope
    return (e.speed, r.speed, e.show_circles, e.show_trail, r.show_circles, r.log_axis, r.show_bound)


def test_each_step_runs_and_shows_as_the_app_starts_and_leaving_gives_the_user_s_back(app) -> None:
    """(A canvas run at −2× traced the heart backwards in the step that says "anticlockwise for k > 0";
    circles turned off stayed off in the teacup step.)"""
    fresh = look(AppState.for_preset(preset_curve("heart"), "heart"))
    app.submit_all(
        [i.SetSpeed(-2.0), i.SetSpeed(7.0, "rope"), i.Show("circles", False), i.Show("trail", False)]
    )
    app.submit_all(
        [i.Show("rope_circles", False), i.Show("rope_log_axis", False), i.Show("rope_bound", True)]
    )
    users = look(app.state)
    assert all(a != b for a, b in zip(users, fresh, strict=True))
    press_key(app, pygame.K_l, unicode="l")
    for _ in range(len(STEPS)):
        assert look(app.state) == fresh
        t = app.state.epicycles.t
        run_frames(app, 3)
        assert app.state.epicycles.t >= t or app.state.epicycles.t < 1.0  # forwards (or round again)
        press_key(app, pygame.K_PAGEDOWN)
    press_key(app, pygame.K_l, unicode="l")
    assert app.state.lesson is None and look(app.state) == users


def test_finish_on_the_last_step_leaves_and_gives_back(app) -> None:
    set_up_as_a_user(app)
    before = capture(app.state)
    press_key(app, pygame.K_l, unicode="l")
    for _ in range(len(STEPS)):
        press_key(app, pygame.K_PAGEDOWN)
    box = app.windows.lesson_box
    assert app.state.lesson == len(STEPS) - 1 and box.next is None
    assert box.finish is not None and box.finish.text == "End lesson"
    assert "PageUp" in app.status.text and "PageDown" not in app.status.text  # (no step to go on to)
    click(app, box.finish.rect.center)
    run_frames(app, 2)
    assert app.state.lesson is None and box.window is None
    assert capture(app.state).differs_in(before) == []
    assert app.state.rope.scaling_kind == "yarn" and app.state.rope.scaling_factor == 8.0
    assert "from the first step" in app.status.text
    press_key(app, pygame.K_l, unicode="l")  # finished: L starts it again, not on the last step
    assert app.state.lesson == 0


def test_finish_speaks_korean(app) -> None:
    app.submit(i.SetLanguage("ko"))
    press_key(app, pygame.K_l, unicode="l")
    for _ in range(len(STEPS)):
        press_key(app, pygame.K_PAGEDOWN)
    run_frames(app, 1)
    assert app.windows.lesson_box.finish.text == "수업 마치기"


def test_closing_the_box_gives_back_too(app) -> None:
    set_up_as_a_user(app)
    before = capture(app.state)
    press_key(app, pygame.K_l, unicode="l")
    press_key(app, pygame.K_PAGEDOWN)
    click(app, app.windows.lesson_box.window.close_window_button.rect.center)
    run_frames(app, 2)
    assert app.state.lesson is None and capture(app.state).differs_in(before) == []


def test_a_lessons_q_and_k_fit_any_number_of_arrows() -> None:
    from app.model.lesson import UNIT_QK
    from app.model.rope_state import RopeState

    r = RopeState(n_arrows=4, content="custom", custom_qk=UNIT_QK)
    assert r.h.tolist() == [0, -1j, 0, 0]  # h = q·conj(k) only on the θ = 0.1 pair
    r.set_arrows(1)
    assert [v.tolist() for v in r.qk()] == [[0, 0], [0, 0]]
    r.set_arrows(3)
    assert [v.tolist() for v in r.qk()] == [[0, 0, 1, 0, 0, 0], [0, 0, 0, 1, 0, 0]]


def test_a_step_shows_its_whole_curve_and_following_the_pen_comes_back_on_leaving(app) -> None:
    """Follow stayed on into the steps: the heart's step was a zoomed tangle of its last arrows."""
    app.submit(i.ToggleFollow(True))
    run_frames(app, 30)
    camera = app.state.camera
    assert camera.follow and camera.blend > 0
    press_key(app, pygame.K_l, unicode="l")
    for index in range(len(STEPS)):
        if index:
            press_key(app, pygame.K_PAGEDOWN)
        assert not camera.follow and camera.blend == 0.0 and not camera.moving, STEPS[index].key
    press_key(app, pygame.K_l, unicode="l")
    assert app.state.lesson is None and app.state.camera.follow


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_step_s_status_line_fits_a_1280_by_800_window_at_125_percent(app, lang) -> None:
    """(It was cut before "L leaves" on the steps with the longest titles.)"""
    post(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800)
    app.submit_all([i.DisplayScale(1.25), i.SetLanguage(lang)])
    run_frames(app, 2)
    assert app.layout.ui.factor == 1.25
    for index in range(len(STEPS)):
        app.submit(i.Lesson("start" if index == 0 else "next"))
        app.status.show(tr(lang, "status.undo.nothing"), False)  # (another line between: each step's anew)
        run_frames(app, 2)
        shown = app.status.message_label.text
        assert not shown.endswith("…") and shown == app.state.status.text, (index, shown)


def test_undo_in_a_step_never_brings_back_another_steps_settings(app) -> None:
    """Step 3's arrow fewer, then step 4: Ctrl+Z has nothing of step 4's to undo, and the Invariance table
    keeps step 4's q and k under step 4's words (it showed step 3's, "back to arrows 200")."""
    press_key(app, pygame.K_l, unicode="l")
    for _ in range(2):
        press_key(app, pygame.K_RIGHT)
    assert STEPS[app.state.lesson].key == "relative"
    press_key(app, pygame.K_LEFTBRACKET, unicode="[")
    press_key(app, pygame.K_RIGHT)
    shown = capture(app.state)
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert app.state.status.text == tr("en", "status.undo.nothing")
    assert capture(app.state).differs_in(shown) == [] and app.state.rope.content == "random"
    press_key(app, pygame.K_LEFTBRACKET, unicode="[")  # a change in this step is undone within it
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert app.state.status.text == tr("en", "status.undo.done", said=f"arrows {shown.n_arrows}")
    assert capture(app.state).differs_in(shown) == []
