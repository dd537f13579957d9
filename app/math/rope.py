"""RoPE as an arrow chain: score(Δ) = Re Σ_j h_j e^{iΔω_j}, Δ = m - n (math.md section 3). Pure numpy.

Conventions: pairs are interleaved (pair j = components 2j, 2j+1, read as 2j + i·(2j+1)); arrow j has
content h_j = q_j·conj(k_j) and speed ω_j = base^{-j/N} (fastest first); the exponent sign is +;
Δ is the query position minus the key position, in tokens.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

DEFAULT_BASE = 10000.0
TWO_ARROWS_OMEGA = (1.0, 0.01)


SCALING_KINDS = ("none", "linear", "dynamic", "yarn", "llama3")


class ScalingError(ValueError):
    """A Scaling field no formula can use; `field` names it (factor, original_max, …), `reason` says why."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field} {reason}")
        self.field = field
        self.reason = reason


@dataclass(frozen=True)
class Scaling:
    """Long-context scaling as HF's rope_scaling (applied in rope_scaling.py); each kind reads its fields."""

    kind: str = "none"  # one of SCALING_KINDS
    factor: float = 1.0  # context extension, >= 1
    original_max: int = 8192  # L0: the positions the model was trained on, in tokens
    low_freq_factor: float = 1.0  # llama3: wavelengths beyond L0/low_freq_factor are divided by factor
    high_freq_factor: float = 4.0  # llama3: wavelengths below L0/high_freq_factor are kept
    beta_fast: float = 32.0  # yarn: pairs turning more than beta_fast times within L0 are kept
    beta_slow: float = 1.0  # yarn: pairs turning fewer than beta_slow times within L0 are interpolated
    seq_len: int | None = None  # dynamic: the sequence length L in tokens; None means L <= L0

    def __post_init__(self) -> None:
        """Refuse values no formula can use, with a ScalingError naming the field."""
        if self.kind not in SCALING_KINDS:
            raise ScalingError("kind", f"must be one of {', '.join(SCALING_KINDS)}, got {self.kind!r}")
        for name in ("original_max", "seq_len"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise ScalingError(name, f"must be a whole number >= 1, got {value!r}")
        # (field, lower limit, limit allowed, how the limit reads)
        limits = (
            ("factor", 1.0, True, "1"),
            ("low_freq_factor", 0.0, False, "0"),
            ("high_freq_factor", self.low_freq_factor, False, f"low_freq_factor {self.low_freq_factor:g}"),
            ("beta_slow", 0.0, False, "0"),
            ("beta_fast", self.beta_slow, False, f"beta_slow {self.beta_slow:g}"),
        )
        for name, limit, allowed, shown in limits:
            value = getattr(self, name)
            if not math.isfinite(value) or value < limit or (value == limit and not allowed):
                raise ScalingError(
                    name, f"must be a finite number {'>=' if allowed else '>'} {shown}, got {value!r}"
                )


NO_SCALING = Scaling()


@dataclass(frozen=True)
class ModelPreset:
    """A model's rotary settings: head dim d (N = d/2 arrows), base, its scaling, an optional one too."""

    name: str
    head_dim: int
    base: float
    scaling: Scaling = NO_SCALING
    optional_scaling: Scaling | None = None

    @property
    def n_arrows(self) -> int:
        """Number of arrows N = head_dim // 2."""
        return self.head_dim // 2


MODEL_PRESETS: tuple[ModelPreset, ...] = (
    ModelPreset("RoFormer", 128, 1e4),
    ModelPreset("Llama-2-7B", 128, 1e4),
    # config.json rope_scaling: rope_type llama3, factor 8, original_max_position_embeddings 8192, 1 / 4.
    ModelPreset("Llama-3.1-8B", 128, 5e5, Scaling("llama3", 8.0, 8192, 1.0, 4.0)),
    # The Instruct model card's long-text option: rope_scaling yarn, factor 4, original 32768 positions.
    ModelPreset("Qwen2.5-7B", 128, 1e6, optional_scaling=Scaling("yarn", 4.0, 32768)),
    ModelPreset("Mistral-7B v0.2", 128, 1e6),
    ModelPreset("Gemma-7B", 256, 1e4),
    ModelPreset("GPT-J-6B", 64, 1e4),
)


def ladder_frequencies(n_arrows: int, base: float = DEFAULT_BASE) -> np.ndarray:
    """Speeds ω_j = base^{-j/N}, j = 0..N-1 (fastest first); equals HF 1/base**(arange(0, d, 2)/d), d = 2N."""
    if isinstance(n_arrows, bool) or int(n_arrows) != n_arrows or n_arrows < 1:
        raise ValueError(f"n_arrows must be a whole number >= 1, got {n_arrows!r}")
    if not math.isfinite(base) or base <= 1.0:
        raise ValueError(f"base must be a finite number > 1, got {base!r}")
    n = int(n_arrows)
    return np.asarray(base, dtype=float) ** (-np.arange(n, dtype=float) / n)


def view_32() -> np.ndarray:
    """Speeds of the 32-arrow view: d = 64, base 10000."""
    return ladder_frequencies(32, DEFAULT_BASE)


def content_ones(n: int) -> np.ndarray:
    """N arrows of content 1 + 0i: every arrow points right at Δ = 0."""
    if isinstance(n, bool) or int(n) != n or n < 1:
        raise ValueError(f"n must be a whole number >= 1, got {n!r}")
    return np.ones(int(n), dtype=complex)


def content_from_qk(q: ArrayLike, k: ArrayLike) -> np.ndarray:
    """h_j = q_j·conj(k_j) with q_j = q[2j] + i·q[2j+1] (interleaved pairs); q, k real of length 2N."""
    q_arr = np.asarray(q, dtype=float)
    k_arr = np.asarray(k, dtype=float)
    if q_arr.ndim != 1 or k_arr.ndim != 1:
        raise ValueError("q and k must be one-dimensional")
    if q_arr.size != k_arr.size:
        raise ValueError(f"q and k must have the same length, got {q_arr.size} and {k_arr.size}")
    if q_arr.size == 0 or q_arr.size % 2:
        raise ValueError(f"q and k need an even, non-zero number of components (2N), got {q_arr.size}")
    q_c = q_arr[0::2] + 1j * q_arr[1::2]
    k_c = k_arr[0::2] + 1j * k_arr[1::2]
    return q_c * np.conj(k_c)


def random_qk(n_arrows: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Standard-normal q and k of length 2N from np.random.default_rng(seed)."""
    if isinstance(n_arrows, bool) or int(n_arrows) != n_arrows or n_arrows < 1:
        raise ValueError(f"n_arrows must be a whole number >= 1, got {n_arrows!r}")
    rng = np.random.default_rng(seed)
    return rng.standard_normal(2 * int(n_arrows)), rng.standard_normal(2 * int(n_arrows))


def checked_chain(omega: ArrayLike, h: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    """Speeds and contents as 1-D float and complex arrays of the same, non-zero length."""
    omega_arr = np.asarray(omega, dtype=float)
    h_arr = np.asarray(h, dtype=complex)
    if omega_arr.ndim != 1 or h_arr.ndim != 1:
        raise ValueError("omega and h must be one-dimensional")
    if omega_arr.size == 0:
        raise ValueError("omega and h need at least one arrow")
    if omega_arr.size != h_arr.size:
        raise ValueError(f"omega and h must have the same length, got {omega_arr.size} and {h_arr.size}")
    return omega_arr, h_arr


def is_evenly_spaced(d: np.ndarray) -> bool:
    """True if d is (to rounding) d[0] + k·(d[1] - d[0]): then one exponential table serves every block."""
    if d.size < 3:
        return False
    step = d[1] - d[0]
    expected = d[0] + step * np.arange(d.size)
    scale = max(float(np.max(np.abs(d))), 1.0)
    return bool(np.max(np.abs(d - expected)) <= 4.0 * np.finfo(float).eps * scale)


def _scores_direct(d: np.ndarray, omega: np.ndarray, h: np.ndarray, chunk: int) -> np.ndarray:
    """score for arbitrary Δ, chunk rows of cos/sin at a time: cos(Δω)·Re h - sin(Δω)·Im h."""
    out = np.empty(d.size)
    for start in range(0, d.size, chunk):
        phase = np.multiply.outer(d[start : start + chunk], omega)
        out[start : start + chunk] = np.cos(phase) @ h.real - np.sin(phase) @ h.imag
    return out


def _scores_evenly_spaced(d: np.ndarray, omega: np.ndarray, h: np.ndarray, chunk: int) -> np.ndarray:
    """score at Δ = d0 + (bB + k)s as Re Σ_j e^{iksω_j}·h_j e^{i(d0 + bBs)ω_j}: one table, one matmul."""
    n_deltas = d.size
    step = d[1] - d[0]
    block = max(1, min(chunk, math.ceil(math.sqrt(n_deltas))))
    n_blocks = math.ceil(n_deltas / block)
    inner = np.multiply.outer(step * np.arange(block), omega)
    # Real form of Re(T @ g): [cos T, -sin T] @ [Re g; Im g].
    table = np.concatenate((np.cos(inner), -np.sin(inner)), axis=1)
    out = np.empty(n_blocks * block)
    starts_all = d[0] + step * block * np.arange(n_blocks)
    for first in range(0, n_blocks, chunk):
        starts = starts_all[first : first + chunk]
        g = h * np.exp(1j * np.multiply.outer(starts, omega))
        block_scores = table @ np.concatenate((g.real, g.imag), axis=1).T
        out[first * block : (first + starts.size) * block] = block_scores.T.ravel()
    return out[:n_deltas]


def scores(deltas: ArrayLike, omega: ArrayLike, h: ArrayLike, chunk: int = 8192) -> np.ndarray:
    """score(Δ) = Re Σ_j h_j e^{iΔω_j} for every Δ (same shape as deltas); at most chunk x N at once."""
    omega_arr, h_arr = checked_chain(omega, h)
    d, chunk = checked_deltas(deltas, chunk)
    flat = d.ravel()
    if is_evenly_spaced(flat):
        out = _scores_evenly_spaced(flat, omega_arr, h_arr, chunk)
    else:
        out = _scores_direct(flat, omega_arr, h_arr, chunk)
    return out.reshape(d.shape)


def checked_deltas(deltas: ArrayLike, chunk: int) -> tuple[np.ndarray, int]:
    """Offsets as a float array of their own shape, all finite, and chunk as a whole number >= 1."""
    if isinstance(chunk, bool) or int(chunk) != chunk or chunk < 1:
        raise ValueError(f"chunk must be a whole number >= 1, got {chunk!r}")
    d = np.asarray(deltas, dtype=float)
    if d.size and not np.all(np.isfinite(d)):
        raise ValueError("deltas must be finite")
    return d, int(chunk)


def reach(h: ArrayLike) -> float:
    """Σ_j |h_j|: the chain's full length, the largest |score| any Δ can give (all arrows in line)."""
    return float(np.sum(np.abs(np.asarray(h, dtype=complex))))


def ratio(score: ArrayLike, h: ArrayLike) -> np.ndarray:
    """score / Σ_j |h_j|, clipped to [-1, 1] against rounding; nan where the chain has no length."""
    total = reach(h)
    values = np.asarray(score, dtype=float)
    if total == 0.0:
        return np.full(values.shape, math.nan)
    return np.clip(values / total, -1.0, 1.0)


def score_at_zero(h: ArrayLike) -> float:
    """score(0) = Re Σ_j h_j: every arrow at its starting angle."""
    return float(np.sum(np.asarray(h, dtype=complex).real))


def chain_joints(delta: float, omega: ArrayLike, h: ArrayLike) -> np.ndarray:
    """Joints of the chain at Δ: 0, then the running sum of h_j e^{iΔω_j}; Re of the tip is the score."""
    omega_arr, h_arr = checked_chain(omega, h)
    if not math.isfinite(delta):
        raise ValueError(f"delta must be finite, got {delta!r}")
    joints = np.zeros(h_arr.size + 1, dtype=complex)
    np.cumsum(h_arr * np.exp(1j * float(delta) * omega_arr), out=joints[1:])
    return joints
