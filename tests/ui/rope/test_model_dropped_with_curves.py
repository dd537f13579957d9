"""A GGUF model dropped together with curve files: the curves are read in turn as any files dropped at once,
and the model is not opened, its line saying to drop it alone; the status line says what became of every
file and stays (no model line comes after it). (A model read first opened in the Model tab: "Opening … Not
opened: good.json (one file opens at a time…)" gave way to the model's line, the curves' note and any
failure lost, and which of the two opened hung on the order the file manager sent them in.)"""

from __future__ import annotations

import pytest
from model_helpers import NEEDS_DEMO
from test_drops import bad_file, curve_file, drop_events, read_all, shows
from test_model_dropped import chosen_tab, in_language
from ui_driver import run_frames

from app.llm.places import demo_model

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]

ALONE = {
    "en": "{}: a GGUF model; drop it alone to open it in the Model tab",
    "ko": "{}: GGUF 모델입니다. 모델 탭에서 열려면 이 파일만 끌어다 놓으세요",
}


def dropped(app, *paths) -> str:
    """Drop the files at once, as SDL sends them, read them, run a second more; the line, as it stays."""
    drop_events(paths)
    run_frames(app, 1)
    read_all(app, len(paths))
    line = app.state.status.text
    run_frames(app, 30)  # (a model asked for would have said "Opening …" by now)
    assert app.state.status.text == line
    return line


def model_left_alone(app) -> bool:
    """No model was asked for, and the RoPE panel still shows its Score tab (as drawn)."""
    m = app.state.rope.models
    return m.job is None and m.seq == 0 and app.state.rope.tab == "score" and chosen_tab(app) == "score"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_model_read_first_makes_way_for_the_curve_and_its_line_stays(app, tmp_path, lang) -> None:
    in_language(app, lang)
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    line = dropped(app, demo_model(), good)
    assert shows(app, good) and model_left_alone(app) and not app.state.status.error
    alone = ALONE[lang].format(demo_model().name)
    assert line.endswith(f"{alone}.") and good.name in line.split(alone)[0]
    assert str(demo_model()) not in app.state.recent and app.errors == []


def test_a_model_after_the_curve_that_opened_is_left_unread(app, tmp_path) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    line = dropped(app, good, demo_model())
    assert shows(app, good) and model_left_alone(app)
    assert line.endswith(
        f" Not opened: {demo_model().name} (one file opens at a time: drop it alone to open it)."
    )


def test_a_model_with_curves_that_fail_opens_nothing_and_every_reason_stays_said(app, tmp_path) -> None:
    before = app.state.epicycles.curve
    line = dropped(app, bad_file(tmp_path), demo_model())
    assert app.state.epicycles.curve is before and model_left_alone(app) and app.state.status.error
    assert line == (
        "Could not open the 2 files dropped: bad.json: not valid JSON (line 1, column 2); "
        f"{ALONE['en'].format(demo_model().name)}. The previous curve stays."
    )
