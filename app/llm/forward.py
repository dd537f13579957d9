"""The forward pass of a Llama-style decoder in numpy float32, layer by layer and only as far as asked.

x_0 = the tokens' embedding rows; each block: x += W_o·attn(RMSNorm(x)), x += W_down·(silu(W_gate·y) ⊙ W_up·y)
with y = RMSNorm(x) = x / sqrt(mean x² + ε) · w. Attention: RoPE on q and k in the model's pairing (angle
position·ω_j, cos and sin times YaRN's factor A), grouped-query (head h reads kv head h // (heads/kv)),
scores q·k/√d with a causal mask, softmax. The un-rotated q and k of every head are kept for the panel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from threadpoolctl import threadpool_limits

from app.llm.errors import Cancelled, check_numbers
from app.llm.model import Model
from app.llm.tokenizer import Token

# One BLAS thread: these matrices are small (576 × 1536 at most for SmolLM2), and two threads on a busy
# 2-core machine made the pass 10-25× slower (issue 23); bench_heads prints the ratio.
BLAS_THREADS = 1


@dataclass(frozen=True)
class LayerTrace:
    """What one layer leaves for the panel: un-rotated q (heads, T, d), k (kv_heads, T, d), and, when
    asked for, the pre-softmax scores (heads, T, T) the pass itself used (masked entries -inf)."""

    q: np.ndarray
    k: np.ndarray
    scores: np.ndarray | None


def rms_norm(x: np.ndarray, weight: np.ndarray, eps: float) -> np.ndarray:
    """x / sqrt(mean x² + ε) · w per row, worked in float64 and given back in float32: in float32, x² of a
    large but finite x (past ~1.8e19) overflowed to inf and the row became zeros, which no NaN check sees."""
    wide = x.astype(np.float64)
    rms = np.sqrt(np.mean(wide * wide, axis=-1, keepdims=True) + eps)
    return (wide / rms * weight).astype(np.float32)


def pair_parts(x: np.ndarray, pairing: str) -> tuple[np.ndarray, np.ndarray]:
    """(re, im) of the pairs j = 0..d/2-1 along the last axis: (2j, 2j+1) interleaved, (j, j+d/2) half."""
    if pairing == "interleaved":
        return x[..., 0::2], x[..., 1::2]
    n = x.shape[-1] // 2
    return x[..., :n], x[..., n:]


def as_pairs(x: np.ndarray, pairing: str) -> np.ndarray:
    """The pairs as complex numbers q_j = re + i·im (float64), the panel's arrows' factors."""
    re, im = pair_parts(x, pairing)
    return re.astype(np.float64) + 1j * im.astype(np.float64)


def rotate(x: np.ndarray, cos: np.ndarray, sin: np.ndarray, pairing: str) -> np.ndarray:
    """Each pair turned by its angle: (re·cos − im·sin, re·sin + im·cos), in the same layout."""
    re, im = pair_parts(x, pairing)
    turned_re, turned_im = re * cos - im * sin, re * sin + im * cos
    out = np.empty_like(x)
    if pairing == "interleaved":
        out[..., 0::2], out[..., 1::2] = turned_re, turned_im
    else:
        n = x.shape[-1] // 2
        out[..., :n], out[..., n:] = turned_re, turned_im
    return out


def softmax(scores: np.ndarray) -> np.ndarray:
    top = np.max(scores, axis=-1, keepdims=True)
    e = np.exp(scores - top)
    return e / np.sum(e, axis=-1, keepdims=True)


class SentencePass:
    """One sentence through one model; run_to(L) extends the pass to layer L (0-based), never redoes one."""

    def __init__(self, model: Model, ids: list[int], keep_scores: bool = False) -> None:
        self.model, self.ids, self.keep_scores = model, list(ids), keep_scores
        cfg = model.config
        angles = np.multiply.outer(np.arange(len(ids), dtype=np.float64), model.omega)  # (T, N)
        self.cos = (np.cos(angles) * model.attention_factor).astype(np.float32)
        self.sin = (np.sin(angles) * model.attention_factor).astype(np.float32)
        self._x = model.embed(self.ids)
        self._group = cfg.heads // cfg.kv_heads
        self.traces: list[LayerTrace] = []
        self._logits: np.ndarray | None = None

    @property
    def length(self) -> int:
        return len(self.ids)

    @property
    def nbytes(self) -> int:
        """What the pass holds beyond its model (a 512-token pass of SmolLM2 keeps about 47 MB of q and k):
        an undo step that keeps it counts it (app/model/history.py)."""
        arrays = [self._x, self.cos, self.sin]
        arrays += [a for t in self.traces for a in (t.q, t.k, t.scores) if a is not None]
        return sum(a.nbytes for a in arrays)

    @property
    def tokens(self) -> tuple[Token, ...]:
        return self.model.tokenizer.tokens_of(self.ids)

    def run_to(
        self,
        layer: int,
        cancelled: Callable[[], bool] | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> None:
        """Run the layers up to and including `layer`; between layers, stop (Cancelled) when asked."""
        with threadpool_limits(limits=BLAS_THREADS, user_api="blas"):
            while len(self.traces) <= min(layer, self.model.config.layers - 1):
                if cancelled is not None and cancelled():
                    raise Cancelled
                self._block(len(self.traces))
                if progress is not None:
                    progress(len(self.traces), self.model.config.layers)

    def _block(self, i: int) -> None:
        cfg, w, x = self.model.config, self.model.layer(i), self._x
        t, d = x.shape[0], cfg.head_dim
        y = rms_norm(x, w.attn_norm, cfg.eps)
        q, k, v = y @ w.q.T, y @ w.k.T, y @ w.v.T
        if w.q_bias is not None:
            q += w.q_bias
        if w.k_bias is not None:
            k += w.k_bias
        if w.v_bias is not None:
            v += w.v_bias
        check_numbers(self.model.name, q, k)  # before any head of this layer is shown
        q = q.reshape(t, cfg.heads, d).transpose(1, 0, 2)
        k = k.reshape(t, cfg.kv_heads, d).transpose(1, 0, 2)
        v = v.reshape(t, cfg.kv_heads, d).transpose(1, 0, 2)
        q_rot = rotate(q, self.cos, self.sin, cfg.pairing)
        k_rot = np.repeat(rotate(k, self.cos, self.sin, cfg.pairing), self._group, axis=0)
        scores = q_rot @ k_rot.transpose(0, 2, 1) / np.float32(np.sqrt(d))
        scores[:, np.triu(np.ones((t, t), dtype=bool), 1)] = -np.inf
        mixed = softmax(scores) @ np.repeat(v, self._group, axis=0)  # (heads, T, d)
        x = x + mixed.transpose(1, 0, 2).reshape(t, cfg.heads * d) @ w.o.T
        y = rms_norm(x, w.ffn_norm, cfg.eps)
        gate = y @ w.gate.T
        x = x + (gate / (1.0 + np.exp(-gate)) * (y @ w.up.T)) @ w.down.T
        self._x = x
        self.traces.append(LayerTrace(q.copy(), k.copy(), scores if self.keep_scores else None))

    def logits(self) -> np.ndarray:
        """The last token's logits over the vocabulary, after every layer (the pass is completed first)."""
        if self._logits is None:
            self.run_to(self.model.config.layers - 1)
            with threadpool_limits(limits=BLAS_THREADS, user_api="blas"):
                last = rms_norm(self._x[-1], self.model.tensor("output_norm.weight"), self.model.config.eps)
                logits = self.model.output() @ last
            check_numbers(self.model.name, logits)
            self._logits = logits
        return self._logits
