"""Undo and redo of the Model tab's picks through the real loop: each head or token picked is one step, and
the tab and the chain come back together (Ctrl+Z skipped them, back to all-ones arrows under a tab that
still showed the later head and pair). One model process serves the module (see conftest.py)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo
from ui_driver import centre, click, press_key

from app.llm import heads
from app.ui.rope.model_view import token_chips

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def arrow_of(slider) -> tuple[int, int]:
    """The slider's ▶ button."""
    return centre(slider.right_button.rect)


def shown(app) -> tuple[int, int, int, int]:
    """The tab's head and pair; the chain must be that head's (the panel never half-undone)."""
    m, rope = app.state.rope.models, app.state.rope
    assert rope.content == "head" and m.reading is not None
    expected = heads.read_head(m.run, m.layer, m.head, m.query, m.key)
    np.testing.assert_allclose(rope.h, expected.h, atol=1e-12)
    assert rope.head is m.reading and rope.delta_int == m.query - m.key
    return (m.layer, m.head, m.query, m.key)


def ctrl(app, key: int, shift: bool = False) -> None:
    press_key(app, key, pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if shift else 0))


def test_each_head_and_token_picked_is_one_undo_step_and_redo_brings_it_again(app) -> None:
    open_demo(app)
    widgets = app.rope_panel.widgets
    picks = [shown(app)]
    for _ in range(3):
        click(app, arrow_of(widgets["layer_slider"]))
        picks.append(shown(app))
    for _ in range(2):
        click(app, arrow_of(widgets["head_slider"]))
        picks.append(shown(app))
    m = app.state.rope.models
    chips = token_chips(app.fonts, m, app.rope_panel.model_layout.chips)
    click(app, centre(chips[4]))  # ·mat as the query
    picks.append(shown(app))
    assert picks[-1] == (3, 2, 4, 0) and len(set(picks)) == len(picks), picks
    for earlier in reversed(picks[:-1]):
        ctrl(app, pygame.K_z)
        assert shown(app) == earlier
        layer, head, query, key = earlier
        tokens = [t.text for t in m.run.tokens]
        said = f"back to layer {layer}, head {head}, query m = {query} ({tokens[query]!r}), key n = {key}"
        assert app.state.status.text.startswith(f"Undone: {said}"), app.state.status.text
    for later in picks[1:]:
        ctrl(app, pygame.K_z, shift=True)
        assert shown(app) == later
        assert app.state.status.text.startswith(f"Redone: layer {later[0]}, head {later[1]}")
    assert app.errors == []


def test_undo_past_the_first_pick_gives_the_ladder_back_and_redo_the_head(app) -> None:
    open_demo(app)
    first = shown(app)
    click(app, arrow_of(app.rope_panel.widgets["head_slider"]))
    ctrl(app, pygame.K_z)
    assert shown(app) == first
    ctrl(app, pygame.K_z)  # the model's read itself: the chain the user had
    assert app.state.rope.content == "ones" and app.state.status.text.startswith("Undone: back to RoPE")
    ctrl(app, pygame.K_z, shift=True)
    assert shown(app) == first
    assert app.errors == []
