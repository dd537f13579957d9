"""Shared pieces of the command line: one-line errors, list parsing and JSON output."""

from __future__ import annotations

import io
import json
import math
import os
import sys
from typing import Any

from app.errors import Problem, os_reason


class CliError(Exception):
    """A bad argument or file: reported as one line on stderr, exit code 2, in English whatever --lang (a
    script reads the same line in any language). Given a Problem (or an error that has one), the line is
    the catalogue's English words."""

    exit_code = 2

    def __init__(self, message: str | Exception) -> None:
        super().__init__(str(message))
        problem = message if isinstance(message, Problem) else getattr(message, "problem", None)
        self.problem: Problem | None = problem


class StdoutError(CliError):
    """stdout could not take the output (a full disk, stdout closed): a write failure, exit code 1."""

    exit_code = 1


class NoStdout(io.TextIOWrapper):
    """Where print() goes when the process started with no stdout (closed, or a windowed build with no
    console): the window runs on, but a command's output, which nobody can read, is refused."""

    def __init__(self) -> None:
        super().__init__(open(os.devnull, "wb"))  # noqa: SIM115 - lives as long as the process


def parse_float_list(text: str, what: str) -> list[float]:
    """Parse "1,2.5,-3" into floats; every value must be finite."""
    return [_finite(part, what) for part in _parts(text, what)]


def parse_int_list(text: str, what: str) -> list[int]:
    """Parse "0,1,-4" into integers, exactly: read with int(), never through a float (2**53 + 1 stays)."""
    return [parse_whole(part, what) for part in _parts(text, what)]


def _parts(text: str, what: str) -> list[str]:
    parts = [part.strip() for part in text.split(",")]
    if not all(parts):
        raise CliError(f"{what}: empty value in {text!r}")
    return parts


def _finite(part: str, what: str) -> float:
    try:
        value = float(part)
    except ValueError:
        raise CliError(f"{what}: {part!r} is not a number") from None
    if not math.isfinite(value):
        raise CliError(f"{what}: {part!r} is not a finite number")
    return value


def parse_whole(text: str, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """One whole number, read exactly, within lo..hi where given."""
    try:
        value = int(text.strip())
    except ValueError:  # "1.5", "x", and whole numbers of over 4300 digits
        raise CliError(f"{what}: {text[:40]!r} is not a whole number") from None
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        wanted = f"from {lo} to {hi}" if lo is not None and hi is not None else f"at least {lo}"
        wanted = f"at most {hi}" if lo is None else wanted
        raise CliError(f"{what}: expected a whole number {wanted}, got {text[:40]!r}")
    return value


def check_work(amount: int, limit: int, what: str) -> None:
    """CliError unless amount (a product of sizes: values × arrows) is within limit."""
    if amount > limit:
        raise CliError(f"{what} is {amount:,}; at most {limit:,}: ask for fewer")


def check_pixels(w: int, h: int, most: int) -> None:
    """CliError unless a --size of w×h is within `most` pixels in all (render's and export's: 3840x2160)."""
    if w * h > most:
        like = " (3840x2160)" if most == 3840 * 2160 else ""
        raise CliError(
            Problem("problem.cli.pixels", w=w, h=h, pixels=f"{w * h:,}", most=f"{most:,}", like=like)
        )


def parse_point(text: str, what: str) -> complex:
    """Parse "X,Y" into the complex number X + iY (math coordinates, y up)."""
    values = parse_float_list(text, what)
    if len(values) != 2:
        raise CliError(f"{what}: expected X,Y, got {text!r}")
    return complex(values[0], values[1])


def glue_negative_values(argv: list[str], options: set[str]) -> list[str]:
    """Join `--opt -1,2` into `--opt=-1,2` so argparse does not read the value as a flag."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        nxt = argv[i + 1] if i + 1 < len(argv) else None
        if arg in options and nxt is not None and looks_negative(nxt):
            out.append(f"{arg}={nxt}")
            i += 2
            continue
        out.append(arg)
        i += 1
    return out


def looks_negative(text: str) -> bool:
    """True for "-1", "-.5", "-1,2": a value, not an option."""
    return len(text) > 1 and text[0] == "-" and (text[1].isdigit() or text[1] == ".")


class StdoutClosedError(Exception):
    """Nobody reads stdout any more (`| head -c0`): stop quietly, with exit code STDOUT_CLOSED_EXIT."""


STDOUT_CLOSED_EXIT = 141  # 128 + SIGPIPE, what a shell reports for a writer whose reader went away


def emit_json(payload: dict[str, Any]) -> None:
    """Print one JSON document on stdout; a non-finite number in it is the inputs' fault (CliError)."""
    try:
        text = json.dumps(payload, allow_nan=False)
    except ValueError:
        raise CliError("a result is not a finite number: the inputs are too large") from None
    write_stdout(text + "\n")


def write_stdout(text: str) -> None:
    """Write and flush text: StdoutClosedError if its reader is gone, StdoutError if it cannot be written."""
    try:
        sys.stdout.write(text)
    except (BrokenPipeError, ValueError):  # ValueError: sys.stdout itself was closed
        raise StdoutClosedError from None
    except OSError as exc:  # (a write may go through at once: a full disk shows here)
        raise StdoutError(Problem("problem.cli.stdout", reason=os_reason(exc))) from None
    flush_stdout()


def flush_stdout() -> None:
    """Flush now, so a closed pipe is met here (StdoutClosedError) and not in the interpreter's exit; a
    stdout that cannot be written (full, or none at all) is a StdoutError."""
    if isinstance(sys.stdout, NoStdout):
        raise StdoutError(Problem("problem.cli.stdout", reason=Problem("problem.cli.no_stdout")))
    try:
        sys.stdout.flush()
    except (BrokenPipeError, ValueError):
        raise StdoutClosedError from None
    except OSError as exc:
        raise StdoutError(Problem("problem.cli.stdout", reason=os_reason(exc))) from None
