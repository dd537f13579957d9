"""`rope --pairs`: RoPE against added sinusoidal positions at chosen (m, n), as in the lesson.

With no --q/--k, q and k are standard-normal draws of np.random.default_rng(seed) (seed 0: the lesson's
d = 8 example, `rope --pairs 3:7,40:44,900:904 --arrows 4`, gives -1.83359584 three times).
"""

from __future__ import annotations

import argparse

import numpy as np

from app.cli.common import CliError, check_work, emit_json, parse_float_list, parse_whole
from app.cli.unused import refuse
from app.config import MAX_ROPE_DELTAS
from app.math import rope
from app.math.positions import pair_scores


def run_pairs(args: argparse.Namespace, omega: np.ndarray) -> int:
    """Print {"pairs": [{"m", "n", "rope", "additive", "position"}, …]}."""
    if args.scaling != "none":
        raise refuse("--scaling", "--pairs", "pairs_plain")
    pairs = [_pair(text) for text in args.pairs.split(",")]
    check_work(len(pairs), MAX_ROPE_DELTAS, "rope: --pairs")
    q, k = _qk(args, omega.size)
    rows = []
    for m, n in pairs:
        s = pair_scores(q, k, m, n, omega)
        rows.append({"m": m, "n": n, "rope": s.rope, "additive": s.additive, "position": s.position})
    emit_json({"pairs": rows})
    return 0


def _pair(text: str) -> tuple[int, int]:
    parts = text.split(":")
    if len(parts) != 2:
        raise CliError(f"--pairs: expected M:N pairs such as 3:7,40:44, got {text!r}")
    return parse_whole(parts[0], "--pairs"), parse_whole(parts[1], "--pairs")


def _qk(args: argparse.Namespace, n_arrows: int) -> tuple[np.ndarray, np.ndarray]:
    given = given_qk(args, n_arrows)
    if given is None:
        seed = 0 if args.seed is None else parse_whole(args.seed, "--seed", 0, 2**32 - 1)
        return rope.random_qk(n_arrows, seed)
    if args.seed is not None:
        raise refuse("--seed", "--q and --k", "seed_qk")
    return given


def given_qk(args: argparse.Namespace, n_arrows: int) -> tuple[np.ndarray, np.ndarray] | None:
    """q and k from --q and --k (both or neither: None), 2N components each."""
    if args.q is None and args.k is None:
        return None
    if args.q is None or args.k is None:
        raise CliError("--q and --k must be given together")
    q, k = parse_float_list(args.q, "--q"), parse_float_list(args.k, "--k")
    for name, vector in (("--q", q), ("--k", k)):
        if len(vector) != 2 * n_arrows:
            wanted = f"{2 * n_arrows} components (2 x {n_arrows} arrows)"
            raise CliError(f"{name}: expected {wanted}, got {len(vector)}")
    return np.array(q), np.array(k)
