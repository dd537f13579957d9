"""Curves from file data and strokes (a file read: app/io/curve_file.py; presets: app/io/presets.py), as
samples equally spaced in time. No pygame.

A curve file is JSON in math coordinates (y up) holding either points, resampled by arc length,
    {"points": [[x, y], ...]}
or Fourier coefficients of z(t) = Σ c_k e^{ikt}, sampled at N points,
    {"coefficients": [{"k": 1, "re": 4.0, "im": 0.0}, ...]}
Presets add "title", "caption", "order" (menu position), optionally "resample": false (use the points
as the samples, as the 8-point square does), "period_seconds" and "length_unit" (for the teacup).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from app.config import (
    DEFAULT_SAMPLES,
    MAX_POINTS,
    MAX_SAMPLES,
    MAX_STROKES,
    MAX_TEXT_CHARS,
    MAX_UNIT_CHARS,
    SAMPLE_CHOICES,
)
from app.errors import CurveError, InClause, Problem, curve_problem, said
from app.i18n import DEFAULT, tr
from app.io.curve_values import check_kinds, parse_coefficients, parse_points
from app.math.fourier import (
    StrokeError,
    check_stroke,
    resample_by_arc_length,
    samples_from_coefficients,
    samples_to_hold,
)
from app.math.tour import tour_samples
from app.text import clean_text

PICTURE_KINDS = frozenset({"png", "jpeg", "webp", "bmp", "gif"})  # traced as pictures (picture_curve.py)
Stroke = tuple[np.ndarray, bool]  # a stroke drawn to wait for Enter: its math points, and whether closed


@dataclass(frozen=True)
class Curve:
    """A closed curve as samples z_n = z(2πn/N), plus how to present it."""

    name: str
    title: str
    caption: str
    samples: np.ndarray
    period_seconds: float | None = None
    length_unit: str | None = None
    # The pen's jumps between strokes, as (start, end) fractions of the period: views leave them out.
    jumps: tuple[tuple[float, float], ...] = ()
    # A drawing of several or open strokes keeps them (math points) and which are closed, for saving.
    strokes: tuple[np.ndarray, ...] = ()
    closed: tuple[bool, ...] = ()
    # Korean title and caption (a preset's "title_ko", "caption_ko"); "" shows the English one.
    title_ko: str = ""
    caption_ko: str = ""
    # A curve given by coefficients keeps them (k, c_k), so it can be sampled afresh (app/io/resample.py).
    terms: tuple[tuple[int, complex], ...] = ()
    # An SVG's <text> elements, which are not drawn (the status line says so).
    texts_left_out: int = 0


def curve_title(curve: Curve, lang: str) -> str:
    """The curve's title in the language, English when it has none in that language."""
    return curve.title_ko if lang == "ko" and curve.title_ko else curve.title


def curve_caption(curve: Curve, lang: str) -> str:
    """The curve's caption in the language, English when it has none in that language."""
    return curve.caption_ko if lang == "ko" and curve.caption_ko else curve.caption


def curve_from_stroke(points: np.ndarray, n_samples: int = DEFAULT_SAMPLES) -> Curve:
    """A mouse stroke (complex points, math coordinates) closed and resampled by arc length."""
    try:
        samples = resample_by_arc_length(points, n_samples)
    except StrokeError as exc:
        raise CurveError(said(exc, DEFAULT, cli=True), exc) from None
    # The stroke is kept so that the curve can be resampled at another count (app/io/resample.py).
    return drawing_curve(samples, strokes=(np.asarray(points, dtype=complex),), closed=(True,))


def drawing_curve(samples: np.ndarray, **more: Any) -> Curve:
    """A drawing's Curve, titled and captioned from both catalogues as its strokes (in `more`) were drawn."""
    return titled(Curve("drawing", "", "", samples, **more))


def titled(curve: Curve, title: str = "") -> Curve:
    """A drawing named `title` ("": the catalogues' own name for a drawing, in each language), its caption
    saying so and how it was drawn, in both languages."""
    shape, n = drawing_shape(curve)
    names = {lang: title or tr(lang, "curve.drawing.title") for lang in ("en", "ko")}
    captions = {lang: tr(lang, f"curve.drawing.{shape}", n=n, title=names[lang]) for lang in names}
    return replace(
        curve, title=names["en"], caption=captions["en"], title_ko=names["ko"], caption_ko=captions["ko"]
    )


def drawing_shape(curve: Curve) -> tuple[str, int]:
    """How a drawing was drawn, as its caption tells it: "closed" (one closed stroke, or samples alone),
    "open" (one open stroke) or "strokes" (several); and its count of strokes."""
    n = len(curve.strokes)
    if n > 1:
        return "strokes", n
    return ("open" if n == 1 and not curve.closed[0] else "closed"), 1


MIN_STROKE_SAMPLES = 24  # what a stroke needs to keep its shape (a traced letter's outline, say)


def samples_for(n_samples: int, strokes: int) -> int:
    """The sample count of a curve of so many strokes read at n_samples: n_samples, or for many strokes
    the fewest Samples choice that gives each about MIN_STROKE_SAMPLES (at most the largest). A picture of
    76 letters' outlines at 512 samples had 7 points a letter: scribbles of its words."""
    need = strokes * MIN_STROKE_SAMPLES
    if need <= n_samples:
        return n_samples
    return next((n for n in SAMPLE_CHOICES if n >= need), max(n_samples, SAMPLE_CHOICES[-1]))


