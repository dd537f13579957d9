"""A GGUF model dropped on the window (by its .gguf name or its first bytes), or picked in Open…, opens in
the RoPE panel's Model tab as the tab's own Open model… opens one: its progress, its status lines, its
refusals of a cut copy or of a file only named .gguf, in the window's language; the curve stays. (It was
refused with "a GGUF model, not a curve; open it with Open model… in the Model tab"; now only the command
line refuses a model, pointing to `heads --model`.) While a dialog waits for its answer or an export runs,
the drop is refused as a curve's is."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from model_helpers import NEEDS_DEMO, until
from ui_driver import finish_reading, post, press_key, run_frames, type_keys

from app.llm.places import demo_model
from app.model import intents as i
from app.model.export_request import ExportRequest
from app.model.model_state import DEMO

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]

SHOWN = {"en": "SmolLM2-135M-Instruct (demo)", "ko": "SmolLM2-135M-Instruct (예제)"}  # the menu's entry
OPENING = {"en": f"Opening {SHOWN['en']}…", "ko": f"{SHOWN['ko']} 여는 중…"}
PAIR = {"en": "Layer 0, head 0: query m = ", "ko": "0층 0번 헤드: 쿼리 m = "}


def chosen_tab(app) -> str:
    """The tab whose button is drawn as the chosen one (its fill, by a pixel inside its left edge)."""
    fills = {}
    for tab in ("score", "invariance", "model"):
        rect = app.rope_panel.widgets[f"tab_{tab}"].rect
        fills[tab] = tuple(app.screen.get_at((rect.left + 3, rect.centery)))
    odd = [tab for tab, fill in fills.items() if list(fills.values()).count(fill) == 1]
    assert len(odd) == 1, fills
    return odd[0]


def in_language(app, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)


def dropped(app, path: Path) -> None:
    """Drop the file at path on the window and run the frames that read its first bytes."""
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)


def cut_copy(folder: Path, name: str) -> Path:
    """The demo model's first 2000 bytes: a GGUF header cut short."""
    with demo_model().open("rb") as whole:
        (folder / name).write_bytes(whole.read(2000))
    return folder / name


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_demo_model_dropped_opens_in_the_model_tab(app, lang) -> None:
    in_language(app, lang)
    s, m = app.state, app.state.rope.models
    curve, recent = s.epicycles.curve, s.recent
    assert s.rope.tab == "score" and m.model is None and chosen_tab(app) == "score"
    dropped(app, demo_model())
    assert s.rope.tab == "model" and m.busy  # asked of the model's process, as Open model… asks
    assert s.status.text == OPENING[lang] and not s.status.error
    run_frames(app, 1)
    assert app.rope_panel.model_tab.work.window is not None  # the tab's own progress window
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.reading is not None and m.path == DEMO and s.rope.content == "head"
    assert s.status.text.startswith(PAIR[lang]) and not s.status.error
    assert (
        app.rope_panel.widgets["model_menu"].selected_option[0] == SHOWN[lang] and chosen_tab(app) == "model"
    )
    assert s.epicycles.curve is curve and s.recent == recent and app.errors == []


def test_the_demo_dropped_before_the_tab_was_shown_is_listed_once_as_the_demo(app) -> None:
    m = app.state.rope.models
    dropped(app, demo_model())
    until(app, lambda: not m.busy and m.found)
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    assert [path for _, path in menu.options_list].count(DEMO) == 1 and m.path == DEMO
    assert menu.selected_option[0] == "SmolLM2-135M-Instruct (demo)"


CUT = {  # (a download stopped after 2000 bytes: said so, not "the tensor count runs past the end")
    "en": "{} is cut short; download it again (it ends after 2 kB).",
    "ko": "{} 파일이 잘렸습니다. 다시 내려받으세요 (2 kB에서 끝남).",
}
NOT_GGUF = {
    "en": "{} is not a GGUF model file (it does not start with GGUF).",
    "ko": "{}: GGUF 모델 파일이 아닙니다(GGUF로 시작하지 않습니다).",
}
REFUSED = {"cut.gguf": CUT, "renamed.json": CUT, "text.gguf": NOT_GGUF}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_cut_copy_or_a_file_only_named_gguf_is_refused_by_the_model_tab(app, tmp_path, lang) -> None:
    """By its name or by its first bytes (renamed.json), it goes to the Model tab, which refuses it as its
    Open model… does; no model opens, the curve stays."""
    in_language(app, lang)
    cut_copy(tmp_path, "cut.gguf")
    cut_copy(tmp_path, "renamed.json")
    (tmp_path / "text.gguf").write_text("not a model, only named as one", encoding="utf-8")
    s, m = app.state, app.state.rope.models
    curve = s.epicycles.curve
    for name, said in REFUSED.items():
        app.submit(i.SetRopeTab("score"))
        asked = m.seq
        dropped(app, tmp_path / name)
        assert (
            s.rope.tab == "model" and m.seq == asked + 1
        )  # asked of the model's process (a refusal may be in)
        until(app, lambda: not m.busy)
        assert s.status.error and s.status.text == said[lang].format(name)
        assert m.model is None and m.name == "" and s.epicycles.curve is curve
    assert app.errors == []


