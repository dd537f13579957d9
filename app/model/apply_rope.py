"""How intents change the RoPE panel: the chain's ladder, content, window, Δ and what is shown. No pygame."""

from __future__ import annotations

import functools
from dataclasses import replace

from app.errors import Problem, Term, quoted
from app.i18n import counted, tr
from app.model import intents as i
from app.model.outcome import NOTHING, Handler, Outcome, handles, quietly, refusing, say
from app.model.parse import format_base, parse_base, parse_int
from app.model.rope_content_state import content_label
from app.model.rope_derived import factor_text, ratio_text, scaling_label, scaling_said
from app.model.rope_state import RopeState
from app.model.signs import minus
from app.model.state import AppState


def leaving_head(fn: Handler) -> Handler:
    """A handler that sets a ladder (a view, arrows, base, preset, scaling): if the chain was a real head's,
    which is the model's own ladder, it is left for all ones, and the line says so and how to go back."""

    @functools.wraps(fn)
    def said_too(state: AppState, intent: object) -> Outcome:
        was_head = state.rope.content == "head"
        done = fn(state, intent)
        if was_head and state.rope.content != "head" and done.status and not done.error:
            return replace(done, status=f"{done.status} {tr(state.lang, 'status.rope.head_left')}")
        return done

    return said_too


@handles(i.RopeView, i.ToggleRopeView, topic="rope.view")
@leaving_head
def rope_view(state: AppState, intent: i.RopeView | i.ToggleRopeView) -> Outcome:
    r = state.rope
    if isinstance(intent, i.ToggleRopeView):
        r.toggle_view()
    elif intent.arrows == 2:
        r.set_view_2()
    else:
        r.set_view_32()
    return say(state, "status.rope.view_2" if r.is_view_2 else "status.rope.view_32")


def ladder_said(state: AppState) -> str:
    r = state.rope
    return tr(
        state.lang,
        counted("status.rope.ladder", r.n_arrows),
        n=r.n_arrows,
        d=2 * r.n_arrows,
        base=format_base(r.base),
    )


@handles(i.SetRopeArrows, topic="rope.arrows")
@leaving_head
def set_rope_arrows(state: AppState, intent: i.SetRopeArrows) -> Outcome:
    state.rope.set_arrows(intent.n)
    return say(state, "status.rope.arrows", ladder=ladder_said(state))


@handles(i.SetRopeBase, topic="rope.base")
@leaving_head
@refusing
def set_rope_base(state: AppState, intent: i.SetRopeBase) -> Outcome:
    state.rope.set_base(parse_base(intent.text, window=True))
    return say(state, "status.rope.base", base=format_base(state.rope.base), ladder=ladder_said(state))


@handles(i.SetRopeModel, topic="rope.model")
@leaving_head
@refusing
def set_rope_model(state: AppState, intent: i.SetRopeModel) -> Outcome:
    r = state.rope
    if intent.name is None:
        r.clear_model()
        return say(state, "status.rope.no_model", ladder=ladder_said(state))
    scaling = scaling_shown(r)
    r.set_model(intent.name)
    if scaling_shown(r) != scaling:  # (Llama-3.1-8B turns its own on; the next model turns it off)
        said = scaling_said(r.scaling_kind, r.scaling_factor, state.lang)
        return say(
            state, "status.rope.model_scaled", name=intent.name, ladder=ladder_said(state), scaling=said
        )
    return say(state, "status.rope.model", name=intent.name, ladder=ladder_said(state))


def scaling_shown(r: RopeState) -> tuple[str, float]:
    """The scaling as a status line names it: its kind, and its factor when it has one in use."""
    return (r.scaling_kind, r.scaling_factor if r.scaling_kind != "none" else 0.0)


@handles(i.SetRopeContent, topic="rope.content")
@refusing
def set_rope_content(state: AppState, intent: i.SetRopeContent) -> Outcome:
    state.rope.set_content(intent.mode)  # type: ignore[arg-type]
    return say(state, "status.rope.content", content=content_label(state.rope.content, state.lang))


@handles(i.SetRopeSeed, i.NewRopeSeed, topic="rope.seed")
@refusing
def set_rope_seed(state: AppState, intent: i.SetRopeSeed | i.NewRopeSeed) -> Outcome:
    r = state.rope
    if isinstance(intent, i.NewRopeSeed):
        r.new_seed(intent.switch)
        return say(state, "status.rope.new_seed", seed=r.seed)
    r.set_seed(parse_int(intent.text, Term("field.seed")), intent.text)
    return say(state, "status.rope.seed", seed=r.seed)


def typed_ends(intent: i.SetRopeWindow | i.SetRopeSearch, now: tuple[int, int], what: str) -> tuple[int, int]:
    """A window's typed ends (lo, hi), each kept as it is when not typed; ValueError names a bad one."""
    lo = now[0] if intent.lo is None else parse_int(intent.lo, Term(f"field.{what}_lo"))
    hi = now[1] if intent.hi is None else parse_int(intent.hi, Term(f"field.{what}_hi"))
    return lo, hi


