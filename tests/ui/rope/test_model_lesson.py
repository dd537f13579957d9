"""The lesson's real-head step in the Model tab: it opens the demo and shows its previous-token head beside
the slow-pair head, reads once and says so, says why it has no heads, keeps its progress window over the
lesson box, and gives the user's tab back on leaving."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo, until
from ui_driver import press_key, run_frames

from app.i18n import tr
from app.llm import heads
from app.model import intents as i
from app.model.lesson import STEPS
from app.paths import own_models_folder

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def test_the_lesson_step_a_real_head_opens_the_demo_and_shows_its_heads(app) -> None:
    step = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    assert STEPS[step - 1].key == "return32"  # after problem 9
    app.state.lesson_place = step
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    assert app.state.rope.tab == "model" and m.busy
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.picks is not None and (m.layer, m.head) == m.picks.previous and m.compare == m.picks.slow
    assert m.picks.previous_attention > 0.5 and m.picks.slow_share > 0.5
    assert m.picks.previous_fast > m.picks.slow_fast  # the fast pairs matter in the previous-token head
    caption = app.windows.lesson_box
    assert caption.window is not None and app.errors == []


def test_leaving_the_lesson_gives_back_the_model_tab_as_it_was(app) -> None:
    """The real head's step reads a sentence of its own; on leaving, the sentence, layer, head, pair and
    chain stayed the lesson's (its m − n beside the user's Δ given back)."""
    open_demo(app, "Hello world again, said the cat.")
    m, r = app.state.rope.models, app.state.rope
    app.submit(i.SetModelHead(layer=2, head=1))
    app.submit(i.PickToken(3, "query"))
    app.submit(i.PickToken(1, "key"))
    run_frames(app, 2)
    before, run, chain, delta = (m.sentence, m.layer, m.head, m.query, m.key), m.run, r.h.copy(), r.delta
    assert delta == 2 and r.content == "head"
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    press_key(app, pygame.K_l, unicode="l")
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.sentence != before[0] and m.run is not run
    press_key(app, pygame.K_l, unicode="l")
    assert app.state.lesson is None
    assert (m.sentence, m.layer, m.head, m.query, m.key) == before and m.run is run
    assert m.reading is not None and m.reading.distance == r.delta == delta
    np.testing.assert_array_equal(r.h, chain)
    assert app.rope_panel.widgets["sentence_entry"].get_text() == before[0]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_progress_window_stays_over_the_lesson_box_in_the_smallest_window(app, lang) -> None:
    """The real head's step opens the demo: its progress window lay under the lesson box (at 960×600 its
    title and words were cut behind it), and in Korean it ran off the window's right edge."""
    from app import config

    app.submit(i.SetLanguage(lang))
    app.submit(i.Resize(config.MIN_WINDOW_SIZE, (4000, 4000)))
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m, work = app.state.rope.models, app.rope_panel.model_tab.work
    seen = 0
    for _ in range(5):
        run_frames(app, 1)
        stack = app.manager.get_window_stack().get_full_stack()
        if m.busy and work.window is not None:
            assert app.windows.lesson_box.window in stack and stack[-1] is work.window
            assert pygame.Rect((0, 0), config.MIN_WINDOW_SIZE).contains(work.window.rect)  # (it ran off)
            seen += 1
    assert seen  # (the first layers take longer than these frames)
    until(app, lambda: not m.busy)


def ladder_pixels(surface: pygame.Surface, rect) -> int:
    """Pixels in rect of the arrows' ladder colours (orange to blue: not the panel's greys)."""
    rgb = pygame.surfarray.array3d(surface.subsurface(pygame.Rect(rect).inflate(-8, -8))).astype(int)
    return int(np.count_nonzero((rgb.max(axis=2) - rgb.min(axis=2)) > 80))


def test_the_real_head_step_shows_the_slow_pair_head_beside_the_previous_token_head(app) -> None:
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m, panel = app.state.rope.models, app.rope_panel
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    # The last token asks, the token before it answers: where a previous-token head looks.
    assert (m.query, m.key) == (m.run.length - 1, m.run.length - 2)
    beside = heads.read_head(m.run, *m.picks.slow, m.query, m.key)
    assert m.compare_reading is not None and (m.compare_reading.layer, m.compare_reading.head) == m.picks.slow
    np.testing.assert_allclose(m.compare_reading.h, beside.h, atol=1e-12)
    # The chain area is split: the shown head's chain on the left, the second head's on the right.
    lay = panel.model_layout
    assert panel.layout == lay.split and lay.split.chain[2] < lay.score.chain[2] // 2 + 1
    screen = app.screen
    assert ladder_pixels(screen, lay.split.chain) > 50 and ladder_pixels(screen, lay.compare_chain) > 50
    # Picking another key shows both heads for the new pair.
    app.submit(i.PickToken(0, "key"))
    run_frames(app, 1)
    np.testing.assert_allclose(
        m.compare_reading.h, heads.read_head(m.run, *m.picks.slow, m.query, 0).h, atol=1e-12
    )
    # Outside the step the tab shows one head again, over the whole chain area.
    app.submit(i.Lesson("stop"))
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    assert m.compare is None and m.compare_reading is None and panel.layout == panel.model_layout.score
    assert app.errors == []


def number_line(app) -> str:
    """The lesson box's number line (its read-out colour), unwrapped."""
    from app import config

    return " ".join(line for line, colour in app.windows.lesson_box.lines if colour == config.PEN)


def test_the_real_head_step_says_it_reads_and_reads_once(app) -> None:
    """It said "being read… (if it is missing: put … in …)" while the model was found and read; and each
    visit read the model again (10 to 15 seconds)."""
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    run_frames(app, 1)
    assert m.busy and number_line(app) == tr("en", "lesson.real_head.waiting")
    until(app, lambda: not m.busy and m.found)
    run_frames(app, 1)
    assert "layer" in number_line(app)
    picks, run = m.picks, m.run
    app.submit(i.Lesson("stop"))
    assert m.picks is None and m.run is None  # the user's tab, given back
    asked = m.seq
    app.submit(i.Lesson("start"))
    run_frames(app, 1)
    assert not m.busy and m.seq == asked and m.picks is picks and m.run is run  # (the same, not a copy)
    assert "layer" in number_line(app) and app.errors == []


def test_the_real_head_step_says_why_it_has_no_heads(app) -> None:
    app.state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    app.submit(i.Lesson("start"))
    m = app.state.rope.models
    until(app, lambda: m.found and m.busy)  # (found, and its reading under way: Esc would leave the lesson)
    press_key(app, pygame.K_ESCAPE)  # stops the reading
    run_frames(app, 1)
    assert not m.busy and app.state.lesson is not None
    assert number_line(app) == tr("en", "lesson.real_head.stopped")
    app.submit(i.ModelsFound(()))  # (no demo model found)
    run_frames(app, 1)
    assert str(own_models_folder()) in number_line(app).replace("\u00a0", " ")
