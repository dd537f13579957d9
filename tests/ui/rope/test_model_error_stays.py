"""A model refused in the Model tab keeps its line while the pointer looks the tab over: moving over the
usage map and turning the wheel over the chips mend nothing of it (they shared its topic, so the first
motion over the map wiped "…is cut short or damaged…"), through the real loop with real events."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, until
from test_model_dropped import cut_copy, dropped
from ui_driver import move_mouse, post, run_frames

from app.llm.places import demo_model

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def test_a_refusal_stays_while_the_pointer_looks_the_tab_over(app, tmp_path) -> None:
    s, m = app.state, app.state.rope.models
    dropped(app, demo_model())
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    assert m.usage is not None and not s.status.error
    dropped(app, cut_copy(tmp_path, "cut.gguf"))
    until(app, lambda: not m.busy)
    run_frames(app, 2)
    refused = s.status.text
    assert s.status.error and "cut.gguf" in refused
    lay = app.rope_panel.model_layout
    move_mouse(pygame.Rect(lay.usage).center)
    run_frames(app, 2)
    assert m.pointed is not None  # the map names the cell under the pointer
    chips = pygame.Rect(lay.chips).center
    move_mouse(chips)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False, window=None)
    run_frames(app, 2)
    assert s.status.error and s.status.text == refused
