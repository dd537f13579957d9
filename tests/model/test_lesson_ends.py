"""PageDown (or →) on the lesson's last step and PageUp (or ←) on its first go nowhere, as Home and End
there do: they said so, but entered the step again, and what the user had changed in it (arrows, a base)
and its undo history were thrown away."""

from __future__ import annotations

import pytest

from app.io.presets import preset_curve
from app.model import intents as i
from app.model.apply import apply
from app.model.lesson import STEPS
from app.model.state import AppState


@pytest.mark.parametrize(
    ("goes", "to", "said"), [("next", "last", "last step"), ("back", "first", "first step")]
)
@pytest.mark.parametrize("key", ["step", "home_end"])
def test_a_step_past_the_end_keeps_the_users_changes(goes, to, said, key) -> None:
    state = AppState.for_preset(preset_curve("square8"), "square8")
    apply(state, i.Lesson("start"))
    apply(state, i.Lesson(to))
    at = state.lesson
    assert at == (len(STEPS) - 1 if to == "last" else 0)
    arrows = 3 if state.epicycles.n_arrows != 3 else 4
    apply(state, i.SetArrows(arrows))
    undo_steps = len(state.history.done)
    apply(state, i.Lesson(goes if key == "step" else to))
    assert state.lesson == at
    assert state.epicycles.n_arrows == arrows  # (not the step's own count again)
    assert len(state.history.done) == undo_steps  # Ctrl+Z still takes the change back
    assert said in state.status.text
