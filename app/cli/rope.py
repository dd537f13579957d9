"""The `rope` subcommand: scores Re Σ_j h_j e^{iΔω_j} (Δ = m - n) and a window's best Δ, as JSON."""

from __future__ import annotations

import argparse
import math
from typing import Any

import numpy as np

from app.cli.common import CliError, check_work, emit_json, parse_float_list, parse_int_list, parse_whole
from app.cli.rope_pairs import given_qk, run_pairs
from app.cli.unused import refuse, refuse_unused, refuse_without
from app.config import (
    MAX_EXACT_INTEGER,
    MAX_ROPE_CLI_ARROWS,
    MAX_ROPE_DELTA_WORK,
    MAX_ROPE_DELTAS,
    MAX_ROPE_WINDOW,
    MAX_ROPE_WINDOW_WORK,
)
from app.errors import Problem, as_clause, said
from app.i18n import DEFAULT
from app.math import rope, rope_decay, rope_scaling, rope_window
from app.model.parse import MAX_BASE, parse_base
from app.model.rope_derived import checked_order
from app.model.rope_window_state import DEFAULT_SEARCH

DEFAULT_ARROWS = 32
DEFAULT_DELTAS = "0"
DEFAULT_WINDOW = "{}:{}".format(*DEFAULT_SEARCH)  # the panel's: from 0, Δ = 0 always won
# Scaling options: Scaling field, how its value is parsed, metavar, help. Each applies only to the kinds
# whose rope_scaling.SCALING_FIELDS list the field.
SCALING_OPTIONS = {
    "--factor": ("factor", float, "F", "context extension >= 1; every kind but none needs it"),
    "--original-max": (
        "original_max",
        int,
        "L",
        f"L0, positions trained on (default {rope.NO_SCALING.original_max})",
    ),
    "--low-freq-factor": (
        "low_freq_factor",
        float,
        "A",
        f"llama3: wavelengths > L0/A divided by F (default {rope.NO_SCALING.low_freq_factor:g})",
    ),
    "--high-freq-factor": (
        "high_freq_factor",
        float,
        "B",
        f"llama3: wavelengths < L0/B kept (default {rope.NO_SCALING.high_freq_factor:g})",
    ),
    "--beta-fast": (
        "beta_fast",
        float,
        "F",
        f"yarn: pairs turning > F times in L0 kept (default {rope.NO_SCALING.beta_fast:g})",
    ),
    "--beta-slow": (
        "beta_slow",
        float,
        "S",
        f"yarn: pairs turning < S times in L0 divided (default {rope.NO_SCALING.beta_slow:g})",
    ),
    "--seq-len": ("seq_len", int, "L", "dynamic: sequence length; the base grows when L > L0"),
}


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `rope` subparser; its handler is run()."""
    parser = subparsers.add_parser(
        "rope",
        help="RoPE scores and the best return in a window, as JSON",
        description=(
            "score(D) = Re sum_j h_j exp(i D w_j) with h_j = q_j conj(k_j) (interleaved pairs), "
            "D = m - n, w_j = base^(-j/N), then --scaling. Content defaults to all ones."
        ),
    )
    parser.add_argument("--arrows", metavar="N", help=f"number of arrows N = d/2 (default {DEFAULT_ARROWS})")
    parser.add_argument(
        "--base",
        metavar="B",
        help=f"frequency base > 1, at most {MAX_BASE:.0e} (default {rope.DEFAULT_BASE:g})",
    )
    parser.add_argument("--omega", metavar="W1,W2,...", help="explicit speeds, instead of --base's ladder")
    parser.add_argument("--q", metavar="V1,...", help="query, 2N components (needs --k)")
    parser.add_argument("--k", metavar="V1,...", help="key, 2N components (needs --q)")
    parser.add_argument(
        "--delta",
        metavar="D1,D2,...",
        default=DEFAULT_DELTAS,
        help=f"offsets D = m - n (default {DEFAULT_DELTAS})",
    )
    parser.add_argument(
        "--window",
        metavar="LO:HI",
        default=DEFAULT_WINDOW,
        help=f"integer D range to search (default {DEFAULT_WINDOW})",
    )
    parser.add_argument(
        "--bound",
        action="store_true",
        help="add Su's decay bounds to each score: bound = (1/N) sum |S_j(D)|, bound_abs >= |score|",
    )
    parser.add_argument(
        "--scaling",
        metavar="KIND",
        default="none",
        help="long-context scaling as HF rope_scaling: " + "|".join(rope.SCALING_KINDS) + " (default none)",
    )
    for option, (field, _, metavar, text) in SCALING_OPTIONS.items():
        parser.add_argument(option, dest=field, metavar=metavar, help=text)
    parser.add_argument(
        "--pairs",
        metavar="M:N,...",
        help="print RoPE, additive (q + PE(m))·(k + PE(n)) and position PE(m)·PE(n) scores for each (m, n)",
    )
    parser.add_argument(
        "--seed", metavar="S", help="with --pairs and no --q/--k: random q, k of this seed (default 0)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON (required)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Compute the requested scores and window search and print them as one JSON document."""
    if not args.json:
        raise CliError("rope: --json is required (the only output format)")
    if args.pairs is not None:
        refuse_unused(args, "--pairs", "pairs_own", "--delta", "--window", "--bound")
    elif args.seed is not None:
        raise refuse_without("--seed", "--pairs", "seed_pairs")
    omega, attention = _omega(args)
    if args.pairs is not None:
        return run_pairs(args, omega)
    h = rope_scaling.scaled_content(_content(args, omega.size), attention)
    deltas = parse_float_list(args.delta, "--delta")
    if len(deltas) > MAX_ROPE_DELTAS:
        raise CliError(f"--delta: at most {MAX_ROPE_DELTAS} values, got {len(deltas)}")
    if any(abs(d) > MAX_EXACT_INTEGER for d in deltas):  # (Δ·ω past it is noise: 1e300 printed a "score")
        raise CliError(f"--delta: values must be within ±{MAX_EXACT_INTEGER} (2**53), as --window's bounds")
    lo, hi = _window(args.window)
    # Both searches cost values × arrows; check before either starts.
    check_work(len(deltas) * omega.size, MAX_ROPE_DELTA_WORK, "rope: --delta values × arrows")
    check_work((hi - lo + 1) * omega.size, MAX_ROPE_WINDOW_WORK, "rope: --window offsets × arrows")
    values = rope.scores(np.array(deltas), omega, h)
    best = rope_window.window_search(lo, hi, omega, h)
    rows: list[dict[str, Any]] = [
        {"delta": _number(d), "score": float(s)} for d, s in zip(deltas, values, strict=True)
    ]
    if args.bound:
        total = rope_decay.partial_sums_total(np.array(deltas), omega)
        step = rope_decay.max_content_step(h)
        for row, t in zip(rows, total, strict=True):
            row["bound"] = float(t) / omega.size
            row["bound_abs"] = step * float(t)
    emit_json(
        {
            "omega": [float(w) for w in omega],
            "attention_factor": attention,
            "scores": rows,
            "window": {
                "lo": lo,
                "hi": hi,
                "best_delta": best.best_delta,
                "best_score": best.best_score,
                "ratio": None if math.isnan(best.ratio) else best.ratio,
            },
        }
    )
    return 0


