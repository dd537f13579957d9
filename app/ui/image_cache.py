"""A least-recently-used cache of images, bounded by their pixels' bytes as well as by their count.

A count alone does not bound memory: a text image is as large as its text is long, and a session's
texts (status lines, typed captions) vary, so 512 lines of text held 13 MB early in the soak and over
25 MB later. Evicting by bytes keeps what is kept about the same size whichever texts came by.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


class ImageCache:
    """make(*key) kept under key; the least recently used go once over `count` or `max_bytes`."""

    def __init__(self, make: Callable[..., pygame.Surface], count: int, max_bytes: int) -> None:
        self.make, self.count, self.max_bytes = make, count, max_bytes
        self.images: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.bytes = 0

    def __call__(self, *key: Hashable) -> pygame.Surface:
        image = self.images.get(key)
        if image is not None:
            self.images.move_to_end(key)
            return image
        image = self.images[key] = self.make(*key)
        self.bytes += size_of(image)
        while len(self.images) > 1 and (len(self.images) > self.count or self.bytes > self.max_bytes):
            self.bytes -= size_of(self.images.popitem(last=False)[1])
        return image

    def __len__(self) -> int:
        return len(self.images)

    def cache_clear(self) -> None:
        """Forget every image (as functools' caches are emptied)."""
        self.images.clear()
        self.bytes = 0


def size_of(image: pygame.Surface) -> int:
    """The bytes of an image's pixels."""
    return image.get_width() * image.get_height() * image.get_bytesize()
