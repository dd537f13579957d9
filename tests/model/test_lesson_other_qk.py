"""Lesson steps 2 and 3 with other q and k than the lesson's on the panel (a content chosen in the step, a
head's random ones): their numbers are the Invariance tab's scores of those q and k, held here to pair-by-pair
2×2 rotation matrices, and their words say so and how the lesson's come back (Ctrl+Z, or Back then Next,
which this file does too). They quoted q = (1, 0) and k = (0, 1)'s scores while the tab showed others. With
the lesson's own q and k, at any arrow count, they read exactly as before."""

from __future__ import annotations

import numpy as np
import pytest
from apply_helpers import new_state, replay

from app.i18n import LANGUAGES, tr
from app.model import intents as i
from app.model.lesson import STEPS, step_numbers
from app.model.lesson_chain import (
    LESSON_PAIRS,
    OWN_UNIT,
    UNIT_QK,
    WORDS,
    ChainShown,
    lessons_qk,
    relative_numbers,
    rotation_numbers,
)
from app.model.lesson_words import step_words, unbroken
from app.model.state import AppState

ROTATION, RELATIVE = 1, 2  # the steps' places in STEPS


def rotated(v: np.ndarray, p: int, theta: np.ndarray) -> np.ndarray:
    """v with pair j multiplied by the rotation matrix [[cos pθ_j, −sin pθ_j], [sin pθ_j, cos pθ_j]]."""
    out = []
    for j, t in enumerate(theta):
        c, s = np.cos(p * t), np.sin(p * t)
        out.extend(np.array([[c, -s], [s, c]]) @ v[2 * j : 2 * j + 2])
    return np.array(out)


def brute_score(chain: ChainShown, m: int, n: int) -> float:
    q, k, theta = (np.array(v, float) for v in (chain.q, chain.k, chain.omega))
    return float(rotated(q, m, theta) @ rotated(k, n, theta))


def on_step(step: int, *changes: object) -> AppState:
    """A state on the lesson's step (its place in STEPS), after changes made in it."""
    state = replay(new_state(), i.Lesson("start"), *[i.Lesson("next")] * step, *changes)
    assert state.lesson == step and STEPS[step].key in ("rotation", "relative")
    return state


CHANGES = {
    "all ones": (i.SetRopeContent("ones"),),
    "random q, k": (i.SetRopeContent("random"),),
    "q = k, seed 7": (i.SetRopeContent("q=k"), i.SetRopeSeed("7")),
    "random, 32 arrows": (i.SetRopeContent("random"), i.RopeView(32)),
    "random, one arrow": (i.SetRopeContent("random"), i.SetRopeArrows(1)),
}


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("step", [ROTATION, RELATIVE])
def test_other_q_and_k_are_quoted_as_the_tab_scores_them(step, change) -> None:
    state = on_step(step, *CHANGES[change])
    r = state.rope
    chain = ChainShown.of(r)
    q, k = r.qk()  # what the Invariance tab scores
    assert (chain.q, chain.k) == (tuple(q), tuple(k)) and not lessons_qk(chain)
    numbers = step_numbers(STEPS[step], chain)
    assert numbers[WORDS] == "_other"
    if step == ROTATION:
        assert (r.inv_m, r.inv_n) == (2, 5)
        assert numbers["score"] == pytest.approx(brute_score(chain, 2, 5), abs=1e-12)
        assert numbers["score"] == pytest.approx(r.invariance.rope_mn, abs=1e-12)  # the tab's own number
    else:
        for j, (m, n) in enumerate(LESSON_PAIRS):
            assert numbers[f"s{j}"] == pytest.approx(brute_score(chain, m, n), abs=1e-12)
    for lang in LANGUAGES:
        text, line = step_words(lang, STEPS[step].key, numbers, "waiting", "")
        assert "Ctrl+Z" in text and tr(lang, "lesson.back") in text and tr(lang, "lesson.next") in text
        said = f"{numbers['score' if step == ROTATION else 's0']:.5f}".replace("-", "\u2212")
        assert said in line, line
        assert "R(0.2)" not in line and "0.98007" not in line, line  # q = (1, 0)'s turn is not the tab's


def test_a_heads_q_and_k_on_its_own_speeds_are_other_q_and_k() -> None:
    """A real head (content "head"): its own speeds, not a ladder, and the seed's random q and k."""
    rng = np.random.default_rng(3)
    omega = tuple(np.sort(rng.uniform(0.001, 1.0, 6))[::-1])
    q, k = (tuple(rng.normal(size=12)) for _ in range(2))
    chain = ChainShown(6, 10000.0, omega, q, k, plain=False)
    numbers = rotation_numbers(chain)
    assert numbers[WORDS] == "_other"
    assert numbers["score"] == pytest.approx(brute_score(chain, 2, 5), abs=1e-12)
    relative = relative_numbers(chain)
    assert relative[WORDS] == "_other"
    for j, (m, n) in enumerate(LESSON_PAIRS):
        assert relative[f"s{j}"] == pytest.approx(brute_score(chain, m, n), abs=1e-12)


@pytest.mark.parametrize("n_arrows", [2, 4, 32])
def test_the_lessons_q_and_k_on_any_ladder_read_as_before(n_arrows) -> None:
    """UNIT_QK padded to 2N, a hair off or not, is the lesson's; one component off by 1e-6 is not."""
    own = ChainShown.ladder(n_arrows, UNIT_QK)
    assert lessons_qk(own)
    hair = ChainShown.ladder(n_arrows, (tuple(np.add(UNIT_QK[0], 1e-15)), UNIT_QK[1]))
    assert lessons_qk(hair)
    off = ChainShown.ladder(n_arrows, (UNIT_QK[0], tuple(np.add(UNIT_QK[1], [0, 0, 1e-6, 0]))))
    assert not lessons_qk(off)
    assert WORDS not in rotation_numbers(own) and relative_numbers(own)[WORDS] == ""
    assert rotation_numbers(own)["score"] == pytest.approx(brute_score(own, 2, 5), abs=1e-12)


@pytest.mark.parametrize("step", [ROTATION, RELATIVE])
def test_the_steps_own_words_are_unchanged(step) -> None:
    state = on_step(step, i.SetRopeSeed("9"))  # a seed alone leaves the lesson's q and k on the tab
    numbers = step_numbers(STEPS[step], ChainShown.of(state.rope))
    assert numbers == STEPS[step].numbers(OWN_UNIT)
    key = STEPS[step].key
    for lang in LANGUAGES:
        text, _ = step_words(lang, key, numbers, "waiting", "")
        assert text == unbroken(tr(lang, f"lesson.{key}.text", **numbers))  # the plain wording, as ever
        assert "Ctrl+Z" not in text


@pytest.mark.parametrize("step", [ROTATION, RELATIVE])
def test_what_the_words_say_brings_the_lessons_q_and_k_back(step) -> None:
    """Ctrl+Z undoes the changes one by one; Back, then Next sets the step again."""
    changes = (i.SetRopeContent("random"), i.NewRopeSeed())
    state = on_step(step, *changes)
    replay(state, *[i.Undo()] * len(changes))
    assert lessons_qk(ChainShown.of(state.rope)) and state.rope.content == "custom"
    state = on_step(step, *changes)
    replay(state, i.Lesson("back"), i.Lesson("next"))
    assert state.lesson == step and lessons_qk(ChainShown.of(state.rope))
    assert "_other" not in str(step_numbers(STEPS[step], ChainShown.of(state.rope)).get(WORDS, ""))
