"""How intents change the RoPE panel: the chain's ladder, content, window, Δ and what is shown. No pygame."""

from __future__ import annotations

from app.model import intents as i
from app.model.outcome import Outcome, handles, quietly, refusing
from app.model.parse import format_base, parse_base, parse_int
from app.model.rope_derived import ratio_text, scaling_said
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


def typed_ends(intent: i.SetRopeWindow | i.SetRopeSearch, now: tuple[int, int], what: str) -> tuple[int, int]:
    """A window's typed ends (lo, hi), each kept as it is when not typed; ValueError names a bad one."""
    lo = now[0] if intent.lo is None else parse_int(intent.lo, f"{what} (first)")
    hi = now[1] if intent.hi is None else parse_int(intent.hi, f"{what} (last)")
    return lo, hi


@handles(i.SetRopeWindow, topic="rope.window")
@refusing
def set_rope_window(state: AppState, intent: i.SetRopeWindow) -> Outcome:
    r = state.rope
    r.set_window(*typed_ends(intent, (r.lo, r.hi), "Window"))
    return Outcome(f"Plotted window: Δ = {r.lo}..{r.hi}.")


@handles(i.SetRopeSearch, topic="rope.search")
@refusing
def set_rope_search(state: AppState, intent: i.SetRopeSearch) -> Outcome:
    r = state.rope
    r.set_search(*typed_ends(intent, (r.search_lo, r.search_hi), "Best in"))
    return Outcome(f"Best return searched in Δ = {r.search_lo}..{r.search_hi}: {best_said(state)}.")


def best_said(state: AppState) -> str:
    best = state.rope.best
    return "none" if best is None else f"Δ = {best.delta}, score / reach {ratio_text(best.ratio)}"


@handles(i.SetRopeScaling, topic="rope.scaling")
@refusing
def set_rope_scaling(state: AppState, intent: i.SetRopeScaling) -> Outcome:
    r = state.rope
    factor = None
    if intent.factor is not None:
        try:
            factor = float(intent.factor.strip())
        except ValueError:
            raise ValueError(f"Factor: {intent.factor.strip()!r} is not a number.") from None
    r.set_scaling(intent.kind, factor)
    return Outcome(f"{scaling_said(r.scaling_kind, r.scaling_factor)}: {ladder_said(state)}.")


@handles(i.GoToBest, topic="rope.time")
@refusing
def go_to_best(state: AppState, intent: i.GoToBest) -> Outcome:
    r = state.rope
    if r.best is None:
        return Outcome("No best return to go to.")
    r.go_to(r.best.delta)
    return Outcome(f"Best in {r.best.lo}..{r.best.hi}: {best_said(state)} (paused).")


@handles(i.StepDelta, i.SetRopeDelta, topic="rope.time")
@refusing
def step_delta(state: AppState, intent: i.StepDelta | i.SetRopeDelta) -> Outcome:
    r = state.rope
    if isinstance(intent, i.StepDelta):
        r.step(intent.by)
    else:
        r.go_to(parse_int(intent.text, "Δ"))
    return Outcome(f"Δ = {r.delta_int}, score / reach {ratio_text(r.ratio_now)} (paused).")


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
