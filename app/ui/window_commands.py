"""The window commands the loop handles itself (help, the Open… dialog, saved drawings' dialogs, Esc) and
the dialogs' answers: each ends in an intent submitted by the one road, or in a file read on a worker."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from app.model import intents as i
from app.ui.files import CurveReader, drawings_folder, open_curve_dialog
from app.ui.help_window import open_help
from app.ui.inspector_window import InspectorWindow


class WindowCommands:
    """Mixed into EpicyclesApp: its dialogs and windows, opened and closed."""

    state: Any
    manager: Any
    layout: Any
    dialogs: Any
    exporting: Any
    inspector: Any
    help_window: Any
    file_dialog: Any
    reader: CurveReader | None

    def submit(self, intent: object) -> None:  # pragma: no cover - EpicyclesApp's
        raise NotImplementedError

    def handle_dialog_event(self, event: pygame.event.Event) -> bool:
        """The file dialog's pick, the drawing dialogs' answers, closing the help and file windows."""
        answered = self.dialogs.answer(event)
        if answered is not None:
            for intent in answered:
                self.submit(intent)
            return True
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.file_dialog:
            self.file_dialog = None
            self.open_curve_file(Path(event.text))
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE:
            if event.ui_element is self.help_window:
                self.help_window = None
            if event.ui_element is self.file_dialog:
                self.file_dialog = None
            if self.inspector is not None and event.ui_element is self.inspector.window:
                self.inspector = None
            return True
        return False

    def command(self, intent: i.WindowCommand) -> None:
        if isinstance(intent, i.ToggleHelp):
            if self.help_window is not None:
                self.close_help()
            else:
                self.help_window = open_help(self.manager, self.layout.size)
        elif isinstance(intent, i.OpenFileDialog):
            self.open_file_dialog()
        elif isinstance(intent, i.ToggleInspector):
            self.toggle_inspector()
        elif isinstance(intent, (i.OpenExportDialog, i.StartExport, i.CancelExport, i.CopyTable)):
            self.export_command(intent)
        elif isinstance(intent, i.OpenSavedDrawing):
            self.open_curve_file(drawings_folder() / intent.file_name, saved=intent.file_name)
        elif isinstance(intent, (i.RenameDialog, i.DeleteDialog)):
            shown = next((d for d in self.state.saved if f"saved:{d.file_name}" == self.state.source), None)
            if shown is not None:
                ask = self.dialogs.rename if isinstance(intent, i.RenameDialog) else self.dialogs.delete
                ask(shown, self.layout.size)
        elif isinstance(intent, i.Escape):
            if self.state.stroke is not None or self.state.pending:
                self.submit(i.StrokeCancel())
            elif self.dialogs.open:
                self.dialogs.close()
            elif self.help_window is not None:
                self.close_help()
            elif self.inspector is not None:
                self.toggle_inspector()
            elif self.exporting.close_dialog():
                pass
            elif self.exporting.busy:
                self.submit(i.CancelExport())
            elif self.file_dialog is not None:
                self.file_dialog.kill()
                self.file_dialog = None

    def export_command(self, intent: i.WindowCommand) -> None:
        """Exports and the clipboard (app/ui/exporting.py); each result comes back as an intent."""
        result: object | None = None
        if isinstance(intent, i.OpenExportDialog):
            self.exporting.open_dialog(self.state, self.layout)
        elif isinstance(intent, i.StartExport):
            result = self.exporting.start(self.state, intent.request, self.layout)  # type: ignore[arg-type]
        elif isinstance(intent, i.CancelExport):
            result = self.exporting.cancel()
        elif isinstance(intent, i.CopyTable):
            result = self.exporting.copy(self.state, intent.what)
        if result is not None:
            self.submit(result)

    def toggle_inspector(self) -> None:
        if self.inspector is not None:
            self.inspector.kill()
            self.inspector = None
        else:
            self.inspector = InspectorWindow(self.manager, self.layout.size)
            self.inspector.sync(self.state)

    def reopen_help(self) -> None:
        """The help window, if open, again (in the manager's language now)."""
        if self.help_window is not None:
            self.close_help()
            self.help_window = open_help(self.manager, self.layout.size)

    def close_help(self) -> None:
        self.help_window.kill()
        self.help_window = None

    def open_file_dialog(self) -> None:
        if self.file_dialog is None:
            self.file_dialog = open_curve_dialog(self.manager, self.layout.size)

    def open_curve_file(self, path: Path, saved: str = "") -> None:
        """Read the file on a worker thread; update() passes on its progress and result."""
        if self.reader is not None:
            self.submit(i.FileFailed(f"still reading {self.reader.name}; pick it again when that is done"))
            return
        self.reader = CurveReader(path, saved)
