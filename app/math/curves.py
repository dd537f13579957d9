"""Curves from presets, files and strokes, as samples equally spaced in time. Pure numpy, no pygame.

A curve file is JSON in math coordinates (y up) holding either points, resampled by arc length,
    {"points": [[x, y], ...]}
or Fourier coefficients of z(t) = Σ c_k e^{ikt}, sampled at N points,
    {"coefficients": [{"k": 1, "re": 4.0, "im": 0.0}, ...]}
Presets add "title", "caption", "order" (menu position), optionally "resample": false (use the points
as the samples, as the 8-point square does), "period_seconds" and "length_unit" (for the teacup).
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from app.config import DEFAULT_SAMPLES, MAX_FILE_BYTES, MAX_SAMPLES
from app.math.fourier import StrokeError, check_stroke, resample_by_arc_length, samples_from_coefficients
from app.paths import asset_path

# Coordinates and coefficients beyond this overflow floats in lengths, sums and squares.
MAX_COORDINATE = 1e100


class CurveError(ValueError):
    """A curve that cannot be read or is not a closed curve; the message is one line for the user."""


@dataclass(frozen=True)
class Curve:
    """A closed curve as samples z_n = z(2πn/N), plus how to present it."""

    name: str
    title: str
    caption: str
    samples: np.ndarray
    period_seconds: float | None = None
    length_unit: str | None = None


def presets_dir() -> Path:
    return asset_path("presets")


@cache
def preset_names() -> tuple[str, ...]:
    """Names of the bundled presets in menu order (read once: bundled files do not change)."""
    entries = []
    for path in presets_dir().glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        entries.append((data.get("order", 99), path.stem))
    return tuple(name for _, name in sorted(entries))


def check_preset_name(name: str) -> None:
    """CurveError naming the choices unless `name` is a bundled preset."""
    if name not in preset_names():
        raise CurveError(f"unknown preset {name!r}; choose one of {', '.join(preset_names())}")


def load_preset(name: str, n_samples: int = DEFAULT_SAMPLES) -> Curve:
    """A bundled preset by name, e.g. "square8" or "teacup"."""
    check_preset_name(name)
    path = presets_dir() / f"{name}.json"
    return parse_curve(json.loads(path.read_text(encoding="utf-8")), name, n_samples)


def load_curve_file(path: str | Path, n_samples: int = DEFAULT_SAMPLES) -> Curve:
    """A curve from a JSON file (format in the module docstring); every failure is a CurveError."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise CurveError(f"{path.name}: file is larger than {MAX_FILE_BYTES // 1_000_000} MB")
        data = json.loads(path.read_text(encoding="utf-8"))
    except CurveError:
        raise
    except FileNotFoundError:
        raise CurveError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise CurveError(f"{path}: is a folder, not a curve file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CurveError(f"{path.name}: cannot read it ({exc.__class__.__name__})") from None
    except json.JSONDecodeError as exc:
        raise CurveError(f"{path.name}: not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, RecursionError):
        # json.loads refuses integers of over 4300 digits (ValueError) and very deep nesting.
        raise CurveError(f"{path.name}: not valid JSON (a number too long or nesting too deep)") from None
    return parse_curve(data, path.stem, n_samples, source=path.name)


def curve_from_stroke(points: np.ndarray, n_samples: int = DEFAULT_SAMPLES) -> Curve:
    """A mouse stroke (complex points, math coordinates) closed and resampled by arc length."""
    try:
        samples = resample_by_arc_length(points, n_samples)
    except StrokeError as exc:
        raise CurveError(str(exc)) from None
    return Curve("drawing", "Your drawing", "Your drawing, closed and resampled by arc length.", samples)


def save_drawing(curve: Curve, folder: Path) -> Path:
    """Write a curve's samples as a points file (readable by load_curve_file) in folder; returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"drawing-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"drawing-{stamp}-{n}.json"
    points = [[round(float(z.real), 6), round(float(z.imag), 6)] for z in curve.samples]
    # The samples are already equally spaced in time: reloading them must not resample them again.
    path.write_text(json.dumps({"resample": False, "points": points}) + "\n", encoding="utf-8")
    return path


def parse_curve(data: Any, name: str, n_samples: int, source: str | None = None) -> Curve:
    """Build a Curve from decoded JSON (points or coefficients)."""
    where = source or name
    check_sample_count(n_samples)
    if not isinstance(data, dict):
        raise CurveError(f'{where}: expected a JSON object with "points" or "coefficients"')
    if ("points" in data) == ("coefficients" in data):
        raise CurveError(f'{where}: give exactly one of "points" or "coefficients"')
    if "points" in data:
        points = _parse_points(data["points"], where)
        if data.get("resample", True):
            try:
                samples = resample_by_arc_length(points, n_samples)
            except StrokeError as exc:
                raise CurveError(f"{where}: {exc}") from None
        else:  # the points are the samples (--samples does not apply), within the same limit
            if len(points) > MAX_SAMPLES:
                raise CurveError(f"{where}: {len(points)} points as samples; at most {MAX_SAMPLES}")
            try:
                check_stroke(points)
            except StrokeError as exc:
                raise CurveError(f"{where}: {exc}") from None
            samples = points
    else:
        terms = _parse_coefficients(data["coefficients"], where)
        samples = samples_from_coefficients(terms, max(n_samples, 2 * max(map(abs, terms)) + 1))
    period = data.get("period_seconds")
    unit = data.get("length_unit")
    return Curve(
        name=name,
        title=str(data.get("title", name)),
        caption=str(data.get("caption", "")),
        samples=samples,
        period_seconds=float(period) if _is_number(period) and period > 0 else None,
        length_unit=str(unit) if unit else None,
    )


def check_sample_count(n_samples: int) -> None:
    if not 3 <= n_samples <= MAX_SAMPLES:
        raise CurveError(f"samples must be between 3 and {MAX_SAMPLES}, not {n_samples}")


def _is_coordinate(value: Any) -> bool:
    # Larger values overflow to inf in arc lengths, FFT sums and |c|², which no view can show anyway.
    return _is_number(value) and abs(value) <= MAX_COORDINATE


def _is_number(value: Any) -> bool:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # a JSON integer too large for a float
        return False


def _parse_points(raw: Any, where: str) -> np.ndarray:
    if not isinstance(raw, list) or not raw:
        raise CurveError(f'{where}: "points" must be a non-empty list of [x, y] pairs')
    for i, p in enumerate(raw):
        if not (isinstance(p, list) and len(p) == 2 and _is_coordinate(p[0]) and _is_coordinate(p[1])):
            raise CurveError(
                f"{where}: point {i} is {json.dumps(p)[:40]}, not [x, y] with finite numbers "
                f"of size at most {MAX_COORDINATE:g}"
            )
    xy = np.asarray(raw, dtype=float)
    return xy[:, 0] + 1j * xy[:, 1]


def _parse_coefficients(raw: Any, where: str) -> dict[int, complex]:
    if not isinstance(raw, list) or not raw:
        raise CurveError(f'{where}: "coefficients" must be a non-empty list of {{k, re, im}}')
    terms: dict[int, complex] = {}
    for i, term in enumerate(raw):
        ok = isinstance(term, dict) and isinstance(term.get("k"), int) and not isinstance(term.get("k"), bool)
        ok = ok and _is_coordinate(term.get("re", 0.0)) and _is_coordinate(term.get("im", 0.0))
        # 2·|k| + 1 samples hold frequency k, and they must stay within MAX_SAMPLES.
        if not ok or abs(term["k"]) > (MAX_SAMPLES - 1) // 2:
            raise CurveError(
                f"{where}: coefficient {i} needs an integer k (|k| at most {(MAX_SAMPLES - 1) // 2}) "
                f"and numbers re, im of size at most {MAX_COORDINATE:g}"
            )
        terms[term["k"]] = terms.get(term["k"], 0) + complex(term.get("re", 0.0), term.get("im", 0.0))
    if all(c == 0 for k, c in terms.items() if k != 0):
        raise CurveError(f"{where}: only c_0 is non-zero, so the curve is a single point")
    return terms


@cache
def preset_curve(name: str) -> Curve:
    """A bundled preset at the default sample count, read once (bundled files do not change).

    The same object every time, so undo can tell curves apart by identity.
    """
    return load_preset(name)
