"""The one error a model, a file or a sentence raises for the user: a line in the catalogues' words."""

from __future__ import annotations

import numpy as np

from app.errors import Problem, Term
from app.text import clean_name

PREFIX = "problem.llm."
MAX_PARAM_CHARS = 80  # a name from the file (a key, a tensor, an architecture) quoted in the line


class ModelError(Problem):
    """A model that cannot be read or used, or a sentence it cannot take: "problem.llm.<key>" and params.

    str() is the English line the CLI prints; the window says it in its own language (app.errors.said).
    """

    def __init__(self, key: str, **params: object) -> None:
        # Names come from the file: one printable line whatever bytes they held.
        clean = {k: _clean(v) for k, v in params.items()}
        super().__init__(f"{PREFIX}{key}", **clean)

    def __reduce__(self) -> tuple[object, ...]:
        # Sent whole from the model's process: an exception pickles only its args (here the English line).
        return (_remade, (self.key.removeprefix(PREFIX), self.params))


def check_numbers(name: str, *values: np.ndarray) -> None:
    """ModelError "not_numbers" unless every value is a finite number: NaN or infinite weights (a damaged
    file, or a pass that overflowed) would reach the chain, whose size and drawing need real numbers."""
    if not all(np.isfinite(v).all() for v in values):
        raise ModelError("not_numbers", name=name)


def part(key: str) -> Term:
    """A part of a file or a model a line names ("the tensor count"), said in the line's language."""
    return Term(f"{PREFIX}part.{key}")


def _clean(value: object) -> object:
    """A name from the file as one printable line (the catalogue's own words stay as they are)."""
    return (
        clean_name(value, MAX_PARAM_CHARS)
        if isinstance(value, str) and not isinstance(value, Term)
        else value
    )


def _remade(key: str, params: dict[str, object]) -> ModelError:
    return ModelError(key, **params)


class Cancelled(Exception):  # noqa: N818 (the user's choice, not a failure)
    """The work was stopped between two layers because the caller asked (the Model tab's Cancel)."""
