"""Intents of the RoPE panel: the chain's ladder, content, windows, scaling, Δ and what is
shown. No pygame (see app/model/intents/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.model.intents.base import Intent

# ---------------------------------------------------------------- the RoPE panel


@dataclass(frozen=True)
class RopeView(Intent):
    """The RoPE panel's lesson views: 2 arrows (ω = 1 and 0.01, d = 4) or 32 (d = 64), base 10000."""

    arrows: Literal[2, 32]


@dataclass(frozen=True)
class ToggleRopeView(Intent):
    """Switch between the 2- and 32-arrow views (any other chain goes to 2)."""


@dataclass(frozen=True)
class SetRopeArrows(Intent):
    """N arrows on the current base's ladder; Δ stays."""

    n: int
    gesture: int | None = None


@dataclass(frozen=True)
class SetRopeBase(Intent):
    """A new ladder base, as typed or picked ("10000", "5e5"); parsed by apply."""

    text: str  # as typed or picked: "10000", "5e5"


@dataclass(frozen=True)
class SetRopeModel(Intent):
    """A published model's head: its arrows and base (None: keep them, name no model)."""

    name: str | None  # None: keep arrows and base, stop naming a model


@dataclass(frozen=True)
class SetRopeContent(Intent):
    """What the arrows hold: "ones", "random" (q, k of the seed) or "q=k"."""

    mode: str


@dataclass(frozen=True)
class SetRopeSeed(Intent):
    """The seed of the random q and k, as typed."""

    text: str


@dataclass(frozen=True)
class NewRopeSeed(Intent):
    """The next seed; from the score tab's button, switching all-ones content to random (the Invariance
    tab's q and k are random whatever the score tab shows: its button leaves that tab's content be)."""

    switch: bool = True


@dataclass(frozen=True)
class SetRopeWindow(Intent):
    """The plotted Δ window's ends, as typed; None keeps that end."""

    lo: str | None = None  # typed text; None keeps that end
    hi: str | None = None


@dataclass(frozen=True)
class SetRopeSearch(Intent):
    """The ends of the window the best return is searched in, as typed; None keeps that end."""

    lo: str | None = None
    hi: str | None = None


@dataclass(frozen=True)
class SetRopeScaling(Intent):
    """RoPE scaling: its kind (none, linear, dynamic, yarn, llama3) and/or its factor as typed."""

    kind: str | None = None
    factor: str | None = None


@dataclass(frozen=True)
class GoToBest(Intent):
    """Pause at the best return's Δ."""


@dataclass(frozen=True)
class StepDelta(Intent):
    """Pause and move Δ by `by` whole tokens."""

    by: int


@dataclass(frozen=True)
class SetRopeDelta(Intent):
    """Pause at a typed whole Δ of the plotted window."""

    text: str


@dataclass(frozen=True)
class ScrubRope(Intent):
    """Press, drag and release on the plot: Δ follows; Δ is paused while the button is down."""

    delta: int
    phase: Literal["start", "move", "end"] = "move"


@dataclass(frozen=True)
class SetRopeTab(Intent):
    """Show the score tab, the invariance tab or the Model tab."""

    tab: Literal["score", "invariance", "model"]


@dataclass(frozen=True)
class SetInvariance(Intent):
    """The invariance tab's positions m, n and shift s (None keeps one)."""

    m: int | None = None
    n: int | None = None
    shift: int | None = None
