"""A curve at another sample count, as reading it with `--samples N` would have made it. No pygame.

A curve made from strokes (a drawing, an SVG, a picture's outlines, a word, a file's points) is resampled
from its strokes by arc length (app/math/tour.py), with enough samples for each of many strokes
(curves.samples_for); one given by coefficients is sampled at N points, or
at 2K + 1 if N's bins cannot hold its frequencies (highest |k| = K); a curve whose points are its samples
("resample": false, the 8-point square) keeps them whatever N is.
"""

from __future__ import annotations

from dataclasses import replace

from app.io.curves import Curve, curve_from_strokes, samples_for
from app.math.fourier import samples_from_coefficients, samples_to_hold


def can_resample(curve: Curve) -> bool:
    """Whether the curve keeps what it was sampled from (else its samples are its own)."""
    return bool(curve.strokes or curve.terms)


def sample_count(curve: Curve, n: int) -> int:
    """How many samples the curve has when read at n (its own count if it cannot be resampled)."""
    if curve.terms:
        return samples_to_hold((k for k, _ in curve.terms), n)
    return samples_for(n, len(curve.strokes)) if curve.strokes else len(curve.samples)


def resampled(curve: Curve, n: int) -> Curve:
    """The curve with sample_count(curve, n) samples; the same object when that is what it has."""
    if sample_count(curve, n) == len(curve.samples):
        return curve
    if curve.terms:
        return replace(curve, samples=samples_from_coefficients(dict(curve.terms), sample_count(curve, n)))
    made = curve_from_strokes(list(curve.strokes), list(curve.closed), n)
    return replace(curve, samples=made.samples, jumps=made.jumps)
