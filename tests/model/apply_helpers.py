"""What the `apply` tests' files share: a fresh square8 state, intents replayed on it, and the settings undo
must bring back."""

from __future__ import annotations

from app.io.presets import preset_curve
from app.model.apply import apply
from app.model.state import AppState


def new_state() -> AppState:
    return AppState.for_preset(preset_curve("square8"), "square8")


def replay(state: AppState, *steps: object) -> AppState:
    for intent in steps:
        apply(state, intent)
    return state


def settings(state: AppState) -> tuple:
    """What undo must bring back, as plain comparable values (curves by identity)."""
    e, r = state.epicycles, state.rope
    return (
        id(e.curve),
        state.source,
        e.n_arrows,
        e.order,
        r.n_arrows,
        r.base,
        r.model,
        r.content,
        r.seed,
        r.lo,
        r.hi,
        (r.search_lo, r.search_hi),
        (r.scaling_kind, r.scaling_factor),
    )
