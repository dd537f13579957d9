"""How intents move through lesson mode and switch the language. No pygame.

Entering a step sets the whole state its Scene declares. Lesson mode keeps what the user had when it
started (settings, times, tab, undo history) and gives it all back on leaving, so the lesson's steps are
never undo steps of the user's. Each step starts an undo history of its own: undo reaches only changes
made in the step shown, never another step's settings under this one's words.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import partial

from app import config
from app.i18n import LANGUAGES, tr
from app.io.presets import preset_curve
from app.model import intents as i
from app.model.apply_model import drop_lesson_heads, given_back, lesson_heads
from app.model.camera_state import Camera
from app.model.history import History, Settings, capture, restore
from app.model.lesson import STEPS, Scene
from app.model.model_state import DEMO, SHOWN, SHOWN_TOO, ModelJob, shown_name
from app.model.outcome import Outcome, handles, refuse
from app.model.rope_playback import DEFAULT_SPEED
from app.model.state import AppState

# How the animations run and what they show: both speeds, the canvas' circles and trail, the RoPE chain's
# circles, log Δ and Su's bound. Each step starts from the app's own (a canvas run backwards at −2×
# traced the heart backwards under "anticlockwise for k > 0"); leaving gives the user's back.
Look = tuple[float, float, bool, bool, bool, bool, bool]
LESSON_LOOK: Look = (1.0, DEFAULT_SPEED, True, True, True, True, False)


@dataclass(frozen=True)
class Return:
    """What the user had when lesson mode started: given back when it ends."""

    settings: Settings
    history: History
    camera: Camera
    change: object  # the last of problem 8's changes, which the caption names
    canvas: tuple[float, float, int, bool]  # t, traced, direction, playing
    rope: tuple[float, bool, str, tuple[int, int, int]]  # Δ, playing, tab, (m, n, shift)
    model: dict[str, object]  # what the Model tab showed (the real head's step reads a sentence of its own)
    head: object  # the RoPE chain's real head (content "head"), if it showed one
    look: Look
    reading: ModelJob | None  # the Model tab's read under way, stopped for the lesson and asked again after


def _look(state: AppState) -> Look:
    e, r = state.epicycles, state.rope
    return (
        e.clock.speed,
        r.clock.speed,
        e.show_circles,
        e.show_trail,
        r.show_circles,
        r.log_axis,
        r.show_bound,
    )


def _set_look(state: AppState, look: Look) -> None:
    e, r = state.epicycles, state.rope
    e.set_speed(look[0])
    r.set_speed(look[1])
    e.show_circles, e.show_trail, r.show_circles = look[2:5]
    r.set_log_axis(look[5])
    r.set_show_bound(look[6])


def _keep(state: AppState) -> Return:
    """(A read under way stops: its head would turn the step's chain into the model's, and what it
    brought would be lost on leaving, the tab given back as it stood; leaving asks for it again.)"""
    e, r, job = state.epicycles, state.rope, state.rope.models.job
    if job is not None:
        given_back(state)
        state.rope.models.draft = None  # (a step's field says its own sentence, not the one stopped)
    return Return(
        capture(state),
        state.history,
        copy.deepcopy(state.camera),
        state.change,
        (e.t, e.traced, e.direction, e.clock.playing),
        (r.delta, r.clock.playing, r.tab, (r.inv_m, r.inv_n, r.inv_shift)),
        {name: getattr(state.rope.models, name) for name in (*SHOWN, *SHOWN_TOO)},
        r.head,
        _look(state),
        job,
    )


def _give_back(state: AppState, back: Return) -> None:
    """(The lesson's model work has stopped: drop_lesson_heads.)"""
    r, m = state.rope, state.rope.models
    r.head = back.head  # (before restore, which reads it)
    if m.picks is not None and m.path == DEMO:  # the real head's step was read: kept for its next visit
        m.lesson_read = {name: getattr(m, name) for name in back.model}
    for name, value in back.model.items():
        setattr(m, name, value)
    m.version += 1
    restore(state, back.settings)
    if r.content == "head":  # (restore recomputes only settings that changed: a head is no setting)
        r.refresh()
    state.history, state.camera, state.change = back.history, back.camera, back.change
    e = state.epicycles
    e.t, e.traced, e.direction, e.clock.playing = back.canvas
    r.delta, r.clock.playing, r.tab = back.rope[:3]
    r.say_at_once()  # (the read-outs said the step's Δ, 1885, for a tenth of a second more)
    r.set_invariance(*back.rope[3])
    _set_look(state, back.look)
    if back.reading is not None:
        job = back.reading
        m.ask(job.path, job.name, job.text)
        m.draft = job.text if job.text != m.sentence else None  # the field says what is read, as at Enter


def _scene_time(state: AppState, scene: Scene) -> None:
    """The canvas' time as the step sets it: playing from t = 0, or paused at the scene's time."""
    e = state.epicycles
    e.direction, e.t, e.traced, e.clock.playing = 1, 0.0, 0.0, True
    if scene.time is not None:
        e.set_time(scene.time)


def step_curve_back(state: AppState) -> None:
    """Undo or redo back to the step's own curve brings the step's time too (a curve brought back starts at
    t = 0: the teacup stood at 5.00 m under words saying it is paused at 7.5 s, 3.0 m out)."""
    if state.lesson is not None and state.source == STEPS[state.lesson].scene.preset:
        _scene_time(state, STEPS[state.lesson].scene)


def enter_scene(state: AppState, scene: Scene) -> None:
    """Set every setting the scene declares (the curve is shown afresh: fitted, from t = 0)."""
    curve = preset_curve(scene.preset)
    state.samples = config.DEFAULT_SAMPLES  # the steps' figures are of the presets as bundled
    state.show_curve(curve, scene.preset)
    # Each step shows its whole curve: not zoomed, not following the pen (both come back on leaving).
    state.camera.reset()
    state.camera.follow, state.camera.blend = False, 0.0
    state.change = None
    e, r = state.epicycles, state.rope
    _set_look(state, LESSON_LOOK)
    e.configure(scene.arrows or config.MAX_DRAWN_ARROWS, scene.order)
    _scene_time(state, scene)
    r.custom_qk = scene.qk
    chain = (scene.rope_arrows, scene.base, None, scene.content, scene.seed, *scene.window, scene.qk)
    r.configure(chain, scene.search, scene.scaling)
    r.set_tab(scene.tab)
    r.set_invariance(*scene.invariance)
    best = r.best.delta if r.best is not None else scene.window[0]
    r.go_to(int(best if scene.delta is None else scene.delta))
    r.set_playing(scene.rope_playing)
    if scene.model_text is not None:
        lesson_heads(state, scene.model_text)


@handles(i.Lesson, topic="lesson", undo_step=False)  # lesson mode keeps the history aside
def lesson(state: AppState, intent: i.Lesson) -> Outcome:
    """Set the window up for a step (the whole state of its scene) and name it."""
    if intent.action == "toggle":
        return lesson(state, i.Lesson("start" if state.lesson is None else "stop"))
    last, now = len(STEPS) - 1, state.lesson
    if now is not None and intent.action in ("next", "back", "first", "last"):
        step = _step_to(now, intent.action, last)
        if step == now:  # past an end: the step stays as the user changed it, undo and all (it was entered
            said = partial(tr, state.lang, step=step + 1, steps=len(STEPS))  # again, its changes lost)
            return Outcome(said("lesson.already_last" if step == last else "lesson.already_first"))
    if state.stroke is not None or state.pending:  # (it was carried into the step, over its curve)
        return refuse(state, "lesson.stroke_first")
    drop_lesson_heads(state)  # a step's model work stops with the step (the real head's asks again)
    state.taken_back.clear()  # (a stroke taken back before is not given back over a step's curve)
    if intent.action in ("stop", "finish"):
        if state.lesson is None:
            return Outcome()
        state.lesson = None
        if state.lesson_return is not None:
            _give_back(state, state.lesson_return)
            state.lesson_return = None
        key = "lesson.left"
        if intent.action == "finish":  # done: the next L starts at the first step, not the last again
            state.lesson_place, key = 0, "lesson.finished"
        job, line = state.rope.models.job, tr(state.lang, key)
        if job is not None:  # the read the lesson stopped goes on
            line += " " + tr(state.lang, "lesson.read_again", name=shown_name(job.name, job.path, state.lang))
        return Outcome(line)
    if intent.action == "start" or now is None:
        step = min(max(state.lesson_place, 0), last)
        if state.lesson_return is None:
            state.lesson_return = _keep(state)
    else:
        step = _step_to(now, intent.action, last)
    state.lesson = state.lesson_place = step
    state.history = History()
    enter_scene(state, STEPS[step].scene)
    title = tr(state.lang, f"lesson.{STEPS[step].key}.title")
    key = "lesson.status_last" if step == last else "lesson.status"  # (no PageDown goes on from the last)
    said = partial(tr, state.lang, step=step + 1, steps=len(STEPS), title=title)
    return Outcome(said(key), short=said(f"{key}_short"))  # (short: the title is the box's)


def _step_to(now: int, action: str, last: int) -> int:
    """The step a move from step `now` goes to: next, first, last, else back."""
    return {"next": min(now + 1, last), "first": 0, "last": last}.get(action, max(now - 1, 0))


@handles(i.SetLanguage, topic="language", undo_step=False)
def set_language(state: AppState, intent: i.SetLanguage) -> Outcome:
    if intent.lang not in LANGUAGES:
        return refuse(state, "language.unknown", code=repr(intent.lang), langs=", ".join(LANGUAGES))
    state.lang = state.lang_chosen = intent.lang  # only the menu's choice is remembered, not a start's
    return Outcome(tr(state.lang, "language.set", name=LANGUAGES[state.lang]))
