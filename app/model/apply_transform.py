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
from app.geometry.view_transform import Box
from app.math import fourier
from app.math.curves import Curve
from app.model import intents as i
from app.model.inspector import Change, Kind, complex_text, lead_arrow, step_degrees
from app.model.outcome import Outcome, error, handles
from app.model.parse import parse_vector
from app.model.state import AppState, fitted_box

KEPT = "The curve stays as it was."
CAPTIONS: dict[Kind, str] = {
    "later": "started one sample later",
    "reverse": "traced backwards",
    "translate": "moved by {w}",
}


@handles(i.StartLater, i.TraceBackwards, i.TranslateCurve, topic="transform")
def transform(state: AppState, intent: i.StartLater | i.TraceBackwards | i.TranslateCurve) -> Outcome:
    e = state.epicycles
    before, z = e.spectrum, e.curve.samples
    shift = 0j
    if isinstance(intent, i.TranslateCurve):
        try:
            shift = parse_vector(intent.text)
        except ValueError as exc:
            return error(f"{exc} {KEPT}")
        kind: Kind = "translate"
        samples = fourier.translate(z, shift)
    elif isinstance(intent, i.StartLater):
        kind, samples = "later", fourier.start_at(z, 1)
    else:
        kind, samples = "reverse", fourier.reverse(z)
    caption = f"{e.curve.title}, {CAPTIONS[kind].format(w=complex_text(shift))}."
    curve = dataclasses.replace(e.curve, samples=samples, caption=caption)
    show_in_same_view(state, curve)
    state.change = Change(kind, before, curve, shift)
    return Outcome(said(kind, before, e.spectrum, shift))


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


def said(kind: Kind, before: fourier.Spectrum, after: fourier.Spectrum, shift: complex) -> str:
    """The status line: what changed, in words and numbers."""
    if kind == "later":
        return (
            f"Started one sample later: every cₖ turned by k·{step_degrees(after.n_samples)}°; "
            f"lengths unchanged ({lead_arrow(after)})."
        )
    if kind == "reverse":
        return f"Reversed direction: each cₖ became c₋ₖ; lengths unchanged ({lead_arrow(after)})."
    c0_before = complex(before.c[before.k == 0][0])
    c0_after = complex(after.c[after.k == 0][0])
    return (
        f"Translated by {complex_text(shift)}: only c₀ moved, from {complex_text(c0_before)} to "
        f"{complex_text(c0_after)}; every other arrow unchanged."
    )
