"""Steps 10 to 12 quote the lesson's chains (two arrows, ω = 1 and 0.01; 32 arrows of a 64-dimensional
head). A click on the "32 arrows" button under the plot, a typed base or another best-in range changed the
panel's chain in the step, and the box went on saying "Two arrows here: ω = 1 and 0.01" and "best in
100..4096: Δ = 1885" beside a plot of other arrows. It now says the numbers are the lesson's and how the
step's chain comes back; setting that chain again brings back the step's own words."""

from __future__ import annotations

import pygame
import pytest
from test_lesson_chain_words import box_words
from ui_driver import centre, click, lesson_step_by_keys, press_key, run_frames, type_into

from app.model import intents as i

NOW = {"en": "Ctrl+Z undoes", "ko": "Ctrl+Z를 누르면"}  # the changed wording's own words


def button(name: str):
    return lambda app: click(app, centre(app.rope_panel.widgets[name].get_abs_rect()))


def typed(name: str, text: str):
    return lambda app: type_into(app, app.rope_panel.widgets[name].get_abs_rect(), text)


def undone(app) -> None:
    press_key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="\x1a")


@pytest.mark.parametrize(
    ("key", "change", "back", "lang"),
    [
        ("rope_epicycle", button("button_32"), button("button_2"), "en"),
        ("rope_epicycle", typed("base_entry", "500"), typed("base_entry", "10000"), "ko"),
        ("return2", button("button_32"), button("button_2"), "ko"),
        ("return2", typed("search_lo", "2000"), typed("search_lo", "100"), "en"),
        ("return32", button("button_2"), button("button_32"), "en"),
        ("return32", typed("base_entry", "1e6"), undone, "ko"),
    ],
    ids=["epicycle-32", "epicycle-base", "return2-32", "return2-search", "return32-2", "return32-undo"],
)
def test_a_step_about_the_lessons_chain_says_when_the_panel_draws_another(
    app, key, change, back, lang
) -> None:
    changed_and_back(app, key, change, back, lang)


def changed_and_back(app, key, change, back, lang: str) -> None:
    """The step's own words; after change its "_other" wording (how the lesson's comes back); after back,
    its own again."""
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    lesson_step_by_keys(app, key)
    own = box_words(app)
    assert NOW[lang] not in own
    change(app)
    run_frames(app, 2)
    changed = box_words(app)
    assert NOW[lang] in changed and changed != own, changed
    back(app)
    run_frames(app, 2)
    assert box_words(app) == own
    assert not app.errors


def test_another_best_in_range_leaves_step_10_its_words(app) -> None:
    """Step 10's scores at Δ = 0 … 628 are of its chain alone: a best-in range is no change of it."""
    lesson_step_by_keys(app, "rope_epicycle")
    own = box_words(app)
    typed("search_lo", "2000")(app)
    run_frames(app, 2)
    assert app.state.rope.search_lo == 2000 and box_words(app) == own
