"""How intents change the canvas: curves from presets, files and strokes, the chain, time. No pygame."""

from __future__ import annotations

import numpy as np

from app import config
from app.geometry.view_transform import Box
from app.math.curves import CurveError, curve_from_strokes, preset_curve, preset_names
from app.math.fourier import Order, count_distinct_up_to_3
from app.math.tour import closed_flags
from app.model import intents as i
from app.model.outcome import NOTHING, Outcome, error, handles, quietly
from app.model.state import AppState

MIN_STROKE_PIXELS = 3.0  # a press and release closer than this is a click, not a stroke
KEEPS = "The previous curve stays."


def arrows_said(state: AppState) -> str:
    e = state.epicycles
    return f"{e.n_arrows} of {e.max_arrows} arrows"


@handles(i.ShowPreset, topic="curve")
def show_preset(state: AppState, intent: i.ShowPreset) -> Outcome:
    if intent.name not in preset_names():
        return error(f"There is no preset {intent.name!r}. {KEEPS}")
    curve = preset_curve(intent.name)
    state.show_curve(curve, intent.name)
    return Outcome(f"{curve.title}: {arrows_said(state)}.")


@handles(i.ShowLastDrawing, topic="curve")
def show_last_drawing(state: AppState, intent: i.ShowLastDrawing) -> Outcome:
    if state.drawing is None:
        return error(f"There is no drawing yet: drag on the canvas to draw one. {KEEPS}")
    curve, box = state.drawing
    state.show_curve(curve, "drawing", view_box=box)
    return Outcome(f"Back to your drawing: {arrows_said(state)}.")


@handles(i.ShowFile, topic="curve")
def show_file(state: AppState, intent: i.ShowFile) -> Outcome:
    state.show_curve(intent.curve, f"saved:{intent.saved}" if intent.saved else "file")
    n = len(intent.curve.samples)
    strokes = len(intent.curve.strokes)
    more = f" in {strokes} strokes" if strokes > 1 else ""
    return Outcome(f"Opened {intent.file_name}: {n} samples{more}, {arrows_said(state)}.")


@handles(i.FileProgress, topic="curve")
def file_progress(state: AppState, intent: i.FileProgress) -> Outcome:
    total_mb = intent.total / 1e6
    if intent.done >= intent.total:
        return Outcome(f"Reading {intent.file_name} ({total_mb:.1f} MB): read; turning it into a curve…")
    share = 100 * intent.done / max(intent.total, 1)
    return Outcome(f"Reading {intent.file_name}: {share:.0f}% of {total_mb:.1f} MB…")


@handles(i.FileFailed, topic="curve")
def file_failed(state: AppState, intent: i.FileFailed) -> Outcome:
    return error(f"Could not open it: {intent.reason}. {KEEPS}")


@handles(i.Stroke, topic="curve")
def stroke(state: AppState, intent: i.Stroke) -> Outcome:
    """Press starts a stroke, every motion extends it (in math coordinates), release turns it into a
    curve, or with `add` into one more stroke of a drawing; a bad one leaves the curve and says why."""
    assert intent.view is not None, "a stroke point comes with the view it was made in"
    point = intent.view.to_math_point(intent.pos)
    if intent.phase == "start":
        state.stroke = [point]
        return NOTHING
    points = state.stroke
    if points is None:
        return NOTHING
    if point != points[-1]:
        points.append(point)
    if intent.phase == "move":
        return NOTHING
    state.stroke = None
    z = np.asarray(points, dtype=complex)
    if len(points) < 2 or max(np.ptp(z.real), np.ptp(z.imag)) * intent.view.scale < MIN_STROKE_PIXELS:
        return error(f"That was a click, not a stroke: press and drag to draw a curve. {KEEPS}")
    closed = closed_flags([z], state.stroke_ends)[0]
    if intent.add:
        if count_distinct_up_to_3(z) < 2:
            return error("That stroke is a single point; it was not added.")
        state.pending.append((z, closed))
        state.pending_box = intent.view.visible_box()
        n = len(state.pending)
        return Outcome(
            f"Stroke {n} added ({'closed' if closed else 'open'}): Shift+drag adds another, Enter finishes."
        )
    strokes = [*state.pending, (z, closed)]
    return finish(state, strokes, intent.view.visible_box(), f"{len(points)} mouse points")


