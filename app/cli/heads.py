"""The `heads` subcommand: one head of a real model (a GGUF file) on a sentence, as the RoPE chain, JSON.

h_j = q_j·conj(k_j)/√d (un-rotated pairs of the query's and the key's token, YaRN's A² included), so
"score" = S(query − key) = Re Σ h_j e^{iΔω_j}, the pass's own pre-softmax score; positions count from 0.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from app.cli.common import CliError, check_work, emit_json, parse_int_list, parse_whole
from app.config import MAX_EXACT_INTEGER, MAX_HEADS_DELTAS, MAX_PATH_CHARS


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `heads` subparser; its handler is run()."""
    parser = subparsers.add_parser(
        "heads",
        help="a real model's attention head on a sentence as a RoPE chain, as JSON",
        description=(
            "Reads a GGUF model (llama or qwen2), runs TEXT through it and prints head H of layer L for the "
            "query token M and key token N: h_j = q_j conj(k_j)/sqrt(d), S(D) = Re sum_j h_j exp(i D w_j) "
            "with D = M - N, the query's attention row and the five likeliest next tokens."
        ),
    )
    parser.add_argument("--model", required=True, metavar="PATH", help="a GGUF model file")
    parser.add_argument("--text", required=True, metavar="TEXT", help="the sentence")
    parser.add_argument("--layer", default="0", metavar="L", help="layer, from 0 (default 0)")
    parser.add_argument("--head", default="0", metavar="H", help="attention head, from 0 (default 0)")
    parser.add_argument("--query", metavar="M", help="query token's position, from 0 (default the last)")
    parser.add_argument(
        "--key", default="0", metavar="N", help="key token's position, at most M (default 0, the first)"
    )
    parser.add_argument(
        "--delta", metavar="D1,D2,...", help="offsets D for S(D) (default the distance M - N)"
    )
    parser.add_argument(
        "--usage", action="store_true", help="add mean |q_j| and |k_j| of every layer and head"
    )
    parser.add_argument("--json", action="store_true", help="print JSON (required)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Open the model, run the sentence as far as needed, print one JSON document."""
    if not args.json:
        raise CliError("heads: --json is required (the only output format)")
    deltas = None if args.delta is None else parse_int_list(args.delta, "--delta")
    if deltas is not None:
        check_work(len(deltas), MAX_HEADS_DELTAS, "heads: --delta values")
        if any(abs(d) > MAX_EXACT_INTEGER for d in deltas):
            raise CliError(f"--delta: values must be within ±{MAX_EXACT_INTEGER} (2**53)")
    if len(args.model) > MAX_PATH_CHARS:
        raise CliError(f"--model: a path of at most {MAX_PATH_CHARS} characters")
    # Imported here: the other subcommands need neither gguf nor tokenizers.
    from app.llm import heads
    from app.llm.errors import ModelError
    from app.llm.model import Model

    try:
        model = Model(Path(args.model))
        try:
            return _report(args, model, deltas, heads)
        finally:
            model.close()
    except ModelError as exc:
        raise CliError(exc) from None


def _report(args: argparse.Namespace, model: Any, deltas: list[int] | None, heads: Any) -> int:
    cfg = model.config
    p = heads.start_pass(model, args.text)
    layer = parse_whole(args.layer, "--layer", 0, cfg.layers - 1)
    head = parse_whole(args.head, "--head", 0, cfg.heads - 1)
    last = p.length - 1
    query = last if args.query is None else parse_whole(args.query, "--query", 0, last)
    key = parse_whole(args.key, "--key", 0, last)
    if key > query:  # the causal mask hides it, as the Model tab refuses such a pick
        raise CliError(
            f"--key: token {key} comes after the query {query}: a query sees only itself and the tokens "
            "before it"
        )
    reading = heads.read_head(p, layer, head, query, key, [query - key] if deltas is None else deltas)
    following = heads.next_tokens(p)
    usage = heads.usage(p) if args.usage else None
    from app.llm.errors import check_numbers

    # A sound model's pass over a sentence it accepts stays finite (S(D) is bounded by sum |h_j|), so NaN
    # or infinity comes from the file's weights or settings: the file is named damaged, not the input.
    numbers = [reading.h, [reading.score], reading.scores, reading.attention, [t.logit for t in following]]
    check_numbers(model.file.name, *numbers, *((usage.q, usage.k) if usage else ()))
    payload: dict[str, Any] = {
        "model": model_summary(model),
        "tokens": [{"id": t.id, "text": t.text} for t in reading.tokens],
        "layer": layer,
        "head": head,
        "query": query,
        "key": key,
        "distance": reading.distance,
        "h": [{"re": float(z.real), "im": float(z.imag)} for z in reading.h],
        "score": reading.score,
        "scores": [
            {"delta": int(d), "score": float(s)} for d, s in zip(reading.deltas, reading.scores, strict=True)
        ],
        "attention": [float(a) for a in reading.attention],
        "next_tokens": [{"id": t.id, "text": t.text, "logit": t.logit} for t in following],
    }
    if usage is not None:
        payload["usage"] = {"q": usage.q.tolist(), "k": usage.k.tolist()}
    emit_json(payload)
    return 0


def model_summary(model: Any) -> dict[str, Any]:
    """The settings `heads` reports: architecture, sizes, RoPE base and scaling."""
    cfg = model.config
    scaling: dict[str, Any] = {"kind": cfg.rope_scaling.kind}
    if cfg.rope_scaling.kind != "none":
        scaling |= {"factor": cfg.rope_scaling.factor, "original_max": cfg.rope_scaling.original_max}
    return {
        "architecture": cfg.architecture,
        "layers": cfg.layers,
        "heads": cfg.heads,
        "kv_heads": cfg.kv_heads,
        "head_dim": cfg.head_dim,
        "rope_base": cfg.rope_base,
        "rope_scaling": scaling,
    }
