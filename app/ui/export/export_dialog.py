"""The Export… dialog (pygame_gui). It ends in an intent for the loop.

The dialog picks what (canvas, RoPE panel, whole window), format, size, an MP4's quality, length, frame
rate, the Δ range and the file, greying what the format does not use, and opens with the last export's
choices; Export (or Return in a field) gives StartExport with a checked request and the choices (or
ExportFailed saying which field is wrong), Copy gives CopyTable. (The progress window: export_progress.py.)
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UITextEntryLine,
    UIWindow,
)

from app import config
from app.errors import Problem
from app.io.export_names import default_path, typed_once, typed_whole, with_format
from app.io.export_target import read_choices, typed_path
from app.model import intents as i
from app.model.export_request import SEPARATORS, Choices, blank_name
from app.model.state import AppState
from app.ui.dialogs.question import centred
from app.ui.export.export_choices import (
    FORMAT_CHOICES,
    LENGTH_CHOICES,
    QUALITY_CHOICES,
    USED,
    VIEW_CHOICES,
    choice,
    sizes_for,
    start_choices,
)
from app.ui.window.dialog_hover import hold_hover
from app.ui.window.drop_down import offer
from app.ui.window.field_cap import capped, put_text
from app.ui.window.greyed_button import GreyedButton
from app.ui.window.script_face import ANY_SCRIPT
from app.ui.window.window_scale import grey

DIALOG_SIZE = (520, 358)
LABEL_W, ROW, GAP = 96, 30, 8


class ExportDialog:
    """The Export… window; `process_event` returns an intent when one of its buttons is pressed."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        screen: tuple[int, int],
        state: AppState,
        last: Choices | None = None,
    ) -> None:
        w = DIALOG_SIZE[0]
        rect = centred(screen, DIALOG_SIZE)
        self.window = UIWindow(
            rect, manager, window_display_title="epicycles.ui.export.export", object_id="#export_window"
        )
        hold_hover(self.window)
        self.state = state
        start = start_choices(state, last)
        self.fields: dict[str, Any] = {}
        width = w - 32 - LABEL_W - GAP
        y = 6

        def row(label: str) -> pygame.Rect:
            nonlocal y
            UILabel(pygame.Rect(6, y, LABEL_W, ROW), label, manager, container=self.window)
            out = pygame.Rect(6 + LABEL_W + GAP, y, width, ROW)
            y += ROW + GAP
            return out

        def menu(name: str, choices: list[tuple[str, str]], picked: str, r: pygame.Rect) -> None:
            self.fields[name] = UIDropDownMenu(
                choices, choice(choices, picked), r, manager, container=self.window
            )

        menu("view", VIEW_CHOICES, start.view, row("epicycles.ui.export.what"))
        menu("format", FORMAT_CHOICES, start.format, row("epicycles.ui.export.format"))
        menu("size", sizes_for(start.view), start.size, row("epicycles.ui.export.size"))
        r = row("epicycles.ui.export.quality")
        menu("quality", QUALITY_CHOICES, start.quality, r)
        self.fields["quality"].set_tooltip("epicycles.ui.export.quality_tip")
        r = row("epicycles.ui.export.length")
        menu("length", LENGTH_CHOICES, start.length, pygame.Rect(r.x, r.y, r.w - 110, ROW))
        self.fields["seconds"] = self._entry(pygame.Rect(r.right - 104, r.y, 64, ROW), start.seconds)
        UILabel(
            pygame.Rect(r.right - 36, r.y, 36, ROW),
            "epicycles.ui.export.seconds_unit",
            manager,
            container=self.window,
        )
        r = row("epicycles.ui.export.fps")
        self.fields["fps"] = self._entry(pygame.Rect(r.x, r.y, 84, ROW), start.fps)
        UILabel(
            pygame.Rect(r.x + 90, r.y, 90, ROW),
            "epicycles.ui.export.delta_from",
            manager,
            container=self.window,
        )
        self.fields["lo"] = self._entry(pygame.Rect(r.x + 184, r.y, 76, ROW), str(state.rope.lo))
        UILabel(
            pygame.Rect(r.x + 262, r.y, 24, ROW), "epicycles.ui.export.to", manager, container=self.window
        )
        self.fields["hi"] = self._entry(pygame.Rect(r.right - 76, r.y, 76, ROW), str(state.rope.hi))
        path = row("epicycles.ui.export.file")
        self.fields["path"] = self._entry(path, start.path, config.MAX_PATH_CHARS, ANY_SCRIPT)
        self.offered = start.path  # the name as the dialog last offered it: untouched, it follows the view
        self.refused: tuple[str, str] | None = None  # the name and reason of its last refusal, until fixed
        self.unwritable: Path | None = None  # a file its export could not write: its line stays while named
        y += 4
        self.export_button = UIButton(
            pygame.Rect(w - 32 - 96, y, 96, ROW), "epicycles.ui.export.export", manager, container=self.window
        )
        self.copy_button = GreyedButton(
            pygame.Rect(w - 32 - 96 - 8 - 150, y, 150, ROW),
            "epicycles.ui.export.copy",
            manager,
            container=self.window,
            tool_tip_text="epicycles.ui.export.copy_tip",
        )
        self.cancel_button = UIButton(
            pygame.Rect(6, y, 90, ROW), "epicycles.ui.export.cancel", manager, container=self.window
        )
        self._grey_unused()

    def _entry(
        self, rect: pygame.Rect, text: str, limit: int = config.MAX_SHORT_CHARS, face: str | None = None
    ) -> UITextEntryLine:
        """A field; face: its theme class (ANY_SCRIPT for a path, which may hold any script)."""
        manager = self.window.ui_manager
        entry = capped(UITextEntryLine(rect, manager, container=self.window, object_id=face), limit)
        entry.set_text(text)
        return entry

    def picked(self, name: str) -> str:
        """The option id picked in a drop-down."""
        menu = self.fields[name]
        return menu.selected_option[1]

    def choices(self) -> Choices:
        f = self.fields
        return Choices(
            view=self.picked("view"),
            format=self.picked("format"),
            size=self.picked("size"),
            length=self.picked("length"),
            quality=self.picked("quality"),
            seconds=f["seconds"].get_text(),
            fps=f["fps"].get_text(),
            lo=f["lo"].get_text(),
            hi=f["hi"].get_text(),
            path=f["path"].get_text(),
        )

    def process_event(
        self, event: pygame.event.Event, part_sizes: dict[str, tuple[int, int]]
    ) -> object | None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if element is self.fields["format"]:
                self._format_changed(event.selected_option_id)
            elif element is self.fields["view"]:
                self._name_anew(self.picked("format"))
                offer(self.fields["size"], sizes_for(self.picked("view")), self.picked("size"))
            self._grey_unused()
        path = self.fields["path"]
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element is path:
            self._mend_typed(path)
        ours = any(element is field for field in self.fields.values())
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and ours:
            return self._export(part_sizes)  # Return in a field: the default button, as in the other dialogs
        changed = (pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_TEXT_ENTRY_CHANGED)
        if event.type in changed and ours and self.refused is not None:
            return self._read_again(part_sizes)
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        if element is self.cancel_button:
            return i.Escape()
        if element is self.copy_button and not self.copy_button.greyed:
            return i.CopyTable("rope" if self.picked("view") == "rope" else "canvas")
        if element is self.export_button:
            return self._export(part_sizes)
        return None

    def _mend_typed(self, path: UITextEntryLine) -> None:
        """What was typed over the offered name (which keeps its folder before and its kind after): a path
        typed whole replaces the folder, a kind typed again goes once (the cursor stays by the typing)."""
        whole = typed_whole(path.get_text())  # (the folder before goes)
        if whole is not None:
            put_text(path, whole, path.edit_position - (len(path.get_text()) - len(whole)))
        once = typed_once(path.get_text())  # (the kind after goes)
        if once is not None:
            put_text(path, once, min(path.edit_position, len(once)))

    def _export(self, part_sizes: dict[str, tuple[int, int]]) -> object:
        """StartExport with the checked request, or ExportFailed saying which field is wrong."""
        self._into_folder()
        return self._read(part_sizes)

    def _read_again(self, part_sizes: dict[str, tuple[int, int]]) -> object | None:
        """After a refusal, the fields read again as they change, so that its line tells the truth: gone
        once they read (it stayed, saying what had been fixed), or saying the new fault (None: the same)."""
        refused = self.refused
        read = self._read(part_sizes)
        if isinstance(read, i.StartExport):
            if read.request.path == self.unwritable:  # (the fields read, but only writing tells it is fixed)
                self.refused = refused
                return None
            self.unwritable = None
            return i.ExportFieldsFine()
        return None if self.refused == refused else read

    def _read(self, part_sizes: dict[str, tuple[int, int]]) -> object:
        """StartExport with the checked request, or ExportFailed saying which field is wrong (kept as the
        dialog's refusal until the fields read)."""
        choices = self.choices()
        try:
            window = (self.state.rope.lo, self.state.rope.hi)
            request = read_choices(choices, part_sizes, self.folder(), window)
        except ValueError as exc:
            problem = exc if isinstance(exc, Problem) else None
            self.refused = (choices.path.strip(), str(exc))
            return i.ExportFailed(file_name(self.refused[0]), self.refused[1], problem)
        self.refused = None  # (the path kept as written: a bare name kept offered the working folder)
        return i.StartExport(request, replace(choices, path=str(request.path)))

    def _into_folder(self) -> None:
        """A name ending in "/" names a folder: the export goes into it, under the name offered there (it
        was written beside it, named after the folder). A folder that is not there is refused."""
        text = self.fields["path"].get_text().strip()
        folder = typed_path(text, self.folder())
        if text.endswith(SEPARATORS) and folder.is_dir():
            self.offered = default_path(self.state, self.picked("view"), self.picked("format"), folder)
            self.fields["path"].set_text(self.offered)

    def write_failed(self, path: Path, reason: str) -> None:
        """The file named could not be written: its line goes once the fields name another (it stayed)."""
        self.unwritable = path
        self.refused = (self.fields["path"].get_text().strip(), reason)

    def folder(self) -> Path:
        """The folder of the name the dialog offered: a name typed without a folder goes into it."""
        return Path(self.offered).expanduser().parent

    def _format_changed(self, fmt: str) -> None:
        """A new format brings its usual frame rate, and its extension to the file's name: a typed name
        keeps its words, an offered one is offered anew."""
        if not self._name_anew(fmt):
            self.fields["path"].set_text(with_format(self.fields["path"].get_text(), fmt))
        if fmt in config.EXPORT_FPS:
            self.fields["fps"].set_text(str(config.EXPORT_FPS[fmt]))

    def _name_anew(self, fmt: str) -> bool:
        """Offer a new name for what is picked, in the same folder (a folder picked stays picked), unless
        the user has typed one; whether it did."""
        field = self.fields["path"]
        if field.get_text() != self.offered:
            return False
        path = Path(field.get_text().strip()).expanduser()
        self.offered = default_path(self.state, self.picked("view"), fmt, path.parent if path.name else None)
        field.set_text(self.offered)
        return True

    def _grey_unused(self) -> None:
        """Grey the fields the picked format does not read (and the seconds unless the length is in them, and
        the RoPE Δ range for the canvas alone, where no Δ moves), and Copy table for the whole window."""
        used = set(USED[self.picked("format")])
        if self.picked("length") != "seconds":
            used.discard("seconds")
        if self.picked("view") == "canvas":
            used -= {"lo", "hi"}
        for name in ("view", "size", "quality", "length", "seconds", "fps", "lo", "hi"):
            field = self.fields[name]
            if (name in used) != field.is_enabled:
                field.enable() if name in used else grey(field)
        # A table lists the canvas or the panel, not the whole window (Export refuses it): greyed, saying so.
        whole = self.picked("view") == "window"
        tip = "epicycles.ui.export.copy_window_tip" if whole else "epicycles.ui.export.copy_tip"
        self.copy_button.set_greyed(whole, tip)

    def kill(self) -> None:
        self.window.kill()


def file_name(typed: str) -> str:
    """The file a typed path names, without its folder, as a written file's line names it (the dialog shows
    the path; a Korean refusal at 300 % was cut before its advice); "" for a folder's ("a/") or a blank one
    ("Could not export   .gif: give the file a name")."""
    return "" if typed.endswith(SEPARATORS) or blank_name(Path(typed).name) else Path(typed).name
