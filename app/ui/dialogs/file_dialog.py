"""The Open… dialog (and Open model…'s): pygame_gui's file dialog made safe with any name on disk, a path
typed whole, "~", a folder entered; Enter on a file's path or a double-click on a file opens it; Open…
has the Recent column beside its list."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.windows import UIFileDialog

from app.config import MAX_PATH_CHARS, OPEN_SUFFIXES
from app.errors import CurveError, curve_problem, os_problem
from app.geometry.units import UNSCALED, Scale
from app.paths import user_data_dir
from app.text import clean_name, clean_text
from app.ui.dialogs.question import centred, widen_buttons
from app.ui.dialogs.recent_list import RECENT_W, RecentList
from app.ui.window.dialog_hover import hold_hover
from app.ui.window.field_cap import capped
from app.ui.window.script_face import ANY_SCRIPT, list_item_id

DIALOG_SIZE = (520, 440)


class SafeFileDialog(UIFileDialog):
    """pygame_gui's file dialog, but no path or name can take the window down.

    Names that are not valid UTF-8 (which no font can show and the list cannot encode) are left out of
    the list, as are hidden ones (".cache": a typed path still goes there) and entries that cannot even be
    looked at; a typed path that the system refuses to look at (a name too long) stays as typed, and a
    button that met such a path brings back the last folder that could be listed. Enter on a name that is
    not there or refused keeps the name in the path line (pygame_gui put back the bare folder, silently): its
    owner opens it all the same, so the status line says why not. A folder gone into that cannot be looked
    in is said so too (take_closed). OK is greyed while it would do nothing.
    """

    recent: RecentList | None = None  # the Recent column (open_curve_dialog adds it)
    missing: Path | None = None  # the path entered last, when no file or folder is there (entered_missing)
    # A folder gone into that the system would not let us look in (no read permission), and why: it was
    # left for the last folder listed (or listed empty) without a word.
    closed: CurveError | None = None

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # A path holds any script: a class field_faces.py can trade (a block for its id would outrank it); the
        line = self.file_path_text_line  # line made anew as tall as its words in that face (rect height -1)
        line.rect.height = -1
        line.change_object_id(ObjectID(line.object_ids[-1], ANY_SCRIPT))
        if self.current_file_path is None:  # nothing chosen yet: OK would do nothing (pygame_gui left it on)
            self.ok_button.disable()
        self.ok_button.set_text("epicycles.ui.files.open_button")  # (pygame_gui said "OK")
        self._end_folder_with_separator()
        hold_hover(self)
        widen_buttons(self.ok_button, self.cancel_button)

    def _end_folder_with_separator(self) -> None:
        """A folder in the path line ends with a separator, so a name typed at once (the line has the
        keys when the dialog opens) goes inside it: "…/drawings/" + "heart.json", not "…/drawingsheart.json".
        """
        line, folder = self.file_path_text_line, self.current_directory_path
        if line.get_text() == folder and not folder.endswith(os.sep) and Path(folder).is_dir():
            line.set_text(folder + os.sep)

    def _create_list_of_directories_and_files_on_current_path(self) -> None:
        folders, files = [], []
        for entry in Path(self.current_directory_path).iterdir():
            if not _showable(entry.name) or entry.name.startswith("."):  # hidden, as the system's dialogs
                continue
            try:
                is_file, is_dir = entry.is_file(), entry.is_dir()
            except PermissionError as exc:  # a folder one may list but not enter: its names, not its files
                # (The folder gone back to after another refused keeps that one's refusal said.)
                self.closed = self.closed or folder_closed(Path(self.current_directory_path), exc)
                continue
            except (OSError, ValueError):
                continue
            if is_dir:  # "drawings/": the separator tells a folder from a file at a glance
                folders.append((entry.name + os.sep, list_item_id("#directory_list_item", entry.name)))
            elif is_file and entry.name.lower().endswith(tuple(self.allowed_suffixes)):  # "Heart.JSON" too
                files.append((entry.name, list_item_id("#file_list_item", entry.name)))
        self.current_file_list = sorted(folders, key=_by_name) + sorted(files, key=_by_name)

    def update_current_file_list(self, should_try_again: bool = True) -> None:
        try:
            self._create_list_of_directories_and_files_on_current_path()
        except (OSError, ValueError) as exc:
            if isinstance(exc, PermissionError):
                self.closed = folder_closed(Path(self.current_directory_path), exc)
            if should_try_again:
                self.current_directory_path = self.last_valid_directory_path
                self.update_current_file_list(should_try_again=False)
        else:
            self.last_valid_directory_path = self.current_directory_path

    def entered_missing(self, event: pygame.event.Event) -> Path | None:
        """The path Enter was pressed on in the path line, or OK on (this event), when no file or folder is
        there (a pipe, a device, a link to nothing, nothing, a file gone since it was chosen) or the system
        refuses to look (a name too long), else None: opened, its reader says why not."""
        path_entered = event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
        ok = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok_button
        return self.missing if ok or (path_entered and event.ui_element is self.file_path_text_line) else None

    def take_closed(self) -> CurveError | None:
        """Why the folder last gone into could not be looked in (once), else None."""
        closed, self.closed = self.closed, None
        return closed

    def answer(self, event: pygame.event.Event) -> tuple[Path | None, bool] | None:
        """What this event says to the dialog's owner: (the path to open, if any; whether the dialog is gone),
        None if the event is not the dialog's answer."""
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and element is self:
            return Path(event.text), True
        missing = self.entered_missing(event)
        if missing is not None:  # opened all the same, so the status line says why not; the dialog stays
            return missing, False
        if event.type == pygame_gui.UI_WINDOW_CLOSE and element is self:
            return None, True
        return None

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok_button:
            return self._pressed_ok(event)
        folder = self.current_directory_path
        typed = self.file_path_text_line.get_text()
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.file_path_text_line:
            whole = typed_over(folder, self.file_path_text_line.get_text())
            if whole is not None:  # a path typed whole where the line held the folder: that path
                self.file_path_text_line.set_text(whole)
        path_entered = event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
        if path_entered and event.ui_element is self.file_path_text_line and typed != unquoted(typed):
            typed = unquoted(typed)  # "~" as home, a pasted path without its quotes: as the system's
            self.file_path_text_line.set_text(typed)  # dialogs read them (pygame_gui would not)
        try:
            handled = super().process_event(event)
            listed = getattr(event, "ui_element", None) is self.file_selection_list
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and listed:
                picked = Path(self.current_directory_path) / event.text
                if picked.is_file() and self._validate_path_exists_and_of_allowed_type(picked, False):
                    self.current_file_path = picked  # a file double-clicked opens (pygame_gui's only folders)
                    self._ok()
                    return handled
            # A folder gone into (a list's entry, a button, Enter on its path); not while typing, where a
            # separator deleted stays deleted.
            entered = event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
            moved = self.current_directory_path != folder and event.type != pygame_gui.UI_TEXT_ENTRY_CHANGED
            if entered or moved:
                self._end_folder_with_separator()
            if not (entered and event.ui_element is self.file_path_text_line):
                return handled
            if self.closed is not None:  # the folder typed stays to be mended; the status line says why
                self.file_path_text_line.set_text(typed)
                return handled
            self.missing = _missing(typed)
            if self.missing is not None:  # the folder it would be in is listed; the name stays to be mended
                self.file_path_text_line.set_text(typed)
            elif self.current_file_path is not None and self.current_file_path.is_file():
                # Enter on a file's path opens it, as OK would (Enter on a folder's has entered it).
                self._ok()
            return handled
        except (OSError, ValueError):  # a path the system refuses to look at (ENAMETOOLONG: a name too long)
            self._set_no_file_selected_state()
            if getattr(event, "ui_element", None) is self.file_path_text_line:
                # What was typed stays to be mended; Enter opens it all the same, so the status line says why.
                if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                    self.missing = Path(typed).absolute()
                return True
            self.current_directory_path = self.last_valid_directory_path
            self._set_no_file_selected_state()
            self.update_current_file_list()
            self.file_selection_list.set_item_list(self.current_file_list)
            self.file_path_text_line.set_text(self.current_directory_path)
            self._end_folder_with_separator()
            return True

    def _pressed_ok(self, event: pygame.event.Event) -> bool:
        """OK opens the file chosen; one gone since is said to be gone (pygame_gui did nothing), the dialog
        kept open with the list as it now is."""
        chosen, self.missing = self.current_file_path, None
        if chosen is None or self._validate_file_path(chosen):
            return super().process_event(event)
        self.missing = chosen
        self._set_no_file_selected_state()
        self.update_current_file_list()
        self.file_selection_list.set_item_list(self.current_file_list)
        return True

    def _ok(self) -> None:
        """As a click on OK."""
        self._process_ok_cancel_events(
            pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=self.ok_button)
        )


