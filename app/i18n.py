"""The words the app shows, in English and Korean: one catalogue per language. No pygame.

Catalogues are assets/i18n/epicycles.<lang>.json in python-i18n's layout ({"ko": {"lesson": {...}}}), so
pygame_gui, given that folder, translates widget texts written as keys ("epicycles.help.title"); our
own drawing code asks `tr`. A key missing from a catalogue falls back to English, and tests check that
both catalogues hold the same keys.
"""

from __future__ import annotations

import json
import locale
import os
from collections.abc import Mapping
from functools import cache
from typing import Any

from app.paths import asset_path

LANGUAGES = {"en": "English", "ko": "한국어"}
DEFAULT = "en"
PREFIX = "epicycles."  # the namespace pygame_gui's i18n sees: the catalogue's file name


def _flatten(tree: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in tree.items():
        if isinstance(value, Mapping):
            out.update(_flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = str(value)
    return out


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every key of a language's catalogue ("lesson.ladder.title") and its text."""
    path = asset_path("i18n", f"epicycles.{lang}.json")
    return _flatten(json.loads(path.read_text(encoding="utf-8"))[lang])


def tr(lang: str, key: str, **params: object) -> str:
    """The text of key in lang (English if lang lacks it), with {params} filled in."""
    key = key.removeprefix(PREFIX)
    text = catalogue(lang).get(key) if lang in LANGUAGES else None
    if text is None:
        text = catalogue(DEFAULT)[key]
    return text.format(**params) if params else text


def counted(key: str, n: int) -> str:
    """key for a count of n: its "_one" form for one ("1 arrow", not "1 arrows"; the catalogues have both)."""
    return f"{key}_one" if n == 1 else key


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """Korean on a Korean system (LC_ALL, LC_MESSAGES or LANG, else the process locale), else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return "ko" if value.lower().startswith("ko") else DEFAULT
    code = locale.getlocale()[0] or ""
    return "ko" if code.lower().startswith("ko") else DEFAULT
