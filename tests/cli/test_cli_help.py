"""Every --help says each option's default as the code has it (export's said 1080p of a 480p default)."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli.main import build_parser

ROOT = Path(__file__).resolve().parents[2]
STATED = re.compile(r"\(default:? ([^()]*)\)")


def parsers() -> dict[str, argparse.ArgumentParser]:
    top = build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    return {"": top, **sub.choices}


def options_with_a_default(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """Options whose default is a value argparse fills in (not None, not a flag's False)."""
    return [
        a
        for a in parser._actions
        if a.option_strings
        and a.default not in (None, False, argparse.SUPPRESS)
        and a.help != argparse.SUPPRESS
    ]


@pytest.mark.parametrize("command", sorted(parsers()))
def test_each_default_is_stated_as_the_code_has_it(command: str) -> None:
    parser = parsers()[command]
    for action in options_with_a_default(parser):
        stated = STATED.search(action.help or "")
        assert stated, f"{command} {action.option_strings[0]}: help states no default ({action.default!r})"
        value = re.split("[,;] ", stated.group(1))[0]  # ("0, the first": the value, then what it means)
        assert value == str(action.default), (command, action.option_strings[0], action.help)


def test_export_help_says_480p_is_the_default() -> None:
    done = subprocess.run(
        [sys.executable, "main.py", "export", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    text = " ".join(done.stdout.split())
    assert "(default 480p; the whole window 720p)" in text and "1080p (default)" not in text
