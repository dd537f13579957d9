"""The lesson box's title and the status line in a small window: whole (the title cut "Problem 8: start,
direction, positi…", the status line "…L leav…" at 960×600), and with a minus that is not a hyphen."""

from __future__ import annotations

import pytest
from ui_driver import run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.lesson import STEPS


def go_to(app, size: tuple[int, int], lang: str, step: int) -> None:
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetLanguage(lang))
    app.submit(i.Lesson("start"))
    for _ in range(step):
        app.submit(i.Lesson("next"))
    run_frames(app, 2)
    assert app.state.lesson == step


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_at_960x600_each_step_s_title_and_status_line_show_whole(app, lang) -> None:
    go_to(app, (960, 600), lang, 0)
    for index, step in enumerate(STEPS):
        bar = app.windows.lesson_box.window.title_bar
        name = tr(lang, f"lesson.{step.key}.title")
        assert bar.text.endswith(name) and "…" not in bar.text, (index, bar.text)
        assert bar.font.size(bar.text)[0] <= bar.rect.width
        label = app.status.message_label
        assert not label.text.endswith("…") and f"{index + 1}/{len(STEPS)}" in label.text, (index, label.text)
        assert label.font.size(label.text)[0] <= label.rect.width
        app.submit(i.Lesson("next"))
        run_frames(app, 2)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_wide_window_keeps_the_whole_title_and_status_line(app, lang) -> None:
    go_to(app, (1920, 1200), lang, 3)
    title = tr(lang, "lesson.window", step=4, steps=len(STEPS))
    assert app.windows.lesson_box.window.title_bar.text.startswith(title)
    assert tr(lang, f"lesson.{STEPS[3].key}.title") in app.status.message_label.text


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_title_bar_and_status_line_draw_m_minus_n_with_a_minus_not_a_hyphen(app, lang) -> None:
    """Noto Sans' own − is a hyphen's width: the widgets draw it in a face where it is as wide as a plus."""
    go_to(app, (1920, 1200), lang, STEPS.index(next(s for s in STEPS if s.key == "relative")))
    for widget in (app.windows.lesson_box.window.title_bar, app.status.message_label):
        text = widget.text
        start = text.index("m ") + 2
        minus = text[start]
        assert minus not in "-", text
        assert widget.font.size(minus)[0] >= widget.font.size("+")[0] - 1, (minus, text)
