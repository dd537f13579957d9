"""The numbers of a curve file checked before any sum sees them: points, coefficients, finite and bounded
coordinates, each refusal naming the place in the file. No pygame, no disk."""

from __future__ import annotations

import json
import math
import sys
from typing import Any

import numpy as np

from app.config import MAX_POINTS, MAX_SAMPLES
from app.errors import CurveError, Number, Problem, curve_problem
from app.math.fourier import MAX_COORDINATE
from app.text import clean_text

# The bounds a refusal names: the window writes them 1e100 and 1.8e308, the command line 1e+100, 1.8e+308.
MOST = Number(f"{MAX_COORDINATE:g}")
PAST_ANY_FLOAT = Number(f"{sys.float_info.max:.3g}")


def is_coordinate(value: Any) -> bool:
    # Larger values overflow to inf in arc lengths, FFT sums and |c|², which no view can show anyway.
    return is_number(value) and abs(value) <= MAX_COORDINATE


def is_number(value: Any) -> bool:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # a JSON integer too large for a float
        return False


def parse_points(raw: Any, where: str | Problem) -> np.ndarray:
    if isinstance(raw, np.ndarray):  # the fast road: already (n, 2) floats, at most MAX_POINTS
        xy = raw
    else:
        if not isinstance(raw, list) or not raw:
            raise curve_problem("points_list", where=where)
        if len(raw) > MAX_POINTS:
            raise curve_problem("points_many", where=where, n=len(raw), most=MAX_POINTS)
        for i, p in enumerate(raw):
            if not (isinstance(p, list) and len(p) == 2 and all(is_number(v) or is_huge(v) for v in p)):
                raise bad_point(where, i, p, len(raw))
        xy = np.asarray(raw, dtype=float)
    with np.errstate(invalid="ignore"):
        bad = ~np.all(np.isfinite(xy) & (np.abs(xy) <= MAX_COORDINATE), axis=1)
    if bad.any():
        i = int(np.argmax(bad))
        raise bad_point(where, i, raw[i] if isinstance(raw, list) else xy[i].tolist(), len(xy))
    return xy[:, 0] + 1j * xy[:, 1]


def is_huge(value: Any) -> bool:
    """A number too large for a float (JSON's 1e400 or 400 digits, read as infinity); NaN is none."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    try:
        return math.isinf(value)
    except OverflowError:
        return True


# Each key's type is checked: "resample": "false" was read as true, and a title of 12345 dropped unseen.
FLAG_KEYS = ("resample",)
TEXT_KEYS = ("title", "caption", "title_ko", "caption_ko", "length_unit")


def check_kinds(data: dict[str, Any], where: str) -> None:
    """CurveError naming the first flag, text or period in data of the wrong type (absent ones are fine)."""
    for keys, right, problem in (
        (FLAG_KEYS, lambda v: isinstance(v, bool), "not_flag"),
        (TEXT_KEYS, lambda v: isinstance(v, str), "not_text"),
        (("period_seconds",), lambda v: is_number(v) or is_huge(v), "not_number"),  # (-1e400: not above 0)
    ):
        for key in keys:
            if key in data and not right(data[key]):
                value = clean_text(json.dumps(data[key]), 40)
                raise curve_problem(problem, where=where, name=key, value=value)
    # 1e400 reads as Infinity: too large, as a point's is (it said "must be a number, not Infinity").
    if is_huge(data.get("period_seconds")) and data["period_seconds"] > 0:
        raise curve_problem("huge_period", where=where, past=PAST_ANY_FLOAT)
    # A period of 0 or -3 was dropped without a word (the time read in radians): refused as its type is.
    if "period_seconds" in data and not data["period_seconds"] > 0:
        value = Number(clean_text(json.dumps(data["period_seconds"]), 40))
        raise curve_problem("period", where=where, value=value)


def bad_point(where: str | Problem, i: int, p: Any, n: int) -> CurveError:
    """Why point i (from 0) of n is refused: its numbers too large (said so, not as "not finite": the file is
    not damaged, its units are), else not [x, y] with two numbers."""
    i += 1  # said counting from 1, of how many, as an editor counts (its "point 2" was the third)
    if isinstance(p, list) and len(p) == 2 and all(is_number(v) or is_huge(v) for v in p):
        if any(is_huge(v) for v in p):  # (shown as it was read, [Infinity, 0], it told nothing)
            return curve_problem("huge_point", where=where, i=i, n=n, past=PAST_ANY_FLOAT, most=MOST)
        p_said = Number(clean_text(json.dumps(p), 40))
        return curve_problem("far_point", where=where, i=i, n=n, p=p_said, most=MOST)
    return curve_problem("bad_point", where=where, i=i, n=n, p=clean_text(json.dumps(p), 40))


def parse_coefficients(raw: Any, where: str) -> dict[int, complex]:
    if not isinstance(raw, list) or not raw:
        raise curve_problem("coefficients_list", where=where)
    terms: dict[int, complex] = {}
    for i, term in enumerate(raw):
        ok = isinstance(term, dict) and isinstance(term.get("k"), int) and not isinstance(term.get("k"), bool)
        parts = (term.get("re", 0.0), term.get("im", 0.0)) if ok else ()
        if ok and all(is_number(v) or is_huge(v) for v in parts) and not all(map(is_coordinate, parts)):
            raise curve_problem("far_coefficient", where=where, i=i + 1, n=len(raw), most=MOST)
        ok = ok and all(map(is_coordinate, parts))
        # 2·|k| + 1 samples hold frequency k, and they must stay within MAX_SAMPLES.
        if not ok or abs(term["k"]) > (MAX_SAMPLES - 1) // 2:
            k = (MAX_SAMPLES - 1) // 2
            raise curve_problem("bad_coefficient", where=where, i=i + 1, n=len(raw), k=k, most=MOST)
        terms[term["k"]] = terms.get(term["k"], 0) + complex(term.get("re", 0.0), term.get("im", 0.0))
    if all(c == 0 for k, c in terms.items() if k != 0):
        raise curve_problem("single_point", where=where)
    return terms
