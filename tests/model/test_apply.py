"""`apply` replayed on intent sequences, no window: undo and redo (every undoable setting back in reverse
order, what is and is not an undo step, the limit, the status line naming what was undone). No pygame."""

from __future__ import annotations

import numpy as np
from apply_helpers import new_state, replay, settings

from app import config
from app.math import rope
from app.model import intents as i
from app.model.apply import apply
from app.model.history import capture


def test_every_undoable_setting_comes_back_in_reverse_order_and_redoes_forward() -> None:
    state = new_state()
    steps = [
        i.ShowPreset("heart"),
        i.SetArrows(3),
        i.ToggleOrder(),
        i.RopeView(32),
        i.SetRopeBase("5e5"),
        i.SetRopeModel("Llama-3.1-8B"),
        i.SetRopeContent("random"),
        i.SetRopeSeed("7"),
        i.SetRopeWindow(hi="900"),
        i.SetRopeSearch(lo="10"),
        i.SetRopeScaling(factor="2"),
        i.SetRopeArrows(5),
        i.SetRopeScaling(kind="linear"),
    ]
    seen = [settings(state)]
    for intent in steps:
        apply(state, intent)
        seen.append(settings(state))
        assert seen[-1] != seen[-2], intent  # each one changed something
    assert (state.rope.lo, state.rope.hi) == (0, 900)
    for expected in reversed(seen[:-1]):
        apply(state, i.Undo())
        assert settings(state) == expected
    assert (state.rope.lo, state.rope.hi) == (0, 4096)
    assert apply(state, i.Undo()).status == "Nothing to undo."
    for expected in seen[1:]:
        apply(state, i.Redo())
        assert settings(state) == expected
    assert apply(state, i.Redo()).status == "Nothing to redo."
    # The restored state is recomputed, not just relabelled: the chain is the one its settings give.
    assert len(state.epicycles.chain) == 3 and state.epicycles.order == "frequency"
    np.testing.assert_allclose(state.rope.omega, rope.ladder_frequencies(5, 5e5) / 2)  # linear ×2


def test_undo_of_a_scaling_change() -> None:
    state = replay(new_state(), i.SetRopeModel("Llama-3.1-8B"))
    llama = state.rope.omega.copy()
    apply(state, i.SetRopeScaling(kind="none"))
    np.testing.assert_allclose(state.rope.omega, rope.ladder_frequencies(64, 5e5))
    apply(state, i.Undo())
    assert state.status.text == "Undone: back to RoPE scaling Llama 3 ×8. Ctrl+Shift+Z redoes it."
    np.testing.assert_allclose(state.rope.omega, llama)
    apply(state, i.SetRopeScaling(factor="abc"))
    assert state.status.error and "Factor" in state.status.text and state.rope.scaling_factor == 8.0


def test_go_to_best_step_and_exact_delta_are_time_not_undo_steps() -> None:
    state = new_state()
    apply(state, i.GoToBest())
    r = state.rope
    assert (r.delta, r.playing) == (1885.0, False)
    assert state.status.text == "Best in 100..4096: Δ = 1885, score / reach 0.9995 (paused)."
    replay(state, i.StepDelta(1), i.StepDelta(100), i.StepDelta(-1))
    assert r.delta == 1985.0
    apply(state, i.SetRopeDelta("4096"))
    assert r.delta == 4096.0
    apply(state, i.SetRopeDelta("5000"))
    assert state.status.error and r.delta == 4096.0
    apply(state, i.StepDelta(100))
    assert r.delta == 4096.0  # the window's end
    assert apply(state, i.Undo()).status == "Nothing to undo."


def test_the_status_line_names_what_was_undone_and_redone() -> None:
    state = replay(new_state(), i.ShowPreset("heart"), i.SetArrows(3))
    apply(state, i.Undo())
    assert state.status.text.startswith("Undone: back to arrows 200")
    apply(state, i.Undo())
    assert state.status.text.startswith("Undone: back to curve 8-point square")
    apply(state, i.Redo())
    assert state.status.text == "Redone: curve Heart, arrows 200."


