"""A model file's refusal says what is wrong and what to do first, whole in the status bar of a 1280×800
window at 100 % and at 125 % (its automatic scale on a 4K display), for a name as long as the demo's, in both
languages; the details and numbers follow in parentheses, where the line may be cut (the whole is in its
tooltip). ("…cut short: it holds 32.8 MB of the 98.4 MB…" lost "Download it again".) A cut copy dropped on
the window goes through the real loop; the other lines are said through the loop as refusals."""

from __future__ import annotations

from pathlib import Path

import pytest
from model_helpers import NEEDS_DEMO, until
from test_model_dropped import dropped
from ui_driver import run_frames

from app.errors import Size, said
from app.llm.errors import ModelError, part
from app.llm.places import demo_model
from app.model import intents as i

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]
NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"  # (the demo's file name: a long one, as models' are)
LINES = [  # the refusals of a model file, with details as long as real ones
    ("cut_short", {"size": Size(2000)}),
    ("overrun", {"what": part("tensor_count")}),
    ("damaged", {"what": "llama.attention.head_count_kv"}),
    ("not_numbers", {}),
    ("shape", {"tensor": "blk.0.attn_q.weight"}),
    ("quant", {"tensor": "blk.0.attn_q.weight", "kind": "IQ2_XXS"}),
    ("architecture", {"arch": "mamba"}),
    ("merges", {}),
    ("tokenizer", {"kind": "llama"}),
    ("pretokenizer", {"kind": "deepseek-llm"}),
    ("memory", {"need": 12000, "most": 7900}),
    ("worker_gone", {}),
]


def at(app, lang: str, scale: float) -> None:
    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)


def point(line: str) -> str:
    """What is wrong and what to do: the line before its details in parentheses."""
    return line.split(" (")[0]


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_cut_model_dropped_says_to_download_it_again_whole(app, tmp_path: Path, lang, scale) -> None:
    at(app, lang, scale)
    with demo_model().open("rb") as whole:
        (tmp_path / NAME).write_bytes(whole.read(32_800_000))
    dropped(app, tmp_path / NAME)
    until(app, lambda: not app.state.rope.models.busy)
    run_frames(app, 2)
    line = app.state.status.text
    assert app.state.status.error and "32.8 MB" in line and "98.4 MB" in line, line
    shown = app.status.message_label.text
    assert point(line) in shown and NAME in shown, shown
    assert line == shown  # (the numbers too: the whole line fits)
    assert app.errors == []


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_model_file_refusal_says_its_point_whole(app, lang, scale) -> None:
    at(app, lang, scale)
    for key, params in LINES:
        problem = ModelError(key, name=NAME, **params)
        app.submit(i.ModelRefused(problem))  # (as a model file given as a curve is refused)
        run_frames(app, 1)
        line, shown = app.state.status.text, app.status.message_label.text
        assert line == said(problem, lang)
        assert point(line) in shown, (key, shown)