def curve_from_strokes(
    strokes: list[np.ndarray], closed: list[bool], n_samples: int = DEFAULT_SAMPLES
) -> Curve:
    """Strokes (complex math points), each closed or open, as one closed tour (app/math/tour.py), at
    samples_for(n_samples, their count) samples.

    A single closed stroke is exactly curve_from_stroke's curve.
    """
    if len(strokes) == 1 and closed[0]:
        return curve_from_stroke(strokes[0], n_samples)
    try:
        tour = tour_samples(strokes, closed, samples_for(n_samples, len(strokes)))
    except StrokeError as exc:
        raise CurveError(said(exc, DEFAULT, cli=True), exc) from None
    return drawing_curve(
        tour.samples,
        jumps=tour.jumps,
        strokes=tuple(np.asarray(z, dtype=complex) for z in strokes),
        closed=tuple(bool(c) for c in closed),
    )


def parse_curve(data: Any, name: str, n_samples: int, source: str | None = None) -> Curve:
    """Build a Curve from decoded JSON (points or coefficients)."""
    where = source or name
    check_sample_count(n_samples)
    if not isinstance(data, dict):
        raise curve_problem("not_object", where=where)
    if sum(key in data for key in ("points", "coefficients", "strokes")) != 1:
        raise curve_problem("exactly_one", where=where)
    check_kinds(data, where)
    closed = data.get("closed", True)
    if "strokes" in data or closed is not True:
        curve = _parse_strokes(data, where, n_samples)
        return replace(curve, name=name, **_presentation(data, name))
    if "points" in data:
        points = parse_points(data["points"], where)
        if data.get("resample", True):
            try:
                samples = resample_by_arc_length(points, n_samples)
            except StrokeError as exc:
                raise curve_problem("in_file", where=where, why=InClause(exc)) from None
            kept = {"strokes": (points,), "closed": (True,)}  # to resample at another count
        else:  # the points are the samples (--samples does not apply), within the same limit
            if len(points) > MAX_SAMPLES:
                raise curve_problem("too_many_samples", where=where, n=len(points), most=MAX_SAMPLES)
            try:
                check_stroke(points)
            except StrokeError as exc:
                raise curve_problem("in_file", where=where, why=InClause(exc)) from None
            samples, kept = points, {}
    else:
        terms = parse_coefficients(data["coefficients"], where)
        samples = samples_from_coefficients(terms, samples_to_hold(terms, n_samples))
        kept = {"terms": tuple(terms.items())}
    return Curve(name=name, samples=samples, **kept, **_presentation(data, name))


def _presentation(data: dict[str, Any], name: str) -> dict[str, Any]:
    """Title, caption, period and unit from a curve file (cleaned; defaults where absent or odd)."""
    period = data.get("period_seconds")
    title = _text_field(data, "title", MAX_TEXT_CHARS) or clean_text(name, runs=True)
    # No caption: the title is the line over the canvas (it stood empty, the file's title shown nowhere).
    return {
        "title": title,
        "caption": _text_field(data, "caption", MAX_TEXT_CHARS) or title,
        "title_ko": _text_field(data, "title_ko", MAX_TEXT_CHARS),
        "caption_ko": _text_field(data, "caption_ko", MAX_TEXT_CHARS),
        "period_seconds": None if period is None else float(period),  # (above 0: check_kinds)
        "length_unit": _text_field(data, "length_unit", MAX_UNIT_CHARS) or None,
    }


def _parse_strokes(data: dict[str, Any], where: str, n_samples: int) -> Curve:
    """ "strokes": [[[x, y], …], …] (or "points" as one stroke) with "closed": a flag or one per stroke."""
    raw = data["strokes"] if "strokes" in data else [data["points"]]
    if "coefficients" in data:
        raise curve_problem("closed_coefficients", where=where)
    if not isinstance(raw, list) or not raw or len(raw) > MAX_STROKES:
        raise curve_problem("strokes_list", where=where, most=MAX_STROKES)
    # Each place a Problem, so its "stroke" is said in the line's language too (it stayed English); counted
    # from 1, of how many. "points" with "closed": false has no strokes to name (it said "stroke 0").
    places: list[str | Problem] = (
        [Problem("problem.curve.stroke_at", where=where, j=j + 1, n=len(raw)) for j in range(len(raw))]
        if "strokes" in data
        else [where]
    )
    strokes = [parse_points(stroke, place) for stroke, place in zip(raw, places, strict=True)]
    if sum(len(z) for z in strokes) > MAX_POINTS:
        raise curve_problem("too_many_points", where=where, most=MAX_POINTS)
    flags = data.get("closed", True)
    if isinstance(flags, bool):
        flags = [flags] * len(strokes)
    if not (
        isinstance(flags, list) and len(flags) == len(strokes) and all(isinstance(f, bool) for f in flags)
    ):
        raise curve_problem("closed_flags", where=where)
    try:
        return curve_from_strokes(strokes, flags, n_samples)
    except CurveError as exc:
        raise curve_problem("in_file", where=where, why=InClause(exc)) from None


def _text_field(data: dict[str, Any], key: str, max_len: int) -> str:
    """A string from a file, cleaned to one short printable line ("" if absent or not a string)."""
    value = data.get(key)
    return clean_text(value, max_len) if isinstance(value, str) else ""


def check_sample_count(n_samples: int) -> None:
    if not 3 <= n_samples <= MAX_SAMPLES:
        raise curve_problem("samples", most=MAX_SAMPLES, n=n_samples)
