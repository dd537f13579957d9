"""The ladder steps' numbers of a chain a RoPE scaling stretches: the ladder the Invariance tab lists (the
stretched one), and words that say it is not base^(−2i/d) itself (they spoke of the plain ladder only)."""

from __future__ import annotations

import math

from app.i18n import LANGUAGES
from app.model.lesson_chain import WORDS, ChainShown, ladder_numbers
from app.model.lesson_words import step_words
from app.model.rope_state import RopeState


def test_a_stretched_ladder_is_listed_as_the_tab_lists_it_and_said_to_be_stretched() -> None:
    r = RopeState(n_arrows=4)
    r.set_scaling("linear", 4.0)
    theta = [row[1] for row in r.ladder_rows()]
    assert theta[1] != 10000 ** (-1 / 4)  # stretched: not the plain ladder
    numbers = ladder_numbers(ChainShown.of(r))
    assert numbers[WORDS] == "_stretched"
    assert numbers["thetas"] == ", ".join(f"{t:.4g}" for t in theta)
    assert numbers["waves"] == ", ".join(f"{2 * math.pi / t:.5g}" for t in theta)
    for lang in LANGUAGES:
        text, _ = step_words(lang, "ladder", numbers, "waiting", "")
        assert ("RoPE scaling" if lang == "en" else "RoPE 스케일링") in text, text
