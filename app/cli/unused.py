"""One rule for every command: an option that the chosen format or mode does not use is refused (exit 2,
one line naming it and why), never silently ignored. The parser notes which options were typed, so an
option typed with its default value is refused as well."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from app.cli.common import CliError
from app.errors import Problem, Term

GIVEN = "given_"  # the namespace's mark of an option that was typed: given_<dest>


class GivenValue(argparse.Action):
    """argparse's store, marking the option as given."""

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: Any, values: Any, option: Any = None
    ) -> None:
        setattr(namespace, self.dest, values)
        setattr(namespace, GIVEN + self.dest, True)


class GivenFlag(argparse.Action):
    """argparse's store_true, marking the flag as given."""

    def __init__(
        self, option_strings: Sequence[str], dest: str, default: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(option_strings, dest, nargs=0, const=True, default=default, **kwargs)

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: Any, values: Any, option: Any = None
    ) -> None:
        setattr(namespace, self.dest, True)
        setattr(namespace, GIVEN + self.dest, True)


def note_given(parser: argparse.ArgumentParser) -> None:
    """Make the parser's plain options and flags mark what was typed (see given)."""
    for name in (None, "store"):
        parser.register("action", name, GivenValue)
    parser.register("action", "store_true", GivenFlag)


def given(args: argparse.Namespace, option: str) -> bool:
    """Whether --option was typed (not merely left at its default)."""
    return getattr(args, GIVEN + option.lstrip("-").replace("-", "_"), False)


def refuse(option: str, context: str, why: str) -> CliError:
    """option does not apply to context (another option and its value), and why ("problem.cli.why.<why>")."""
    return CliError(
        Problem("problem.cli.unused", option=option, context=context, why=Term(f"problem.cli.why.{why}"))
    )


def refuse_without(option: str, needed: str, why: str) -> CliError:
    """option does nothing unless needed is given too, and why."""
    return CliError(
        Problem(
            "problem.cli.unused_without", option=option, needed=needed, why=Term(f"problem.cli.why.{why}")
        )
    )


def refuse_unused(args: argparse.Namespace, context: str, why: str, *options: str) -> None:
    """CliError for the first of options that was typed: none of them applies to context."""
    for option in options:
        if given(args, option):
            raise refuse(option, context, why)
