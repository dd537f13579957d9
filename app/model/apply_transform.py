"""How the coefficient inspector's buttons change the curve: problem 8's start one sample later, trace
backwards and translate. No pygame.

Each builds a new Curve from the current samples with fourier.start_at / reverse / translate and shows it
with the same arrow count and order, in the same view box unless it left that box (then the view grows to
hold both), and remembers the spectrum before, so the inspector shows each c_k before and after. Being a
new curve, it is an undo step like any other.
"""

from __future__ import annotations

import dataclasses

from app import config
from app.errors import said as said_in
from app.geometry.view_transform import Box
from app.i18n import counted, tr
from app.io.curves import Curve
from app.math import fourier
from app.model import intents as i
from app.model.inspector import Change, Kind, complex_text, lead_arrow, step_degrees
from app.model.outcome import NOTHING, Outcome, handles, refuse, say
from app.model.parse import parse_vector
from app.model.state import AppState, fitted_box


@handles(i.InspectorClosed, topic="transform", undo_step=False)  # (its error is cleared: apply)
def inspector_closed(state: AppState, intent: i.InspectorClosed) -> Outcome:
    return NOTHING


@handles(i.InspectorAside, undo_step=False)
def inspector_aside(state: AppState, intent: i.InspectorAside) -> Outcome:
    return say(state, "status.inspector_aside")


@handles(i.StartLater, i.TraceBackwards, i.TranslateCurve, topic="transform")
def transform(state: AppState, intent: i.StartLater | i.TraceBackwards | i.TranslateCurve) -> Outcome:
    e = state.epicycles
    before, z = e.spectrum, e.curve.samples
    shift = 0j
    if isinstance(intent, i.TranslateCurve):
        try:
            shift = parse_vector(intent.text)
        except ValueError as exc:
            return refuse(state, "status.transform.refused", why=said_in(exc, state.lang))
        kind: Kind = "translate"
        samples = fourier.translate(z, shift)
    elif isinstance(intent, i.StartLater):
        kind, samples = "later", fourier.start_at(z, 1)
    else:
        kind, samples = "reverse", fourier.reverse(z)
    last, amount = state.change, shift if kind == "translate" else 1
    if last is not None and last.curve is e.curve:  # one more of a run: the caption grows by one at most
        base, steps, count = last.base, merged(last.steps, kind, amount), last.count + 1
    else:
        base, steps, count = (e.curve.title, e.curve.title_ko or e.curve.title), ((kind, amount),), 1
    # Its samples are its own now: what it was sampled from no longer matches them (no resampling).
    named = run_named(base, steps, count)
    curve = dataclasses.replace(e.curve, samples=samples, strokes=(), closed=(), terms=(), **named)
    show_in_same_view(state, curve)
    state.change = Change(kind, before, curve, shift, base, steps, count)
    return Outcome(said(kind, before, e.spectrum, shift, state.lang))


MAX_TOLD = 3  # changes a caption names one by one; more are counted


def renamed_run(state: AppState, title: str, title_ko: str) -> bool:
    """The curve on screen, if the inspector's changes made it, renamed: its run's changes keep their words
    after the new name (a drawing's own caption would call a moved open stroke "closed"). Whether it was."""
    e, run = state.epicycles, state.change
    if run is None or run.curve is not e.curve:
        return False
    e.curve = dataclasses.replace(e.curve, **run_named((title, title_ko), run.steps, run.count))
    state.change = dataclasses.replace(run, curve=e.curve, base=(title, title_ko))
    return True


def run_named(base: tuple[str, str], steps: tuple[tuple[Kind, complex], ...], count: int) -> dict[str, str]:
    """The titles and captions of a curve a run of changes made: its name before them (en, ko), then what
    they did. The title says it too, so undo's and redo's status lines name the curve as its caption does."""
    title, title_ko = (", ".join([base[n], *done(steps, count, lang)]) for n, lang in enumerate(("en", "ko")))
    return {"title": title, "title_ko": title_ko, "caption": f"{title}.", "caption_ko": f"{title_ko}."}


def merged(steps: tuple[tuple[Kind, complex], ...], kind: Kind, amount: complex) -> tuple:
    """The run's changes with one more: added to the last if of its kind (shifts add up, samples later add
    up, two reversals undo each other), else after it."""
    if not steps or steps[-1][0] != kind:
        return (*steps, (kind, amount))
    total = 0 if kind == "reverse" else steps[-1][1] + amount
    return steps[:-1] if total == 0 else (*steps[:-1], (kind, total))


def done(steps: tuple[tuple[Kind, complex], ...], count: int, lang: str) -> list[str]:
    """The run's changes (count of them, merged into steps) as the caption names them."""
    if len(steps) > MAX_TOLD:
        return [tr(lang, "status.transform.caption_many", n=count)]
    words = {
        "translate": lambda w: tr(lang, "status.transform.caption_translate", w=complex_text(w)),
        "later": lambda n: tr(lang, counted("status.transform.caption_later", int(n.real)), n=int(n.real)),
        "reverse": lambda _: tr(lang, "status.transform.caption_reverse"),
    }
    return [words[kind](amount) for kind, amount in steps]


def show_in_same_view(state: AppState, curve: Curve) -> None:
    """Show the curve with the same arrow count, order and view box (grown only if the curve left it)."""
    e = state.epicycles
    e.set_curve(curve, max_arrows=e.n_arrows)
    box = fitted_box(curve, e.chain)  # as the canvas fits: the chain's reach too
    if not inside(box, state.view_box, state.view_margin):
        state.view_box, state.view_margin = union(box, state.view_box), config.FIT_MARGIN


def inside(box: Box, view: Box, margin: float) -> bool:
    """Whether box lies within view grown by its margin (a hair of float noise allowed)."""
    x0, x1, y0, y1 = view
    grow = margin * max(x1 - x0, y1 - y0) + 1e-9 * max(abs(v) for v in (*view, 1.0))
    return box[0] >= x0 - grow and box[1] <= x1 + grow and box[2] >= y0 - grow and box[3] <= y1 + grow


def union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), max(a[3], b[3]))


def said(
    kind: Kind, before: fourier.Spectrum, after: fourier.Spectrum, shift: complex, lang: str = "en"
) -> str:
    """The status line: what changed, in words and numbers."""
    if kind == "later":
        return tr(
            lang, "status.transform.later", step=step_degrees(after.n_samples), lead=lead_arrow(after, lang)
        )
    if kind == "reverse":
        return tr(lang, "status.transform.reverse", lead=lead_arrow(after, lang))
    c0_before = before.c0
    c0_after = after.c0
    return tr(
        lang,
        "status.transform.translate",
        w=complex_text(shift),
        before=complex_text(c0_before),
        after=complex_text(c0_after),
    )
