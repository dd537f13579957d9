"""The command line: opens the window, or runs a subcommand that prints JSON or renders a PNG.

Every bad argument or file ends with one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import NoReturn

import numpy as np

from app.cli import curves as cli_curves
from app.cli import render as cli_render
from app.cli import rope as cli_rope
from app.cli.common import CliError, emit_json, glue_negative_values
from app.math.curves import CurveError, check_preset_name, load_preset, preset_names

# Options whose values may start with a minus sign ("--t -1,2").
VALUE_OPTIONS = {"--t", "--shift", "--delta", "--omega", "--q", "--k", "--window", "--start"}


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors (exit 2)."""

    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def build_parser() -> Parser:
    parser = Parser(
        prog="epicycles",
        description="Fourier epicycles and RoPE as turning arrows. With no command, opens the window.",
    )
    parser.add_argument("--preset", default="square8", metavar="NAME", help="the curve to start with")
    parser.add_argument("--list-presets", action="store_true", help="print the presets as JSON and exit")
    parser.add_argument("--rope", default="2", metavar="2|32|N", help="the RoPE panel's starting view")
    parser.add_argument("--size", default="1280x800", metavar="WxH", help="window size")
    parser.add_argument("--first-frame-file", type=Path, help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    cli_curves.register(sub)
    cli_rope.register(sub)
    cli_render.register(sub)
    return parser


def main(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(glue_negative_values(argv, VALUE_OPTIONS))
        if args.list_presets:
            return list_presets()
        if args.command is not None:
            # Overflow from huge inputs is caught as a non-finite result (one line), not warned about.
            with np.errstate(over="ignore", invalid="ignore"):
                return args.handler(args)
        return open_window(args)
    except (CliError, CurveError) as exc:
        print(f"epicycles: error: {exc}", file=sys.stderr)
        return 2


def list_presets() -> int:
    presets = [load_preset(name) for name in preset_names()]
    emit_json({"presets": [{"name": c.name, "title": c.title, "caption": c.caption} for c in presets]})
    return 0


def open_window(args: argparse.Namespace) -> int:
    """Start the app; an unexpected error leaves a log in the user's data folder and a message."""
    from app.cli.window_args import parse_rope_view, parse_size
    from app.crash import run_guarded

    size = parse_size(args.size)
    check_preset_name(args.preset)
    view = parse_rope_view(args.rope)

    def start() -> int:
        from app.ui.app import EpicyclesApp

        return EpicyclesApp(size, args.preset, view, args.first_frame_file).run()

    from app.ui.message_box import show_error

    return run_guarded(start, notify=show_error)
