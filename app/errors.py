"""The errors the app raises for the user to read. No pygame.

A Problem carries a catalogue key and its params, so a handler can say it in the window's language;
its str() is the English line, which the CLI prints as it always did. app/math's own refusals
(StrokeError) carry a key and params too, but no words: app/math reads no catalogue; `said` words them.
A number in a line (a Number param, or a number app/math names) is written as Python writes it on the
command line (1e+100, -5: its scripts read them), and as the window writes numbers there (1e100, −5).
"""

from __future__ import annotations

import errno
import os

from app.i18n import DEFAULT, tr
from app.model.signs import window_number
from app.text import clean_text

# The system's common refusals, said in the catalogue's words ("problem.os.<key>"); others keep its own.
OS_REASONS = {
    getattr(errno, name): key
    for name, key in (
        ("ENOENT", "missing"),
        ("EISDIR", "is_folder"),
        ("ENOTDIR", "not_folder"),
        ("EACCES", "denied"),
        ("EPERM", "not_permitted"),
        ("EROFS", "read_only"),
        ("ENOSPC", "full"),
        ("EDQUOT", "quota"),
        ("ENAMETOOLONG", "name_long"),
        ("EEXIST", "exists"),
        ("ELOOP", "loop"),
        ("EBUSY", "busy"),
        ("EIO", "io"),
        ("EMFILE", "too_many_open"),
        ("EPIPE", "pipe"),  # (ffmpeg gone while frames were sent to it)
    )
    if hasattr(errno, name)  # (Windows lacks a few)
}


# The refusals of writing that another program (ffmpeg) reports in the system's words, by their errno.
WRITE_REFUSALS = tuple(
    getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM") if hasattr(errno, name)
)


def quoted(text: str) -> str:
    """Typed text as a status line quotes it: in curly quotes, as the app quotes names, with what cannot
    be seen written out (a pasted tab reads \\t)."""
    shown = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
    return f"“{shown}”"


class Term(str):
    """A param that is itself a catalogue key ("field.seed"), said in the same language as the line."""


class Number(str):
    """A param that is a number (or a file's few, "[1e+300, 0.0]") as Python or JSON writes it, which the
    command line says; the window writes it as it writes numbers (window_number: 1e100, −5)."""


class Size(int):
    """A param that is a number of bytes, said as people read it in the line's language (size_said)."""


def size_said(size: int, lang: str = DEFAULT) -> str:
    """Bytes as people read them: 930 bytes, 14 kB, 2.1 MB."""
    if size < 1000:
        return tr(lang, "status.export.bytes", n=size)
    if size < 1_000_000:
        return f"{size / 1000:.0f} kB"
    return f"{size / 1e6:.1f} MB"


class Problem(ValueError):  # noqa: N818 (a refusal said to the user, not a bug)
    """A refused value or unreadable input: `key` in the catalogues ("problem.…") and its params."""

    def __init__(self, key: str, **params: object) -> None:
        self.key, self.params = key, params
        super().__init__(self.said(DEFAULT, cli=True))

    def said(self, lang: str, cli: bool = False) -> str:
        """The line in lang, as the window says it; the command line's (cli) writes numbers in ASCII."""
        return _worded(self.key, self.params, lang, cli)

    def __reduce__(self) -> tuple[object, ...]:  # back from a child that parsed (app/io/bounded.py)
        return _problem, (self.key, self.params)


def _problem(key: str, params: dict[str, object]) -> Problem:
    return Problem(key, **params)


def _worded(key: str, params: dict[str, object], lang: str, cli: bool = False) -> str:
    return tr(lang, key, **{k: _said_param(v, lang, cli) for k, v in params.items()})


class InClause:
    """A param that is an error said after "name: ", so as a clause: "one.json: a curve needs at least 3
    distinct points…" (its own line starts with a capital and ends with a full stop: as_clause)."""

    def __init__(self, error: Exception) -> None:
        self.error = error


def as_clause(text: str) -> str:
    """A sentence as a clause after a colon: its first word lower-cased unless it is an acronym ("SVG",
    "JSON") or a name ("Heart.json"), its full stop dropped."""
    word = text.split(" ", 1)[0].rstrip(",:;").replace("-", "")  # ("Read-only file system")
    if word.isalpha() and word[:1].isupper() and (len(word) == 1 or word[1:].islower()):
        text = text[0].lower() + text[1:]
    return text.removesuffix(".")