def test_undo_and_redo_name_what_changes_from_the_screen_and_pass_over_steps_that_change_nothing() -> None:
    """Settings brought back otherwise (a recovery) are what undo starts from: it said "back to arrows 5"
    with 5 arrows on screen."""
    state = replay(new_state(), i.SetArrows(5), i.SetArrows(7))
    replay(state, i.Undo())
    at_5 = capture(state)
    replay(state, i.Redo(), i.Recover(at_5, "test"), i.SetRopeArrows(3))
    apply(state, i.Undo())
    assert state.status.text.startswith("Undone: back to RoPE arrows 2.")
    apply(state, i.Undo())  # 5 → 7 is undone to the 5 on screen: passed over
    assert state.status.text.startswith("Undone: back to arrows 8.")
    assert state.epicycles.n_arrows == 8
    apply(state, i.Redo())
    assert state.status.text == "Redone: arrows 5."
    apply(state, i.Redo())
    assert state.status.text == "Redone: arrows 7."


def test_a_hundred_and_fifty_steps_all_undo() -> None:
    state = replay(new_state(), i.ShowPreset("heart"))
    start = settings(state)
    for n in range(150):
        apply(state, i.SetArrows(10 + n))
    for _ in range(150):
        apply(state, i.Undo())
    assert settings(state) == start


def test_the_oldest_steps_go_past_the_limit() -> None:
    state = replay(new_state(), i.ShowPreset("heart"))
    for n in range(config.UNDO_LIMIT + 5):
        apply(state, i.SetArrows(10 + n))
    undone = 0
    while apply(state, i.Undo()).status != "Nothing to undo.":
        undone += 1
    assert undone == config.UNDO_LIMIT
    assert state.epicycles.n_arrows == 10 + 4  # the five oldest steps (and the preset) are forgotten


def test_one_slider_drag_is_one_undo_step_and_two_drags_are_two() -> None:
    state = replay(new_state(), i.ShowPreset("heart"))
    for n in (150, 90, 40, 12):
        apply(state, i.SetArrows(n, gesture=1))
    for n in (20, 30):
        apply(state, i.SetArrows(n, gesture=2))
    assert len(state.history.done) == 3  # the preset, drag 1, drag 2
    apply(state, i.Undo())
    assert state.epicycles.n_arrows == 12
    apply(state, i.Undo())
    assert state.epicycles.n_arrows == 200


def test_a_drag_back_to_where_it_started_is_no_step() -> None:
    state = new_state()
    for n in (5, 3, 8):
        apply(state, i.SetArrows(n, gesture=4))
    assert state.history.done == []


def test_time_delta_and_what_is_shown_are_not_undo_steps() -> None:
    state = new_state()
    replay(
        state,
        i.TogglePlay(),
        i.StepTime(3),
        i.Tick(0.5),
        i.Reverse(),
        i.Show("circles"),
        i.Show("trail", False),
        i.ScrubRope(40, "start"),
        i.ScrubRope(90, "end"),
        i.SetRopeTab("invariance"),
        i.Show("rope_log_axis", False),
    )
    assert state.history.done == []
    assert apply(state, i.Undo()).status == "Nothing to undo."


def test_a_new_change_after_undo_drops_the_redo_steps() -> None:
    state = replay(new_state(), i.ShowPreset("heart"), i.Undo(), i.SetArrows(4))
    assert apply(state, i.Redo()).status == "Nothing to redo."
    assert state.source == "square8" and state.epicycles.n_arrows == 4


def test_a_refused_value_is_no_undo_step_and_its_error_goes_when_it_is_fixed() -> None:
    state = new_state()
    apply(state, i.SetRopeBase("abc"))
    assert state.status.error and "“abc” is not a number" in state.status.text
    assert state.history.done == []
    apply(state, i.TogglePlay())  # an unrelated change leaves the error up
    apply(state, i.ScrubRope(10, "start"))
    assert state.status.error
    apply(state, i.SetRopeBase("5e5"))
    assert not state.status.error and state.rope.base == 5e5
    assert state.status.text.startswith("RoPE base 5e5")
