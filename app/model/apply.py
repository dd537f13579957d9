"""The one place state changes: `apply(state, intent)` acts on an intent and says what happened.

No pygame and no I/O: it reads only bundled presets (cached constants). What must touch the disk (saving
a new drawing) comes back in the Outcome for the window to do. The status line is written here, from
what actually changed, so it can't contradict the screen; a change of settings is an undo step.
The handlers live beside it, one module per part of the window (apply_canvas, apply_rope, …: __all__).
"""

from __future__ import annotations

from functools import partial
from pathlib import PurePath

from app import config
from app.errors import as_clause, reason_said
from app.i18n import tr
from app.model import (
    apply_camera,
    apply_canvas,
    apply_dropped,
    apply_export,
    apply_lesson,
    apply_model,
    apply_rope,
    apply_samples,
    apply_transform,
    apply_ui_scale,
)
from app.model import intents as i
from app.model.clock import advance
from app.model.drawing_names import names_by_file
from app.model.history import capture, restore
from app.model.history_words import describe
from app.model.outcome import HANDLERS, KEYS_WAIT, NOTHING, Outcome, handles, refuse, say
from app.model.state import SAVED, AppState, Status
from app.model.status_names import said_names
from app.model.waiting_strokes import pick_up, said_changed, set_down, undo_strokes
from app.text import clause, end_elided

__all__ = [
    "Outcome",
    "apply",
    "apply_camera",
    "apply_canvas",
    "apply_dropped",
    "apply_export",
    "apply_lesson",
    "apply_model",
    "apply_rope",
    "apply_samples",
    "apply_transform",
    "apply_ui_scale",
]  # importing registers handlers


def apply(state: AppState, intent: object) -> Outcome:
    """Change state as the intent says; record an undo step if settings changed; set the status line."""
    registered = HANDLERS.get(type(intent))
    if registered is None:
        raise TypeError(f"no handler for {intent!r}")
    passing = not registered.undo_step or _no_step(state, intent)  # (@handles declares undo_step)
    before = None if passing else capture(state)
    outcome = registered.handler(state, intent)
    if before is not None:
        state.history.record(before, capture(state), type(intent), getattr(intent, "gesture", None))
    topic = registered.topic
    if outcome.status is not None:
        # (a line that adds to the one before, as several files dropped do, names what that named too)
        kept = state.status.names if outcome.status.startswith(state.status.text) else ()
        names = (*kept, *said_names(intent))
        state.status = Status(outcome.status, outcome.error, topic, outcome.short, names)
    elif state.status.error and topic and state.status.topic == topic:
        state.status = Status("")  # the thing the error was about is fine now
    return outcome


def _no_step(state: AppState, intent: object) -> bool:
    """Intents of undo-step kinds that are none: a stroke in progress, and the lesson's own model reading
    (its head is part of entering the step, as the step's other settings are)."""
    if isinstance(intent, i.Stroke):
        return intent.phase != "end" or intent.add
    job = state.rope.models.job
    return isinstance(intent, i.ModelRead) and job is not None and job.picks


# ---------------------------------------------------------------- undo, redo, window


@handles(i.Undo, i.Redo, topic="history", undo_step=False)
def undo_or_redo(state: AppState, intent: i.Undo | i.Redo) -> Outcome:
    """The line names what changes on screen: the settings restored against those shown just before (a
    step that would change nothing is passed over); a stroke drawn or waiting, then a read, come first."""
    back = isinstance(intent, i.Undo)
    if (first := undo_strokes(state, back) or apply_model.read_stopped(state)) is not None:
        return first
    shown, kept = capture(state), set_down(state) if back and state.history.done else ((), None)
    while (step := state.history.undo(*kept) if back else state.history.redo()) is not None:
        target, kept = (step.before if back else step.after), ((), None)
        if shown.differs_in(target):
            restore(state, target)
            pick_up(state, step, back)
            now = capture(state)  # (a step that changes nothing shown is passed over, not said)
            changed = said_changed(step, shown.differs_in(now), back)
            if not changed:
                continue
            if "curve" in changed:
                apply_lesson.step_curve_back(state)
            called = {SAVED + file: name for file, name in names_by_file(state.saved, state.lang).items()}
            said = describe(now, changed, state.lang, called)
            return say(state, "status.undo.done" if back else "status.redo.done", said=said)
    return say(state, "status.undo.nothing" if back else "status.redo.nothing")


