"""Undo and redo: snapshots of the settings a user changes, never pixels or the running time. No pygame.

A snapshot holds references to immutable curves, so a hundred steps cost a few kilobytes, unless each
brought a new curve (a file opened, a drawing) or a sentence pass (the Model tab): what those hold is
counted and bounds the steps kept.
Time (t, Δ), play/pause and what is merely shown (circles, trail, tab) are not undo steps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING

from app import config
from app.geometry.view_transform import Box
from app.io.curves import Curve, Stroke
from app.math.fourier import Order
from app.model.head_chain import (
    HeadPick,
    head_picked,
    pick_again,
    same_pick,
)
from app.model.model_state import Opened

if TYPE_CHECKING:
    from app.model.state import AppState


@dataclass(frozen=True, eq=False)
class Settings:
    """What one undo step brings back."""

    curve: Curve
    source: str
    view_box: Box
    view_margin: float
    drawing: tuple[Curve, Box] | None
    n_arrows: int
    order: Order
    rope_arrows: int
    rope_base: float
    rope_model: str | None
    rope_content: str
    rope_seed: int
    rope_lo: int
    rope_hi: int
    rope_search: tuple[int, int]
    rope_scaling: tuple[str, float]
    rope_qk: tuple | None = None  # custom q and k (a lesson's), None for the others
    samples: int = config.DEFAULT_SAMPLES  # the Samples choice (the curve holds what it made)
    model_head: HeadPick | None = None  # the Model tab's head and pair the chain shows (a pick is a step)
    model_open: Opened | None = None  # what the tab shows of its model (None: left as it is)
    waiting: tuple = ()  # the strokes waiting for Enter (points, closed): a curve coming in sets them aside
    waiting_box: Box | None = None

    def differs_in(self, other: Settings) -> list[str]:
        """Names of the fields that differ; curves are compared by identity (they are immutable)."""
        out = []
        for f in fields(self):
            a, b = getattr(self, f.name), getattr(other, f.name)
            if f.name == "curve":
                same = a is b
            elif f.name == "model_head":
                same = same_pick(a, b)
            elif f.name == "waiting":  # (points are arrays: compared by identity too)
                same = len(a) == len(b) and all(
                    x is y and c == d for (x, c), (y, d) in zip(a, b, strict=False)
                )
            elif f.name == "drawing":
                same = a is b or (a is not None and b is not None and a[0] is b[0] and a[1] == b[1])
            else:
                same = a == b
            if not same:
                out.append(f.name)
        return out


# What a sentence's pass sets of the chain when the chain shows one of its heads (head_chain.show_chain).
CHAIN = ("rope_arrows", "rope_base", "rope_model", "rope_content", "rope_scaling", "rope_qk", "model_head")


def capture(state: AppState) -> Settings:
    """The undoable settings of a state, as they are now."""
    e, r = state.epicycles, state.rope
    return Settings(
        curve=e.curve,
        source=state.source,
        view_box=state.view_box,
        view_margin=state.view_margin,
        drawing=state.drawing,
        n_arrows=e.n_arrows,
        order=e.order,
        rope_arrows=r.n_arrows,
        rope_base=r.base,
        rope_model=r.model,
        rope_content=r.content,
        rope_seed=r.seed,
        rope_lo=r.lo,
        rope_hi=r.hi,
        rope_search=(r.search_lo, r.search_hi),
        rope_scaling=(r.scaling_kind, r.scaling_factor),
        rope_qk=r.custom_qk,
        samples=state.samples,
        model_head=head_picked(r),
        model_open=r.models.opened(),
        waiting=tuple(state.pending),
        waiting_box=state.pending_box,
    )


def restore(state: AppState, s: Settings) -> None:
    """Bring back a snapshot, recomputing only what it changes (a new curve starts again at t = 0)."""
    e = state.epicycles
    if e.curve is not s.curve:
        e.set_curve(s.curve)
        state.camera.reset()
        # Strokes wait over the curve they were drawn on: a curve's step gives back those it set aside.
        state.pending, state.pending_box = list(s.waiting), s.waiting_box
    state.source, state.view_box, state.view_margin, state.drawing, state.samples = (
        s.source,
        s.view_box,
        s.view_margin,
        s.drawing,
        s.samples,
    )
    e.configure(s.n_arrows, s.order)
    chain = (
        s.rope_arrows,
        s.rope_base,
        s.rope_model,
        s.rope_content,
        s.rope_seed,
        s.rope_lo,
        s.rope_hi,
        s.rope_qk,
    )
    state.rope.configure(chain, s.rope_search, s.rope_scaling)
    pick_again(state.rope, s.model_head, s.model_open)


@dataclass(frozen=True)
class Step:
    """One undo step: the settings before and after, and what made it (for merging a slider drag)."""

    before: Settings
    after: Settings
    kind: type
    gesture: int | None
    taken: tuple[Stroke, ...] = ()  # undone: the waiting strokes Ctrl+Z took back first, for Ctrl+Y redone
    taken_box: Box | None = None


def _curves(step: Step) -> Iterator[Curve]:
    for settings in (step.before, step.after):
        yield settings.curve
        if settings.drawing is not None:
            yield settings.drawing[0]


def curve_bytes(steps: list[Step]) -> int:
    """What the curves of steps hold (samples and strokes), each curve counted once."""
    curves = {id(curve): curve for step in steps for curve in _curves(step)}
    return sum(c.samples.nbytes + sum(s.nbytes for s in c.strokes) for c in curves.values())


def _passes(step: Step) -> Iterator[object]:
    for settings in (step.before, step.after):
        if settings.model_head is not None:
            yield settings.model_head[0]
        if settings.model_open is not None:
            yield settings.model_open.run


def held_bytes(steps: list[Step]) -> int:
    """What steps keep alive: their curves, and the Model tab's sentence passes (each once; a pass is
    tens of MB where a curve is at most a few hundred kB, and every sentence read is a step)."""
    passes = {id(run): run for step in steps for run in _passes(step) if run is not None}
    return curve_bytes(steps) + sum(getattr(run, "nbytes", 0) for run in passes.values())


@dataclass
class History:
    """Done and undone steps: at most UNDO_LIMIT of them, fewer while what they keep would take more than
    UNDO_MAX_BYTES (each opened file or drawing is a new curve of up to MAX_SAMPLES samples; each
    sentence the Model tab read, its pass)."""

    done: list[Step] = field(default_factory=list)
    undone: list[Step] = field(default_factory=list)
    limit: int = config.UNDO_LIMIT
    max_bytes: int = config.UNDO_MAX_BYTES

    def record(self, before: Settings, after: Settings, kind: type, gesture: int | None) -> None:
        """Remember a change; events of one slider drag (same kind and gesture) make one step."""
        if not before.differs_in(after):
            return
        top = self.done[-1] if self.done else None
        if gesture is not None and top is not None and (top.kind, top.gesture) == (kind, gesture):
            self.done.pop()
            before = top.before
            if not before.differs_in(after):  # dragged back to where it started
                self.undone.clear()
                return
        self.done.append(Step(before, after, kind, gesture))
        del self.done[: -self.limit]
        self.undone.clear()
        self._trim()

    def _trim(self) -> None:
        while len(self.done) > 1 and held_bytes(self.done) > self.max_bytes:
            del self.done[0]  # the oldest go first; the newest step is always kept

    def amend(
        self, shown_from: str, change: Callable[[Settings], Settings], curve: Curve | None = None
    ) -> None:
        """Put every snapshot of a curve from `shown_from` (`curve`, if given: that one only) through
        `change`: what a saved drawing became on disk (saved, renamed, deleted) holds for every step that
        brings it back, or a redone drawing would lose its file and a deleted one keep it. A file opened
        twice is two curves from one source: both are amended."""

        def amended(s: Settings) -> Settings:
            match = s.source == shown_from and (curve is None or s.curve is curve)
            return change(s) if match else s

        self._amend_all(amended)

    def pass_finished(self, now: Opened) -> None:
        """The usage map and picks that came after a pass's first head (its undo step) go into every
        snapshot of that pass: a redo of the read showed no map."""

        def amended(s: Settings) -> Settings:
            if s.model_open is None or s.model_open.run is not now.run:
                return s
            return replace(s, model_open=s.model_open.finished(now))

        self._amend_all(amended)
        self._trim()  # (the pass was recorded at its first head: its later layers count now)

    def pass_stopped(self, run: object, now: Settings) -> None:
        """A read stopped before its end (Cancel, Esc, Ctrl+Z, a failure) is no step: every snapshot of its
        pass takes what came back instead (`now`'s tab, and its chain where the snapshot showed that pass's
        head), and the steps that then change nothing go. (Redo brought back the half-read sentence, whose
        layers it never reached said "not read yet" though nothing read them.)"""

        def amended(s: Settings) -> Settings:
            if s.model_open is None or s.model_open.run is not run:
                return s
            held = s.model_head is not None and s.model_head[0] is run
            return replace(s, model_open=now.model_open, **{n: getattr(now, n) for n in CHAIN if held})

        self._amend_all(amended)
        for steps in (self.done, self.undone):
            steps[:] = [step for step in steps if step.before.differs_in(step.after)]

    def _amend_all(self, change: Callable[[Settings], Settings]) -> None:
        for steps in (self.done, self.undone):
            steps[:] = [replace(s, before=change(s.before), after=change(s.after)) for s in steps]

    def undo(self, taken: tuple[Stroke, ...] = (), box: Box | None = None) -> Step | None:
        """The last step done, now undone (None if none), keeping the strokes `taken` back over it."""
        if (step := _move(self.done, self.undone)) is not None:
            self.undone[-1] = step = replace(step, taken=taken, taken_box=box)
        return step

    def redo(self) -> Step | None:
        """The last step undone, now done again (None if there is none)."""
        return _move(self.undone, self.done)


def _move(source: list[Step], target: list[Step]) -> Step | None:
    if not source:
        return None
    target.append(source[-1])
    return source.pop()
