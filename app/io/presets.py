"""The bundled preset curves (assets/presets/*.json, read as curve files are: see curves.py). No pygame."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from app.config import DEFAULT_SAMPLES
from app.errors import curve_problem
from app.io.curves import Curve, parse_curve
from app.paths import asset_path


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
        raise curve_problem("no_preset", name=repr(name), names=", ".join(preset_names()))


def load_preset(name: str, n_samples: int = DEFAULT_SAMPLES) -> Curve:
    """A bundled preset by name, e.g. "square8" or "teacup"."""
    check_preset_name(name)
    path = presets_dir() / f"{name}.json"
    return parse_curve(json.loads(path.read_text(encoding="utf-8")), name, n_samples)


@cache
def preset_curve(name: str) -> Curve:
    """A bundled preset at the default sample count, read once (bundled files do not change).

    The same object every time, so undo can tell curves apart by identity.
    """
    return load_preset(name)