@handles(i.Resize, topic="window", undo_step=False)
def resize(state: AppState, intent: i.Resize) -> Outcome:
    """The window's new size, kept between the minimum and the largest the display shows."""
    (w, h), (max_w, max_h) = intent.size, intent.largest
    shown = apply_ui_scale.ui_shown(state)
    min_w, min_h = config.MIN_WINDOW_SIZE
    size = (min(max(w, min_w), max(max_w, min_w)), min(max(h, min_h), max(max_h, min_h)))
    state.window_size = size
    if not (state.fullscreen or state.maximized):  # the window's own size: what un-maximizing gives back
        state.windowed_size = size
    if size == (w, h):  # the UI scale may follow: a line about the scale before would not be true
        return NOTHING if apply_ui_scale.ui_shown(state) == shown else after_f11(state)
    if w < min_w or h < min_h:
        return refuse(state, "status.window.small", w=min_w, h=min_h)
    return refuse(state, "status.window.large", w=max_w, h=max_h)


def after_f11(state: AppState) -> Outcome:
    """The UI scale's line; after F11's own (how to leave full screen, or back in a window), not in its
    place: the size F11 gives comes as a Resize, and the scale's line alone hid F11's."""
    scale = apply_ui_scale.scale_said(state)
    lines = (tr(state.lang, f"status.window.{key}") for key in ("fullscreen", "windowed"))
    f11 = next((line for line in lines if state.status.text.startswith(line)), None)
    if f11 is None or scale.status is None:
        return scale
    return Outcome(f"{f11} {scale.status}")  # (too long for a narrow bar: "…", the whole in its tooltip)


@handles(i.WindowMaximized, topic="window", undo_step=False)
def window_maximized(state: AppState, intent: i.WindowMaximized) -> Outcome:
    if not state.fullscreen:  # (going fullscreen and back, SDL says so too: it is no user's choice)
        state.maximized = intent.on
    if intent.normal is not None:
        state.windowed_size = intent.normal
    return NOTHING


@handles(i.WindowShown, topic="window", undo_step=False)
def window_shown(state: AppState, intent: i.WindowShown) -> Outcome:
    state.hidden = not intent.shown
    return NOTHING


@handles(i.WindowMoved, topic="window", undo_step=False)
def window_moved(state: AppState, intent: i.WindowMoved) -> Outcome:
    if not (state.fullscreen or state.maximized):  # a maximized window's place is not its own
        state.window_place = intent.place
    return NOTHING


@handles(i.ToggleFullscreen, topic="window", undo_step=False)
def toggle_fullscreen(state: AppState, intent: i.ToggleFullscreen) -> Outcome:
    """The window shows the change at its next sync (the screen's size then comes back as a Resize)."""
    state.fullscreen = not state.fullscreen
    return say(state, "status.window.fullscreen" if state.fullscreen else "status.window.windowed")


@handles(i.FullscreenFailed, topic="window", undo_step=False)
def fullscreen_failed(state: AppState, intent: i.FullscreenFailed) -> Outcome:
    state.fullscreen = not state.fullscreen  # back to what the window still is
    return refuse(state, "status.window.fullscreen_failed", reason=as_clause(intent.reason))


# "prefs": a line about the settings file stays through the window's moves until a save succeeds.
@handles(i.PrefsNotSaved, topic="prefs", undo_step=False)
def prefs_not_saved(state: AppState, intent: i.PrefsNotSaved) -> Outcome:
    reason = reason_said(intent.reason, intent.problem, state.lang)
    return refuse(state, "status.window.prefs_not_saved", path=intent.path, reason=reason)


@handles(i.PrefsSaved, topic="prefs", undo_step=False)
def prefs_saved(state: AppState, intent: i.PrefsSaved) -> Outcome:
    return NOTHING  # (apply clears the line of the failed save: its topic)


@handles(i.PrefsUnread, topic="prefs", undo_step=False)
def prefs_unread(state: AppState, intent: i.PrefsUnread) -> Outcome:
    key = "status.window.prefs_unread" if intent.aside else "status.window.prefs_unread_left"
    file, aside = PurePath(intent.path).name, PurePath(intent.aside).name
    short = tr(state.lang, f"{key}_short", file=file, aside=aside)  # (its paths, cut)
    return Outcome(tr(state.lang, key, path=intent.path, aside=intent.aside), error=True, short=short)