def folder_closed(folder: Path, exc: OSError) -> CurveError:
    """The refusal to look in folder, in the catalogue's words."""
    reason = os_problem(exc) or clean_text(exc.strerror or exc.__class__.__name__)
    return curve_problem(
        "folder_closed", where=clean_name(folder.name) or clean_name(str(folder)), reason=reason
    )


def _missing(typed: str) -> Path | None:
    """The path typed, when it names something (not a bare folder ending in a separator) that is no file or
    folder there."""
    if not typed.strip() or typed.endswith((os.sep, os.altsep or os.sep)):
        return None
    path = Path(typed).absolute()  # (as pygame_gui reads it)
    try:
        return None if path.is_file() or path.is_dir() else path
    except (OSError, ValueError):  # refused by the system (a path too long): its reader says so
        return path


def unquoted(typed: str) -> str:
    """A typed path as the system's dialogs read it: "~" is home; quotes round a pasted path ("copy as
    path", a shell's '/a b/c.gguf') are dropped, unless the quoted name is there on the disk."""
    inner = typed.strip()
    if len(inner) > 1 and inner[0] == inner[-1] and inner[0] in "\"'" and _missing(typed) is not None:
        typed = inner[1:-1]
    return os.path.expanduser(typed) if typed.startswith("~") else typed


