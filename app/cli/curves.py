"""The `coeffs` and `path` subcommands: a curve's Fourier coefficients and its pen positions, as JSON.

Math coordinates (y up); t in radians with period 2π.
"""

from __future__ import annotations

import argparse
import sys

from app.cli.common import CliError, check_work, emit_json, parse_float_list, parse_point
from app.cli.unused import given, refuse_without
from app.config import DEFAULT_SAMPLES, MAX_PATH_WORK, SAMPLE_CHOICES
from app.io.curve_file import load_curve_file
from app.io.curves import MIN_STROKE_SAMPLES, Curve, CurveError
from app.io.presets import load_preset
from app.io.text_outline import DEFAULT_FONT, FONTS, text_curve
from app.math import fourier


def register(subparsers: argparse._SubParsersAction) -> None:
    coeffs = subparsers.add_parser("coeffs", help="print all N Fourier coefficients of a curve as JSON")
    add_curve_source(coeffs)
    coeffs.add_argument(
        "--start", type=int, default=0, metavar="S", help="start the curve S samples later (default 0)"
    )
    coeffs.add_argument(
        "--reverse", action="store_true", help="trace the curve backwards from the same start"
    )
    coeffs.add_argument("--shift", metavar="X,Y", help="translate the curve by X + iY")
    coeffs.add_argument("--json", action="store_true", help="print JSON (required)")
    coeffs.set_defaults(handler=run_coeffs)

    path = subparsers.add_parser("path", help="print the pen's position at given times as JSON")
    add_curve_source(path)
    path.add_argument("--t", required=True, metavar="T1,T2,…", help="times in radians (period 2π)")
    path.add_argument("--arrows", type=int, metavar="n", help="use the first n arrows (default: all)")
    path.add_argument(
        "--order", choices=fourier.ORDERS, default="amplitude", help="arrow order (default amplitude)"
    )
    path.add_argument("--json", action="store_true", help="print JSON (required)")
    path.set_defaults(handler=run_path)


def add_curve_source(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--preset", metavar="NAME", help="a bundled preset (see --list-presets)")
    source.add_argument("--file", metavar="PATH", help='a JSON file {"points": [[x, y], ...]} or an SVG')
    source.add_argument("--text", metavar="TEXT", help="a word or a line, drawn as its letters' outlines")
    parser.add_argument(
        "--font",
        choices=tuple(FONTS),
        default=DEFAULT_FONT,
        help=f"the font of --text (default {DEFAULT_FONT})",
    )
    parser.add_argument(
        "--samples",
        type=int,
        default=None,
        metavar="N",
        help=f"the curve's samples, as the window's Samples menu takes them: strokes and points resampled by "
        f"arc length (many strokes: about 24 each, at least), coefficients sampled at N (at least 2K+1), "
        f"a curve whose points are its samples keeps them; stderr says when the count differs "
        f"(default {DEFAULT_SAMPLES})",
    )


def load_source(args: argparse.Namespace) -> Curve:
    """The curve named by --preset, --file or --text, sampled at --samples points."""
    if not args.json:
        raise CliError("add --json: this command prints JSON")
    return source_curve(args)


def source_curve(args: argparse.Namespace) -> Curve:
    """The curve of add_curve_source's options; CliError (exit 2) when it cannot be had. A count of samples
    other than --samples is said on stderr (a script asking for 100 got 512 with no word)."""
    n = DEFAULT_SAMPLES if args.samples is None else args.samples
    if args.text is None and given(args, "--font"):
        raise refuse_without("--font", "--text", "font_text")
    try:
        if args.preset is not None:
            curve = load_preset(args.preset, n)
        elif args.text is not None:
            curve = text_curve(args.text, args.font, n)
        else:
            curve = load_curve_file(args.file, n)
    except CurveError as exc:
        raise CliError(exc) from None
    if args.samples is not None and len(curve.samples) != n:  # (asked for: a script counts on it)
        print(
            f"epicycles: note: {len(curve.samples)} samples, not {n}: {why_count(curve)}",
            file=sys.stderr,
        )
    return curve


def why_count(curve: Curve) -> str:
    if curve.terms:
        return "its coefficients need at least 2K+1"
    if curve.strokes:
        each, least = MIN_STROKE_SAMPLES, SAMPLE_CHOICES[0]
        return f"its {len(curve.strokes)} strokes need about {each} each, at least {least}"
    return "its points are its samples"


def run_coeffs(args: argparse.Namespace) -> int:
    samples = load_source(args).samples
    samples = fourier.start_at(samples, args.start % len(samples))
    if args.reverse:
        samples = fourier.reverse(samples)
    if args.shift is not None:
        samples = fourier.translate(samples, parse_point(args.shift, "--shift"))
    spectrum = fourier.compute_coefficients(samples)
    emit_json(
        {
            "samples": spectrum.n_samples,
            "coefficients": [
                {"k": int(k), "re": float(c.real), "im": float(c.imag)}
                for k, c in zip(spectrum.k, spectrum.c, strict=True)
            ],
        }
    )
    return 0


def run_path(args: argparse.Namespace) -> int:
    times = parse_float_list(args.t, "--t")
    spectrum = fourier.compute_coefficients(load_source(args).samples)
    n = spectrum.n_samples if args.arrows is None else args.arrows
    if not 1 <= n <= spectrum.n_samples:
        raise CliError(f"--arrows must be between 1 and {spectrum.n_samples}, not {n}")
    check_work(len(times) * n, MAX_PATH_WORK, "path: times × arrows")
    pen = fourier.pen_positions(fourier.make_chain(spectrum, args.order, n), times)
    points = [{"t": t, "x": float(z.real), "y": float(z.imag)} for t, z in zip(times, pen, strict=True)]
    emit_json({"points": points})
    return 0
