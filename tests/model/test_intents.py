"""Every intent has a home: `apply` handles each one that is not a window command, each registration
says whether the intent is an undo step, and the window commands are a known set."""

from __future__ import annotations

import dataclasses

import pytest

from app.model import apply as _apply  # noqa: F401 - importing registers the handlers
from app.model import intents as i
from app.model.outcome import HANDLERS


def subclasses(cls: type) -> set[type]:
    found = set()
    for sub in cls.__subclasses__():
        found |= {sub} | subclasses(sub)
    return found


INTENTS = sorted(subclasses(i.Intent) - {i.WindowCommand}, key=lambda c: c.__name__)

# The window handles these (app/ui/window/windows.py; OpenPath, ListDrawings: the loop, app/ui/app.py).
WINDOW_COMMANDS = {
    "ToggleHelp",
    "ToggleInspector",
    "OpenFileDialog",
    "OpenTextDialog",
    "PictureRead",
    "OpenExportDialog",
    "StartExport",
    "CancelExport",
    "CloseWindow",
    "CopyTable",
    "OpenSavedDrawing",
    "RenameDialog",
    "DeleteDialog",
    "Escape",
    "CancelRead",  # the loop's disk
    "OpenPath",
    "OpenModelFile",  # (the window manager: the Model tab opens it)
    "ListDrawings",
    "Repaint",  # the loop's painter
}

# What changes only time, what is shown, the camera or a stroke in progress, and what the window
# reports: never an undo step (the list apply.py kept apart before; Undo and Redo move in history).
NOT_UNDO_STEPS = {
    *("TogglePlay", "StepTime", "SetSpeed", "Reverse", "Show", "ScrubRope", "GoToBest", "StepDelta"),
    *("SetRopeDelta", "SetRopeTab", "SetInvariance", "Tick", "SetTime", "SetLanguage", "FileProgress"),
    *("PictureShown", "PictureClosed", "PictureRetraced"),  # the Image window: nothing changes until Use
    "ReadCancelled",  # a file left unread: said
    *("Recover", "Quit", "Resize", "Exported", "ExportFailed", "ExportCancelled", "Copied", "CopyFailed"),
    "ExportStarted",  # a film begun: said
    "ExportTooLate",  # a cancel once every frame was in: said, the file is saved
    "ExportQuitsOnceWritten",  # the window closed once every frame was in: said, it closes once written
    "ExportFieldsFine",  # an error line about the Export dialog's fields goes
    *("CanvasFitted", "Zoom", "Pan", "FitView", "ToggleFollow", "CycleStrokeEnds", "StrokeCancel"),
    *("DrawingsListed", "DrawingRenamed", "DrawingDeleted", "DrawingFileFailed", "Undo", "Redo"),
    "DrawingGone",  # a drawing's file moved away: no longer on disk, as a deleted one
    *("DrawingSaved", "Lesson"),  # naming the file on screen; lesson mode keeps the user's history aside
    "TextCut",  # a field said it was full
    "GivenUp",  # a refused entry or its dialog left: its error line goes
    "KeysWait",  # a shortcut behind a dialog: said, nothing changes
    "ShortcutActed",  # and that line goes once one acts
    *(
        "WindowMoved",
        "WindowMaximized",
        "WindowShown",
        "ToggleFullscreen",
        "FullscreenFailed",
    ),  # the window, not settings
    "PrefsNotSaved",  # said: the settings could not be written
    "PrefsSaved",  # and that line goes once they are
    "PrefsUnread",  # said at the start: the preferences file could not be read
    "PrefsKeysTwice",  # said at the start: keys of the preferences file left out
    *("FileOpened", "RecentFiles"),  # Open…'s Recent list: files, not settings
    "DroppedTogether",  # of files dropped at once, the line only: the one that opened was the step
    "ExportChoices",  # the Export dialog's last fields: what the next one shows, not a setting
    # The Model tab: what it shows and asks for (what turns the chain into a head, or back, is a step).
    *("ModelsFound", "OpenModel", "SetModelSentence", "PointAtUsage", "ScrollChips", "ToggleUsage"),
    "ModelFolderClosed",  # said once: Open model… cannot look in a folder
    "ModelRefused",  # said once: a model given as a curve waits for a dialog or an export
    # A read stopped or failed: what came back is given back (History.pass_stopped), no step of its own.
    *("CancelModel", "ModelFailed"),
    *("InspectorClosed", "InspectorAside"),  # the inspector's window: shown or set aside, not a setting
    *("StepUiScale", "SetUiScale", "DisplayScale"),  # how the window looks, not what it shows
}


def test_there_are_intents_to_check() -> None:
    assert len(INTENTS) > 60 and i.Zoom in INTENTS and i.Stroke in INTENTS


@pytest.mark.parametrize("kind", INTENTS, ids=lambda c: c.__name__)
def test_every_intent_is_a_frozen_dataclass_with_a_home(kind: type) -> None:
    assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen
    if issubclass(kind, i.WindowCommand):
        assert kind not in HANDLERS  # `apply` never sees these
    else:
        assert kind in HANDLERS, f"{kind.__name__} has no handler"


def test_the_window_commands_are_the_known_set() -> None:
    assert {c.__name__ for c in subclasses(i.WindowCommand)} == WINDOW_COMMANDS


def test_every_intent_is_exported_by_the_package() -> None:
    assert all(getattr(i, kind.__name__) is kind for kind in INTENTS)


def test_undo_steps_are_declared_with_their_handlers() -> None:
    passing = {kind.__name__ for kind, registered in HANDLERS.items() if not registered.undo_step}
    assert passing == NOT_UNDO_STEPS
    assert HANDLERS[i.Stroke].undo_step  # a finished stroke is a step; apply skips the ones in progress
