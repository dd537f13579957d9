"""Play, pause and speed for both animations (the canvas' t and the RoPE panel's Δ). No pygame.

Each animation owns a Clock; a Tick intent calls `advance(state, dt)` once a frame, which moves both by
the same rule: nothing while paused or for a non-positive dt, else speed × dt in the animation's own units.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.model.state import AppState


@dataclass
class Clock:
    """Whether an animation runs and how fast (its own units per wall-clock second; negative runs back)."""

    playing: bool = True
    speed: float = 1.0

    def elapsed(self, dt_seconds: float) -> float:
        """How far the animation moves in dt seconds of wall-clock time: 0 while paused."""
        if not self.playing or dt_seconds <= 0.0:
            return 0.0
        return self.speed * dt_seconds


class Clocked:
    """An animation's state with a `clock` field: its play/pause and speed, read-only for the views."""

    clock: Clock

    @property
    def playing(self) -> bool:
        return self.clock.playing

    @property
    def speed(self) -> float:
        return self.clock.speed


def advance(state: AppState, dt_seconds: float) -> None:
    """Move both animations and the camera's glide on by dt seconds of wall-clock time (the loop's only
    change of time)."""
    state.seconds += max(dt_seconds, 0.0)
    state.epicycles.advance(dt_seconds)
    state.rope.advance(dt_seconds)
    state.camera.tick(dt_seconds)
