"""A language model (GGUF) dropped on the window, or picked in Open…, is said to be a model, to be opened in
the Model tab, in the window's language: the demo model was "larger than 50 MB", a cut copy of it "not
UTF-8 text (byte 726)" and one renamed .json "not valid JSON". The curve stays."""

from __future__ import annotations

import os
import shutil

import pygame
import pytest
from ui_driver import finish_reading, post, run_frames

from app.llm.places import demo_model
from app.model import intents as i

DEMO = demo_model()
needs_demo = pytest.mark.skipif(
    DEMO is None and os.environ.get("CI") != "true", reason="the demo model is not installed"
)


def dropped(app, path) -> str:
    """The status line after the file at path is dropped on the window (refused: the curve stays)."""
    before = app.state.epicycles.curve
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert app.state.epicycles.curve is before and app.status.error
    return app.status.text


@needs_demo
def test_the_demo_model_dropped_is_said_to_be_a_model(app) -> None:
    line = dropped(app, DEMO)
    assert f"{DEMO.name}: a GGUF model, not a curve; open it with Open model… in the Model tab" in line
    assert "MB" not in line
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    line = dropped(app, DEMO)
    assert f"{DEMO.name}: 곡선이 아닌 GGUF 모델입니다. ‘모델’ 탭의 ‘모델 열기…’로 여세요" in line


@needs_demo
def test_a_cut_model_by_its_name_or_its_first_bytes_is_said_to_be_a_model(app, tmp_path) -> None:
    with DEMO.open("rb") as whole:
        head = whole.read(2000)
    (tmp_path / "cut.gguf").write_bytes(head)
    (tmp_path / "renamed.json").write_bytes(head)
    (tmp_path / "text.gguf").write_text("not a model, only named as one", encoding="utf-8")
    for name in ("cut.gguf", "renamed.json", "text.gguf"):
        line = dropped(app, tmp_path / name)
        assert f"{name}: a GGUF model, not a curve" in line
        assert "UTF-8" not in line and "JSON" not in line


def test_a_curve_opens_after_a_model_was_refused(app, tmp_path) -> None:
    (tmp_path / "m.gguf").write_bytes(b"GGUF" + bytes(100))
    assert "m.gguf: a GGUF model" in dropped(app, tmp_path / "m.gguf")
    shutil.copy(tmp_path / "m.gguf", tmp_path / "curve.json")  # (its bytes, whatever its name)
    assert "curve.json: a GGUF model" in dropped(app, tmp_path / "curve.json")
    (tmp_path / "ok.json").write_text('{"points": [[0, 0], [1, 0], [0, 1]]}', encoding="utf-8")
    post(pygame.DROPFILE, file=str(tmp_path / "ok.json"), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert not app.status.error and app.state.epicycles.curve.title == "ok"