def finish(state: AppState, strokes: list[tuple[np.ndarray, bool]], box: Box, said: str) -> Outcome:
    """Strokes (math points, closed or not) as the new drawing, shown in `box` unless its chain leaves it."""
    try:
        curve = curve_from_strokes([z for z, _ in strokes], [c for _, c in strokes])
    except CurveError as exc:
        return error(f"{exc} Draw a loop with some area, or an open stroke. {KEEPS}")
    state.pending, state.pending_box = [], None
    state.show_curve(curve, "drawing", view_box=box)
    shape = f" in {len(strokes)} strokes" if len(strokes) > 1 else ("" if strokes[0][1] else " (open)")
    return Outcome(
        f"Your drawing: {said}{shape}, resampled to {len(curve.samples)}; "
        f"{state.epicycles.n_arrows} arrows redraw it.",
        save=curve,
    )


@handles(i.FinishDrawing, topic="curve")
def finish_drawing(state: AppState, intent: i.FinishDrawing) -> Outcome:
    if not state.pending:
        return Outcome("No strokes are waiting: Shift+drag adds strokes to a drawing, Enter finishes it.")
    box = state.pending_box
    assert box is not None
    n = sum(len(z) for z, _ in state.pending)
    return finish(state, list(state.pending), box, f"{n} mouse points")


ENDS_SAID = {
    "closed": "New strokes are closed: the pen goes round back to the start.",
    "open": "New strokes are open: the pen traces each there and back, with no closing jump.",
    "auto": "New strokes are open when their ends are far apart, closed otherwise.",
}


@handles(i.CycleStrokeEnds, topic="curve")
def cycle_stroke_ends(state: AppState, intent: i.CycleStrokeEnds) -> Outcome:
    modes = list(ENDS_SAID)
    state.stroke_ends = modes[(modes.index(state.stroke_ends) + 1) % len(modes)]  # type: ignore[assignment]
    return Outcome(ENDS_SAID[state.stroke_ends])


@handles(i.StrokeCancel, topic="curve")
def stroke_cancel(state: AppState, intent: i.StrokeCancel) -> Outcome:
    if state.stroke is not None:
        state.stroke = None
        return Outcome(f"Stroke cancelled. {KEEPS}")
    if state.pending:
        n = len(state.pending)
        state.pending, state.pending_box = [], None
        return Outcome(f"{n} added stroke{'s' * (n != 1)} dropped. {KEEPS}")
    return NOTHING


@handles(i.DrawingSaved, topic="save")
def drawing_saved(state: AppState, intent: i.DrawingSaved) -> Outcome:
    return Outcome(f"{state.status.text} Saved as {intent.file_name}.".strip())


@handles(i.DrawingNotSaved, topic="save")
def drawing_not_saved(state: AppState, intent: i.DrawingNotSaved) -> Outcome:
    return error(f"{state.status.text} It could not be saved: {intent.reason}.".strip())


# ---------------------------------------------------------------- the canvas' chain and time


@handles(i.SetArrows, i.StepArrows, topic="arrows")
def set_arrows(state: AppState, intent: i.SetArrows | i.StepArrows) -> Outcome:
    e = state.epicycles
    wanted = intent.n if isinstance(intent, i.SetArrows) else e.n_arrows + intent.by
    e.set_arrows(wanted)
    if wanted > e.max_arrows:
        return Outcome(f"{arrows_said(state)}: that is every arrow this curve has.")
    if wanted < 1:
        return Outcome(f"{arrows_said(state)}: at least one arrow draws.")
    return Outcome(f"{arrows_said(state)}.")


ORDER_SAID: dict[Order, str] = {
    "amplitude": "Arrows by amplitude: the largest first, the best picture for any count.",
    "frequency": "Arrows by frequency: k = 0, 1, -1, 2, -2, … (the partial sums of the series).",
}


@handles(i.SetOrder, i.ToggleOrder, topic="order")
def set_order(state: AppState, intent: i.SetOrder | i.ToggleOrder) -> Outcome:
    e = state.epicycles
    if isinstance(intent, i.SetOrder):
        e.set_order(intent.order)
    else:
        e.toggle_order()
    return Outcome(ORDER_SAID[e.order])


@handles(i.Reverse, topic="speed")
def reverse(state: AppState, intent: i.Reverse) -> Outcome:
    e = state.epicycles
    e.set_speed(-e.speed)
    if e.speed == 0:
        return Outcome("Speed is 0, so time stands still: move the speed slider to run it.")
    return Outcome("Reversed: time runs backwards." if e.speed < 0 else "Time runs forwards.")


quietly(i.SetTime, "time", lambda state, intent: state.epicycles.set_time(intent.t))
quietly(i.StepTime, "time", lambda state, intent: state.epicycles.step(intent.steps * config.STEP_FRACTION))
