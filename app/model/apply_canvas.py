"""How intents change the canvas: curves from presets, files and strokes, the chain, time. No pygame."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from app import config
from app.errors import reason_said, said
from app.geometry.view_transform import Box
from app.i18n import counted, tr
from app.io.curves import CurveError, Stroke, curve_from_strokes, curve_title, titled
from app.io.drawings import untitled_as_empty
from app.io.presets import preset_curve, preset_names
from app.math.tour import closed_flags
from app.model import intents as i
from app.model.camera_state import seen_box
from app.model.drawing_names import names_by_file
from app.model.outcome import NOTHING, Outcome, error, handles, quietly, refuse, say
from app.model.readouts import percent
from app.model.state import SAVED, AppState
from app.model.waiting_strokes import set_aside
from app.text import clause

MIN_STROKE_PIXELS = 3.0  # a press and release closer than this is a click, not a stroke


def arrows_said(state: AppState) -> str:
    e = state.epicycles
    return tr(state.lang, "status.arrows.of", n=e.n_arrows, most=e.max_arrows)


@handles(i.ShowPreset, topic="curve")
def show_preset(state: AppState, intent: i.ShowPreset) -> Outcome:
    if intent.name not in preset_names():
        return refuse(state, "status.curve.no_preset", name=repr(intent.name))
    curve = preset_curve(intent.name)
    if state.shows_as_picked(curve, intent.name):
        return NOTHING  # picked again as it is shown: nothing moves, not even time
    state.show_curve(curve, intent.name)
    title = curve_title(curve, state.lang)
    return set_aside(state, say(state, "status.curve.preset", title=title, arrows=arrows_said(state)))


@handles(i.ShowLastDrawing, topic="curve")
def show_last_drawing(state: AppState, intent: i.ShowLastDrawing) -> Outcome:
    if state.drawing is None:
        return refuse(state, "status.curve.no_drawing")
    curve, box = state.drawing
    state.show_curve(curve, "drawing", (box,))
    return set_aside(state, say(state, "status.curve.back", arrows=arrows_said(state)))


@handles(i.ShowFile, topic="curve")
def show_file(state: AppState, intent: i.ShowFile) -> Outcome:
    curve = intent.curve
    # A saved drawing keeps only its title (which a file's missing caption becomes): said as when drawn.
    if intent.saved and curve.caption == curve.title:
        curve = titled(curve, untitled_as_empty(curve.title))
    state.show_curve(curve, SAVED + intent.saved if intent.saved else "file")
    n = len(state.epicycles.curve.samples)  # at the Samples choice
    strokes = len(intent.curve.strokes)
    key = "status.curve.opened_strokes" if strokes > 1 else "status.curve.opened"
    # A saved drawing is called as the menu and the undo line call it, not by its file's name.
    name = names_by_file(state.saved, state.lang).get(intent.saved, intent.file_name)
    line = tr(state.lang, key, name=name, n=n, strokes=strokes, arrows=arrows_said(state))
    if intent.curve.texts_left_out:  # (svgelements draws no text: it was dropped without a word)
        line += " " + tr(state.lang, "status.curve.svg_text_left_out")
    return set_aside(state, Outcome(line))


@handles(i.ShowText, topic="curve")
def show_text(state: AppState, intent: i.ShowText) -> Outcome:
    state.show_curve(intent.curve, "text")
    outlines = len(intent.curve.strokes)
    key = counted("status.curve.text", outlines)  # ("“-” … 1 outline", not "1 outlines")
    return set_aside(state, say(state, key, text=intent.text, outlines=outlines, arrows=arrows_said(state)))


def size_words(size: int) -> str:
    """A file's size as people say it: kB below a megabyte (a small file is not "0.0 MB")."""
    if size >= 1e6:
        return f"{size / 1e6:.1f} MB"
    return f"{size / 1e3:.0f} kB" if size >= 1e4 else f"{max(size / 1e3, 0.1):.1f} kB"


@handles(i.FileProgress, topic="curve", undo_step=False)
def file_progress(state: AppState, intent: i.FileProgress) -> Outcome:
    size = size_words(intent.total)
    if intent.done >= intent.total:
        return say(state, "status.curve.read", name=intent.file_name, size=size)
    share = percent(intent.done / max(intent.total, 1), 0)  # (a file not read whole is not 100 %)
    return say(state, "status.curve.reading", name=intent.file_name, share=share, size=size)


