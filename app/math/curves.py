"""Curves from presets, files and strokes, as samples equally spaced in time. Pure numpy, no pygame.

A curve file is JSON in math coordinates (y up) holding either points, resampled by arc length,
    {"points": [[x, y], ...]}
or Fourier coefficients of z(t) = Σ c_k e^{ikt}, sampled at N points,
    {"coefficients": [{"k": 1, "re": 4.0, "im": 0.0}, ...]}
Presets add "title", "caption", "order" (menu position), optionally "resample": false (use the points
as the samples, as the 8-point square does), "period_seconds" and "length_unit" (for the teacup).
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from app.config import (
    DEFAULT_SAMPLES,
    MAX_FILE_BYTES,
    MAX_NAME_CHARS,
    MAX_PATH_CHARS,
    MAX_POINTS,
    MAX_SAMPLES,
    MAX_TEXT_CHARS,
    MAX_UNIT_CHARS,
)
from app.math.fourier import StrokeError, check_stroke, resample_by_arc_length, samples_from_coefficients
from app.paths import asset_path
from app.text import clean_name, clean_text

# Coordinates and coefficients beyond this overflow floats in lengths, sums and squares.
MAX_COORDINATE = 1e100


Progress = Callable[[int, int], None]  # (bytes read so far, file size)
PROGRESS_CHUNK = 1 << 22


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


def load_curve_file(
    path: str | Path, n_samples: int = DEFAULT_SAMPLES, progress: Progress | None = None
) -> Curve:
    """A curve from a JSON file (format in the module docstring); every failure is a CurveError.

    `progress(bytes_read, size)` is called as the file is read (from whatever thread reads it).
    """
    path = Path(path)
    where = clean_name(path.name) or clean_name(str(path))
    data = decode_curve_json(read_regular_file(path, MAX_FILE_BYTES, progress), where)
    return parse_curve(data, clean_name(path.stem) or "curve", n_samples, source=where)


def read_regular_file(path: str | Path, limit: int, progress: Progress | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; CurveError (one line) for anything else.

    Devices, pipes and sockets are refused before a byte is read (a link is judged by its target), so
    /dev/zero or a FIFO with no writer can neither fill memory nor block. At most limit + 1 bytes are read.
    """
    path = Path(path)
    shown = clean_name(str(path))
    where = clean_name(path.name) or shown
    encoded = os.fsencode(path)
    if len(encoded) > MAX_PATH_CHARS or any(len(part) > MAX_NAME_CHARS for part in encoded.split(b"/")):
        raise CurveError(f"{shown[:60]}: path is too long to open")
    try:
        _check_regular(os.stat(path), where, limit)
        # O_NONBLOCK: should the path have become a FIFO since the stat, opening it must not wait.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
        try:
            size = _check_regular(os.fstat(fd), where, limit)
            chunks = []
            total = 0
            # One read for a file that does not grow meanwhile; pieces when someone watches the progress.
            step = PROGRESS_CHUNK if progress is not None else limit + 1
            want = min(size + 1, limit + 1, step)
            while chunk := os.read(fd, want):
                chunks.append(chunk)
                total += len(chunk)
                if total > limit:
                    raise CurveError(f"{where}: file is larger than {limit // 1_000_000} MB")
                if progress is not None:
                    progress(total, size)
                want = min(step, limit + 1 - total)
        finally:
            os.close(fd)
    except (FileNotFoundError, NotADirectoryError):
        raise CurveError(f"{shown}: no such file") from None
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        raise CurveError(f"{where}: cannot read it ({clean_text(reason)})") from None
    except ValueError as exc:  # a NUL in the path, say (CurveError is a ValueError too)
        if isinstance(exc, CurveError):
            raise
        raise CurveError(f"{shown}: not a usable path") from None
    return b"".join(chunks)


