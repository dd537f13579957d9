"""What the window holds of an open model and of its sentence's pass when the pass runs in the model's
process (app/llm/worker): plain, picklable values. No pygame.

ModelFacts and HeldPass have the attributes heads.read_head, pass_score, attention_row and usage read of a
Model and a SentencePass (config, ω_j, A; ids, tokens, cos and sin, the layers' traces), so the window
picks another layer, head or pair without a new pass. The held pass never runs a layer: it grows as the
model's process sends them (`traces`), and asking for one not yet sent is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from app.llm.errors import ModelError
from app.llm.forward import LayerTrace, SentencePass
from app.llm.model import Model, ModelConfig
from app.llm.tokenizer import Token


@dataclass(frozen=True)
class ModelFacts:
    """An open model's settings, speeds ω_j (fastest first), YaRN's attention factor A and file name."""

    config: ModelConfig
    omega: np.ndarray
    attention_factor: float
    name: str = ""

    @classmethod
    def of(cls, model: Model) -> ModelFacts:
        return cls(model.config, model.omega, model.attention_factor, model.name)


@dataclass
class HeldPass:
    """A sentence's pass as far as the model's process has sent it: ids, tokens, the angles the block
    rotated by (cos, sin: T × pairs, A included) and one trace per layer run."""

    model: ModelFacts
    ids: list[int]
    tokens: tuple[Token, ...]
    cos: np.ndarray
    sin: np.ndarray
    traces: list[LayerTrace] = field(default_factory=list)

    @classmethod
    def of(cls, run: SentencePass, model: ModelFacts) -> HeldPass:
        return cls(model, list(run.ids), run.tokens, run.cos, run.sin, list(run.traces))

    @property
    def length(self) -> int:
        return len(self.ids)

    def run_to(self, layer: int, cancelled: Callable[[], bool] | None = None) -> None:
        """Nothing to run here: a layer not sent yet is refused."""
        if layer >= len(self.traces):
            raise ModelError("not_run", layer=layer)
