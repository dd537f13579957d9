"""How the Samples choice changes the canvas: the curve on screen resampled, the arrow slider's top with it.
No pygame (see app/io/resample.py for how each kind of curve is sampled afresh)."""

from __future__ import annotations

from app import config
from app.io.curves import curve_title
from app.io.resample import can_resample, resampled
from app.model import intents as i
from app.model.apply_canvas import arrows_said
from app.model.outcome import Outcome, handles, refuse, say
from app.model.state import AppState


@handles(i.SetSamples, topic="samples")  # an undo step: it changes the curve (and what the next ones get)
def set_samples(state: AppState, intent: i.SetSamples) -> Outcome:
    if intent.n not in config.SAMPLE_CHOICES:
        choices = ", ".join(map(str, config.SAMPLE_CHOICES))
        return refuse(state, "status.samples.choices", n=intent.n, choices=choices)
    e = state.epicycles
    title, was = curve_title(e.curve, state.lang), len(e.curve.samples)
    state.samples = intent.n
    curve = resampled(e.curve, intent.n)
    if curve is e.curve:
        key = "status.samples.own" if not can_resample(curve) else "status.samples.same"
        if can_resample(curve) and was != intent.n:  # many strokes (or high frequencies) need more
            key = "status.samples.held"
        return say(state, key, n=intent.n, title=title, count=was, strokes=len(curve.strokes))
    e.resample(curve)
    if state.source == "drawing" and state.drawing is not None:
        state.drawing = (curve, state.drawing[1])  # Back to the drawing brings it at this count
    now = len(curve.samples)
    return say(
        state,
        "status.samples.resampled",
        n=intent.n,
        title=title,
        was=was,
        now=now,
        arrows=arrows_said(state),
    )
