"""A model whose numbers are not numbers is refused with one line: a negative or zero RMSNorm ε when it is
opened, NaN or infinite weights when the pass reaches them (in the model's process, before any head is sent
to the window), and a head whose h_j are not finite however it came."""

from __future__ import annotations

import queue
from pathlib import Path

import gguf
import numpy as np
import pytest
from tiny_gguf import write_tiny

from app.llm import heads, worker
from app.llm.errors import ModelError
from app.llm.forward import LayerTrace
from app.llm.held import HeldPass, ModelFacts
from app.llm.model import Model

EPS_KEY = "llama.attention.layer_norm_rms_epsilon"


def spoiled(path: Path, tensor: str, value: float) -> Path:
    """The tiny model with every weight of one tensor set to value, written in place."""
    write_tiny(path)
    reader = gguf.GGUFReader(path, "r+")
    next(t for t in reader.tensors if t.name == tensor).data[...] = value
    reader.data.flush()
    return path


@pytest.mark.parametrize("eps", [-1.0, 0.0, 1.0])
def test_an_rms_epsilon_no_model_can_have_is_refused_on_opening(tmp_path: Path, eps: float) -> None:
    path = write_tiny(tmp_path / "eps.gguf", floats={EPS_KEY: eps})
    with pytest.raises(ModelError, match="damaged") as caught:
        Model(path)
    assert EPS_KEY in str(caught.value) and "eps.gguf" in str(caught.value)


@pytest.mark.parametrize(
    ("tensor", "value"),
    [("token_embd.weight", np.nan), ("blk.0.attn_q.weight", np.inf), ("blk.0.attn_k.weight", np.nan)],
)
def test_weights_that_are_not_numbers_are_refused_before_a_head_is_read(
    tmp_path: Path, tensor: str, value: float
) -> None:
    model = Model(spoiled(tmp_path / "nan.gguf", tensor, value))  # (opening reads the header only)
    p = heads.start_pass(model, " the cat")
    with pytest.raises(ModelError, match="not numbers") as caught:
        heads.read_head(p, 0, 0, p.length - 1, 0)
    assert "nan.gguf" in str(caught.value) and p.traces == []  # no layer of NaN was kept
    model.close()


def test_the_model_s_process_sends_one_failure_and_no_head(tmp_path: Path) -> None:
    path = spoiled(tmp_path / "nan.gguf", "token_embd.weight", np.nan)
    out: queue.Queue = queue.Queue()
    worker.work(out, lambda: False, 1, str(path), " the cat", 0, False)
    sent = [out.get_nowait() for _ in range(out.qsize())]
    assert [kind for _, kind, _ in sent] == ["failed"]
    error = sent[0][2]
    assert error.key == "problem.llm.not_numbers" and "nan.gguf" in error.said("ko")
    assert "가중치" in error.said("ko")


def test_a_held_pass_whose_q_is_nan_gives_no_head(tmp_path: Path) -> None:
    """The window reads heads from what the process sent: a trace of NaN there is refused too."""
    model = Model(write_tiny(tmp_path / "ok.gguf"))
    p = heads.start_pass(model, " the cat")
    assert np.isfinite(heads.read_head(p, 0, 0, p.length - 1, 0).h).all()  # (the pass's own is fine)
    held = HeldPass.of(p, ModelFacts.of(model))
    q = p.traces[0].q.copy()
    q[0, -1, 0] = np.nan
    held.traces[0] = LayerTrace(q, p.traces[0].k, None)
    with pytest.raises(ModelError, match=r"ok\.gguf is damaged"):
        heads.read_head(held, 0, 0, p.length - 1, 0)
    model.close()
