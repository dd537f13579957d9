"""The loop's disk work: a curve file read on a worker (its progress and result polled each frame) and a new
drawing saved in the frame after the one that made it (so its first frame waits for no disk). Each ends in
intents for the one road to the state."""

from __future__ import annotations

import os
from pathlib import Path

from app.io.curves import Curve
from app.model import intents as i
from app.ui.dialogs.files import CurveReader, list_saved, save_new_drawing


class Disk:
    """At most one file being read and one new drawing waiting to be saved."""

    def __init__(self) -> None:
        self.reader: CurveReader | None = None
        self.to_save: tuple[Curve, int] | None = None  # a new drawing and the frame that made it

    @property
    def busy(self) -> bool:
        return self.reader is not None

    def open(self, path: Path, saved: str = "") -> list[object]:
        """Start reading a curve file (saved: a saved drawing's file name); a line if one is being read."""
        if self.reader is not None:
            return [i.FileFailed(f"still reading {self.reader.name}; pick it again when that is done")]
        self.reader = CurveReader(path, saved)
        return []

    def save_later(self, curve: Curve, frame: int) -> None:
        self.to_save = (curve, frame)

    def poll(self, frame: int) -> list[object]:
        """What the disk has to say this frame: a drawing saved (one frame after it was made) and the
        listing after it, then the file being read's progress or result."""
        out: list[object] = []
        if self.to_save is not None and self.to_save[1] < frame:
            out += self.save_now()
        if self.reader is not None:
            out += self.reader.poll()
            if self.reader.finished:
                # (a saved drawing is in the menu already; a picture goes to Recent once it is used)
                read = not any(isinstance(intent, (i.FileFailed, i.PictureRead)) for intent in out)
                if read and not self.reader.saved:
                    out.append(i.FileOpened(os.path.abspath(self.reader.path)))
                self.reader = None
        return out

    def save_now(self) -> list[object]:
        """Save the drawing waiting, if any, and list the saved drawings again."""
        if self.to_save is None:
            return []
        curve, self.to_save = self.to_save[0], None
        return [save_new_drawing(curve), list_saved()]
