"""Ctrl+Z and Ctrl+Y over strokes, before the undo history: a stroke being drawn is cancelled, and the
strokes waiting for Enter are taken back and given back one at a time. No pygame.

Waiting strokes are no undo steps (finished, they make one); a user who just drew one expects Ctrl+Z to
take that one back, not the curve under it. Another curve coming in sets them aside: they would wait
off-screen over a curve not theirs, and Enter replace it with them; its undo step keeps them.
"""

from __future__ import annotations

from dataclasses import replace

from app.geometry.view_transform import Box
from app.i18n import counted, tr
from app.io.curves import Stroke
from app.model import intents as i
from app.model.history import Step
from app.model.outcome import Outcome, say
from app.model.state import AppState


def undo_strokes(state: AppState, back: bool) -> Outcome | None:
    """What Ctrl+Z (back) or Ctrl+Y does to strokes; None when it is the history's turn."""
    if state.stroke is not None:  # (the stroke went on after an undo under it, then replaced the curve)
        if not back:
            return say(state, "status.stroke.redo_waits")
        state.stroke = None
        return say(state, "status.stroke.cancelled")
    if back and state.pending:
        state.taken_back.append(state.pending.pop())
        left = len(state.pending)
        key = counted("status.stroke.taken_back", left) if left else "status.stroke.taken_back_last"
        return say(state, key, n=left + 1, left=left)
    if not back and state.taken_back:
        state.pending.append(state.taken_back.pop())
        n = len(state.pending)
        return say(state, counted("status.stroke.given_back", n), n=n)
    return None


def set_down(state: AppState) -> tuple[tuple[Stroke, ...], Box | None]:
    """The strokes taken back, and their box, as Ctrl+Z goes on to the history's steps: the step it undoes
    keeps them for Ctrl+Y to give back after it is redone, as they were taken back before it was undone."""
    taken, state.taken_back = tuple(state.taken_back), []
    return taken, state.pending_box


def pick_up(state: AppState, step: Step, back: bool) -> None:
    """A step redone: the strokes taken back over it, but those it brought back waiting, wait for Ctrl+Y."""
    if not back and step.taken:
        waiting = {id(z) for z, _ in state.pending}
        state.taken_back = [taken for taken in step.taken if id(taken[0]) not in waiting]
        state.pending_box = step.taken_box


def said_changed(step: Step, changed: list[str], back: bool) -> list[str]:
    """What an undo or redo names of the changes: a drawing redone from the strokes waiting made them its
    own (its line said "the strokes waiting set aside", as if kept apart for Ctrl+Z to bring back)."""
    drawn = not back and step.kind in (i.FinishDrawing, i.Stroke)
    return [name for name in changed if not (drawn and name == "waiting")]


def set_aside(state: AppState, outcome: Outcome) -> Outcome:
    """The strokes waiting, set aside for a curve that comes in (the undo step of its handler keeps them,
    and Ctrl+Z brings them back as they were), said after the curve's line."""
    n = len(state.pending)
    if not n or outcome.status is None or outcome.error:
        return outcome
    state.pending, state.pending_box, state.taken_back = [], None, []
    aside = tr(state.lang, counted("status.stroke.set_aside", n), n=n)
    return replace(outcome, status=f"{outcome.status} {aside}")


def strokes_away(strokes: list[Stroke], box: Box) -> int:
    """How many of the strokes waiting lie wholly outside the box shown (the wheel or a pan took them
    off-screen, and the hint counted them still: Enter finished a drawing no one could see)."""
    x0, x1, y0, y1 = box
    return sum(
        1
        for z, _ in strokes
        if z.real.max() < x0 or z.real.min() > x1 or z.imag.max() < y0 or z.imag.min() > y1
    )
