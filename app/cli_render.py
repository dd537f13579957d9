"""The `render` subcommand: run the app headless for some frames and save the window as a PNG."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from app.cli_common import CliError
from app.config import FPS, MIN_WINDOW_SIZE, WINDOW_SIZE
from app.curves import check_preset_name
from app.rope_views import parse_rope_view


def register(subparsers: argparse._SubParsersAction) -> None:
    render = subparsers.add_parser("render", help="render the window headless to a PNG")
    render.add_argument("--preset", default="square8", metavar="NAME")
    render.add_argument("--frames", type=int, default=90, metavar="F", help=f"frames at {FPS} per second")
    render.add_argument("--size", default=f"{WINDOW_SIZE[0]}x{WINDOW_SIZE[1]}", metavar="WxH")
    render.add_argument("--rope", default="2", metavar="VIEW", help="RoPE panel view: 2, 32 or N arrows")
    render.add_argument("--out", required=True, metavar="FILE.png")
    render.set_defaults(handler=run_render)


def parse_size(text: str) -> tuple[int, int]:
    """'1280x800' → (1280, 800), at least the minimum window size."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise CliError(f"--size: expected WxH such as 1280x800, got {text!r}") from None
    if w < MIN_WINDOW_SIZE[0] or h < MIN_WINDOW_SIZE[1] or w > 8192 or h > 8192:
        raise CliError(f"--size: {w}x{h} is outside {MIN_WINDOW_SIZE[0]}x{MIN_WINDOW_SIZE[1]} .. 8192x8192")
    return w, h


def run_render(args: argparse.Namespace) -> int:
    size = parse_size(args.size)
    check_preset_name(args.preset)
    view = parse_rope_view(args.rope)
    if args.frames < 1:
        raise CliError("--frames must be at least 1")
    out = Path(args.out)
    if out.suffix.lower() != ".png" or out.is_dir():
        raise CliError("--out must name a .png file")
    if not out.parent.is_dir():
        raise CliError(f"--out: folder {out.parent} does not exist")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from app.ui.render import render_png  # pygame only now, after the driver is chosen

    try:
        render_png(size, args.preset, view, args.frames, out)
    except OSError as exc:
        raise CliError(f"--out: cannot write {out}: {exc.strerror or exc}") from None
    return 0
