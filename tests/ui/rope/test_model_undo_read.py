"""Undo and redo across a model read or a sentence read again, through the real loop: the tab follows the
chain (it kept the model, its picks and its chips over the all-ones arrows undo gave back), redo brings the
read back without reading again, and the picks made on an earlier sentence are each one step back (undo
jumped over them). One model process serves the module (see conftest.py)."""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, SHORT, open_demo, until
from test_model_pick_undo import arrow_of, ctrl, shown
from ui_driver import click, run_frames, type_into

pytestmark = [NEEDS_DEMO, pytest.mark.usefixtures("shared_process")]


def no_model_shown(app) -> None:
    """The tab as before any model was read: no model, no chips, the menu asking for one."""
    m, w = app.state.rope.models, app.rope_panel.widgets
    assert app.state.rope.content == "ones"
    assert (m.name, m.model, m.run, m.reading, m.pass_score, m.usage) == ("", None, None, None, None, None)
    assert w["model_menu"].selected_option[1] == "@none"
    assert not w["layer_slider"].is_enabled and not w["head_slider"].is_enabled


def test_undo_past_the_read_closes_the_tab_too_and_redo_brings_it_back_unread(app) -> None:
    open_demo(app)
    m = app.state.rope.models
    first, run, usage, asked = shown(app), m.run, m.usage, m.seq
    assert usage is not None
    ctrl(app, pygame.K_z)
    run_frames(app, 2)
    no_model_shown(app)
    assert m.sentence == SHORT and app.rope_panel.widgets["sentence_entry"].get_text() == SHORT
    ctrl(app, pygame.K_z, shift=True)
    run_frames(app, 2)
    assert shown(app) == first and m.run is run and m.usage is usage  # (the usage map too)
    assert m.seq == asked and not m.busy  # nothing read again
    assert app.rope_panel.widgets["model_menu"].selected_option[1] == ""  # the demo's
    assert app.rope_panel.widgets["layer_slider"].is_enabled
    assert app.errors == []


def test_picks_before_a_sentence_read_again_are_each_one_undo_step(app) -> None:
    open_demo(app)
    m, widgets = app.state.rope.models, app.rope_panel.widgets
    old = m.run
    picks = [shown(app)]
    click(app, arrow_of(widgets["layer_slider"]))
    picks.append(shown(app))
    click(app, arrow_of(widgets["head_slider"]))
    picks.append(shown(app))
    type_into(app, widgets["sentence_entry"].rect, "A dog ran.")
    until(app, lambda: not m.busy)
    assert m.run is not old and m.sentence == "A dog ran."
    again = shown(app)
    for earlier in reversed(picks):
        ctrl(app, pygame.K_z)
        assert shown(app) == earlier and m.run is old and m.sentence == SHORT
        assert app.state.status.text.startswith("Undone: back to layer"), app.state.status.text
    run_frames(app, 2)
    assert widgets["sentence_entry"].get_text() == SHORT
    ctrl(app, pygame.K_z)
    no_model_shown(app)
    for later in picks:
        ctrl(app, pygame.K_z, shift=True)
        assert shown(app) == later and m.run is old
    ctrl(app, pygame.K_z, shift=True)
    assert shown(app) == again and m.sentence == "A dog ran." and not m.busy
    assert app.errors == []
