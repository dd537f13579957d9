"""app/ui/window/scene.py: what the RoPE view, the inspector and the lesson box keep is keyed by their part of
the scene. Through the real loop, a change of anything each shows redraws it; and after every step of a
walk that changes one thing each shows, each shows what a fresh one would (so a part of the scene that
missed a field would be caught: the tests below leave one out on purpose and see the walk fail)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pygame
import pytest
from support import pixels
from ui_driver import run_frames

from app.model import intents as i
from app.model.inspector import inspector_table
from app.ui.dialogs.lesson_box import LessonBox
from app.ui.rope.rope_view import ScoreView
from app.ui.window import scene as scene_module
from app.ui.window.scene import InspectorScene, LessonScene, RopeScene

FRAMES = 3


def rope_picture(app) -> np.ndarray:
    layout = app.rope_panel.layout
    return np.concatenate([pixels(app.screen, layout.plot), pixels(app.screen, layout.chain)], axis=1)


def window_picture(app, window) -> np.ndarray:
    """The window and all it holds, as on the screen."""
    return pixels(app.screen, window.rect.clip(app.screen.get_rect()))


@pytest.mark.parametrize(
    ("opened", "change"),
    [
        ((), i.Show("rope_bound", True)),
        ((), i.SetRopeArrows(8)),
        ((), i.Show("rope_log_axis", False)),
        ((), i.SetLanguage("ko")),
        ((i.ToggleInspector(),), i.SetOrder("frequency")),
        ((i.ToggleInspector(),), i.SetArrows(3)),
        ((i.ToggleInspector(),), i.TraceBackwards()),
        ((i.ToggleInspector(),), i.SetLanguage("ko")),
        ((i.Lesson("start"),), i.Lesson("next")),
        ((i.Lesson("start"),), i.SetLanguage("ko")),
    ],
    ids=repr,
)
def test_a_change_of_what_a_view_shows_redraws_it(app, opened, change) -> None:
    for intent in opened:
        app.submit(intent)
    run_frames(app, FRAMES)
    windows = app.windows

    def picture() -> np.ndarray:
        if windows.inspector is not None:
            return window_picture(app, windows.inspector.window)
        if windows.lesson_box.window is not None:
            return window_picture(app, windows.lesson_box.window)
        return rope_picture(app)

    before = picture()
    app.submit(change)
    run_frames(app, FRAMES)
    assert not np.array_equal(before, picture())


WALK = (
    i.ToggleInspector(),
    i.Lesson("start"),
    i.SetOrder("frequency"),
    i.SetArrows(3),
    i.TraceBackwards(),
    i.Lesson("next"),
    i.Show("rope_bound", True),
    i.SetRopeArrows(8),
    i.Show("rope_log_axis", False),
    i.SetRopeContent("random"),
    i.SetLanguage("ko"),
    i.Lesson("next"),
    i.SetOrder("amplitude"),
    i.Resize((1200, 760), (4000, 4000)),
    i.SetLanguage("en"),
)


def shows_what_a_fresh_one_would(app) -> None:
    """The inspector's table, the lesson box's words and the RoPE picture equal those made afresh."""
    scene = app.scene()
    inspector = app.windows.inspector
    if inspector is not None:
        table = inspector_table(app.state)
        assert inspector.caption.text == table.caption
        rows = table.rows[inspector.scroll.first :][: inspector.rows]  # (the rows its height holds)
        shown = [tuple(label.text.strip() for label in row) for row in inspector.cells[2 : 2 + len(rows)]]
        assert shown == [tuple(cell.strip() for cell in row) for row in rows]
    box, s, layout = app.windows.lesson_box, app.state, app.layout
    assert (box.window is not None) == (s.lesson is not None)
    if s.lesson is not None:
        fresh = LessonBox(app.manager, app.fonts)
        numbers = LessonScene.of(s, layout).numbers  # (a step on a pair speaks of the chain drawn)
        fresh.sync(LessonScene(s.lang, s.lesson, layout.canvas, layout.panel, numbers))  # not of()
        assert fresh.window.window_display_title == box.window.window_display_title
        assert np.array_equal(*(pygame.surfarray.array3d(b.caption.image) for b in (fresh, box)))
        fresh.close()
    kept, made = app.screen.copy(), app.screen.copy()
    app.rope_panel.view.draw(kept, scene.rope)
    ScoreView(app.fonts).draw(made, scene.rope)
    area = scene.rope.layout.panel
    assert np.array_equal(pixels(kept, area), pixels(made, area))


def walk(app) -> None:
    for intent in WALK:
        app.submit(intent)
        run_frames(app, FRAMES)
        shows_what_a_fresh_one_would(app)


def test_after_each_change_each_view_shows_what_a_fresh_one_would(app) -> None:
    walk(app)


@pytest.mark.parametrize(
    ("part", "field", "value"),
    [(InspectorScene, "lang", "en"), (LessonScene, "step", 0), (RopeScene, "version", 0)],
    ids=lambda v: getattr(v, "__name__", str(v)),
)
def test_a_part_of_the_scene_that_missed_a_field_would_be_caught(
    app, monkeypatch, part, field, value
) -> None:
    """As a hand-made key that forgot a field: the view keeps showing the old value, and the walk sees it."""
    made = part.of

    def forgetful(*args, **kwargs):
        return dataclasses.replace(made(*args, **kwargs), **{field: value})

    monkeypatch.setattr(getattr(scene_module, part.__name__), "of", forgetful)
    with pytest.raises(AssertionError):
        walk(app)
