"""The errors pure code raises for the user to read. No pygame.

A Problem carries a catalogue key and its params, so a handler can say it in the window's language;
its str() is the English line, which the CLI prints as it always did.
"""

from __future__ import annotations

from app.i18n import DEFAULT, tr


class Term(str):
    """A param that is itself a catalogue key ("field.seed"), said in the same language as the line."""


class Problem(ValueError):  # noqa: N818 (a refusal said to the user, not a bug)
    """A refused value or unreadable input: `key` in the catalogues ("problem.…") and its params."""

    def __init__(self, key: str, **params: object) -> None:
        self.key, self.params = key, params
        super().__init__(self.said(DEFAULT))

    def said(self, lang: str) -> str:
        params = {k: _said_param(v, lang) for k, v in self.params.items()}
        return tr(lang, self.key, **params)


def _said_param(value: object, lang: str) -> object:
    """A param as the line's language says it: a Term's words, an error's own line, else as it is."""
    if isinstance(value, Term):
        return tr(lang, value)
    return said(value, lang) if isinstance(value, Exception) else value


def said(exc: Exception, lang: str) -> str:
    """An error's line in lang: a Problem's own words, any other error's English text."""
    problem = exc if isinstance(exc, Problem) else getattr(exc, "problem", None)
    return problem.said(lang) if problem is not None else str(exc)


class CurveError(ValueError):
    """A curve that cannot be read or is not a closed curve; the message is one line for the user
    (English), and `problem` the same in any language when it has catalogue words."""

    def __init__(self, message: str, problem: Problem | None = None) -> None:
        super().__init__(message)
        self.problem = problem


def curve_problem(key: str, **params: object) -> CurveError:
    """A CurveError with catalogue words ("problem.curve.<key>"), English as its message."""
    problem = Problem(f"problem.curve.{key}", **params)
    return CurveError(str(problem), problem)