def test_a_model_typed_into_open_opens_in_the_model_tab(app) -> None:
    m = app.state.rope.models
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    assert app.windows.open_dialog.window is not None
    line = app.windows.open_dialog.window.file_path_text_line
    line.set_text("")
    type_keys(app, str(demo_model()))
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)  # (pygame_gui passes the pick on a frame later)
    finish_reading(app)
    assert app.state.rope.tab == "model" and m.busy and app.windows.open_dialog.window is None
    until(app, lambda: not m.busy)
    assert m.reading is not None and m.path == DEMO and app.errors == []
    assert str(demo_model()) not in app.state.recent  # (Recent lists curves)


def test_enter_on_a_gguf_name_that_is_not_there_says_so_and_keeps_open_and_the_name(app, tmp_path) -> None:
    """(It went to the Model tab, which refused it since Open… was still open: "a dialog is waiting".)"""
    press_key(app, pygame.K_o, mod=pygame.KMOD_CTRL)
    dialog = app.windows.open_dialog.window
    dialog.file_path_text_line.set_text("")
    type_keys(app, str(tmp_path / "smol.gguf"))
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)  # (pygame_gui passes the pick on a frame later)
    finish_reading(app)
    s = app.state
    assert s.status.error and f"{tmp_path / 'smol.gguf'}: no such file" in s.status.text
    assert app.windows.open_dialog.window is dialog and dialog.file_path_text_line.get_text() == str(
        tmp_path / "smol.gguf"
    )
    assert s.rope.tab == "score" and s.rope.models.seq == 0 and app.errors == []


def test_a_model_dropped_while_a_dialog_waits_or_an_export_runs_is_refused(app, tmp_path) -> None:
    s, m = app.state, app.state.rope.models
    press_key(app, pygame.K_t, mod=pygame.KMOD_CTRL)  # Text…
    assert app.windows.text_dialog is not None
    dropped(app, demo_model())
    said = f"{demo_model().name}: a dialog is waiting for its answer; drop the file again once it is closed"
    assert s.status.error and said in s.status.text
    assert s.rope.tab == "score" and m.job is None
    press_key(app, pygame.K_ESCAPE)
    app.submit(i.StartExport(ExportRequest("canvas", "mp4", (640, 360), tmp_path / "f.mp4", 600, 30.0), None))
    run_frames(app, 3)
    assert app.exporting.busy  # (600 frames: far more than the test runs)
    dropped(app, demo_model())
    said = f"{demo_model().name}: an export is under way; open it again once that is done"
    # A model's line, not a curve's: it said "Could not open it: …. The previous curve stays."
    assert s.status.error and s.status.text == said and s.status.topic == "model"
    assert s.rope.tab == "score" and m.job is None
    in_language(app, "ko")
    dropped(app, cut_copy(tmp_path, "c.gguf"))
    assert "c.gguf: 내보내기가 진행 중입니다. 끝난 뒤에 다시 여세요" in s.status.text
    assert s.rope.tab == "score" and m.job is None and app.errors == []


def test_a_curve_opens_after_a_model_was_dropped(app, tmp_path) -> None:
    (tmp_path / "ok.json").write_text('{"points": [[0, 0], [1, 0], [0, 1]]}', encoding="utf-8")
    (tmp_path / "text.gguf").write_text("not a model", encoding="utf-8")
    m = app.state.rope.models
    dropped(app, tmp_path / "text.gguf")
    until(app, lambda: not m.busy)
    dropped(app, tmp_path / "ok.json")
    assert not app.state.status.error and app.state.epicycles.curve.title == "ok"
