"""The `export` subcommand: the window's Export… from the command line.

Frames come from the same offscreen drawing as the dialog's (app/ui/export/export_frames.py) through the same
job; a progress bar goes to stderr when it is a terminal. Bad input: exit 2 before any work. A failed
write: exit 1, one line, no file. Ctrl+C or SIGTERM: stops between frames (128 + signal), no file.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path

from app import config
from app.cli.common import CliError, check_pixels, parse_whole
from app.cli.curves import add_curve_source, source_curve
from app.cli.unused import refuse, refuse_unused
from app.cli.window_args import parse_rope_view
from app.errors import Problem
from app.i18n import DEFAULT
from app.io.export_names import file_stem, rope_stem
from app.io.export_target import into_folder, out_path
from app.model.export_request import (
    ANIMATED,
    DATA,
    FORMATS,
    SEPARATORS,
    VIEWS,
    ExportRequest,
    frames_for,
)
from app.model.rope_state import RopeState

NAMED_IN_FOLDER = "the name the Export dialog offers in that folder"  # why a "folder/" --out was named so
MIN_SIZE = (320, 240)  # a smaller frame had no room for the curve under its words (160x120: words alone)


def register(subparsers: argparse._SubParsersAction) -> None:
    export = subparsers.add_parser("export", help="export a PNG, GIF or MP4 of the animation, or its data")
    add_curve_source(export)
    export.add_argument("--format", required=True, choices=FORMATS)
    export.add_argument("--view", choices=VIEWS, default="canvas", help="what to draw (default canvas)")
    export.add_argument(
        "--frames", metavar="N", help="a GIF's or MP4's frames over one period (default fps × 8 s)"
    )
    export.add_argument(
        "--fps", metavar="F", help="a GIF's or MP4's frames per second (default: GIF 15, MP4 30)"
    )
    export.add_argument(
        "--size",
        metavar="WxH",
        help="a picture's or film's WxH, or 480p, 720p, 1080p (default 480p; the whole window 720p)",
    )
    export.add_argument(
        "--quality",
        choices=tuple(config.MP4_QUALITY),
        default=config.EXPORT_QUALITY,
        help=f"an MP4's: x264's speed against file size (default {config.EXPORT_QUALITY})",
    )
    export.add_argument(
        "--arrows",
        metavar="n",
        help=f"the first n arrows (default: up to {config.MAX_DRAWN_ARROWS}; a table lists all)",
    )
    export.add_argument("--rope", default="2", metavar="2|32|N", help="the RoPE panel's view (default 2)")
    export.add_argument("--out", required=True, metavar="FILE")
    export.set_defaults(handler=run_export)


def parse_export_size(text: str) -> tuple[int, int]:
    if text in config.EXPORT_SIZES:
        return config.EXPORT_SIZES[text]
    parts = text.lower().split("x")
    if len(parts) != 2:
        raise CliError(f"--size: expected WxH such as 854x480, or 480p, 720p, 1080p; got {text[:40]!r}")
    w, h = (parse_whole(p, "--size", 1) for p in parts)
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        least = "x".join(map(str, MIN_SIZE))
        raise CliError(f"--size: {w}x{h} is smaller than {least}, too small for the curve and its words")
    check_pixels(w, h, config.MAX_EXPORT_PIXELS)
    return w, h


def refuse_unused_options(args: argparse.Namespace) -> None:
    """What the format and view leave unused is refused (app/cli/unused.py): a still or a table has no frames
    nor frame rate, only an MP4 a quality, a table no pixels; the RoPE panel's view is for the views that
    show it, the canvas' arrows for the views that show the canvas; a table lists the canvas or the panel,
    not the whole window."""
    fmt = f"--format {args.format}"
    if args.format not in ANIMATED:
        refuse_unused(args, fmt, "one_frame" if args.format == "png" else "no_frames", "--frames", "--fps")
    if args.format != "mp4":
        refuse_unused(args, fmt, "mp4_quality", "--quality")
    if args.format in DATA:
        refuse_unused(args, fmt, "table_size", "--size")
        if args.view == "window":
            raise refuse("--view window", fmt, "table_window")
    if args.view == "canvas":
        refuse_unused(args, "--view canvas", "rope_view", "--rope")
    if args.view == "rope":
        refuse_unused(args, "--view rope", "rope_arrows", "--arrows")


def build_request(args: argparse.Namespace) -> ExportRequest:
    """The request the options describe; CliError (exit 2) for anything out of bounds."""
    refuse_unused_options(args)
    # (the whole window needs its layout's least size, 960x600: 480p was it shrunk, its words unreadable)
    size = parse_export_size(args.size or ("720p" if args.view == "window" else "480p"))
    fps = float(parse_whole(args.fps, "--fps", 1, config.MAX_EXPORT_FPS)) if args.fps else None
    fps = fps or float(config.EXPORT_FPS.get(args.format, 15))
    frames = 1
    if args.format in ("gif", "mp4"):
        given = args.frames is not None
        frames = (
            parse_whole(args.frames, "--frames", 1, config.MAX_EXPORT_FRAMES)
            if given
            else frames_for(fps, None)
        )
    try:
        if args.out.endswith(SEPARATORS):  # a folder's name (Path drops the slash): as the dialog does
            out = into_folder(Path(args.out).expanduser(), out_stem(args), args.format)
        else:
            out = out_path(Path(args.out), args.format)
    except Problem as exc:
        raise CliError(f"--out: {exc}") from None
    request = ExportRequest(args.view, args.format, size, out, frames, fps, quality=args.quality)
    try:
        request.check()
    except ValueError as exc:
        raise CliError(str(exc)) from None
    return request


def out_stem(args: argparse.Namespace) -> str:
    """The name the Export dialog offers for what is exported (export_names): the RoPE chain's, or the
    preset's, the file's or the words' (it refused "--out clips/" with "give the file a name")."""
    if args.view == "rope":
        return rope_stem(RopeState.for_view(parse_rope_view(args.rope)))
    words = args.preset or (args.text if args.text is not None else Path(args.file).stem)
    return file_stem(words) or "epicycles"


def run_export(args: argparse.Namespace) -> int:
    request = build_request(args)
    view = parse_rope_view(args.rope)
    curve = source_curve(args)
    arrows = None if args.arrows is None else parse_whole(args.arrows, "--arrows", 1, len(curve.samples))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from app.ui.export.export_run import (  # pygame only now, after the driver is chosen
        ExportStoppedError,
        export,
    )

    try:
        result = export(
            curve,
            args.preset or ("text" if args.text else "file"),
            view,
            arrows,
            request,
            sys.stderr.isatty(),
            args.lang or DEFAULT,
        )
    except ExportStoppedError as stop:
        print(
            f"epicycles: export stopped by signal {stop.signum}; {request.path.name} not written",
            file=sys.stderr,
        )
        return 128 + stop.signum
    if result is not None:
        print(f"epicycles: error: {result}", file=sys.stderr)
        return 1
    if request.path.name != Path(args.out).name:  # (as the Export dialog names it: said, not a surprise)
        # The file is whole: a note that cannot be printed (2>/dev/full) does not fail the command.
        with contextlib.suppress(OSError, ValueError):
            why = NAMED_IN_FOLDER if args.out.endswith(SEPARATORS) else "with the format's ending"
            print(f"epicycles: note: written as {request.path}, {why}", file=sys.stderr)
            sys.stderr.flush()
    return 0