def _said_param(value: object, lang: str, cli: bool) -> object:
    """A param as the line's language says it: a Term's words, a Number as the window or the command line
    writes it, an error's own line (as a clause, if in one), else as it is."""
    if isinstance(value, Term):
        return tr(lang, value)
    if isinstance(value, Number):
        return str(value) if cli else window_number(value)
    if isinstance(value, Size):
        return size_said(value, lang)
    if isinstance(value, InClause):
        return as_clause(said(value.error, lang, cli))
    return said(value, lang, cli) if isinstance(value, Exception) else value


def said(exc: Exception, lang: str, cli: bool = False) -> str:
    """An error's line in lang, as the window says it (the command line's, cli, writes numbers in ASCII):
    a Problem's own words, a refusal of app/math's (a key and params, its texts numbers: "1e+100") in the
    catalogue's, any other error's English text."""
    problem = exc if isinstance(exc, Problem) else getattr(exc, "problem", None)
    if problem is None and isinstance(getattr(exc, "key", None), str):
        problem = exc
    if problem is None:
        return str(exc)
    params = problem.params
    if not isinstance(problem, Problem):  # app/math's: its texts are numbers ("1e+100")
        params = {k: Number(v) if isinstance(v, str) else v for k, v in params.items()}
    return _worded(problem.key, params, lang, cli)


class CurveError(ValueError):
    """A curve that cannot be read or is not a closed curve; the message is one line for the user
    (English), and `problem` the same in any language when it has catalogue words."""

    def __init__(self, message: str, problem: Problem | None = None) -> None:
        super().__init__(message)
        self.problem = problem

    def __reduce__(self) -> tuple[object, ...]:  # back from a child that parsed (app/io/bounded.py)
        return CurveError, (str(self), self.problem)


def curve_problem(key: str, **params: object) -> CurveError:
    """A CurveError with catalogue words ("problem.curve.<key>"), English as its message."""
    return curve_refusal(f"problem.curve.{key}", **params)


def curve_refusal(key: str, **params: object) -> CurveError:
    """A CurveError with the catalogue words of any key ("problem.text.empty"), English as its message."""
    problem = Problem(key, **params)
    return CurveError(str(problem), problem)


class WriteError(OSError):
    """A file could not be written for a reason of ours (ffmpeg stopped, no frame): an OSError, as the
    system's are, with its words in the catalogues (`problem`: "problem.write.…"), English as its text."""

    def __init__(self, key: str, **params: object) -> None:
        self.problem = Problem(f"problem.write.{key}", **params)
        super().__init__(str(self.problem))


class SaidOSError(OSError):
    """An OSError (errno `code`, as the system's refusals are) said in the catalogue's words: `problem`,
    English as its strerror (a drawing that is not one, a file where a folder should be)."""

    def __init__(self, code: int, problem: Problem) -> None:
        super().__init__(code, str(problem))
        self.problem = problem


def os_problem(exc: OSError) -> Problem | None:
    """Why the system (or a WriteError or SaidOSError) refused, in the catalogue's
    words (any language) for its common errors; None for another (the system's own words then stand)."""
    own = getattr(exc, "problem", None)  # a WriteError's or a SaidOSError's
    if isinstance(own, Problem):
        return own
    key = OS_REASONS.get(exc.errno) if exc.errno is not None else None
    return None if key is None else Problem(f"problem.os.{key}")


def refusal_in(text: str) -> int | None:
    """The errno of a refusal to write that another program said in the system's words ("…: No space left
    on device"), else None: it can then be said in the catalogue's words, as the app's own are."""
    return next((code for code in WRITE_REFUSALS if os.strerror(code) in text), None)


def os_reason(exc: OSError) -> Problem | str:
    """A param saying why the system refused: a Problem (said in the line's language) for its common
    errors, else its own words, as a clause (they follow a colon: "…: operation not supported")."""
    return os_problem(exc) or as_clause(exc.strerror or str(exc) or exc.__class__.__name__)


def os_said(exc: OSError) -> tuple[str, Problem | None]:
    """Why the system refused: its words (one line), and the catalogue's (any language) for its common
    errors, as an intent carries them (its handler says them with reason_said)."""
    return clean_text(exc.strerror or str(exc) or exc.__class__.__name__), os_problem(exc)


def reason_said(reason: str, problem: Problem | None, lang: str, cli: bool = False) -> str:
    """A failure's reason in lang, as a clause after "Could not …: ": the problem's words if it has them
    (the command line's, cli, in ASCII), else the reason as given ("Could not draw that text: there is no
    text…", not "…: There is…")."""
    return as_clause(reason if problem is None else problem.said(lang, cli))
