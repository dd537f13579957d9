"""An opened model: its settings from the GGUF metadata, its tokenizer, and weights dequantized lazily.

Opening reads the header only and refuses, before any tensor is read, an architecture other than llama
and qwen2, a tensor the pass needs that is missing, misshapen or in a format not read, and a model whose
float32 weights would not fit in half the machine's memory. A layer's weights are dequantized when the
pass first reaches it, so the first chain of layer 0 costs one layer, not thirty.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from app.llm import dequant
from app.llm.errors import ModelError
from app.llm.gguf_file import GgufFile, TensorInfo
from app.llm.tokenizer import TextTokenizer
from app.math import rope_scaling
from app.math.rope import Scaling, ScalingError

# Architecture -> how RoPE pairs a head's components: a Llama GGUF keeps pairs (2j, 2j+1), as llama.cpp's
# converter permuted the Q and K rows ("norm" rope); qwen2 is left as trained, pairs (j, j + d/2) ("neox").
ARCHITECTURES = {"llama": "interleaved", "qwen2": "half"}
LAYER_TENSORS = (
    "attn_norm",
    "attn_q",
    "attn_k",
    "attn_v",
    "attn_output",
    "ffn_norm",
    "ffn_gate",
    "ffn_up",
    "ffn_down",
)
BIASES = ("attn_q", "attn_k", "attn_v")  # qwen2's


@dataclass(frozen=True)
class ModelConfig:
    """The settings the pass and the panel read; rope_scaling is the app's Scaling (llama3: freq_factors)."""

    architecture: str
    layers: int
    heads: int
    kv_heads: int
    head_dim: int
    embed: int
    eps: float
    rope_base: float
    rope_scaling: Scaling
    pairing: str  # "interleaved" or "half"
    vocab: int


@dataclass(frozen=True)
class LayerWeights:
    """One block's float32 weights, rows = outputs (y = x @ w.T); biases None where the file has none."""

    attn_norm: np.ndarray
    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    o: np.ndarray
    ffn_norm: np.ndarray
    gate: np.ndarray
    up: np.ndarray
    down: np.ndarray
    q_bias: np.ndarray | None
    k_bias: np.ndarray | None
    v_bias: np.ndarray | None


def _whole(meta: dict[str, Any], key: str, name: str, lo: int = 1, hi: int = 1 << 20) -> int:
    value = meta.get(key)
    if isinstance(value, np.ndarray) or value is None:
        raise ModelError("missing", name=name, what=key)
    if isinstance(value, float) or not lo <= int(value) <= hi:
        raise ModelError("damaged", name=name, what=key)
    return int(value)


def _number(meta: dict[str, Any], key: str, name: str, default: float) -> float:
    value = meta.get(key, default)
    if isinstance(value, (np.ndarray, str, list)) or not np.isfinite(float(value)):
        raise ModelError("damaged", name=name, what=key)
    return float(value)


def read_config(meta: dict[str, Any], tensors: dict[str, TensorInfo], name: str) -> ModelConfig:
    """The model's settings, every one checked; ModelError names the first that is missing or wrong."""
    arch = str(meta.get("general.architecture", "?"))
    if arch not in ARCHITECTURES:
        raise ModelError("architecture", name=name, arch=arch[:40])
    heads = _whole(meta, f"{arch}.attention.head_count", name, hi=4096)
    kv_heads = (
        _whole(meta, f"{arch}.attention.head_count_kv", name, hi=heads)
        if f"{arch}.attention.head_count_kv" in meta
        else heads
    )
    if heads % kv_heads:
        raise ModelError("damaged", name=name, what=f"{arch}.attention.head_count_kv")
    embed = _whole(meta, f"{arch}.embedding_length", name)
    head_dim = _head_dim(meta, arch, name, heads, embed)
    base = _number(meta, f"{arch}.rope.freq_base", name, 10000.0)
    if base <= 1.0:
        raise ModelError("damaged", name=name, what=f"{arch}.rope.freq_base")
    eps = _number(meta, f"{arch}.attention.layer_norm_rms_epsilon", name, 1e-5)
    if not 0.0 < eps < 1.0:  # RMSNorm's √(mean x² + ε): a negative ε takes the root of a negative number
        raise ModelError("damaged", name=name, what=f"{arch}.attention.layer_norm_rms_epsilon")
    return ModelConfig(
        architecture=arch,
        layers=_whole(meta, f"{arch}.block_count", name, hi=1024),
        heads=heads,
        kv_heads=kv_heads,
        head_dim=head_dim,
        embed=embed,
        eps=eps,
        rope_base=base,
        rope_scaling=_scaling(meta, tensors, arch, name),
        pairing=ARCHITECTURES[arch],
        vocab=len(meta.get("tokenizer.ggml.tokens") or ()),
    )


