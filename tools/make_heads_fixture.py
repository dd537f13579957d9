"""Make tests/data/smollm2_reference.npz: Hugging Face transformers' reading of the demo model, the
reference the numpy pass (app/llm) is held to. Run once, in a venv of its own (never the app's):

    python3.11 -m venv .refvenv && .refvenv/bin/pip install torch==2.13.0 transformers accelerate gguf
    .refvenv/bin/python tools/make_heads_fixture.py PATH/TO/SmolLM2-135M-Instruct.Q4_1.gguf

transformers dequantizes the GGUF to float32 and undoes llama.cpp's Q/K row permutation, so its q and k
use rotate-half pairs (j, j + d/2); the tests pair them that way. Stored, per sentence of SENTENCES: the
ids, the last token's logits, the attention probabilities of ATTENTION_LAYERS (every head), and the
un-rotated q and k of QK_LAYERS (every head, every token); and the ids of TOKENIZER_SENTENCES.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SENTENCES = (
    "The quick brown fox jumps over the lazy dog because it was bored.",
    "In 2024, the capital of France was still Paris, and 3 + 4 = 7.",
)
ATTENTION_LAYERS = (0, 1, 7, 15, 29)
QK_LAYERS = (0, 7, 15, 29)
TOKENIZER_SENTENCES = (
    "Numbers: 12345, 3.14159 and -42; $1,000,000!",
    "Punctuation... (really?) \"quoted\" — dashes – and 'apostrophes' don't break it.",
    "Non-ASCII: café, naïve, Ångström, 東京, emoji 🙂.",
    "한국어 문장도 나눕니다: 안녕하세요, 세계!",
    "<|im_start|>user\nWhat is 2+2?<|im_end|>\n<|im_start|>assistant\n",
    "  leading spaces,\ttabs\nand\n\nnew lines  ",
)
OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "smollm2_reference.npz"


def main(model_path: str) -> None:
    path = Path(model_path)
    tok = AutoTokenizer.from_pretrained(path.parent, gguf_file=path.name)
    model = AutoModelForCausalLM.from_pretrained(
        path.parent, gguf_file=path.name, torch_dtype=torch.float32, attn_implementation="eager"
    )
    model.eval()
    out: dict[str, np.ndarray] = {
        "sentences": np.array(SENTENCES),
        "attention_layers": np.array(ATTENTION_LAYERS),
        "qk_layers": np.array(QK_LAYERS),
        "tokenizer_sentences": np.array(TOKENIZER_SENTENCES),
    }
    captured: dict[str, torch.Tensor] = {}
    for layer in QK_LAYERS:
        attn = model.model.layers[layer].self_attn
        attn.q_proj.register_forward_hook(lambda _m, _i, o, n=f"q{layer}": captured.__setitem__(n, o))
        attn.k_proj.register_forward_hook(lambda _m, _i, o, n=f"k{layer}": captured.__setitem__(n, o))
    cfg = model.config
    d = cfg.hidden_size // cfg.num_attention_heads
    for s, text in enumerate(SENTENCES):
        ids = tok(text, add_special_tokens=False)["input_ids"]
        with torch.no_grad():
            result = model(torch.tensor([ids]), output_attentions=True)
        out[f"ids_{s}"] = np.array(ids)
        out[f"logits_{s}"] = result.logits[0, -1].numpy().astype(np.float32)
        out[f"attention_{s}"] = np.stack([result.attentions[i][0].numpy() for i in ATTENTION_LAYERS])
        t = len(ids)
        out[f"q_{s}"] = np.stack(
            [captured[f"q{i}"][0].reshape(t, cfg.num_attention_heads, d).numpy() for i in QK_LAYERS]
        )
        out[f"k_{s}"] = np.stack(
            [captured[f"k{i}"][0].reshape(t, cfg.num_key_value_heads, d).numpy() for i in QK_LAYERS]
        )
    for s, text in enumerate(TOKENIZER_SENTENCES):
        out[f"tokenizer_ids_{s}"] = np.array(tok(text, add_special_tokens=False)["input_ids"])
    np.savez_compressed(OUT, **out)
    print(f"{OUT}: {OUT.stat().st_size / 1e6:.2f} MB")


if __name__ == "__main__":
    main(sys.argv[1])