@handles(i.SetRopeWindow, topic="rope.window")
@refusing
def set_rope_window(state: AppState, intent: i.SetRopeWindow) -> Outcome:
    r = state.rope
    r.set_window(*typed_ends(intent, (r.lo, r.hi), "window"))
    done = say(state, "status.rope.window", lo=minus(r.lo), hi=minus(r.hi))
    return replace(done, status=f"{done.status} {idle_said(state)}".rstrip())


@handles(i.SetRopeSearch, topic="rope.search")
@refusing
def set_rope_search(state: AppState, intent: i.SetRopeSearch) -> Outcome:
    r = state.rope
    r.set_search(*typed_ends(intent, (r.search_lo, r.search_hi), "search"))
    return say(
        state, "status.rope.search", lo=minus(r.search_lo), hi=minus(r.search_hi), best=best_said(state)
    )


def best_said(state: AppState) -> str:
    best = state.rope.best
    if best is None:
        return tr(state.lang, "status.rope.no_best")
    return tr(state.lang, "status.rope.best_at", delta=minus(best.delta), ratio=ratio_text(best.ratio))


@handles(i.SetRopeScaling, topic="rope.scaling")
@leaving_head
@refusing
def set_rope_scaling(state: AppState, intent: i.SetRopeScaling) -> Outcome:
    r = state.rope
    factor = None
    if intent.factor is not None:
        try:
            factor = float(intent.factor.strip())
        except ValueError:
            raise Problem("problem.factor.nan", text=quoted(intent.factor.strip())) from None
    r.set_scaling(intent.kind, factor, intent.factor)
    scaling = scaling_said(r.scaling_kind, r.scaling_factor, state.lang)
    done = say(state, "status.rope.scaling", scaling=scaling, ladder=ladder_said(state))
    # Why it changes nothing yet, in place of the ladder (which it leaves as it was): the two together
    # ended in "…" at 1280 × 800, cut before the reason.
    return replace(done, status=idle_said(state) or done.status)


def idle_said(state: AppState) -> str:
    """Why dynamic NTK changes nothing yet, when it does not (else ""): it stretches for a length past L0
    only, and the panel's length is the plotted window's end."""
    r = state.rope
    if r.scaling_kind != "dynamic" or r.hi > r.scaling.original_max:
        return ""
    label, factor, most = (
        scaling_label("dynamic", state.lang),
        factor_text(r.scaling_factor),
        r.scaling.original_max,
    )
    return tr(
        state.lang, "status.rope.dynamic_idle", label=label, factor=factor, original=most, hi=minus(r.hi)
    )


@handles(i.GoToBest, topic="rope.time", undo_step=False)
@refusing
def go_to_best(state: AppState, intent: i.GoToBest) -> Outcome:
    r = state.rope
    if r.best is None:
        return say(state, "status.rope.no_best_go")
    r.go_to(r.best.delta)
    return say(state, "status.rope.go_best", lo=minus(r.best.lo), hi=minus(r.best.hi), best=best_said(state))


@handles(i.StepDelta, i.SetRopeDelta, topic="rope.time", undo_step=False)
@refusing
def step_delta(state: AppState, intent: i.StepDelta | i.SetRopeDelta) -> Outcome:
    r = state.rope
    if isinstance(intent, i.StepDelta):
        r.step(intent.by)
    else:
        r.go_to(parse_int(intent.text, Term("field.delta")), intent.text)
    return delta_said(state)


def delta_said(state: AppState) -> Outcome:
    """Where Δ stands, with its score / reach, or where it plays on from. Whatever moves Δ or starts or stops
    it says so anew: a line naming a Δ that has moved on (after Go to best, say) would not be true."""
    r = state.rope
    if r.playing:
        return say(state, "status.rope.plays", delta=minus(r.delta_int))
    return say(state, "status.rope.delta", delta=minus(r.delta_int), ratio=ratio_text(r.ratio_now))


def delta_moved(state: AppState) -> Outcome:
    """delta_said for Δ started, stopped or scrubbed: quick passing acts, which leave up an error line about
    anything else (it still waits for its fix)."""
    if state.status.error and state.status.topic not in ("rope.time", "time"):
        return NOTHING
    return delta_said(state)


@handles(i.ScrubRope, topic="rope.time", undo_step=False)
def scrub(state: AppState, intent: i.ScrubRope) -> Outcome:
    """Δ follows the pointer, paused while the button is down; on release it plays as it did before. A
    jump or play/pause while the button is down ends the scrub: the pointer's moves and release are not
    the user's word any more."""
    r = state.rope
    if intent.phase == "start":
        r.scrub = r.playing
        r.set_playing(False)
    if r.scrub is None:
        return NOTHING
    r.scrub_to(intent.delta)
    if intent.phase == "end":
        r.set_playing(r.scrub)
        r.scrub = None
    return delta_moved(state)


quietly(i.SetRopeTab, "rope.show", lambda state, intent: state.rope.set_tab(intent.tab), undo_step=False)
quietly(
    i.SetInvariance, "rope.invariance", lambda s, x: s.rope.set_invariance(x.m, x.n, x.shift), undo_step=False
)
