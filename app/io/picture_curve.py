"""A picture file as a curve: its traced outlines (app/io/image_trace.py) toured as one closed curve."""

from __future__ import annotations

from dataclasses import replace

from app.config import DEFAULT_SAMPLES
from app.errors import CurveError, Problem, Term
from app.i18n import en_and_ko
from app.io.curves import PICTURE_KINDS, Curve, check_sample_count, curve_from_strokes
from app.io.image_read import read_grey
from app.io.image_trace import Mode, Traced, trace
from app.text import clean_text

__all__ = ["PICTURE_KINDS", "curve_of", "nothing_traced", "picture_curve", "why_nothing"]


def picture_curve(
    raw: bytes,
    name: str,
    n_samples: int = DEFAULT_SAMPLES,
    where: str = "",
    threshold: float | None = None,
    invert: bool = False,
    mode: Mode = "outlines",
) -> Curve:
    """The picture's outlines as one curve; CurveError (one line) when it cannot be read or has no ink."""
    check_sample_count(n_samples)
    where = where or name
    return curve_of(trace(read_grey(raw, where), threshold, invert, mode), name, n_samples, where)


def curve_of(traced: Traced, name: str, n_samples: int = DEFAULT_SAMPLES, where: str = "") -> Curve:
    """A traced picture's outlines as one curve toured by nearest ends; CurveError if there are none."""
    where = where or name
    if not traced.strokes:
        problem = nothing_traced(traced, where)
        raise CurveError(str(problem), problem)
    curve = curve_from_strokes(list(traced.strokes), [True] * len(traced.strokes), n_samples)
    n = len(traced.strokes)
    caption, caption_ko = en_and_ko(f"curve.picture.caption{'_one' * (n == 1)}", where=where, n=n)
    return replace(
        curve, name=name, title=clean_text(name, runs=True), caption=clean_text(caption, runs=True),
        title_ko="",
        caption_ko=clean_text(caption_ko, runs=True),
    )  # fmt: skip


def nothing_traced(traced: Traced, where: str) -> Problem:
    """Why a picture gave no outline, as Use refuses it: "{where}: nothing to trace …: {why}"."""
    edges = traced.mode == "edges" and traced.dark == 0
    key = "problem.image.nothing_edges" if edges else "problem.image.nothing"
    return Problem(key, where=where, why=Term(why_nothing(traced)))


def why_nothing(traced: Traced) -> str:
    """The catalogue key of why a picture gave no outline (the Image window says it at once, as Use would):
    all paper (or, for Edges, one tone), all ink, or ink only in specks too small to keep. With Invert the
    paper is the ink: a white picture is all ink then."""
    if traced.mode == "edges" and traced.dark == 0:
        return "problem.image.why.one_tone"
    if traced.ink == 0:
        return "problem.image.why.no_ink"
    return "problem.image.why." + ("all_ink" if traced.ink == 1 else "specks")