def _single(text: str, what: str) -> float:
    """Exactly one number."""
    values = parse_float_list(text, what)
    if len(values) != 1:
        raise CliError(f"{what}: expected one number, got {text!r}")
    return values[0]


def _scaling(args: argparse.Namespace) -> rope.Scaling:
    """The Scaling from --scaling and the options its kind reads; an option it does not read is an error."""
    kind = args.scaling
    if kind not in rope.SCALING_KINDS:
        raise CliError(f"--scaling: expected one of {'|'.join(rope.SCALING_KINDS)}, got {kind!r}")
    values: dict[str, Any] = {}
    for option, (field, parse, _, _) in SCALING_OPTIONS.items():
        text = getattr(args, field)
        if text is None:
            continue
        if field not in rope_scaling.SCALING_FIELDS[kind]:
            raise refuse(option, f"--scaling {kind}", "scaling_own")
        values[field] = parse_whole(text, option, 1) if parse is int else _single(text, option)
    if kind != "none" and "factor" not in values:
        raise CliError(f"--scaling {kind} needs --factor")
    try:
        return rope.Scaling(kind, **values)
    except rope.ScalingError as exc:
        option = "--scaling" if exc.field == "kind" else "--" + exc.field.replace("_", "-")
        raise CliError(f"{option}: {exc.reason}") from None


