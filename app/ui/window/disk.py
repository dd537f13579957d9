"""The loop's disk work: a curve file read on a worker (its progress and result polled each frame) and a new
drawing saved in the frame after the one that made it (so its first frame waits for no disk). Each ends in
intents for the one road to the state.

Files dropped together (the router says which: OpenPath's `together`) are read in turn until one opens:
one curve is shown at a time. The line then says what became of every other (it ended on the last one's
line: "…The previous curve stays." under the first file's curve)."""

from __future__ import annotations

import os
from pathlib import Path

from app.errors import Problem, curve_problem
from app.i18n import counted
from app.io.curves import Curve
from app.model import intents as i
from app.model.state import AppState
from app.text import clean_name
from app.ui.dialogs.files import CurveReader, list_saved, save_new_drawing, saved_name


class Disk:
    """At most one file being read and one new drawing waiting to be saved."""

    def __init__(self) -> None:
        self.reader: CurveReader | None = None
        self.to_save: tuple[Curve, int] | None = None  # a new drawing and the frame that made it
        self.refused: list[str] = []  # the files asked for while one was being read
        self.together: list[Path] = []  # dropped with the one being read: read next
        self.failed: list[i.FileFailed] = []  # those of them that could not be read

    @property
    def busy(self) -> bool:
        return self.reader is not None

    @property
    def working(self) -> bool:
        """A file being read, or a drawing waiting to be saved (by the next frame: the loop may not rest)."""
        return self.busy or self.to_save is not None

    def open(self, path: Path, saved: str = "", together: tuple[Path, ...] = ()) -> list[object]:
        """Start reading a curve file (saved: a saved drawing's file name), then, until one opens, the files
        dropped with it; a line if one is being read."""
        if self.reader is not None:
            self.refused += [clean_name(each.name) for each in (path, *together)]
            return [self._refusal()]
        self.reader, self.together = CurveReader(path, saved or saved_name(path)), list(together)
        return []

    def cancel(self) -> list[object]:
        """Esc: the file being read, and those dropped with it, left unread (the worker stops at its next
        piece; what it read is dropped)."""
        if self.reader is None:
            return []
        name, _ = self.reader.name, self.reader.cancel()
        self.reader, self.together, self.failed, self.refused = None, [], [], []
        return [i.ReadCancelled(name)]

    def _refusal(self) -> i.FileFailed:
        """The files refused while one is read, and why (said again after each line about the one read)."""
        key = counted("problem.curve.busy", len(self.refused))
        assert self.reader is not None
        problem = Problem(key, where=", ".join(self.refused), busy=self.reader.name)
        return i.FileFailed(str(problem), problem)

    def _and_refused(self, said: list[object]) -> list[object]:
        """The reader's intents with the refusals last, so the status line ends on them (two files dropped
        at once: the second's refusal was overwritten by the first's progress in the same frame); a failure
        of the file read says both."""
        refusal = self._refusal()
        if said and isinstance(said[-1], i.FileFailed):
            failed = said[-1]
            first = failed.problem if failed.problem is not None else failed.reason
            both = Problem("problem.curve.both", first=first, second=refusal.problem)
            return [*said[:-1], i.FileFailed(str(both), both)]
        return [*said, refusal] if said else []

    def save_later(self, curve: Curve, frame: int) -> None:
        self.to_save = (curve, frame)

    def poll(self, frame: int, state: AppState) -> list[object]:
        """What the disk has to say this frame: a drawing saved (one frame after it was made) and the
        listing after it, then the file being read's progress or result, which waits while a stroke is
        drawn (shown mid-stroke, its fitted view moved the stroke's first points from the pointer, and the
        stroke, half in each view, then replaced it) and until the drawing it made is said saved (the
        file's line said "Saved as drawing-….json")."""
        out: list[object] = []
        if self.to_save is not None and self.to_save[1] < frame:
            out += self.save_now()
        drawing = state.stroke is not None or self.to_save is not None
        reader = self.reader
        said = reader.poll() if reader is not None else []
        # Finished as its news says (a worker that ended after the news, asked again, had the reader forgotten
        # with its file unshown); news held back is asked for again next frame.
        finished = bool(said) and not isinstance(said[-1], i.FileProgress)
        if reader is not None and not (drawing and finished):
            if finished:
                # (a saved drawing has its menu entry, not Recent; a picture goes to Recent once it is used;
                # a model, opened in the Model tab, is no curve to list)
                unlisted = (i.FileFailed, i.PictureRead, i.OpenModelFile)
                read = not any(isinstance(intent, unlisted) for intent in said)
                if read and not reader.saved:
                    said.append(i.FileOpened(os.path.abspath(reader.path)))
                elif read:  # (listed again: picked in Open…, it may be older than the menu's newest)
                    said.append(list_saved(reader.saved))
                if self.together or self.failed:
                    said = self._in_turn(said)
            out += self._and_refused(said) if self.refused else said
            if finished and self.reader is reader:  # (not the next of files dropped together)
                self.reader, self.refused = None, []
        return out

    def _in_turn(self, said: list[object]) -> list[object]:
        """The result of one of several files dropped together: a failure makes way for the next (said once
        all are done); the first that opens leaves the rest unread, and DroppedTogether says so. A model is
        not opened: the Model tab's lines, coming later, would overwrite what became of the others."""
        if said and isinstance(said[-1], i.OpenModelFile):
            problem = curve_problem("model_with_others", where=clean_name(said[-1].path.name))
            said[-1] = i.FileFailed(str(problem), problem.problem)
        failed = said[-1] if said and isinstance(said[-1], i.FileFailed) else None
        if failed is not None:
            self.failed.append(failed)
            if self.together:  # (the next is read in the frames that follow)
                path = self.together.pop(0)
                self.reader = CurveReader(path, saved_name(path))
                return said[:-1]
        unread = tuple(clean_name(path.name) for path in self.together)
        told = i.DroppedTogether(tuple(self.failed), unread, opened=failed is None)
        self.together, self.failed = [], []
        return [*said[:-1], told] if failed is not None else [*said, told]  # (after its Recent entry)

    def save_now(self) -> list[object]:
        """Save the drawing waiting, if any, and list the saved drawings again."""
        if self.to_save is None:
            return []
        curve, self.to_save = self.to_save[0], None
        return [save_new_drawing(curve), list_saved()]