@handles(i.PrefsKeysTwice, topic="prefs", undo_step=False)  # (a window move must not clear it)
def prefs_keys_twice(state: AppState, intent: i.PrefsKeysTwice) -> Outcome:
    key = "status.window.prefs_keys_twice" if len(intent.keys) > 1 else "status.window.prefs_key_twice"
    keys = ", ".join(intent.keys)
    short = tr(state.lang, f"{key}_short", file=PurePath(intent.path).name, keys=keys)  # (its path, cut)
    return Outcome(tr(state.lang, key, path=intent.path, keys=keys), error=True, short=short)


@handles(i.TogglePlay, topic="time", undo_step=False)
def toggle_play(state: AppState, intent: i.TogglePlay) -> Outcome:
    """Play or pause; for Δ the status line says where it stands or plays on from (a line about the curve
    stays true whether or not the canvas moves)."""
    if intent.animation == "canvas":
        state.epicycles.toggle_play()
        return NOTHING
    state.rope.toggle_play()
    return apply_rope.delta_moved(state)


@handles(i.SetSpeed, topic="time", undo_step=False)
def set_speed(state: AppState, intent: i.SetSpeed) -> Outcome:
    (state.epicycles if intent.animation == "canvas" else state.rope).set_speed(intent.speed)
    return NOTHING


@handles(i.Show, topic="show", undo_step=False)
def show(state: AppState, intent: i.Show) -> Outcome:
    """Circles, trail, the RoPE chain's circles, log Δ axis, Su's bound: on, off or (None) the other way."""
    e, r = state.epicycles, state.rope
    now = {
        "circles": e.show_circles,
        "trail": e.show_trail,
        "rope_circles": r.show_circles,
        "rope_bound": r.show_bound,
    }
    on = not now.get(intent.part, r.log_axis) if intent.on is None else bool(intent.on)
    if intent.part == "circles":
        e.show_circles = on
    elif intent.part == "trail":
        e.show_trail = on
    elif intent.part == "rope_circles":
        r.show_circles = on
    elif intent.part == "rope_bound":
        r.set_show_bound(on)
    else:
        r.set_log_axis(on)
    return NOTHING


@handles(i.Recover, topic="error", undo_step=False)
def recover(state: AppState, intent: i.Recover) -> Outcome:
    """Back to the last settings that drew a good frame; nothing half-drawn stays."""
    state.stroke = None
    restore(state, intent.settings)
    return refuse(state, "status.recovered", what=intent.what)


@handles(i.KeysWait, topic=KEYS_WAIT, undo_step=False)
def keys_wait(state: AppState, intent: i.KeysWait) -> Outcome:
    return say(state, "status.keys_wait")


@handles(i.ShortcutActed, undo_step=False)
def shortcut_acted(state: AppState, intent: i.ShortcutActed) -> Outcome:
    return Outcome("") if state.status.topic == KEYS_WAIT else NOTHING


@handles(i.GivenUp, undo_step=False)
def given_up(state: AppState, intent: i.GivenUp) -> Outcome:
    """The screen shows what is true again (the value kept, no dialog): the line refusing it gives way to
    one saying so (an empty line left the user guessing whether the typed value was taken)."""
    if intent.topic == "model":  # a refused sentence left: its field shows the sentence read, not the draft
        state.rope.models.draft = None
    if not (state.status.error and state.status.topic == intent.topic):
        return NOTHING
    if intent.topic == "export":
        return say(state, "status.export.given_up")
    # The short form cuts the quotes: a long sentence quoted whole hid "was not taken" past the bar's end.
    cut = partial(end_elided, fits=lambda text: len(text) <= config.QUOTED_CHARS)
    said = {"typed": intent.typed, "kept": intent.kept}
    key = "status.given_up"
    if intent.typed_to is not None:  # both ends of a window went back: each is said
        said, key = {**said, "typed_to": intent.typed_to, "kept_to": intent.kept_to}, "status.given_up_ends"
    short = tr(state.lang, key, **{name: cut(text) for name, text in said.items()})
    return Outcome(tr(state.lang, key, **said), short=short)


@handles(i.TextCut, topic="typing", undo_step=False)
def text_cut(state: AppState, intent: i.TextCut) -> Outcome:
    if intent.problem is not None:
        return refuse(state, "status.text_cut_why", why=clause(intent.problem.said(state.lang)))
    return refuse(state, "status.text_cut", limit=intent.limit)


@handles(i.Tick, topic="time", undo_step=False)
def tick(state: AppState, intent: i.Tick) -> Outcome:
    advance(state, intent.dt)
    return NOTHING


@handles(i.Quit, undo_step=False)
def quit_app(state: AppState, intent: i.Quit) -> Outcome:
    state.running = False
    return NOTHING
