"""A step about the canvas puts the lesson box over the RoPE panel's foot; its longer wording once the
canvas is changed (steps 5 to 9) raised its top into the score plot, and at 1280x800 (125 %) only a strip
of the plot showed above it: the axis, the first row and half a Δ label (at 960x600 the plot's axis
alone). Each picture of the panel now shows at least a third of itself above the box (of the plot: of its
curve), or none of it."""

from __future__ import annotations

import pygame
import pytest
from test_lesson_chain_words import box_words
from ui_driver import lesson_step_by_keys, press_key, run_frames

from app.model import intents as i

CANVAS_STEPS = ["arrows", "square", "dense", "teacup", "problem8"]
SHOWN_AT_LEAST = 1 / 3


def shown_above(box_top: int, picture) -> float:
    """How much of the picture (x, y, w, h) shows above the box's top: 0 to 1."""
    _, y, _, h = picture
    return min(max(box_top - y, 0), h) / h


@pytest.mark.parametrize(
    ("size", "scale", "lang"),
    [((1280, 800), 1.25, "en"), ((1280, 800), 1.25, "ko"), ((960, 600), 1.0, "en"), ((960, 600), 1.0, "ko")],
)
def test_a_changed_steps_box_shows_each_picture_of_the_panel_well_or_not_at_all(app, size, scale, lang):
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    reached = 0
    for key in CANVAS_STEPS:
        lesson_step_by_keys(app, key)
        for _ in range(2):  # its own words, then the changed ones (another order)
            window = app.windows.lesson_box.window
            top, whole = window.rect.top + window.shadow_width, app.rope_panel.whole
            for name, picture, seen in (
                ("chain", whole.chain, whole.chain),
                ("plot", whole.plot, whole.curve),
            ):
                shown = shown_above(top, seen)
                assert top <= picture[1] or shown >= SHOWN_AT_LEAST, (key, name, shown, top, picture)
                reached += 0 < shown < 1
            own = box_words(app)
            press_key(app, pygame.K_o, unicode="o")
            run_frames(app, 2)
        assert box_words(app) != own
        press_key(app, pygame.K_l, unicode="l")
    assert reached and not app.errors
