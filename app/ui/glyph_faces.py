"""Which face draws each character: the first of `faces` that has a glyph for it, asked of FreeType.

Characters are settled many at a time, face by face: pygame.freetype keeps only two faces open at once
(FreeType's cache manager at its defaults), so asking the three faces in turn for each character opened
Noto Sans KR's 6 MB file again for every new Hangul syllable, 2.4 ms each (the first switch to Korean at
4K spent a third of a second on it); face by face, each is opened once for the lot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame.freetype


class GlyphFaces:
    """A bounded memory of the face each character (regular or bold) is drawn with."""

    def __init__(
        self,
        faces: tuple[str, ...],
        path: Callable[[str, bool], str],
        not_in_first: frozenset[str],
        limit: int,
    ) -> None:
        self.faces, self.path, self.not_in_first, self.limit = faces, path, not_in_first, limit
        self._known: dict[tuple[str, bool], str] = {}
        self._open: dict[tuple[str, bool], pygame.freetype.Font] = {}

    def __len__(self) -> int:
        return len(self._known)

    def face(self, ch: str, bold: bool = False) -> str:
        """The first face with a glyph for ch (the first face if none has one)."""
        found = self._known.get((ch, bold))
        return found if found is not None else self.settle([ch], bold)[ch]

    def settle(self, chars: Iterable[str], bold: bool = False) -> dict[str, str]:
        """The face of each of chars, those not known yet found face by face."""
        found = {ch: self._known.get((ch, bold)) for ch in chars}
        left = [ch for ch, face in found.items() if face is None]
        for face in self.faces:
            if not left:
                break
            coverage = self._coverage(face, bold)
            skip = self.not_in_first if face == self.faces[0] else frozenset()
            missing = []
            for ch in left:
                metrics = None if ch in skip else coverage.get_metrics(ch)
                if metrics and metrics[0] is not None:
                    found[ch] = self._keep(ch, bold, face)
                else:
                    missing.append(ch)
            left = missing
        for ch in left:
            found[ch] = self._keep(ch, bold, self.faces[0])
        return found  # type: ignore[return-value] (every value is a face now)

    def has(self, face: str, ch: str, bold: bool = False) -> bool:
        """Whether face itself has a glyph for ch."""
        metrics = self._coverage(face, bold).get_metrics(ch)
        return bool(metrics) and metrics[0] is not None

    def _keep(self, ch: str, bold: bool, face: str) -> str:
        if len(self._known) >= self.limit:
            del self._known[next(iter(self._known))]  # the oldest: status lines bring ever new characters
        self._known[ch, bold] = face
        return face

    def _coverage(self, face: str, bold: bool) -> pygame.freetype.Font:
        """The face as a freetype font, only to ask which characters it has."""
        font = self._open.get((face, bold))
        if font is None:
            pygame.freetype.init()
            font = self._open[face, bold] = pygame.freetype.Font(self.path(face, bold), 12)
        return font
