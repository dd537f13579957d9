"""Numbers that run by themselves, shown at a pace a person can read: the canvas' time and pen line while it
plays, and the frame rate. (The RoPE panel's Δ read-outs are paced in its state, RopeState.delta_said, so
that the line, the marker's label and Δ's field say one Δ in every frame.)"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Generic, TypeVar

from app import config

T = TypeVar("T")


class Paced(Generic[T]):
    """A value made from the state for showing. While its source runs by itself (an animation playing) it
    is made anew at most every config.READOUT_EVERY_S of the loop's time: digits that change every frame
    cannot be read, and each change is new text to draw. At once when the source is not running, when no
    time is given (a film's frame), or when what else it depends on changed (`of`: compare arrays and
    curves by identity, app.identity.Same). every: another pace, in seconds of the loop's time."""

    def __init__(self, every: float = config.READOUT_EVERY_S) -> None:
        self.every = every
        self.value: T | None = None
        self._made = -math.inf
        self._of: object = None

    def get(self, make: Callable[[], T], now: float | None, running: bool, of: object = None) -> T:
        stale = self.value is None or not running or now is None or of != self._of
        if stale or now - self._made >= self.every:  # type: ignore[operator]
            self.value = make()
            self._made = -math.inf if now is None else now
            self._of = of
        return self.value  # type: ignore[return-value]