def _check_regular(info: os.stat_result, where: str, limit: int) -> int:
    """The size of a regular file of at most `limit` bytes, else CurveError saying what it is."""
    if stat.S_ISDIR(info.st_mode):
        raise CurveError(f"{where}: is a folder, not a curve file")
    if not stat.S_ISREG(info.st_mode):
        raise CurveError(f"{where}: not a regular file (a device, pipe or socket cannot be a curve file)")
    if info.st_size > limit:
        raise CurveError(f"{where}: file is larger than {limit // 1_000_000} MB")
    return info.st_size


def decode_curve_json(raw: bytes, where: str) -> Any:
    """Decoded JSON, with a top-level "points" array of [x, y] pairs read straight into an (n, 2) array.

    Python lists of floats cost ~150 bytes a point, numpy 16: a 50 MB file of points stays small.
    """
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CurveError(f"{where}: not UTF-8 text (byte {exc.start})") from None
    del raw
    # json builds a Python object of ~100 bytes for each list and dict: count them first rather than
    # let a file of millions of tiny lists fill memory (a legal file has about one per point).
    if text.count("[") + text.count("{") > MAX_POINTS + 1000:
        raise CurveError(f"{where}: too many lists or objects for a curve file (at most {MAX_POINTS} points)")
    data = _object_with_fast_points(text, where)
    if data is not None:
        return data
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CurveError(f"{where}: not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, RecursionError):
        # json.loads refuses integers of over 4300 digits (ValueError) and very deep nesting.
        raise CurveError(f"{where}: not valid JSON (a number too long or nesting too deep)") from None


# JSON's number grammar; integer parts stop at json's own limit of 4300 digits, so longer ones go to json.
_NUMBER = r"-?(?:0|[1-9][0-9]{0,4299})(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"
_WS = r"[ \t\n\r]*+"
_PAIR = rf"\[{_WS}{_NUMBER}{_WS},{_WS}{_NUMBER}{_WS}\]"
# Possessive repeats: one pass over the array, no backtracking state kept per point.
_POINTS_ARRAY = re.compile(rf"\[{_WS}{_PAIR}{_WS}(?:,{_WS}{_PAIR}{_WS})*+\]")
_SPACES = re.compile(_WS)
_BRACKETS_TO_SPACES = bytes.maketrans(b"[],", b"   ")
_DECODER = json.JSONDecoder()


def _object_with_fast_points(text: str, where: str) -> dict[str, Any] | None:
    """A top-level object whose "points" array is well-formed, with that array as numpy; else None.

    Only the "points" value takes the fast road; every other value goes through json as usual. None
    (anything unusual, including every syntax error) leaves the whole text to json.loads and its messages.
    """

    def skip(i: int) -> int:
        return _SPACES.match(text, i).end()  # type: ignore[union-attr]

    data: dict[str, Any] = {}
    i = skip(0)
    if not text.startswith("{", i):
        return None
    i = skip(i + 1)
    try:
        while text.startswith('"', i):
            key, i = json.decoder.scanstring(text, i + 1)
            i = skip(i)
            if not text.startswith(":", i):
                return None
            i = skip(i + 1)
            found = _POINTS_ARRAY.match(text, i) if key == "points" else None
            if found:
                data[key], i = _points_array(text[i : found.end()], where), found.end()
            else:
                data[key], i = _DECODER.raw_decode(text, i)
            i = skip(i)
            if text.startswith(",", i):
                i = skip(i + 1)
            elif text.startswith("}", i):
                return data if skip(i + 1) == len(text) else None
            else:
                return None
    except (ValueError, RecursionError):  # JSONDecodeError among them: json.loads will say where
        return None
    return None


def _points_array(span: str, where: str) -> np.ndarray:
    """A matched "points" array (ASCII digits, brackets, commas, spaces) as an (n, 2) float array."""
    n = span.count("[") - 1
    if n > MAX_POINTS:
        raise CurveError(f"{where}: {n} points; at most {MAX_POINTS}")
    # fromstring parses like float() (correctly rounded), straight into the array.
    values = np.fromstring(span.encode("ascii").translate(_BRACKETS_TO_SPACES), dtype=float, sep=" ")
    return values.reshape(n, 2)


def curve_from_stroke(points: np.ndarray, n_samples: int = DEFAULT_SAMPLES) -> Curve:
    """A mouse stroke (complex points, math coordinates) closed and resampled by arc length."""
    try:
        samples = resample_by_arc_length(points, n_samples)
    except StrokeError as exc:
        raise CurveError(str(exc)) from None
    return Curve("drawing", "Your drawing", "Your drawing, closed and resampled by arc length.", samples)


def save_drawing(curve: Curve, folder: Path) -> Path:
    """Write a curve's samples as a points file (readable by load_curve_file) in folder; returns its path.

    The file appears whole or not at all (written to a temporary name, flushed to disk, then linked),
    and never replaces an existing drawing. OSError with the reason if it cannot be saved.
    """
    folder.mkdir(parents=True, exist_ok=True)
    points = [[round(float(z.real), 6), round(float(z.imag), 6)] for z in curve.samples]
    # The samples are already equally spaced in time: reloading them must not resample them again.
    content = (json.dumps({"resample": False, "points": points}) + "\n").encode("utf-8")
    fd, temp = tempfile.mkstemp(prefix=".drawing-", suffix=".part", dir=folder)
    try:
        try:
            view = memoryview(content)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        return _link_new_name(Path(temp), folder, f"drawing-{time.strftime('%Y%m%d-%H%M%S')}")
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)


