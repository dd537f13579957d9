"""The lesson window in the real loop shows every word of each step's caption and its number, in both
languages, in the smallest window at scale 1 and in a 4K one at scale 2 (where a caption once lost its
last third: a line longer than fonts draw was measured as fitting)."""

from __future__ import annotations

import pygame
import pytest
from support import ink
from ui_driver import press_key, run_frames

from app.model import intents as i
from app.model.lesson import STEPS
from app.model.lesson_words import step_words
from app.ui.app import EpicyclesApp
from app.ui.fonts import Fonts
from app.ui.scale import Scale

TEXT_SIZE = 15  # the lesson window's text size at scale 1


def words_ink(fonts: Fonts, text: str) -> int:
    """What the text's words cover, each drawn alone (no wrapping involved)."""
    return ink(fonts.render(word, (255, 255, 255), TEXT_SIZE) for word in text.split())


@pytest.mark.parametrize(("size", "scale"), [((960, 600), 1.0), ((3840, 2160), 2.0)], ids=["small", "4K"])
def test_each_step_shows_all_its_words(tmp_path_factory, monkeypatch, size, scale) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    app = EpicyclesApp(size=size)
    try:
        app.submit(i.DisplayScale(scale))
        run_frames(app, 2)
        assert app.layout.ui.factor == scale
        fonts = Fonts(Scale(scale))
        for lang in ("en", "ko"):
            app.submit(i.SetLanguage(lang))
            press_key(app, pygame.K_l, unicode="l")
            for _ in STEPS:  # (lesson mode starts where it was left)
                app.submit(i.Lesson("back"))
            for index, step in enumerate(STEPS):
                run_frames(app, 2)
                assert app.state.lesson == index
                numbers = step.numbers()
                if numbers:  # (the real head's come from the model, read off the loop)
                    text, number = step_words(lang, step.key, numbers, "waiting", "")  # (− for -)
                    caption = app.windows.lesson_box.caption
                    assert caption is not None
                    expected = words_ink(fonts, text) + words_ink(fonts, number)
                    # (the same words cover exactly as much: a lone "1i" left out is 1% of a caption)
                    assert ink([caption.image]) == pytest.approx(expected, rel=0.003), (lang, step.key)
                app.submit(i.Lesson("next"))
            app.submit(i.Lesson("stop"))
        assert not app.errors
    finally:
        pygame.quit()


@pytest.mark.parametrize(("size", "scale"), [((960, 600), 1.0), ((2560, 1600), 2.5)], ids=["small", "250%"])
def test_nothing_of_the_canvas_words_shows_below_a_lesson_window_over_the_canvas(app, size, scale) -> None:
    """The foot of the hint's words showed below the lesson window (three rows at 100 %, one at 250 %)."""
    from support import pixels

    from app.ui.canvas.canvas_view import draw_canvas

    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    app.submit(i.Lesson("start"))
    run_frames(app, 2)
    while STEPS[app.state.lesson].scene.speaks_of != "rope":
        app.submit(i.Lesson("next"))
        run_frames(app, 2)
    box = app.windows.lesson_box.window.rect
    _, y, _, h = app.view.rect
    assert app.layout.ui.factor == scale and box.bottom < y + h
    bare = app.screen.copy()
    draw_canvas(bare, app.view, app.state, app.fonts, window=False)  # the picture and caption, no hint
    below = pygame.Rect(box.left, box.bottom, box.width, y + h - box.bottom)
    shown, expected = pixels(app.screen.subsurface(below)), pixels(bare.subsurface(below))
    differ = (shown != expected).any(axis=2).sum()
    assert not differ, f"{differ} pixels differ below the window"
    assert not app.errors