@handles(i.PictureShown, topic="curve", undo_step=False)  # nothing changed yet: the curve waits for Use
def picture_shown(state: AppState, intent: i.PictureShown) -> Outcome:
    """What waits for the user: the threshold and Use, or, when nothing can be traced, why, at once (it
    said "set the threshold, then Use" and the reason only after Use)."""
    if intent.problem is not None:
        return refuse(state, "status.curve.picture_nothing", reason=clause(intent.problem.said(state.lang)))
    n = intent.outlines  # ("then Use draws its outline" was said of 18 too)
    return say(state, counted("status.curve.picture_shown", n), name=intent.file_name, n=n)


@handles(i.PictureClosed, topic="curve", undo_step=False)  # (the line that asked for Use is over)
def picture_closed(state: AppState, intent: i.PictureClosed) -> Outcome:
    return say(state, "status.curve.picture_closed", name=intent.file_name)


@handles(i.ReadCancelled, topic="curve", undo_step=False)
def read_cancelled(state: AppState, intent: i.ReadCancelled) -> Outcome:
    return say(state, "status.curve.read_cancelled", name=intent.file_name)


@handles(i.PictureRetraced, topic="curve", undo_step=False)
def picture_retraced(state: AppState, intent: i.PictureRetraced) -> Outcome:
    """A tracing that finds nothing says why at once, anew each time (Invert may turn all paper into all
    ink); once the picture has outlines the line about the curve says what Use would do, with their count."""
    if intent.outlines == 0:
        return picture_shown(state, i.PictureShown(intent.file_name, intent.problem))
    if state.status.topic == "curve":
        return picture_shown(state, i.PictureShown(intent.file_name, outlines=intent.outlines))
    return NOTHING


@handles(i.FileOpened, i.RecentFiles, topic="curve", undo_step=False)  # a list of files, not a setting
def recent_files(state: AppState, intent: i.FileOpened | i.RecentFiles) -> Outcome:
    """Open…'s Recent list, newest first: an opened file goes to the top (once), at most MAX_RECENT."""
    paths = (intent.path,) if isinstance(intent, i.FileOpened) else intent.paths
    rest = state.recent if isinstance(intent, i.FileOpened) else ()
    state.recent = tuple(dict.fromkeys((*paths, *rest)))[: config.MAX_RECENT]
    return NOTHING


@handles(i.FileFailed, topic="curve")
def file_failed(state: AppState, intent: i.FileFailed) -> Outcome:
    reason = reason_said(intent.reason, intent.problem, state.lang)
    return refuse(state, "status.curve.text_failed" if intent.text else "status.curve.failed", reason=reason)


@handles(i.Stroke, topic="curve")
def stroke(state: AppState, intent: i.Stroke) -> Outcome:
    """Press starts a stroke, every motion extends it (in math coordinates), release turns it into a
    curve, or with `add` into one more stroke of a drawing; a bad one leaves the curve and says why."""
    assert intent.view is not None, "a stroke point comes with the view it was made in"
    point = intent.view.to_math_point(intent.pos)
    if intent.phase == "start":
        state.stroke = [point]
        state.camera.hold(intent.view)
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
        # A Shift+click adds no stroke (those waiting stay); a plain click draws no curve.
        click = "status.stroke.point" if intent.add else "status.stroke.click"
        return NOTHING if intent.leaving else refuse(state, click)
    closed = closed_flags([z], state.stroke_ends)[0]
    if intent.add:
        state.pending.append((z, closed))
        state.taken_back.clear()  # a new stroke is the last change: Ctrl+Y gives nothing back over it
        state.history.undone.clear()  # (nor a curve step over it: redone, it would drop the stroke unsaid)
        state.pending_box = intent.view.visible_box()
        n = len(state.pending)
        return say(state, "status.stroke.added_closed" if closed else "status.stroke.added_open", n=n)
    strokes = [*state.pending, (z, closed)]
    return finish(state, strokes, intent.view.visible_box(), state.pending_box)


def finish(state: AppState, strokes: list[Stroke], *boxes: Box | None) -> Outcome:
    """Strokes (math points, closed or not) as the new drawing, shown in the first of the boxes that holds
    it (else fitted); the status line counts the mouse points of them all (it counted the last stroke's)."""
    try:
        curve = curve_from_strokes([z for z, _ in strokes], [c for _, c in strokes])
    except CurveError as exc:
        return refuse(state, "status.stroke.bad", why=said(exc, state.lang))
    state.pending, state.pending_box, state.taken_back = [], None, []
    state.show_curve(curve, "drawing", tuple(box for box in boxes if box is not None))
    curve = state.epicycles.curve  # at the Samples choice: what is said and saved is what is shown
    shape = "strokes" if len(strokes) > 1 else ("closed" if strokes[0][1] else "open")
    text = tr(
        state.lang,
        f"status.stroke.drawn_{shape}",
        points=sum(len(z) for z, _ in strokes),
        strokes=len(strokes),
        samples=len(curve.samples),
        arrows=state.epicycles.n_arrows,
    )
    return Outcome(text, save=curve)


