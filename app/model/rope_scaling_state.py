"""The RoPE panel's model preset and long-context scaling: picking them, and the Scaling in force. No pygame.

A mixin of RopeState, which holds the fields and recomputes the chain (_set_chain); the kind is one of
rope.SCALING_KINDS, the factor (≥ 1) how far the context is stretched.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from app import config
from app.errors import Problem
from app.math import rope
from app.model.parse import format_base
from app.model.rope_derived import panel_scaling
from app.model.signs import minus

DEFAULT_FACTOR = 4.0
MAX_FACTOR = 1e6


class ScalingChoice:
    """The preset and scaling intents; the dataclass that inherits it declares the fields."""

    n_arrows: int
    base: float
    model: str | None
    hi: int
    scaling_kind: str
    scaling_factor: float
    _set_chain: Callable[..., None]  # (n, base, model, restart, scaling=None): set, then recompute

    @property
    def scaling(self) -> rope.Scaling:
        """The scaling in force: kind and factor from the panel, the rest from the model or defaults."""
        return panel_scaling(self.scaling_kind, self.scaling_factor, self.model, self.hi)

    def set_model(self, name: str) -> None:
        """A published model's rotary settings: N = d/2 arrows, its base and its own scaling; restarts.

        Llama-3.1-8B comes with llama3 scaling on; Qwen2.5-7B's YaRN is optional, so it starts off
        (its factor is put in the field, and picking yarn uses Qwen's parameters).
        """
        preset = next((p for p in rope.MODEL_PRESETS if p.name == name), None)
        if preset is None:
            raise Problem("problem.model.unknown", name=repr(name))
        own = preset.scaling if preset.scaling.kind != "none" else preset.optional_scaling
        factor = own.factor if own is not None else self.scaling_factor
        scaling = (preset.scaling.kind, factor)
        n = min(preset.n_arrows, config.ROPE_PANEL_MAX_ARROWS)  # rope_state's MAX_ARROWS
        self._set_chain(n, preset.base, preset.name, True, scaling)

    def clear_model(self) -> None:
        """Keep the arrows and base but stop naming a model (the menu's "Model preset…" entry)."""
        if self.model is not None:
            self._set_chain(self.n_arrows, self.base, None, restart=False)

    def set_scaling(
        self, kind: str | None = None, factor: float | None = None, typed: str | None = None
    ) -> None:
        """Scaling kind (rope.SCALING_KINDS) and factor (≥ 1); None keeps one; ValueError if bad, naming a
        factor refused as typed, with a true minus (1e7 was said 1e+07)."""
        kind = self.scaling_kind if kind is None else kind
        factor = self.scaling_factor if factor is None else factor
        if kind not in rope.SCALING_KINDS:
            raise Problem("problem.scaling.unknown", kinds=", ".join(rope.SCALING_KINDS), kind=repr(kind))
        if not math.isfinite(factor) or not 1.0 <= factor <= MAX_FACTOR:
            said = minus(f"{factor:g}" if typed is None else typed.strip())
            raise Problem("problem.factor.range", most=format_base(MAX_FACTOR), factor=said)  # 1e6, not 1e+06
        if (kind, float(factor)) != (self.scaling_kind, self.scaling_factor):
            self._set_chain(self.n_arrows, self.base, self.model, False, (kind, float(factor)))
