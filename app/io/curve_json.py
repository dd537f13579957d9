"""Curve files' JSON decoded fast and bounded: a "points" array goes straight into numpy. No pygame."""

from __future__ import annotations

import json
import re
from typing import Any

import numpy as np

from app.config import MAX_POINTS
from app.errors import curve_problem
from app.io.json_keys import KeyTwice, once_each, said_key


def decode_curve_json(raw: bytes, where: str) -> Any:
    """Decoded JSON, with a top-level "points" array of [x, y] pairs read straight into an (n, 2) array.

    Python lists of floats cost ~150 bytes a point, numpy 16: a 50 MB file of points stays small.
    """
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        # Counted from 1, as lines and columns are (exc.start counts from 0).
        raise curve_problem("not_utf8", where=where, byte=exc.start + 1) from None
    del raw
    # json builds a Python object of ~100 bytes for each list and dict: count them first rather than
    # let a file of millions of tiny lists fill memory (a legal file has about one per point).
    if text.count("[") + text.count("{") > MAX_POINTS + 1000:
        raise curve_problem("too_many_lists", where=where, most=MAX_POINTS)
    try:
        return _decoded(text, where)
    except KeyTwice as twice:
        raise curve_problem("key_twice", where=where, field=said_key(twice.key)) from None


def _decoded(text: str, where: str) -> Any:
    data = _object_with_fast_points(text, where)
    if data is not None:
        return data
    try:
        return json.loads(text, object_pairs_hook=once_each)
    except json.JSONDecodeError as exc:
        if text.lstrip().startswith("<"):  # an SVG saved without its extension reads as JSON: say so
            raise curve_problem("xml_not_json", where=where) from None
        raise curve_problem("not_json", where=where, line=exc.lineno, column=exc.colno) from None
    except (ValueError, RecursionError):
        # json.loads refuses integers of over 4300 digits (ValueError) and very deep nesting.
        raise curve_problem("json_limits", where=where) from None


# JSON's number grammar; integer parts stop at json's own limit of 4300 digits, so longer ones go to json.
_NUMBER = r"-?(?:0|[1-9][0-9]{0,4299})(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"
_WS = r"[ \t\n\r]*+"
_PAIR = rf"\[{_WS}{_NUMBER}{_WS},{_WS}{_NUMBER}{_WS}\]"
# Possessive repeats: one pass over the array, no backtracking state kept per point.
_POINTS_ARRAY = re.compile(rf"\[{_WS}{_PAIR}{_WS}(?:,{_WS}{_PAIR}{_WS})*+\]")
_SPACES = re.compile(_WS)
_BRACKETS_TO_SPACES = bytes.maketrans(b"[],", b"   ")
_DECODER = json.JSONDecoder(object_pairs_hook=once_each)


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
            if key in data:
                raise KeyTwice(key)
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
        raise curve_problem("points_many", where=where, n=n, most=MAX_POINTS)
    # fromstring parses like float() (correctly rounded), straight into the array.
    values = np.fromstring(span.encode("ascii").translate(_BRACKETS_TO_SPACES), dtype=float, sep=" ")
    return values.reshape(n, 2)
