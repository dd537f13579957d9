"""The scene: one frozen value, derived from the state each frame, of what the views show, at which scale
and in which language. The painter keys what it keeps by it (time left out), so a new flag added here
can never be cached away unseen, and a change of language redraws every word."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.geometry.view_transform import ViewTransform
from app.identity import Same
from app.model.state import AppState


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
    state: AppState = field(compare=False, repr=False)  # what the views read; time moves in it
    seconds: float = field(compare=False)  # the loop's time: what paces read-outs, never a key

    @classmethod
    def of(cls, state: AppState, view: ViewTransform, scale: float = 1.0) -> Scene:
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
            state=state,
            seconds=state.seconds,
        )
