"""The command line: opens the window, or runs a subcommand that prints JSON or renders a PNG.

Every bad argument or file ends with one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import IO, Any, NoReturn

import numpy as np

from app.cli import curves as cli_curves
from app.cli import export as cli_export
from app.cli import heads as cli_heads
from app.cli import render as cli_render
from app.cli import rope as cli_rope
from app.cli.common import (
    STDOUT_CLOSED_EXIT,
    CliError,
    StdoutClosedError,
    StdoutError,
    emit_json,
    flush_stdout,
    glue_negative_values,
    write_stdout,
)
from app.cli.unused import given, note_given, refuse
from app.errors import as_clause, said
from app.i18n import DEFAULT, LANGUAGES
from app.io.curves import CurveError
from app.io.presets import check_preset_name, load_preset, preset_names
from app.text import clean_name

MAX_MESSAGE_CHARS = 400  # an error line

# Options whose values may start with a minus sign ("--t -1,2").
# The window's options (their dests): a command or --list-presets refuses them.
WINDOW_OPTIONS = {
    "--preset": "window_preset",
    "--rope": "window_rope",
    "--size": "window_size",
    "--lesson": "lesson",
    "--first-frame-file": "first_frame_file",
}
VALUE_OPTIONS = {"--t", "--shift", "--delta", "--omega", "--q", "--k", "--window", "--start"}


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors (exit 2), and --help returning to main() instead of exiting."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        note_given(self)

    def error(self, message: str) -> NoReturn:
        raise CliError(message)

    def print_help(self, file: IO[str] | None = None) -> None:
        if file is not None:
            super().print_help(file)
        else:  # (argparse's own print would let a full disk pass unsaid)
            write_stdout(self.format_help())

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            raise CliError(message.strip())
        raise ParserExitError(status)


class ParserExitError(Exception):
    """argparse has done all there is to do (it printed --help): exit with this code."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def build_parser() -> Parser:
    parser = Parser(
        prog="epicycles",
        description="Fourier epicycles and RoPE as turning arrows. With no command, opens the window.",
    )
    parser.add_argument(
        "--preset",
        dest="window_preset",
        default="square8",
        metavar="NAME",
        help="the curve to start with (default square8)",
    )
    parser.add_argument("--list-presets", action="store_true", help="print the presets as JSON and exit")
    parser.add_argument(
        "--rope",
        dest="window_rope",
        default="2",
        metavar="2|32|N",
        help="the RoPE panel's starting view (default 2)",
    )
    parser.add_argument(
        "--size",
        dest="window_size",
        metavar="WxH",
        help="window size (default: the last one, else 1280x800 at the screen's UI scale: 2560x1600 on 4K)",
    )
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        help=(
            "the window's language (default: the last chosen, else the system's), and that of the words "
            "in render's and export's pictures (default en); a command's JSON and errors are English"
        ),
    )
    parser.add_argument("--lesson", action="store_true", help="start in lesson mode, where you left off")
    parser.add_argument("--first-frame-file", type=Path, help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    cli_curves.register(sub)
    cli_rope.register(sub)
    cli_render.register(sub)
    cli_export.register(sub)
    cli_heads.register(sub)
    return parser


def main(argv: list[str]) -> int:
    """Run the command line; the exit code: 0, 1 (the output could not be written), 2 (bad input; both
    one line on stderr), or 141 (stdout's reader gone)."""
    try:
        return run(argv)
    except StdoutClosedError:
        quiet_stdout()
        return STDOUT_CLOSED_EXIT


def run(argv: list[str]) -> int:
    try:
        return dispatch(argv)
    except (CliError, CurveError) as exc:
        if isinstance(exc, StdoutError):
            quiet_stdout()  # (what it holds unwritten would fail again, loudly, at exit)
        print(f"epicycles: error: {error_line(exc)}", file=sys.stderr)
        return exc.exit_code if isinstance(exc, CliError) else 2


def dispatch(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(glue_negative_values(argv, VALUE_OPTIONS))
        if args.list_presets or args.command is not None:
            refuse_window_options(args)
        if args.list_presets:
            return list_presets()
        if args.command is not None:
            # Overflow from huge inputs is caught as a non-finite result (one line), not warned about.
            with np.errstate(over="ignore", invalid="ignore"):
                return args.handler(args)
        return open_window(args)
    except ParserExitError as done:
        flush_stdout()
        return done.status


def error_line(exc: Exception) -> str:
    """The error in English whatever --lang, as argparse's own are (a script reads one line in any
    language), as a clause after "error:" (a line that is the window's whole sentence loses its capital
    and full stop here); messages quote what was typed or named: one printable line whatever that held."""
    return clean_name(as_clause(said(exc, DEFAULT, cli=True)), MAX_MESSAGE_CHARS)


def refuse_window_options(args: argparse.Namespace) -> None:
    """The window's own options given with a command or --list-presets, which open no window (`--size
    800x600 render` rendered at render's own default size)."""
    context = args.command or "--list-presets"
    for option, dest in WINDOW_OPTIONS.items():
        if given(args, dest):
            raise refuse(option, context, "window_only")


def quiet_stdout() -> None:
    """Point stdout at the null device, so flushing it at exit raises nothing either."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no file descriptor (a replaced or closed stdout): drop the object
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process


def list_presets() -> int:
    presets = [load_preset(name) for name in preset_names()]
    emit_json({"presets": [{"name": c.name, "title": c.title, "caption": c.caption} for c in presets]})
    return 0


def open_window(args: argparse.Namespace) -> int:
    """Start the app; an unexpected error leaves a log in the user's data folder and a message."""
    from app.cli.window_args import parse_rope_view, parse_size
    from app.crash import run_guarded

    size = parse_size(args.window_size) if args.window_size else None
    check_preset_name(args.window_preset)
    view = parse_rope_view(args.window_rope)
    from app.i18n import system_language
    from app.ui.window.layout import no_display_said

    if why := no_display_said(args.lang or system_language()):
        raise CliError(why)

    def start() -> int:
        from app.ui.app import EpicyclesApp

        interrupt_closes_window()
        return EpicyclesApp(
            size, args.window_preset, view, args.first_frame_file, args.lang, args.lesson
        ).run()

    from app.ui.dialogs.message_box import show_error

    return run_guarded(start, notify=show_error)


def interrupt_closes_window() -> None:
    """Ctrl+C in the terminal closes the window as its close button does (a drawing saved, a film being
    written stopped with no file left): SDL turns SIGINT into its quit event, as it does SIGTERM, when
    the signal has its default handling as the display starts, not Python's KeyboardInterrupt, which
    could come anywhere in the loop."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)