@handles(i.FinishDrawing, topic="curve")
def finish_drawing(state: AppState, intent: i.FinishDrawing) -> Outcome:
    if not state.pending:
        return say(state, "status.stroke.none_waiting")
    # Shown as the canvas shows the strokes now (zoomed or panned since: the view the last one was drawn in
    # came back, and the drawing jumped away), else as that view did.
    return finish(state, list(state.pending), seen_box(state.camera, state.epicycles), state.pending_box)


ENDS = ("closed", "open", "auto")


@handles(i.CycleStrokeEnds, topic="curve", undo_step=False)
def cycle_stroke_ends(state: AppState, intent: i.CycleStrokeEnds) -> Outcome:
    state.stroke_ends = ENDS[(ENDS.index(state.stroke_ends) + 1) % len(ENDS)]  # type: ignore[assignment]
    return say(state, f"status.ends.{state.stroke_ends}")


@handles(i.StrokeCancel, topic="curve", undo_step=False)
def stroke_cancel(state: AppState, intent: i.StrokeCancel) -> Outcome:
    if state.stroke is not None:
        state.stroke = None
        return say(state, "status.stroke.cancelled")
    if state.pending:
        n = len(state.pending)
        state.pending, state.pending_box, state.taken_back = [], None, []
        return say(state, counted("status.stroke.dropped", n), n=n)
    return NOTHING


@handles(i.DrawingSaved, topic="save", undo_step=False)  # names the file on screen
def drawing_saved(state: AppState, intent: i.DrawingSaved) -> Outcome:
    # Said after the line already shown (the drawing's, or whatever came in the frame before the save),
    # which stays an error line if it was one.
    named = tr(state.lang, "status.save.saved", name=intent.file_name)
    text = f"{state.status.text} {named}".strip()
    if state.source == "drawing":  # the drawing on screen is that file now: Rename… and Delete… apply to it
        # and the menu's dated entry is its one name (an undated "Your drawing" beside it was one more, and
        # after an undo pointed at the drawing before).
        state.source, state.drawing = SAVED + intent.file_name, None
        saved = state.source
        state.history.amend(
            "drawing", lambda s: replace(s, source=saved, drawing=None), state.epicycles.curve
        )
    # Where the whole is too wide, the file's name before the drawing's line (it read "…Saved as dra…").
    return error(text) if state.status.error else Outcome(text, short=named)


@handles(i.DrawingNotSaved, topic="save")
def drawing_not_saved(state: AppState, intent: i.DrawingNotSaved) -> Outcome:
    reason = reason_said(intent.reason, intent.problem, state.lang)
    failed = tr(state.lang, "status.save.failed", reason=reason)
    return error(f"{state.status.text} {failed}".strip())


# ---------------------------------------------------------------- the canvas' chain and time


@handles(i.SetArrows, i.StepArrows, topic="arrows")
def set_arrows(state: AppState, intent: i.SetArrows | i.StepArrows) -> Outcome:
    e = state.epicycles
    wanted = intent.n if isinstance(intent, i.SetArrows) else e.n_arrows + intent.by
    e.set_arrows(wanted)
    if wanted > e.max_arrows:
        return say(state, "status.arrows.all", arrows=arrows_said(state))
    if wanted < 1:
        return say(state, "status.arrows.one", arrows=arrows_said(state))
    return say(state, "status.arrows.set", arrows=arrows_said(state))


@handles(i.SetOrder, i.ToggleOrder, topic="order")
def set_order(state: AppState, intent: i.SetOrder | i.ToggleOrder) -> Outcome:
    e = state.epicycles
    if isinstance(intent, i.SetOrder):
        e.set_order(intent.order)
    else:
        e.toggle_order()
    return say(state, f"status.order.{e.order}")


@handles(i.Reverse, topic="speed", undo_step=False)
def reverse(state: AppState, intent: i.Reverse) -> Outcome:
    e = state.epicycles
    e.set_speed(-e.speed)
    if e.speed == 0:
        return say(state, "status.speed.zero")
    return say(state, "status.speed.backwards" if e.speed < 0 else "status.speed.forwards")


quietly(i.SetTime, "time", lambda state, intent: state.epicycles.set_time(intent.t), undo_step=False)
quietly(
    i.StepTime,
    "time",
    lambda state, intent: state.epicycles.step(intent.steps * config.STEP_FRACTION),
    undo_step=False,
)