def _head_dim(meta: dict[str, Any], arch: str, name: str, heads: int, embed: int) -> int:
    """A head's width: attention.key_length where given (Mistral-NeMo's heads × width is not the
    embedding's), else embedding / heads; RoPE turns every pair of it, as llama.cpp asks of these models."""
    key_length = f"{arch}.attention.key_length"
    if key_length in meta:
        head_dim = _whole(meta, key_length, name, hi=4096)
    elif embed % heads:
        raise ModelError("damaged", name=name, what=f"{arch}.attention.head_count")
    else:
        head_dim = embed // heads
    if head_dim % 2:
        raise ModelError(
            "damaged", name=name, what=key_length if key_length in meta else f"{arch}.embedding_length"
        )
    rotated = f"{arch}.rope.dimension_count"
    if rotated in meta and _whole(meta, rotated, name, hi=4096) != head_dim:
        raise ModelError("damaged", name=name, what=rotated)
    return head_dim


def _scaling(meta: dict[str, Any], tensors: dict[str, TensorInfo], arch: str, name: str) -> Scaling:
    """llama.cpp's keys {arch}.rope.scaling.* as the app's Scaling; rope_freqs.weight means llama3."""
    kind = str(meta.get(f"{arch}.rope.scaling.type", "none"))
    factor = _number(meta, f"{arch}.rope.scaling.factor", name, 1.0)
    original = int(_number(meta, f"{arch}.rope.scaling.original_context_length", name, 8192))
    if "rope_freqs.weight" in tensors:
        kind = "llama3"  # the file carries the factors per pair; the Scaling only names the kind
    if kind not in ("none", "linear", "yarn", "llama3") or (kind == "none" and factor != 1.0):
        raise ModelError("damaged", name=name, what=f"{arch}.rope.scaling.type")
    try:
        if kind == "yarn":
            fast = _number(meta, f"{arch}.rope.scaling.yarn_beta_fast", name, 32.0)
            slow = _number(meta, f"{arch}.rope.scaling.yarn_beta_slow", name, 1.0)
            return Scaling("yarn", factor, original, beta_fast=fast, beta_slow=slow)
        return Scaling(kind, max(factor, 1.0), original) if kind != "none" else Scaling()
    except ScalingError as exc:
        raise ModelError("damaged", name=name, what=f"{arch}.rope.scaling.{exc.field}") from None


