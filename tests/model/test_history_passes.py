"""Undo steps keep the Model tab's sentence passes alive (a 512-token pass of the demo model is about
47 MB of q and k), so the history counts them against its byte bound as it counts curves: reading one
long sentence after another no longer grows memory without end (through `apply`, with the real model)."""

from __future__ import annotations

from test_model_state import fresh, model, pytestmark, read  # noqa: F401 (the fixture and the skip mark)

from app.model import intents as i
from app.model.apply import apply


def passes_held(state) -> dict[int, object]:
    """The sentence passes the undo steps keep, each once (by the head picked and the tab shown)."""
    h, held = state.history, {}
    for step in h.done + h.undone:
        for s in (step.before, step.after):
            for run in (s.model_head and s.model_head[0], s.model_open and s.model_open.run):
                if run is not None:
                    held[id(run)] = run
    return held


def test_a_pass_counts_what_its_layers_keep(model) -> None:  # noqa: F811
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model)
    run, cfg = state.rope.models.run, model.config
    per_layer = (cfg.heads + cfg.kv_heads) * run.length * cfg.head_dim * 4  # float32 q and k
    assert cfg.layers * per_layer <= run.nbytes <= cfg.layers * per_layer * 1.1


def test_sentences_read_one_after_another_are_bounded_by_the_history_s_bytes(model) -> None:  # noqa: F811
    state = fresh()
    apply(state, i.OpenModel("", "demo"))
    read(state, model, "one two three " * 20)
    one = state.rope.models.run.nbytes
    state.history.max_bytes = int(2.5 * one)  # room for two such passes, not three
    for text in ("four five six " * 20, "seven eight nine " * 20, "ten eleven twelve " * 20):
        apply(state, i.SetModelSentence(text))
        read(state, model, text)
        held = sum(run.nbytes for run in passes_held(state).values())
        assert held <= state.history.max_bytes or len(state.history.done) == 1
    assert 1 <= len(passes_held(state)) <= 2 and state.rope.models.run in passes_held(state).values()
