"""Intents of the RoPE panel's Model tab: the model and sentence asked for, the worker's results, the head
and pair picked. No pygame (see app/model/intents/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from app.errors import Problem
from app.model.intents.base import Intent


@dataclass(frozen=True)
class ModelsFound(Intent):
    """The models the menu offers, (name, path), the demo first (app/llm/places)."""

    models: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class OpenModel(Intent):
    """Open the model at path ("" : the demo model) and read the sentence in the field with it."""

    path: str
    name: str


@dataclass(frozen=True)
class SetModelSentence(Intent):
    """Read a new sentence with the open model, as typed."""

    text: str


@dataclass(frozen=True)
class ModelFolderClosed(Intent):
    """Open model… went into a folder it may not look in: the problem says which, and why."""

    problem: Problem = field(compare=False)


@dataclass(frozen=True)
class ModelRefused(Intent):
    """A model given as a curve (dropped, or picked in Open…) was not opened: a dialog waited for its
    answer, or an export was under way; the problem says which."""

    problem: Problem = field(compare=False)


@dataclass(frozen=True)
class CancelModel(Intent):
    """Stop the work under way (the progress window's Cancel): what was shown stays."""


@dataclass(frozen=True)
class ModelRead(Intent):
    """The worker's result for job seq: "head" once the layer shown is run, "done" after every layer (with
    the usage map and, if asked, the lesson's heads)."""

    seq: int
    phase: Literal["head", "done"]
    model: object = field(compare=False, repr=False)  # app.llm.held.ModelFacts (or a Model)
    run: object = field(compare=False, repr=False)  # its HeldPass (or SentencePass)
    usage: object = field(default=None, compare=False, repr=False)  # app.llm.heads.Usage
    picks: object = None  # model_state.HeadPicks


@dataclass(frozen=True)
class ModelFailed(Intent):
    """The worker's job seq could not be done: the error says why, in the catalogues' words."""

    seq: int
    error: Exception = field(compare=False)


@dataclass(frozen=True)
class PickToken(Intent):
    """A token chip clicked: the query m (click) or the key n (Shift+click)."""

    index: int
    role: Literal["query", "key"]


@dataclass(frozen=True)
class ScrollChips(Intent):
    """The wheel over the token chips: the first token given one (None: they end at the last token)."""

    first: int | None


@dataclass(frozen=True)
class SetModelHead(Intent):
    """The layer and/or head shown (None keeps one)."""

    layer: int | None = None
    head: int | None = None


@dataclass(frozen=True)
class PointAtUsage(Intent):
    """The pointer is over the usage map's cell (layer, column), or off the map (None): its caption gives
    that cell's value."""

    cell: tuple[int, int] | None


@dataclass(frozen=True)
class ToggleUsage(Intent):
    """The usage map shows mean |q_j| or mean |k_j|."""