def machine_memory() -> int | None:
    """Physical memory in bytes, where the system says (Linux, macOS)."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


class Model:
    """A GGUF model ready for the pass: config, tokenizer, speeds ω_j, and its layers' weights on demand."""

    def __init__(self, path: Path, memory_limit: int | None = None) -> None:
        self.file = GgufFile(path)
        try:
            self._check(memory_limit)
        except BaseException:
            self.file.close()
            raise
        # One entry per layer at most (and the output matrix): bounded by the model, whose float32 size
        # was checked to fit in half the memory.
        self._layers: dict[int, LayerWeights] = {}
        self._output: np.ndarray | None = None

    def _check(self, memory_limit: int | None) -> None:
        meta, tensors, name = self.file.metadata, self.file.tensors, self.file.name
        self.config = cfg = read_config(meta, tensors, name)
        d, q, kv = cfg.head_dim, cfg.heads * cfg.head_dim, cfg.kv_heads * cfg.head_dim
        shapes = {"attn_q": (q, cfg.embed), "attn_k": (kv, cfg.embed), "attn_v": (kv, cfg.embed)}
        shapes |= {"attn_output": (cfg.embed, q), "attn_norm": (cfg.embed,), "ffn_norm": (cfg.embed,)}
        gate = tensors.get("blk.0.ffn_gate.weight")
        ffn = gate.shape[0] if gate is not None else 0
        shapes |= {"ffn_gate": (ffn, cfg.embed), "ffn_up": (ffn, cfg.embed), "ffn_down": (cfg.embed, ffn)}
        vocab = max(cfg.vocab, 1)
        needed = {"token_embd.weight": (vocab, cfg.embed), "output_norm.weight": (cfg.embed,)}
        if "output.weight" in tensors:
            needed["output.weight"] = (vocab, cfg.embed)
        for i in range(cfg.layers):
            needed |= {f"blk.{i}.{t}.weight": shapes[t] for t in LAYER_TENSORS}
            needed |= {f"blk.{i}.{t}.bias": shapes[t][:1] for t in BIASES if f"blk.{i}.{t}.bias" in tensors}
        for key, shape in needed.items():
            info = tensors.get(key)
            if info is None:
                raise ModelError("missing", name=name, what=key)
            # The vocabulary may be padded: the output's rows are at least the tokens', not equal.
            rows_ok = (
                info.shape[0] >= shape[0]
                if key.startswith(("token_embd", "output."))
                else info.shape == shape
            )
            if len(info.shape) != len(shape) or info.shape[1:] != shape[1:] or not rows_ok:
                raise ModelError("shape", name=name, tensor=key)
        used = [tensors[k] for k in needed]
        for info in used:
            if info.ggml_type not in dequant.SUPPORTED:
                raise ModelError("quant", name=name, tensor=info.name, kind=dequant.type_name(info.ggml_type))
        need = sum(info.n_elements for info in used) * 4
        limit = memory_limit if memory_limit is not None else (machine_memory() or 1 << 62) // 2
        if need > limit:
            raise ModelError("memory", name=name, need=need >> 20, most=limit >> 20)
        if d // 2 < 1:
            raise ModelError("damaged", name=name, what="rope.dimension_count")
        self.tokenizer = TextTokenizer(meta, name)
        self.omega, self.attention_factor = self._speeds()

    def _speeds(self) -> tuple[np.ndarray, float]:
        """ω_j of pair j (fastest first) and YaRN's attention factor, through app.math's scaling."""
        cfg, n = self.config, self.config.head_dim // 2
        if cfg.rope_scaling.kind == "llama3":  # llama.cpp divides each speed by the file's factor
            info = self.file.tensors["rope_freqs.weight"]
            if info.shape != (n,) or info.ggml_type not in dequant.SUPPORTED:
                raise ModelError("shape", name=self.file.name, tensor=info.name)
            factors = dequant.dequantize(self.file, info).astype(float)
            if not np.all(np.isfinite(factors)) or np.any(factors <= 0):
                raise ModelError("damaged", name=self.file.name, what=info.name)
            return rope_scaling.scaled_frequencies(n, cfg.rope_base, Scaling())[0] / factors, 1.0
        return rope_scaling.scaled_frequencies(n, cfg.rope_base, cfg.rope_scaling)

    @property
    def name(self) -> str:
        """The file's name, as the status lines quote it."""
        return self.file.name

    def tensor(self, key: str, rows: np.ndarray | None = None) -> np.ndarray:
        return dequant.dequantize(self.file, self.file.tensors[key], rows)

    def layer(self, i: int) -> LayerWeights:
        """Layer i's weights, dequantized on first use and kept."""
        if i not in self._layers:
            w = {t: self.tensor(f"blk.{i}.{t}.weight") for t in LAYER_TENSORS}
            b = {t: self._bias(f"blk.{i}.{t}.bias") for t in BIASES}
            self._layers[i] = LayerWeights(
                w["attn_norm"], w["attn_q"], w["attn_k"], w["attn_v"], w["attn_output"],
                w["ffn_norm"], w["ffn_gate"], w["ffn_up"], w["ffn_down"],
                b["attn_q"], b["attn_k"], b["attn_v"],
            )  # fmt: skip
        return self._layers[i]

    def _bias(self, key: str) -> np.ndarray | None:
        return self.tensor(key) if key in self.file.tensors else None

    def embed(self, ids: list[int]) -> np.ndarray:
        """The rows of the token embedding for ids, dequantized alone (not the 49k-row matrix)."""
        return self.tensor("token_embd.weight", np.asarray(ids, dtype=np.intp))

    def output(self) -> np.ndarray:
        """The output matrix (vocab × embed): output.weight, or the embedding when tied (no output.weight)."""
        if self._output is None:
            key = "output.weight" if "output.weight" in self.file.tensors else "token_embd.weight"
            self._output = self.tensor(key)
        return self._output

    def close(self) -> None:
        self._layers.clear()
        self._output = None
        self.file.close()
