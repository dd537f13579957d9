"""The name Export… offers is the curve's, as the user guide says ("heart.gif"): a saved drawing's title
when it was given one (a drawing renamed "flt" was offered "drawing-20261206-193050.gif"), an opened
file's name (word.svg was offered "epicycles.gif"), the words of Text…; made fit to be a file's name."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.io.drawings import DEFAULT_TITLE, SavedDrawing
from app.io.export_names import STEM_CHARS, file_stem, stem_of
from app.io.presets import preset_curve
from app.model.state import AppState

FILE = "drawing-20261206-193050.json"


def showing(source: str, **curve) -> AppState:
    state = AppState.for_preset(preset_curve("heart"), "heart")
    state.source = source
    state.epicycles.curve = replace(state.epicycles.curve, **curve)
    return state


def test_a_preset_is_named_by_its_name() -> None:
    assert stem_of(AppState.for_preset(preset_curve("heart"), "heart")) == "heart"


@pytest.mark.parametrize(("title", "stem"), [("flt", "flt"), (DEFAULT_TITLE, "drawing-20261206-193050")])
def test_a_saved_drawing_is_named_by_its_title_if_it_has_one(title, stem) -> None:
    state = showing(f"saved:{FILE}")
    state.saved = (SavedDrawing(FILE, title, "2026-12-06 19:30"),)
    assert stem_of(state) == stem


def test_an_opened_file_and_text_s_words_name_the_film() -> None:
    assert stem_of(showing("file", name="word")) == "word"
    assert stem_of(showing("text", name="text", title="AC/DC")) == "AC-DC"
    assert stem_of(showing("drawing")) == "epicycles"
    assert stem_of(showing("text", title="...")) == "epicycles"  # (nothing fit for a name is left)


@pytest.mark.parametrize(
    ("words", "stem"),
    [('a:b*c?"d"<e>|f\\\\g', "a-b-c-d-e-f-g"), ("  .hidden. ", "hidden"), ("고양이", "고양이"), ("\x07", "")],
)
def test_words_are_made_a_file_s_stem(words, stem) -> None:
    assert file_stem(words) == stem
    assert len(file_stem("x" * 500)) == STEM_CHARS
