"""A real head read as the RoPE panel's chain: what the Model tab and `heads` show. No pygame.

For layer L, head h, query position m and key position n (from 0; Δ = m − n): h_j = q_j·conj(k_j)/√d·A²
with q_j, k_j the un-rotated pairs of the pass (A: YaRN's attention factor, else 1), so that
S(Δ) = Re Σ_j h_j e^{iΔω_j} (app.math.rope.scores) and S(m − n) is the pass's own pre-softmax score.

For the window: Model(path) and start_pass / usage run in the model's process (app/llm/worker),
`cancelled` checked between layers (Cancelled), `progress` told after each; read_head, pass_score and
attention_row read a SentencePass there or the HeldPass it sends (app/llm/held) in the window.
A ModelError's `said(lang)` is its status line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from app.config import MAX_MODEL_TEXT_CHARS, MAX_MODEL_TOKENS
from app.llm.errors import ModelError, check_numbers
from app.llm.forward import SentencePass, as_pairs, rotate
from app.llm.model import Model
from app.llm.tokenizer import Token
from app.math import rope, rope_scaling

NEXT_TOKENS = 5


@dataclass(frozen=True)
class NextToken:
    """One of the likeliest tokens after the whole sentence, with its logit."""

    id: int
    text: str
    logit: float


@dataclass(frozen=True)
class Usage:
    """Mean pair norms over the sentence, (layers, heads, pairs): |q_j|, and |k_j| of each head's kv head."""

    q: np.ndarray
    k: np.ndarray


@dataclass(frozen=True)
class HeadReading:
    """Everything the panel draws for one head and one (query, key) pair; attention is the query's row
    over every position (0 after the query: the causal mask)."""

    layer: int
    head: int
    query: int
    key: int
    tokens: tuple[Token, ...]
    omega: np.ndarray  # ω_j, fastest first
    h: np.ndarray  # complex h_j, 1/√d and A² included
    score: float  # S(query − key)
    deltas: np.ndarray
    scores: np.ndarray  # S(Δ) for each of deltas
    attention: np.ndarray

    @property
    def distance(self) -> int:
        return self.query - self.key


def start_pass(model: Model, text: str, keep_scores: bool = False) -> SentencePass:
    """Tokenize text and set up its pass (no layer run yet); ModelError for no tokens or too many."""
    check_text(text)
    ids = model.tokenizer.encode(text)
    if not ids:
        raise ModelError("empty_text")
    if len(ids) > MAX_MODEL_TOKENS:
        raise ModelError("long_text", count=len(ids), most=MAX_MODEL_TOKENS)
    return SentencePass(model, ids, keep_scores)


def check_text(text: str) -> None:
    """What is refused before the tokenizer is asked: no text, or more characters than the most tokens
    could need (the window's check; the model's process counts the tokens)."""
    if not text:
        raise ModelError("empty_text")
    if len(text) > MAX_MODEL_TEXT_CHARS:
        raise ModelError("long_text", count=f"{len(text):,}+", most=MAX_MODEL_TOKENS)


def _check(what: str, value: int, count: int) -> None:
    if not 0 <= value < count:
        raise ModelError("index", what=what, value=value, last=count - 1)


def head_content(p: SentencePass, layer: int, head: int, query: int, keys: np.ndarray) -> np.ndarray:
    """h_j for the query and each key (keys × pairs), from the layer's un-rotated q and k."""
    cfg, trace = p.model.config, p.traces[layer]
    q = as_pairs(trace.q[head, query], cfg.pairing)
    k = as_pairs(trace.k[head // (cfg.heads // cfg.kv_heads), keys], cfg.pairing)
    return rope_scaling.scaled_content(q * np.conj(k) / np.sqrt(cfg.head_dim), p.model.attention_factor)


def attention_row(p: SentencePass, layer: int, head: int, query: int) -> np.ndarray:
    """softmax over keys n <= m of S_n(m − n), zeros after m: the pass's attention, read from the chain."""
    keys = np.arange(query + 1)
    h = head_content(p, layer, head, query, keys)
    turn = np.exp(1j * np.multiply.outer(query - keys, p.model.omega))
    scores = np.sum(h * turn, axis=1).real
    row = np.zeros(p.length)
    e = np.exp(scores - scores.max())
    row[: query + 1] = e / e.sum()
    return row


def pass_score(p: SentencePass, layer: int, head: int, query: int, key: int) -> float:
    """The pass's own pre-softmax score of the pair: q and k rotated at their positions as the block
    rotates them, then q·k/√d (not the chain's sum; the two agree)."""
    cfg, trace = p.model.config, p.traces[layer]
    kv = head // (cfg.heads // cfg.kv_heads)
    cos, sin = p.cos, p.sin  # the pass's own angles, attention factor included
    q = rotate(trace.q[head, query : query + 1], cos[query : query + 1], sin[query : query + 1], cfg.pairing)
    k = rotate(trace.k[kv, key : key + 1], cos[key : key + 1], sin[key : key + 1], cfg.pairing)
    return float(q[0].astype(np.float64) @ k[0].astype(np.float64) / np.sqrt(cfg.head_dim))


def read_head(
    p: SentencePass,
    layer: int,
    head: int,
    query: int,
    key: int,
    deltas: Sequence[int] = (),
    cancelled: Callable[[], bool] | None = None,
) -> HeadReading:
    """The chain of one head for one pair (the pass is run as far as `layer` first)."""
    cfg = p.model.config
    _check("layer", layer, cfg.layers)
    _check("head", head, cfg.heads)
    _check("query", query, p.length)
    _check("key", key, p.length)
    p.run_to(layer, cancelled)
    h = head_content(p, layer, head, query, np.array([key]))[0]
    check_numbers(p.model.name, h)  # (the pass checks q and k; a chain of NaN would break the drawing)
    shown = np.asarray(deltas, dtype=np.int64)
    return HeadReading(
        layer=layer,
        head=head,
        query=query,
        key=key,
        tokens=p.tokens,
        omega=p.model.omega,
        h=h,
        score=float(rope.scores(np.array([query - key]), p.model.omega, h)[0]),
        deltas=shown,
        scores=rope.scores(shown, p.model.omega, h) if shown.size else np.zeros(0),
        attention=attention_row(p, layer, head, query),
    )


def usage(p: SentencePass, cancelled: Callable[[], bool] | None = None) -> Usage:
    """The frequency-usage map of every layer: mean |q_j| and |k_j| over the sentence (the whole pass)."""
    cfg = p.model.config
    p.run_to(cfg.layers - 1, cancelled)
    group = cfg.heads // cfg.kv_heads
    q = np.stack([np.abs(as_pairs(t.q, cfg.pairing)).mean(axis=1) for t in p.traces])
    k = np.stack(
        [np.repeat(np.abs(as_pairs(t.k, cfg.pairing)).mean(axis=1), group, axis=0) for t in p.traces]
    )
    return Usage(q, k)


def next_tokens(p: SentencePass, count: int = NEXT_TOKENS) -> tuple[NextToken, ...]:
    """The likeliest tokens after the whole sentence, highest logit first."""
    logits = p.logits()
    top = np.argsort(-logits, kind="stable")[:count]
    tok = p.model.tokenizer
    return tuple(
        NextToken(int(i), tok.text_of(int(i)) if i < len(tok.tokens) else "", float(logits[i])) for i in top
    )
