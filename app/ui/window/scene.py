"""The scene: one frozen value, derived from the state each frame, of what the views show, at which scale
and in which language. The painter keys what it keeps by it (time left out), and each view that keeps
something keys it by its part of the scene (`rope`, `inspector`, `lesson`), built here and nowhere else:
a new flag added here can never be cached away unseen, and a change of language redraws every word."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.geometry.layout import Layout, Rect
from app.geometry.rope_layout import PanelLayout
from app.geometry.view_transform import ViewTransform
from app.identity import Same
from app.model.lesson import STEPS, step_numbers
from app.model.lesson_chain import CanvasShown, ChainShown
from app.model.lesson_words import Waiting
from app.model.model_state import demo_found
from app.model.rope_state import RopeState
from app.model.state import AppState


@dataclass(frozen=True)
class RopeScene:
    """What the RoPE panel's score picture shows but Δ and the circles (drawn anew each frame): the chain
    (its version grows with every recompute: arrows, base, content, window, scaling, the axis), Su's
    bound, the curve ahead of Δ and its name (shown while Δ stands), where the panel's parts lie, the
    language. Its background and the curve's layer are kept by it."""

    lang: str
    layout: PanelLayout
    version: int
    show_bound: bool
    ahead: tuple[bool, bool]  # RopeState.curve_ahead, ahead_named
    state: RopeState = field(compare=False, repr=False)  # what the view reads; Δ moves in it

    @classmethod
    def of(cls, rope: RopeState, lang: str, layout: PanelLayout) -> RopeScene:
        ahead = (rope.curve_ahead, rope.ahead_named)
        return cls(lang, layout, rope.version, rope.show_bound, ahead, state=rope)


@dataclass(frozen=True)
class InspectorScene:
    """What the coefficient inspector's table shows: the curve and its chain (immutable: by identity), the
    order and count of arrows, the change that made the curve, the language."""

    lang: str
    curve: Same
    chain: Same
    order: str
    n_arrows: int
    change: Same
    state: AppState = field(compare=False, repr=False)  # what the table is built from

    @classmethod
    def of(cls, state: AppState) -> InspectorScene:
        e = state.epicycles
        return cls(
            lang=state.lang,
            curve=Same(e.curve),
            chain=Same(e.chain),
            order=e.order,
            n_arrows=e.n_arrows,
            change=Same(state.change),
            state=state,
        )


@dataclass(frozen=True)
class LessonScene:
    """What the lesson box shows: the step (None outside lesson mode) in a language, the canvas and
    panel it sits over at the UI scale, and the numbers the window worked out for it (the Model tab's
    heads, or the step's own for the chain drawn: lesson.step_numbers)."""

    lang: str
    step: int | None
    canvas: Rect
    panel: Rect
    numbers: tuple[tuple[str, float | str], ...] = ()
    ui: float = 1.0  # the UI scale its sizes are at
    waiting: Waiting = "waiting"  # without numbers: the model is being read, was stopped, is missing

    @classmethod
    def of(cls, state: AppState, layout: Layout) -> LessonScene:
        m, step = state.rope.models, None if state.lesson is None else STEPS[state.lesson]
        found = tuple(m.picks.numbers().items()) if m.picks is not None and step is not None else ()
        if step is not None and step.on_chain:
            found = tuple(step_numbers(step, ChainShown.of(state.rope, CanvasShown.of(state))).items())
        waiting: Waiting = "waiting" if m.busy else "stopped" if demo_found(m) else "missing"
        return cls(state.lang, state.lesson, layout.canvas, layout.panel, found, layout.ui.factor, waiting)


@dataclass(frozen=True)
class Scene:
    """What the window shows this frame. Equal scenes look the same but for what moves with time."""

    lang: str
    scale: float  # the UI scale: every size the views draw is multiplied by it
    view: ViewTransform  # the canvas' view of the curve (a gliding or following camera moves it)
    curve: Same  # the curve redrawn (immutable: compared by identity)
    chain: Same  # its arrows
    show_circles: bool
    show_trail: bool
    turning: bool  # the chain turns by itself (playing at a speed other than 0)
    speed: float
    camera_moving: bool
    rope: RopeScene  # the RoPE panel's part
    inspector: InspectorScene
    lesson: LessonScene
    state: AppState = field(compare=False, repr=False)  # what the views read; time moves in it
    seconds: float = field(compare=False)  # the loop's time: what paces read-outs, never a key

    @classmethod
    def of(
        cls, state: AppState, view: ViewTransform, layout: Layout, panel: PanelLayout, scale: float = 1.0
    ) -> Scene:
        """The scene of state with the canvas seen through view, in the window's layout and the RoPE
        panel's (panel)."""
        e = state.epicycles
        return cls(
            lang=state.lang,
            scale=scale,
            view=view,
            curve=Same(e.curve),
            chain=Same(e.chain),
            show_circles=e.show_circles,
            show_trail=e.show_trail,
            turning=e.playing and e.speed != 0,
            speed=e.speed,
            camera_moving=state.camera.moving,
            rope=RopeScene.of(state.rope, state.lang, panel),
            inspector=InspectorScene.of(state),
            lesson=LessonScene.of(state, layout),
            state=state,
            seconds=state.seconds,
        )
