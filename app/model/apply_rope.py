"""How intents change the RoPE panel: the chain's ladder, content, window, Δ and what is shown. No pygame."""

from __future__ import annotations

from app.model import intents as i
from app.model.outcome import Outcome, handles, quietly, refusing
from app.model.parse import format_base, parse_base, parse_int
from app.model.rope_state import CONTENT_MODES
from app.model.state import AppState

VIEW_2_SAID = "2 arrows, ω = 1 and 0.01: the chain keeps coming back near its start."
VIEW_32_SAID = "32 arrows, d = 64, base 10000: no Δ brings them all back, so the score decays."


@handles(i.RopeView, i.ToggleRopeView, topic="rope.view")
def rope_view(state: AppState, intent: i.RopeView | i.ToggleRopeView) -> Outcome:
    r = state.rope
    if isinstance(intent, i.ToggleRopeView):
        r.toggle_view()
    elif intent.arrows == 2:
        r.set_view_2()
    else:
        r.set_view_32()
    return Outcome(VIEW_2_SAID if r.is_view_2 else VIEW_32_SAID)


def ladder_said(state: AppState) -> str:
    r = state.rope
    return f"{r.n_arrows} arrows (d = {2 * r.n_arrows}), base {format_base(r.base)}"


@handles(i.SetRopeArrows, topic="rope.arrows")
def set_rope_arrows(state: AppState, intent: i.SetRopeArrows) -> Outcome:
    state.rope.set_arrows(intent.n)
    return Outcome(f"RoPE: {ladder_said(state)}.")


@handles(i.SetRopeBase, topic="rope.base")
@refusing
def set_rope_base(state: AppState, intent: i.SetRopeBase) -> Outcome:
    state.rope.set_base(parse_base(intent.text))
    return Outcome(f"RoPE base {format_base(state.rope.base)}: {ladder_said(state)}.")


@handles(i.SetRopeModel, topic="rope.model")
@refusing
def set_rope_model(state: AppState, intent: i.SetRopeModel) -> Outcome:
    r = state.rope
    if intent.name is None:
        r.clear_model()
        return Outcome(f"No model named: {ladder_said(state)}.")
    r.set_model(intent.name)
    return Outcome(f"{intent.name}: {ladder_said(state)}.")


@handles(i.SetRopeContent, topic="rope.content")
@refusing
def set_rope_content(state: AppState, intent: i.SetRopeContent) -> Outcome:
    state.rope.set_content(intent.mode)  # type: ignore[arg-type]
    label = {mode: label for label, mode in CONTENT_MODES}[state.rope.content]
    return Outcome(f"Content: {label}.")


@handles(i.SetRopeSeed, i.NewRopeSeed, topic="rope.seed")
@refusing
def set_rope_seed(state: AppState, intent: i.SetRopeSeed | i.NewRopeSeed) -> Outcome:
    r = state.rope
    if isinstance(intent, i.NewRopeSeed):
        r.new_seed()
        return Outcome(f"New random q, k: seed {r.seed}.")
    r.set_seed(parse_int(intent.text, "Seed"))
    return Outcome(f"Seed {r.seed}.")


@handles(i.SetRopeWindow, topic="rope.window")
@refusing
def set_rope_window(state: AppState, intent: i.SetRopeWindow) -> Outcome:
    r = state.rope
    lo = r.lo if intent.lo is None else parse_int(intent.lo, "Window lo")
    hi = r.hi if intent.hi is None else parse_int(intent.hi, "Window hi")
    r.set_window(lo, hi)
    return Outcome(f"Plotted window: Δ = {r.lo}..{r.hi}.")


def _scrub(state: AppState, intent: i.ScrubRope) -> None:
    """Δ follows the pointer, paused while the button is down; on release it plays as it did before."""
    r = state.rope
    if intent.phase == "start":
        r.resume_after_scrub = r.playing
        r.set_playing(False)
    r.scrub_to(intent.delta)
    if intent.phase == "end":
        r.set_playing(r.resume_after_scrub)


quietly(i.ScrubRope, "rope.time", _scrub)
quietly(i.SetRopeTab, "rope.show", lambda state, intent: state.rope.set_tab(intent.tab))
quietly(i.SetInvariance, "rope.invariance", lambda s, x: s.rope.set_invariance(x.m, x.n, x.shift))
