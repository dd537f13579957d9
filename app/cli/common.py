"""Shared pieces of the command line: one-line errors, list parsing and JSON output."""

from __future__ import annotations

import json
import math
import sys
from typing import Any


class CliError(Exception):
    """A bad argument or file: reported as one line on stderr, exit code 2."""


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
    try:
        sys.stdout.write(text + "\n")
    except (BrokenPipeError, ValueError):  # ValueError: sys.stdout itself was closed
        raise StdoutClosedError from None
    flush_stdout()


def flush_stdout() -> None:
    """Flush now, so a closed pipe is met here (StdoutClosedError) and not in the interpreter's exit."""
    try:
        sys.stdout.flush()
    except (BrokenPipeError, ValueError):
        raise StdoutClosedError from None
