"""How intents move through lesson mode and switch the language. No pygame."""

from __future__ import annotations

from app.i18n import LANGUAGES, tr
from app.model import intents as i
from app.model.lesson import STEPS
from app.model.outcome import HANDLERS, Outcome, handles, refuse
from app.model.state import AppState


@handles(i.Lesson, topic="lesson")
def lesson(state: AppState, intent: i.Lesson) -> Outcome:
    """Set the window up for a step (its setup intents, applied as one undo step) and name it."""
    if intent.action == "toggle":
        return lesson(state, i.Lesson("start" if state.lesson is None else "stop"))
    if intent.action == "stop":
        if state.lesson is None:
            return Outcome()
        state.lesson = None
        return Outcome(tr(state.lang, "lesson.left"))
    last = len(STEPS) - 1
    now = state.lesson
    if intent.action == "start" or now is None:
        step = min(max(state.lesson_place, 0), last)
    else:
        step = min(now + 1, last) if intent.action == "next" else max(now - 1, 0)
    state.lesson = state.lesson_place = step
    for setup in STEPS[step].setup:
        HANDLERS[type(setup)].handler(state, setup)
    title = tr(state.lang, f"lesson.{STEPS[step].key}.title")
    return Outcome(tr(state.lang, "lesson.status", step=step + 1, steps=len(STEPS), title=title))


@handles(i.SetLanguage, topic="language", undo_step=False)
def set_language(state: AppState, intent: i.SetLanguage) -> Outcome:
    if intent.lang not in LANGUAGES:
        return refuse(state, "language.unknown", code=repr(intent.lang), langs=", ".join(LANGUAGES))
    state.lang = intent.lang
    return Outcome(tr(state.lang, "language.set", name=LANGUAGES[state.lang]))