def each_steps_lines(app, lang: str):
    """(step, the box's lines) for every step but the real head's, in lang."""
    app.submit(i.SetLanguage(lang))
    app.submit(i.Lesson("start"))
    for _ in STEPS:
        app.submit(i.Lesson("back"))
    for step in STEPS[:-1]:
        run_frames(app, 1)
        yield step, [line for line, _ in app.windows.lesson_box.lines]
        app.submit(i.Lesson("next"))
    app.submit(i.Lesson("stop"))


@pytest.mark.parametrize(
    ("size", "scale", "lang"),
    [
        ((1280, 800), 1.0, "en"),
        ((1280, 800), 1.25, "ko"),
        ((2560, 1600), 2.5, "ko"),
        ((3840, 2160), 2.0, "en"),
    ],
)
def test_a_number_stays_on_the_line_of_its_name_and_has_a_minus_sign(app, size, scale, lang) -> None:
    """ "For d =" / "8 the speeds…", "c₃ =" / "-0.207": no line ends in = or ≈, and no number is written
    with a hyphen ("≈ -0.20711"), but with the minus sign −, as the inspector writes it."""
    import re

    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 2)
    minus = 0
    for step, lines in each_steps_lines(app, lang):
        for line in lines:
            assert not line.rstrip().endswith(("=", "≈")), (step.key, line)
            assert not re.search(r"(?<![\w.)])-\d", line), (step.key, line)
            minus += line.count("−")
    assert minus > 10 and not app.errors


def test_the_words_hold_every_name_equals_number_together() -> None:
    import re

    from app.model.lesson_words import NBSP, step_words

    for lang in ("en", "ko"):
        for step in STEPS:
            for said in step_words(lang, step.key, step.numbers(), "missing", "/x"):
                assert not re.search(r"[=≈] [−\d]| [=≈]\u00a0[−\d]", said), (lang, step.key, said)
    text, number = step_words("en", "relative", STEPS[2].numbers(), "waiting", "")
    assert f"score{NBSP}={NBSP}−0.29552" in number and f"d{NBSP}={NBSP}8" not in text
    assert f"d{NBSP}={NBSP}8" in step_words("en", "ladder", STEPS[0].numbers(), "waiting", "")[0]


def test_the_minus_sign_is_drawn_wider_than_a_hyphen(app) -> None:
    """Noto Sans (the first face) draws − as a hyphen ("−3" read as "-3"): DejaVu Sans draws it."""
    fonts = app.fonts
    assert fonts.face_for("−") == "dejavu" and fonts.face_for("-") == "noto"
    assert fonts.width("−", TEXT_SIZE) > 1.5 * fonts.width("-", TEXT_SIZE)


@pytest.mark.parametrize(
    ("size", "scale", "lang"),
    [
        ((1280, 800), 1.0, "en"),
        ((1280, 800), 1.25, "ko"),
        ((3840, 2160), 2.0, "en"),
        ((3840, 2160), 2.5, "ko"),
    ],
)
def test_over_the_panel_the_box_hides_whole_widgets_or_none(app, size, scale, lang) -> None:
    """Its top fell mid-row ("Arrows ◂ … 4 ☑ Circles" showed its top half above it) and the first pixels
    of "Arrows", "Base", "Seed" showed at its left edge: each widget of the panel is hidden whole or not
    at all, and the box reaches the panel's edges."""
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    app.submit(i.Lesson("start"))
    run_frames(app, 2)
    seen = 0
    for _ in STEPS:
        window = app.windows.lesson_box.window
        if STEPS[app.state.lesson].scene.speaks_of == "canvas":
            box = window.rect.inflate(-2 * window.shadow_width, -2 * window.shadow_width)
            x, y, w, h = app.layout.panel
            assert (box.left, box.right, box.bottom) == (x, x + w, y + h)
            for name, element in app.rope_panel.widgets.items():
                if element.visible and box.colliderect(element.rect):
                    assert box.contains(element.rect), (app.state.lesson, name, element.rect, box)
                    seen += 1
        app.submit(i.Lesson("next"))
        run_frames(app, 1)
    assert seen and not app.errors