def typed_over(folder: str, text: str) -> str | None:
    """What the path line holds once a path was typed whole after the folder it showed ("…/drawings/" then
    "/data/a.svg" or "~/a.svg", as one types into the system's dialogs): that path; None if text is no such
    thing."""
    shown = folder if folder.endswith(os.sep) else folder + os.sep
    rest = text[len(shown) :] if text.startswith(shown) else ""
    seps = (os.sep, os.altsep) if os.altsep else (os.sep,)
    return rest if rest.startswith((*seps, "~")) or Path(rest).drive else None


def _by_name(item: tuple[str, str]) -> tuple[str, str]:
    """A list entry's place: by name whatever the case ("Models" between "c" and "n", not before both)."""
    return item[0].casefold(), item[0]


def _showable(name: str) -> bool:
    """A name a font can draw: valid UTF-8 (no surrogate escapes) with no control characters."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return name.isprintable()


def open_model_dialog(
    manager: pygame_gui.UIManager, screen_size: tuple[int, int], start: Path
) -> SafeFileDialog:
    """Open model…: the dialog, centred, in `start`, listing GGUF files."""
    dialog = SafeFileDialog(
        centred(screen_size, DIALOG_SIZE),
        manager,
        "epicycles.model.open_title",
        initial_file_path=str(start),
        allowed_suffixes={".gguf"},
        allow_existing_files_only=True,
    )
    dialog.delete_button.hide()  # opening a model must never delete a file
    capped(dialog.file_path_text_line, MAX_PATH_CHARS)
    return dialog


def open_curve_dialog(
    manager: pygame_gui.UIManager,
    screen_size: tuple[int, int],
    recent: tuple[str, ...] = (),
    ui: Scale = UNSCALED,
) -> SafeFileDialog:
    """The Open… dialog, centred, starting in the saved drawings' folder (files to open, not just the folder
    that holds them), else the user's data folder (home if it can't be made); the files opened lately in a
    Recent column on its right (its names cut to fit at the UI scale the window is then given)."""
    try:
        start = user_data_dir()
    except OSError:  # a read-only disk, or a file where the folder should be
        start = Path.home()
    with contextlib.suppress(OSError):  # (a folder on the way that cannot be looked in: it starts there)
        if (start / "drawings").is_dir():
            start = start / "drawings"
    dialog = SafeFileDialog(
        centred(screen_size, (DIALOG_SIZE[0] + RECENT_W + 10, DIALOG_SIZE[1])),
        manager,
        "epicycles.ui.files.open_title",
        allowed_suffixes=set(OPEN_SUFFIXES),  # any case
        initial_file_path=str(start),
        allow_existing_files_only=True,
    )
    dialog.delete_button.hide()  # opening a curve must never delete a file
    capped(dialog.file_path_text_line, MAX_PATH_CHARS)
    listed = dialog.file_selection_list
    listed.set_dimensions((listed.rect.width - RECENT_W - 10, listed.rect.height))  # room for Recent
    dialog.recent = RecentList(manager, dialog, recent, listed.relative_rect.top, ui.factor)
    dialog.recent.make_room(dialog, listed.relative_rect.bottom)
    return dialog
