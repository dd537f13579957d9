"""The RoPE panel's Δ: play, pause, speed, jumps and steps, and how a Tick moves it. No pygame.

A mixin of RopeState, which holds the fields (delta, lo, hi, log_axis, clock); Δ never leaves [lo, hi + 1).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from app import config
from app.errors import Problem
from app.geometry.delta_axis import delta_at_log_fraction, log_fraction
from app.model.clock import Clock, Clocked
from app.model.signs import minus

if TYPE_CHECKING:
    from app.llm.heads import HeadReading
    from app.model.rope_content_state import ContentMode

DELTA_SPEED_RANGE = (1.0, 1000.0)  # Δ per second; the slider is logarithmic
DEFAULT_SPEED = 6.0  # the fast arrow (ω = 1) turns about once a second
LOG_SWEEP_SECONDS = 20.0  # on the log axis, at DEFAULT_SPEED, lo → hi takes this long (constant in log Δ)


class DeltaPlayback(Clocked):
    """Δ's movement; the dataclass that inherits it declares the fields."""

    delta: float
    lo: int
    hi: int
    log_axis: bool
    clock: Clock
    scrub: bool | None
    content: ContentMode  # (what the plot draws ahead of Δ depends on: curve_ahead)
    head: HeadReading | None
    still: bool = False  # drawn as an export's still (export_request.rope_at): Δ stands in it
    framed: bool = False  # drawn as an export's frame, still or film: nothing pauses or plays in it
    _said: int | None = None  # Δ as the read-outs say it while Δ plays (None: delta_int)
    _said_for: float = 0.0  # seconds of play since it was taken

    @property
    def delta_int(self) -> int:
        """The whole-token position the plot, the chain and the status line use."""
        return min(max(math.floor(self.delta + 1e-9), self.lo), self.hi)

    @property
    def delta_said(self) -> int:
        """Δ as every read-out says it (the line above the chain, the marker's label, Δ's field): delta_int,
        but while Δ plays taken anew at most every config.READOUT_EVERY_S of play, the same for all of
        them in every frame (each paced on its own, they showed different Δ) and slow enough to read."""
        said = self._said
        return said if said is not None and self.playing and self.lo <= said <= self.hi else self.delta_int

    @property
    def standing(self) -> bool:
        """Δ stands: paused (not just held by a scrub that plays on at its release), or in a still."""
        return self.still or not (self.playing or self.scrub)

    @property
    def curve_ahead(self) -> bool:
        """Whether the plot draws the score curve ahead of Δ, faintly: a real head's always (paused at its
        pair's Δ, a curve traced only that far showed nothing of S(Δ)); any chain's while Δ stands, so a
        paused plot shows where the score goes (at Δ = 0 it sat empty) and a still shows it whole."""
        return (self.content == "head" and self.head is not None) or self.standing

    @property
    def ahead_named(self) -> bool:
        """Whether the plot says "faint: S(Δ) ahead": where that curve is drawn and Δ stands before the
        window's end (standing at its end, none of it shows); while Δ plays, throughout (else the words
        went at each loop's last Δ and came back)."""
        return self.curve_ahead and (self.delta_int < self.hi or not self.standing)

    def say_at_once(self) -> None:
        """What moves Δ but play (a jump, a step, a scrub, play or pause, a new window) is said at once."""
        self._said, self._said_for = None, 0.0

    @property
    def sweep_seconds(self) -> float:
        """On the log axis: how long lo → hi takes at the current speed."""
        return LOG_SWEEP_SECONDS * DEFAULT_SPEED / self.speed

    def set_speed(self, speed: float) -> None:
        """Δ per second, clamped to DELTA_SPEED_RANGE."""
        self.clock.speed = float(min(max(speed, DELTA_SPEED_RANGE[0]), DELTA_SPEED_RANGE[1]))

    def toggle_play(self) -> None:
        """Play or pause; pausing settles Δ on a whole position. (A scrub under way ends here, as at a
        jump: its release takes back neither.)"""
        self.scrub = None
        self.set_playing(not self.playing)

    def set_playing(self, playing: bool) -> None:
        self.clock.playing = bool(playing)
        self.say_at_once()
        if not playing:
            self.delta = float(self.delta_int)

    def scrub_to(self, delta: int) -> None:
        """Jump to a whole Δ inside the window."""
        self.delta = float(min(max(int(delta), self.lo), self.hi))
        self.say_at_once()

    def go_to(self, delta: int, typed: str | None = None) -> None:
        """Pause and stand at a whole Δ of the plotted window; ValueError (no change) outside it, naming Δ
        as typed (1e30 read as a float is 1000000000000000019884624838656, not the number typed)."""
        if not self.lo <= delta <= self.hi:
            said = minus(typed.strip() if typed is not None else delta)
            raise Problem("problem.delta.outside", delta=said, lo=minus(self.lo), hi=minus(self.hi))
        self.scrub = None
        self.set_playing(False)
        self.scrub_to(delta)

    def step(self, by: int) -> None:
        """Pause and move Δ by whole tokens, stopping at the window's ends."""
        self.scrub = None
        self.set_playing(False)
        self.scrub_to(self.delta_int + int(by))

    def advance(self, dt: float) -> None:
        """Move Δ on when playing (_move) and take the Δ the read-outs say anew when its time has come."""
        self._move(dt)
        self._said_for += max(dt, 0.0) if self.playing else 0.0
        if self._said is None or self._said_for >= config.READOUT_EVERY_S:
            self._said, self._said_for = self.delta_int, 0.0

    def _move(self, dt: float) -> None:
        """Move Δ on when playing; past hi it wraps back to lo.

        Linear axis: dt × speed Δ. Log axis: constant speed down the axis (delta_axis), the whole axis in
        LOG_SWEEP_SECONDS at the default speed, so early and late Δ get the same screen time; the
        last whole Δ is always shown (hi) before the wrap.
        """
        elapsed = self.clock.elapsed(dt)
        if not elapsed:
            return
        if not self.log_axis:
            self.delta += elapsed
            if self.delta > self.hi + 1 or self.delta < self.lo:
                self.delta = self.lo + (self.delta - self.lo) % (self.hi + 1 - self.lo)
            return
        if self.delta >= self.hi:
            self.delta = float(self.lo)
            return
        at = float(log_fraction(self.delta, self.lo, self.hi)) + elapsed / (DEFAULT_SPEED * LOG_SWEEP_SECONDS)
        self.delta = float(self.hi) if at >= 1.0 else delta_at_log_fraction(at, self.lo, self.hi)
