"""The demo model and its reference, opened once per test session (the model's pass is ~0.2 s a sentence,
its opening and first dequantizing a second or two)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from tiny_gguf import demo_model_path

from app.llm.forward import SentencePass
from app.llm.model import Model

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "smollm2_reference.npz"


@pytest.fixture(scope="session")
def demo() -> Model:
    model = Model(demo_model_path())
    yield model
    model.close()


@pytest.fixture(scope="session")
def reference() -> dict[str, np.ndarray]:
    with np.load(REFERENCE) as data:
        return dict(data)


@pytest.fixture(scope="session")
def reference_passes(demo: Model, reference: dict[str, np.ndarray]) -> list[SentencePass]:
    """The reference's sentences through the whole numpy pass, keeping the pass's own scores."""
    passes = []
    for s in range(len(reference["sentences"])):
        p = SentencePass(demo, [int(i) for i in reference[f"ids_{s}"]], keep_scores=True)
        p.logits()
        passes.append(p)
    return passes
