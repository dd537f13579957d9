"""The Model tab's model files: a bad file or a broken model picked in the menu (one status line, the view
and the menu kept), Open model… (a name that is not there, the demo's own file, typing at once, the path
line's cut)."""

from __future__ import annotations

import os

import numpy as np
import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo, pick_in_menu, until
from ui_driver import press_key, run_frames, type_into

from app.config import MAX_PATH_CHARS
from app.llm.places import demo_model
from app.model import intents as i
from app.paths import own_models_folder

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def broken_model(folder) -> str:
    """A file that starts as a GGUF model and is not one."""
    bad = folder / "broken.gguf"
    bad.write_bytes(b"GGUF\x03\x00\x00\x00" + b"\xff" * 40)
    return str(bad)


def test_a_bad_file_gives_one_status_line_and_keeps_the_view(app, tmp_path) -> None:
    open_demo(app)
    m = app.state.rope.models
    before = (m.model, m.reading)
    app.submit(i.OpenModel(broken_model(tmp_path), "broken"))
    until(app, lambda: not m.busy)
    assert app.state.status.error and "broken.gguf" in app.state.status.text
    assert "\n" not in app.state.status.text
    assert (m.model, m.reading) == before and app.state.rope.content == "head"


def test_a_bad_file_keeps_the_view_chosen_after_the_head_was_shown(app, tmp_path) -> None:
    """(The 2-arrow view, chosen after the demo's head, went back to the old real head: 32 arrows, the
    model's base, Δ paused at m − n.)"""
    open_demo(app)
    m, rope = app.state.rope.models, app.state.rope
    press_key(app, pygame.K_2, unicode="2")
    assert rope.content == "ones" and rope.n_arrows == 2
    if not rope.playing:
        app.submit(i.TogglePlay("rope"))
    chosen = (rope.n_arrows, rope.base, rope.content, rope.scaling_kind, rope.h.copy())
    app.submit(i.OpenModel(broken_model(tmp_path), "broken"))
    until(app, lambda: not m.busy)
    assert app.state.status.error and "broken.gguf" in app.state.status.text
    assert (rope.n_arrows, rope.base, rope.content, rope.scaling_kind) == chosen[:4] and rope.playing
    np.testing.assert_array_equal(rope.h, chosen[4])


def test_a_broken_model_picked_in_the_menu_leaves_the_menu_on_the_model_shown(app) -> None:
    """(The menu went on naming the broken model, while the demo's head was the one shown.)"""
    folder = own_models_folder()
    folder.mkdir(parents=True, exist_ok=True)
    broken_model(folder)
    open_demo(app)
    m = app.state.rope.models
    until(app, lambda: any(name == "broken" for name, _ in m.found))
    run_frames(app, 2)
    shown = app.rope_panel.widgets["model_menu"].selected_option
    assert shown[1] == "" and m.name
    asked = m.seq
    pick_in_menu(app, app.rope_panel.widgets["model_menu"], "broken")
    assert m.seq == asked + 1  # asked of the worker (on a busy machine its refusal may be in already)
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert app.state.status.error and "broken.gguf" in app.state.status.text
    assert app.rope_panel.widgets["model_menu"].selected_option == shown and m.path == ""


def test_enter_on_a_model_name_that_is_not_there_says_so_and_keeps_the_name(app, tmp_path) -> None:
    open_demo(app)
    m = app.state.rope.models
    before = (m.model, m.reading)
    tab = app.rope_panel.model_tab
    tab.open_dialog(tmp_path)
    run_frames(app, 1)
    line = tab.dialog.file_path_text_line
    type_into(app, line.rect, str(tmp_path / "smol.gguf"))
    until(app, lambda: not m.busy and app.state.status.error)
    assert tab.dialog is not None and line.get_text() == str(tmp_path / "smol.gguf")
    assert "smol" in app.state.status.text and (m.model, m.reading) == before
    assert app.errors == []


def test_the_demo_s_file_opened_by_path_is_listed_once_as_the_demo(app) -> None:
    """(Opened through Open model…, it was listed twice: as "SmolLM2-135M-Instruct.Q4_1" and as the demo.)"""
    app.submit(i.SetRopeTab("model"))
    m, tab = app.state.rope.models, app.rope_panel.model_tab
    until(app, lambda: m.found)
    tab.open_dialog(demo_model().parent)
    run_frames(app, 1)
    type_into(app, tab.dialog.file_path_text_line.rect, str(demo_model()))
    until(app, lambda: m.reading is not None and not m.busy)
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    assert [path for _, path in menu.options_list].count("") == 1 and m.path == ""
    assert len(menu.options_list) == len(m.found) + 1  # the models found and Open model…, nothing twice
    assert menu.selected_option[0] == "SmolLM2-135M-Instruct (demo)" and app.errors == []


def test_open_model_takes_typing_at_once(app, tmp_path) -> None:
    """(Open model… from the menu took no keys until its path line was clicked; Open… did.)"""
    from test_router import type_keys

    tab = app.rope_panel.model_tab
    tab.open_dialog(tmp_path)
    run_frames(app, 1)
    type_keys(app, "smol")
    assert tab.dialog.file_path_text_line.get_text() == str(tmp_path) + os.sep + "smol"


def test_open_model_s_path_line_is_cut_at_the_length_open_s_is(app, tmp_path) -> None:
    """(Open model…'s line took any length: a pasted page went whole into the path.)"""
    from test_field_cap import CUT_LINE, paste

    tab = app.rope_panel.model_tab
    tab.open_dialog(tmp_path)
    run_frames(app, 1)
    paste(app, "m" * (MAX_PATH_CHARS + 50))
    assert len(tab.dialog.file_path_text_line.get_text()) == MAX_PATH_CHARS
    assert app.status.text == CUT_LINE.format(MAX_PATH_CHARS)
