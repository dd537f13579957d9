"""JSON objects with each key given once. json keeps the last of a key given twice silently, so a file edited
by hand would be read as one of its two meanings, unseen. No pygame."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from app.errors import quoted
from app.text import clean_text

MAX_KEY_CHARS = 40  # a key from a file, quoted in a line
Pairs = list[tuple[str, Any]]


class KeyTwice(Exception):  # noqa: N818 (not a ValueError: json's own handlers must not take it)
    """A key given twice in one object: which of its values counts is unclear."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def said_key(key: str) -> str:
    """A key from a file as a line names it: cleaned, cut short and quoted."""
    return quoted(clean_text(key, MAX_KEY_CHARS))


def keys_twice(pairs: Pairs) -> list[str]:
    """The keys an object gives more than once, each once, in the order they first come."""
    return [key for key, n in Counter(key for key, _ in pairs).items() if n > 1]


def once_each(pairs: Pairs) -> dict[str, Any]:
    """An object's pairs as a dict (json's object_pairs_hook); KeyTwice naming the first key given twice."""
    data = dict(pairs)
    if len(data) != len(pairs):
        raise KeyTwice(keys_twice(pairs)[0])
    return data


def loads_without_keys_twice(text: str | bytes) -> tuple[Any, list[str]]:
    """The JSON with each key given twice left out of its object (neither value is trusted), and those keys,
    each once; json's own errors (ValueError, RecursionError) as json.loads raises them."""
    left_out: dict[str, None] = {}  # (a set in the order they come)

    def kept(pairs: Pairs) -> dict[str, Any]:
        data = dict(pairs)
        if len(data) == len(pairs):
            return data
        twice = keys_twice(pairs)
        left_out.update(dict.fromkeys(twice))
        return {key: value for key, value in data.items() if key not in twice}

    return json.loads(text, object_pairs_hook=kept), list(left_out)
