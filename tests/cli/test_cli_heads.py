"""`heads --json` on the demo model: the documented document, its numbers agreeing with each other; and
bad models or arguments ending in one line and exit code 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from tiny_gguf import demo_model_path, write_tiny

ROOT = Path(__file__).resolve().parents[2]

TEXT = "The quick brown fox jumps over the lazy dog while the cat sleeps."


def run_main(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_heads_json_on_the_demo_model() -> None:
    done = run_main(
        "heads", "--model", str(demo_model_path()), "--text", TEXT, "--layer", "3", "--head", "2",
        "--query", "12", "--key", "4", "--delta", "-3,8,100", "--usage", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["model"] == {
        "architecture": "llama", "layers": 30, "heads": 9, "kv_heads": 3, "head_dim": 64,
        "rope_base": 100000.0, "rope_scaling": {"kind": "none"},
    }  # fmt: skip
    assert "".join(t["text"] for t in out["tokens"]) == TEXT and len(out["tokens"]) == 15
    assert (out["layer"], out["head"], out["query"], out["key"], out["distance"]) == (3, 2, 12, 4, 8)
    assert len(out["h"]) == 32
    assert [s["delta"] for s in out["scores"]] == [-3, 8, 100]
    assert out["scores"][1]["score"] == pytest.approx(out["score"])
    h = np.array([z["re"] + 1j * z["im"] for z in out["h"]])
    omega = 100000.0 ** (-np.arange(32) / 32)
    assert out["score"] == pytest.approx(float(np.sum(h * np.exp(1j * 8 * omega)).real))
    attention = np.array(out["attention"])
    assert attention.shape == (15,) and attention.sum() == pytest.approx(1.0) and np.all(attention[13:] == 0)
    assert len(out["next_tokens"]) == 5
    logits = [t["logit"] for t in out["next_tokens"]]
    assert logits == sorted(logits, reverse=True)
    assert np.array(out["usage"]["q"]).shape == np.array(out["usage"]["k"]).shape == (30, 9, 32)


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--text", "hi"), "not a GGUF model file"),
        (("--text", ""), "has no tokens"),
        (("--text", "hi", "--layer", "1"), "--layer: expected a whole number from 0 to 0"),
        (("--text", "hi", "--query", "-1"), "--query"),
        (("--text", "hi", "--delta", "1,x"), "--delta"),
        (("--text", "hi", "--head", "2"), "--head"),
        (("--text", "x" * 600), "has 600 tokens; at most 512"),
    ],
)
def test_bad_heads_input_exits_2_with_one_line(tmp_path: Path, args: tuple[str, ...], said: str) -> None:
    model = write_tiny(tmp_path / "tiny.gguf")
    if said.startswith("not a GGUF"):
        model = tmp_path / "junk.gguf"
        model.write_bytes(b"GGML" + bytes(100))
    result = run_main("heads", "--model", str(model), *args, "--json")
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("epicycles: error:") and said in lines[0], result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("--text", ""), "the sentence has no tokens; type a few words"),
        (("--text", "x" * 600), "the sentence has 600 tokens; at most 512 can be read"),
        (("--lang", "ko", "--text", ""), "the sentence has no tokens; type a few words"),
    ],
)
def test_a_model_s_refusal_is_a_clause_as_every_cli_error_is(
    tmp_path: Path, args: tuple[str, ...], line: str
):
    """The window's sentences ("The sentence has no tokens; type a few words.") read after "error:" as the
    other errors do: no capital, no full stop (the window keeps its words); English whatever --lang."""
    model = str(write_tiny(tmp_path / "tiny.gguf"))
    lang, args = (args[:2], args[2:]) if args[0] == "--lang" else ((), args)
    result = run_main(*lang, "heads", "--model", model, *args, "--json")
    assert result.returncode == 2
    assert result.stderr.splitlines()[0].startswith(f"epicycles: error: {line}")
    assert not result.stderr.rstrip().endswith(".")
