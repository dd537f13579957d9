"""A cache key for objects compared by identity. No pygame."""

from __future__ import annotations


class Same:
    """Hashes and compares an object by identity, so a cache can key on an array (and keeps it alive)."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.obj is self.obj