def _omega(args: argparse.Namespace) -> tuple[np.ndarray, float]:
    """Speeds and attention factor: --omega as given, else the ladder from --arrows and --base, scaled."""
    arrows = None
    if args.arrows is not None:
        arrows = parse_whole(args.arrows, "--arrows", 1, MAX_ROPE_CLI_ARROWS)
    if args.omega is not None:
        omega = parse_float_list(args.omega, "--omega")
        if len(omega) > MAX_ROPE_CLI_ARROWS:
            raise CliError(f"--omega: at most {MAX_ROPE_CLI_ARROWS} speeds, got {len(omega)}")
        if arrows is not None and arrows != len(omega):
            raise CliError(f"--arrows {arrows} disagrees with --omega, which has {len(omega)} speeds")
        if args.scaling != "none":
            raise refuse("--scaling", "--omega", "omega_scaling")
        refuse_unused(args, "--omega", "omega_speeds", "--base")
        return np.array(omega), 1.0
    try:  # the panel's rule and words
        base = rope.DEFAULT_BASE if args.base is None else parse_base(args.base)
    except Problem as exc:  # (the option named, then the panel's words)
        raise CliError(f"--base: {as_clause(said(exc, DEFAULT, cli=True))}") from None
    scaling = _scaling(args)
    try:
        return rope_scaling.scaled_frequencies(DEFAULT_ARROWS if arrows is None else arrows, base, scaling)
    except ValueError as exc:  # e.g. a dynamic base too large to represent
        raise CliError(f"--scaling {scaling.kind}: {exc}") from None


def _content(args: argparse.Namespace, n_arrows: int) -> np.ndarray:
    """h_j from --q and --k (both or neither), else all ones."""
    given = given_qk(args, n_arrows)
    return rope.content_ones(n_arrows) if given is None else rope.content_from_qk(*given)


def _window(text: str) -> tuple[int, int]:
    """Parse "LO:HI" into whole numbers with LO < HI."""
    parts = text.split(":")
    if len(parts) != 2:
        raise CliError(f"--window: expected LO:HI, got {text!r}")
    bounds = [parse_int_list(part, "--window") for part in parts]
    if any(len(values) != 1 for values in bounds):
        raise CliError(f"--window: expected LO:HI, got {text!r}")
    lo, hi = bounds[0][0], bounds[1][0]
    # Δ is a float in the math: beyond 2**53 neighbouring whole numbers merge, so refuse, not round.
    if max(abs(lo), abs(hi)) > MAX_EXACT_INTEGER:
        raise CliError(f"--window: bounds must be within ±{MAX_EXACT_INTEGER} (2**53), got {text[:60]!r}")
    try:  # the panel's rule and words (its bounds and width are its own: it draws every Δ)
        checked_order("--window", lo, hi)
    except Problem as exc:
        raise CliError(exc) from None
    if hi - lo + 1 > MAX_ROPE_WINDOW:
        raise CliError(f"--window: at most {MAX_ROPE_WINDOW} offsets, got {hi - lo + 1}")
    return lo, hi


def _number(value: float) -> Any:
    """A whole float as int (so Δ = 3 prints as 3), other values unchanged."""
    return int(value) if value == int(value) else value
