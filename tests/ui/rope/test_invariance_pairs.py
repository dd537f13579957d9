"""The Invariance tab's head names a lesson's q and k by their non-zero pairs, short at every arrow count (at
32 arrows it listed all 64 components, "q = (0, 0, 1, 0, 0, …)", over four lines, and the notes under it
were pushed to the border)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import press_key, run_frames

from app.model import intents as i
from app.model.lesson import UNIT_QK
from app.ui.rope.rope_invariance import draw_invariance, invariance_head

# UNIT_QK's one pair that is not zero, written out here: components 2 and 3 are pair 1.
SAID = {
    "en": "pair 1: q = (1, 0), k = (0, 1); every other pair is zero · d = {d}, base 1e4",
    "ko": "쌍 1: q = (1, 0), k = (0, 1); 나머지 쌍은 모두 0 · d = {d}, 밑 1e4",
}


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_the_lessons_q_and_k_are_named_by_their_pair_at_every_arrow_count(app, lang, size) -> None:
    assert UNIT_QK == ((0.0, 0.0, 1.0, 0.0), (0.0, 0.0, 0.0, 1.0))
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetLanguage(lang))
    app.submit(i.Lesson("start"))
    app.submit(i.Lesson("next"))  # step 2: the lesson's own q and k
    run_frames(app, 3)
    rope = app.state.rope
    for key, arrows in ((None, 4), (pygame.K_3, 32), (pygame.K_2, 2)):
        if key is not None:
            press_key(app, key, unicode=pygame.key.name(key))
        assert rope.content == "custom" and rope.n_arrows == arrows and rope.tab == "invariance"
        head = invariance_head(rope, lang)
        assert head == SAID[lang].format(d=2 * arrows)
        layout = app.rope_panel.whole
        lines = app.fonts.wrap(head, layout.inv_view[2] - app.fonts.scale.px(20), 12)
        assert len(lines) <= 2, lines
        words = draw_invariance(pygame.Surface(size), rope, layout, app.fonts, lang)
        assert pygame.Rect(layout.inv_view).inflate(-2, -2).contains(words)
    assert app.errors == []


def test_many_pairs_are_named_three_and_counted(app) -> None:
    rope = app.state.rope
    app.submit(i.Lesson("start"))
    app.submit(i.Lesson("next"))
    run_frames(app, 2)
    rope.custom_qk = (tuple(float(c) for c in range(1, 13)), (0.0,) * 12)  # 6 pairs, none zero
    rope.refresh()  # (4 arrows: the first 4 pairs)
    head = invariance_head(rope, "en")
    assert head == (
        "pair 0: q = (1, 2), k = (0, 0); pair 1: q = (3, 4), k = (0, 0); pair 2: q = (5, 6), k = (0, 0);"
        " and 1 more pair · d = 8, base 1e4"
    )
    rope.set_view("6")
    assert invariance_head(rope, "en").endswith("; and 3 more pairs · d = 12, base 1e4")
    rope.custom_qk = ((0.0,), (0.0,))
    rope.refresh()
    assert invariance_head(rope, "ko") == "q = k = 0 · d = 12, 밑 1e4"