def _link_new_name(temp: Path, folder: Path, stem: str) -> Path:
    """Give the finished temporary file a name of its own: stem.json, else stem-2.json, stem-3.json, ..."""
    for n in range(1, 1000):
        path = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        try:
            os.link(temp, path)  # fails rather than replace a file of that name
            return path
        except FileExistsError:
            continue
        except OSError:  # no hard links here (some network or FAT drives): claim the name, then fill it
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            except FileExistsError:
                continue
            try:
                os.replace(temp, path)
            except OSError:
                os.unlink(path)  # the empty name we claimed must not stay behind as a broken drawing
                raise
            return path
    raise OSError(errno.EEXIST, f"no free name for {stem}.json in {folder}")


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
    return Curve(
        name=name,
        title=_text_field(data, "title", MAX_TEXT_CHARS) or clean_text(name),
        caption=_text_field(data, "caption", MAX_TEXT_CHARS),
        samples=samples,
        period_seconds=float(period) if _is_number(period) and period > 0 else None,
        length_unit=_text_field(data, "length_unit", MAX_UNIT_CHARS) or None,
    )


def _text_field(data: dict[str, Any], key: str, max_len: int) -> str:
    """A string from a file, cleaned to one short printable line ("" if absent or not a string)."""
    value = data.get(key)
    return clean_text(value, max_len) if isinstance(value, str) else ""


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
    if isinstance(raw, np.ndarray):  # the fast road: already (n, 2) floats, at most MAX_POINTS
        xy = raw
    else:
        if not isinstance(raw, list) or not raw:
            raise CurveError(f'{where}: "points" must be a non-empty list of [x, y] pairs')
        if len(raw) > MAX_POINTS:
            raise CurveError(f"{where}: {len(raw)} points; at most {MAX_POINTS}")
        for i, p in enumerate(raw):
            if not (isinstance(p, list) and len(p) == 2 and _is_number(p[0]) and _is_number(p[1])):
                raise _bad_point(where, i, p)
        xy = np.asarray(raw, dtype=float)
    with np.errstate(invalid="ignore"):
        bad = ~np.all(np.isfinite(xy) & (np.abs(xy) <= MAX_COORDINATE), axis=1)
    if bad.any():
        i = int(np.argmax(bad))
        raise _bad_point(where, i, raw[i] if isinstance(raw, list) else xy[i].tolist())
    return xy[:, 0] + 1j * xy[:, 1]


def _bad_point(where: str, i: int, p: Any) -> CurveError:
    return CurveError(
        f"{where}: point {i} is {clean_text(json.dumps(p), 40)}, not [x, y] with finite numbers "
        f"of size at most {MAX_COORDINATE:g}"
    )


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
