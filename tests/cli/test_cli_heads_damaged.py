"""`heads` on a model whose numbers are not finite (NaN weights, a negative norm epsilon): the file is named
as damaged, as the other bad files are (one line, exit 2), not the sentence blamed."""

from __future__ import annotations

import struct
from pathlib import Path

import gguf
import numpy as np
import pytest
from test_cli_heads import run_main
from tiny_gguf import write_tiny

EPSILON = b"llama.attention.layer_norm_rms_epsilon"


def nan_weights(path: Path) -> Path:
    """A tiny model whose token embeddings are all NaN (the file itself well formed)."""
    write_tiny(path)
    table = next(t for t in gguf.GGUFReader(path).tensors if t.name == "token_embd.weight")
    data = bytearray(path.read_bytes())
    start = int(table.data_offset)
    data[start : start + int(table.n_bytes)] = np.full(table.n_elements, np.nan, np.float32).tobytes()
    path.write_bytes(bytes(data))
    return path


def negative_epsilon(path: Path) -> Path:
    """A tiny model whose RMS norm epsilon is -1: every norm divides by the root of a negative number."""
    write_tiny(path)
    data = bytearray(path.read_bytes())
    at = data.index(EPSILON) + len(EPSILON) + 4  # (after the key, its u32 type: float32)
    data[at : at + 4] = struct.pack("<f", -1.0)
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize("make", [nan_weights, negative_epsilon])
@pytest.mark.parametrize("usage", [(), ("--usage",)])
def test_a_model_giving_non_finite_numbers_is_named_damaged(tmp_path: Path, make, usage) -> None:
    """(It said "a result is not a finite number: the inputs are too large", blaming the sentence.)"""
    model = make(tmp_path / "bad.gguf")
    result = run_main("heads", "--model", str(model), "--text", "hello world", *usage, "--json")
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("epicycles: error: bad.gguf is damaged"), result.stderr
    assert "inputs" not in lines[0] and result.stdout == ""


def test_a_sound_model_still_reports(tmp_path: Path) -> None:
    model = write_tiny(tmp_path / "tiny.gguf")
    result = run_main("heads", "--model", str(model), "--text", "hello world", "--usage", "--json")
    assert result.returncode == 0 and result.stderr == "", result.stderr
