"""The `render` subcommand: run the app headless for some frames and save the window as a PNG."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from app.cli.common import CliError
from app.cli.window_args import parse_rope_view, parse_size
from app.config import FPS, MAX_RENDER_FRAMES, MAX_RENDER_PIXELS, WINDOW_SIZE
from app.errors import Problem, os_reason
from app.i18n import DEFAULT
from app.io.presets import check_preset_name
from app.model.export_request import blank_name


def register(subparsers: argparse._SubParsersAction) -> None:
    render = subparsers.add_parser("render", help="render the window headless to a PNG")
    render.add_argument("--preset", default="square8", metavar="NAME", help="the curve (default square8)")
    render.add_argument(
        "--frames", type=int, default=90, metavar="F", help=f"frames at {FPS} per second (default 90)"
    )
    size = f"{WINDOW_SIZE[0]}x{WINDOW_SIZE[1]}"
    render.add_argument("--size", default=size, metavar="WxH", help=f"the window's size (default {size})")
    render.add_argument(
        "--rope", default="2", metavar="VIEW", help="RoPE panel view: 2, 32 or N arrows (default 2)"
    )
    render.add_argument("--out", required=True, metavar="FILE.png")
    render.set_defaults(handler=run_render)


def run_render(args: argparse.Namespace) -> int:
    size = parse_size(args.size, MAX_RENDER_PIXELS)
    check_preset_name(args.preset)
    view = parse_rope_view(args.rope)
    if not 1 <= args.frames <= MAX_RENDER_FRAMES:
        raise CliError(Problem("problem.cli.frames", most=MAX_RENDER_FRAMES, n=args.frames))
    out = Path(args.out)
    if blank_name(out.name):  # ("   .png" was written)
        raise CliError(f"--out: {Problem('problem.export.no_name')}")
    if out.suffix.lower() != ".png" or out.is_dir():
        raise CliError(Problem("problem.cli.png_out"))
    if not out.parent.is_dir():
        raise CliError(Problem("problem.cli.no_folder", folder=str(out.parent)))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from app.ui.export.render import (  # pygame only now, after the driver is chosen
        RenderStoppedError,
        render_png,
    )

    try:
        render_png(size, args.preset, view, args.frames, out, args.lang or DEFAULT)
    except OSError as exc:  # a write failure, as export's: exit 1 (a bad --out was refused above: 2)
        said = Problem("problem.cli.cannot_write", name=out.name, reason=os_reason(exc))
        print(f"epicycles: error: {said}", file=sys.stderr)
        return 1
    except RenderStoppedError as stop:
        said = Problem("problem.cli.render_stopped", signum=stop.signum, name=out.name)
        print(f"epicycles: {said}", file=sys.stderr)
        return 128 + stop.signum  # what a shell reports for a process ended by that signal
    return 0
