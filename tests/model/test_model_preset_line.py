"""A published model's preset says every setting it changed: Llama-3.1-8B turns its own llama3 scaling on,
and the next model without one turns it off, so their lines name the scaling; a model that leaves it as it
was says only its arrows and base. (Llama-3.1-8B's line named 64 arrows and base 5e5 and not the ×8
scaling it had also set.) No pygame."""

from __future__ import annotations

import pytest
from apply_helpers import new_state

from app.model import intents as i
from app.model.apply import apply

LINES = {
    "en": (
        "Llama-3.1-8B: 64 arrows (d = 128), base 5e5, RoPE scaling Llama 3 ×8.",
        "RoFormer: 64 arrows (d = 128), base 1e4, no RoPE scaling.",
        "Llama-2-7B: 64 arrows (d = 128), base 1e4.",
        "Qwen2.5-7B: 64 arrows (d = 128), base 1e6.",
    ),
    "ko": (
        "Llama-3.1-8B: 화살표 64개(d = 128), 밑 5e5, RoPE 스케일링 Llama 3 ×8.",
        "RoFormer: 화살표 64개(d = 128), 밑 1e4, RoPE 스케일링 없음.",
        "Llama-2-7B: 화살표 64개(d = 128), 밑 1e4.",
        "Qwen2.5-7B: 화살표 64개(d = 128), 밑 1e6.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_model_preset_names_the_scaling_it_changed(lang: str) -> None:
    state = new_state()
    apply(state, i.SetLanguage(lang))
    said = []
    for name in ("Llama-3.1-8B", "RoFormer", "Llama-2-7B", "Qwen2.5-7B"):
        apply(state, i.SetRopeModel(name))
        assert not state.status.error
        said.append(state.status.text)
    assert tuple(said) == LINES[lang]
    assert state.rope.scaling_kind == "none"  # (Qwen's YaRN is optional: off until picked)
