"""The UI scale: what the user chose (or the display's, when they chose none) and what the window shows,
which is never more than the window fits (app/geometry/units.py). Not an undo step: it is how the window
looks, not a setting of what it shows; the preferences keep the choice."""

from __future__ import annotations

from app.geometry.units import MAX_SCALE, UI_STEPS, fitting_scale, next_step
from app.model import intents as i
from app.model.outcome import NOTHING, Outcome, handles, say
from app.model.state import AppState


def ui_asked(state: AppState) -> float:
    """The UI scale the user chose, or the display's when they chose none."""
    return state.display_scale if state.ui_scale is None else state.ui_scale


def ui_shown(state: AppState) -> float:
    """The UI scale the window is drawn at now."""
    return fitting_scale(ui_asked(state), state.window_size)


def ui_auto(state: AppState) -> float:
    """What the display's scale comes to in the window now (the Scale menu's "auto" entry says it)."""
    return fitting_scale(state.display_scale, state.window_size)


def ui_most(state: AppState) -> float:
    """The largest step the window fits (the Scale menu offers none larger)."""
    return fitting_scale(MAX_SCALE, state.window_size)


def scale_said(state: AppState) -> Outcome:
    """The status line: the scale shown, whether it is the display's, and why a larger one is not."""
    asked = ui_asked(state)
    shown = ui_shown(state)
    if shown < asked:  # the screen's, when none was chosen (it reads as the user's choice otherwise)
        key = "status.window.ui_scale_fits" + ("_auto" if state.ui_scale is None else "")
        return say(state, key, percent=round(shown * 100), asked=round(asked * 100))
    key = "status.window.ui_scale_auto" if state.ui_scale is None else "status.window.ui_scale"
    return say(state, key, percent=round(shown * 100))


@handles(i.StepUiScale, topic="window", undo_step=False)
def step_ui_scale(state: AppState, intent: i.StepUiScale) -> Outcome:
    """A step from the scale shown; a larger one the window does not fit changes nothing remembered (it
    put 150 % in place of the screen's 200 % that a 1280×800 window held to 125 %), and says so."""
    shown = ui_shown(state)
    wanted = next_step(shown, intent.direction)
    if fitting_scale(wanted, state.window_size) < wanted:
        if ui_asked(state) > shown:
            return scale_said(state)  # what was asked is larger already: the line says what it needs
        return say(
            state, "status.window.ui_scale_fits", percent=round(shown * 100), asked=round(wanted * 100)
        )
    state.ui_scale = wanted
    return scale_said(state)


@handles(i.SetUiScale, topic="window", undo_step=False)
def set_ui_scale(state: AppState, intent: i.SetUiScale) -> Outcome:
    """A factor that is not a step (a hand-edited preference) is taken as automatic."""
    state.ui_scale = intent.factor if intent.factor in UI_STEPS else None
    return scale_said(state)


@handles(i.DisplayScale, topic="window", undo_step=False)
def display_scale(state: AppState, intent: i.DisplayScale) -> Outcome:
    state.display_scale = intent.factor
    state.ui_scale = intent.chosen if intent.chosen in UI_STEPS else None
    return NOTHING
