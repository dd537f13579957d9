"""The lesson window in the real loop shows every word of each step's caption and its number, in both
languages, in the smallest window at scale 1 and in a 4K one at scale 2 (where a caption once lost its
last third: a line longer than fonts draw was measured as fitting)."""

from __future__ import annotations

import pygame
import pytest
from support import ink
from ui_driver import press_key, run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.lesson import STEPS
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
                    text = tr(lang, f"lesson.{step.key}.text")
                    number = tr(lang, f"lesson.{step.key}.number", **numbers)
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
