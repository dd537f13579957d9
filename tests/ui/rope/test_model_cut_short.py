"""A model file cut short (a download that stopped) dropped on the window: the Model tab says plainly that
the file ends early, in the window's language, wherever it was cut (inside the header, inside the
vocabulary, inside the weights), not the reader's words ("the tensor count runs past the end of the
file"). The curve stays and no model opens."""

from __future__ import annotations

from pathlib import Path

import pytest
from model_helpers import NEEDS_DEMO, until
from test_model_dropped import dropped, in_language

from app.llm.places import demo_model

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]

ENDS = {
    "en": "cut.gguf is cut short; download it again (it ends after {}).",
    "ko": "cut.gguf 파일이 잘렸습니다. 다시 내려받으세요 ({}에서 끝남).",
}
WEIGHTS_CUT = {
    "en": "cut.gguf is cut short; download it again (50.0 MB of 98.4 MB).",
    "ko": "cut.gguf 파일이 잘렸습니다. 다시 내려받으세요 (98.4 MB 중 50.0 MB).",
}
CUTS = [(30, "en", "30 bytes"), (30, "ko", "30바이트"), (2000, "en", "2 kB"), (200_000, "en", "200 kB")]


def cut_at(folder: Path, size: int) -> Path:
    with demo_model().open("rb") as whole:
        (folder / "cut.gguf").write_bytes(whole.read(size))
    return folder / "cut.gguf"


def refused_line(app, path: Path) -> str:
    dropped(app, path)
    m = app.state.rope.models
    until(app, lambda: not m.busy)
    assert app.state.status.error and m.model is None
    assert app.status.text == app.state.status.text  # (the status bar shows it)
    return app.state.status.text


@pytest.mark.parametrize(("size", "lang", "said"), CUTS)
def test_a_model_cut_in_its_header_is_said_to_end_early(app, tmp_path, size, lang, said) -> None:
    in_language(app, lang)
    curve = app.state.epicycles.curve
    assert refused_line(app, cut_at(tmp_path, size)) == ENDS[lang].format(said)
    assert app.state.epicycles.curve is curve and app.errors == []


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_model_cut_in_its_weights_says_how_much_of_the_whole_it_holds(app, tmp_path, lang) -> None:
    in_language(app, lang)
    line = refused_line(app, cut_at(tmp_path, 50_000_000))
    assert line == WEIGHTS_CUT[lang]
    assert "runs past" not in line and "넘어갑니다" not in line
