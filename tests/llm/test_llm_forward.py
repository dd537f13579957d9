"""The numpy pass against Hugging Face transformers' reading of the same file (tests/data, made by
tools/make_heads_fixture.py): next tokens, logits, attention, h_j; and S(m − n) = the pass's own score."""

from __future__ import annotations

import numpy as np
import pytest

from app.llm import heads
from app.llm.forward import SentencePass
from app.math import rope

SENTENCES = (0, 1)


@pytest.mark.parametrize("s", SENTENCES)
def test_the_text_gives_transformers_ids(demo, reference, s: int) -> None:
    assert demo.tokenizer.encode(str(reference["sentences"][s])) == list(reference[f"ids_{s}"])


@pytest.mark.parametrize("s", SENTENCES)
def test_next_tokens_and_logits_match_transformers(reference, reference_passes, s: int) -> None:
    ours, theirs = reference_passes[s].logits(), reference[f"logits_{s}"]
    assert list(np.argsort(-ours)[:5]) == list(np.argsort(-theirs)[:5])
    assert np.max(np.abs(ours - theirs)) <= 1e-3 * np.ptp(theirs)
    top = [t.id for t in heads.next_tokens(reference_passes[s])]
    assert top == list(np.argsort(-theirs)[:5])


@pytest.mark.parametrize("s", SENTENCES)
def test_attention_rows_match_transformers(reference, reference_passes, s: int) -> None:
    p = reference_passes[s]
    for a, layer in enumerate(reference["attention_layers"]):
        for head in range(p.model.config.heads):
            for query in range(p.length):
                row = heads.attention_row(p, int(layer), head, query)
                np.testing.assert_allclose(
                    row, reference[f"attention_{s}"][a, head, query], rtol=0, atol=1e-4
                )


@pytest.mark.parametrize("s", SENTENCES)
def test_h_matches_transformers_pairs(reference, reference_passes, s: int) -> None:
    """transformers un-permutes llama.cpp's Q/K rows, so its pairs are (j, j + d/2): the same h_j, index
    for index, as ours from the file's interleaved (2j, 2j+1)."""
    p, cfg = reference_passes[s], reference_passes[s].model.config
    n = cfg.head_dim // 2
    group = cfg.heads // cfg.kv_heads
    for a, layer in enumerate(reference["qk_layers"]):
        q, k = reference[f"q_{s}"][a], reference[f"k_{s}"][a]  # (T, heads, d), (T, kv_heads, d)
        q_pairs, k_pairs = q[..., :n] + 1j * q[..., n:], k[..., :n] + 1j * k[..., n:]
        for head in range(cfg.heads):
            for query in (p.length - 1, p.length // 2):
                keys = np.arange(query + 1)
                ours = heads.head_content(p, int(layer), head, query, keys)
                theirs = q_pairs[query, head] * np.conj(k_pairs[keys, head // group]) / np.sqrt(cfg.head_dim)
                np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-3)


def test_the_chain_gives_the_pass_own_score_for_every_head(reference_passes) -> None:
    """S(m − n) = Re Σ h_j e^{i(m−n)ω_j} equals the pre-softmax score the pass itself used: every layer
    and head for the last query and every key, and every (m, n) pair in three layers."""
    p = reference_passes[0]
    cfg = p.model.config
    for layer in range(cfg.layers):
        pairs = [(m, n) for m in range(p.length) for n in range(m + 1)] if layer in (0, 14, 29) else None
        pairs = pairs or [(p.length - 1, n) for n in range(p.length)]
        own = p.traces[layer].scores
        for head in range(cfg.heads):
            for m, n in pairs:
                h = heads.head_content(p, layer, head, m, np.array([n]))[0]
                chain = rope.scores(np.array([m - n]), p.model.omega, h)[0]
                assert chain == pytest.approx(float(own[head, m, n]), abs=1e-4, rel=1e-5)


def test_read_head_says_the_same_as_the_pass(reference_passes) -> None:
    p = reference_passes[1]
    reading = heads.read_head(p, 7, 4, p.length - 1, 2, deltas=[p.length - 3, 0, -5])
    assert reading.distance == p.length - 3
    assert reading.score == pytest.approx(float(p.traces[7].scores[4, -1, 2]), abs=1e-4)
    assert reading.scores[0] == pytest.approx(reading.score)
    assert reading.h.shape == (32,) and reading.omega[0] == 1.0
    assert reading.attention.sum() == pytest.approx(1.0)


def test_a_layer_is_dequantized_only_when_reached(demo) -> None:
    """The first chain of layer 2 costs layers 0..2: no later layer is run or unpacked."""
    from app.llm.model import Model

    fresh = Model(demo.file.path)
    try:
        p = heads.start_pass(fresh, "The cat sat on the mat.")
        heads.read_head(p, 2, 0, p.length - 1, 0)
        assert len(p.traces) == 3
        assert sorted(fresh._layers) == [0, 1, 2]
        assert fresh._output is None
    finally:
        fresh.close()


def test_usage_map_has_a_row_per_layer_and_head(reference_passes) -> None:
    usage = heads.usage(reference_passes[0])
    assert usage.q.shape == usage.k.shape == (30, 9, 32)
    assert np.all(usage.q >= 0) and np.all(np.isfinite(usage.k))


def test_a_pass_stops_between_layers_when_cancelled(demo) -> None:
    from app.llm.errors import Cancelled

    p = SentencePass(demo, demo.tokenizer.encode("Stop here."))
    asked = []
    with pytest.raises(Cancelled):
        p.run_to(29, cancelled=lambda: len(p.traces) >= 2, progress=lambda done, total: asked.append(done))
    assert len(p.traces) == 2 and asked == [1, 2]


def test_the_usage_map_shows_slow_pairs_and_fast_ones_in_previous_token_heads(reference_passes) -> None:
    """What the issue's reference run showed for SmolLM2 on plain English: the largest mean |q_j|·|k_j|
    share on slow pairs (j ≈ 20–25), and the fast pairs j = 0–7 large where heads attend the token before."""
    p = reference_passes[0]
    usage = heads.usage(p)
    share = usage.q * usage.k / np.sum(usage.q * usage.k, axis=2, keepdims=True)
    assert set(np.argsort(-share.mean(axis=(0, 1)))[:2]) <= set(range(20, 26))
    fast = share[:, :, :8].sum(axis=2).ravel()
    previous = [
        np.mean([heads.attention_row(p, layer, head, m)[m - 1] for m in range(1, p.length)])
        for layer in range(30)
        for head in range(9)
    ]
    assert np.corrcoef(fast, previous)[0, 1] > 0.5
