"""Every user action as a small frozen value. Keys and widgets make these; `apply` alone acts on them.

Intents carry what the user gave (a typed text stays text: `apply` parses it and says what was wrong).
Window commands (help, file dialog, Esc) change no state: the loop handles them itself.
`gesture` groups the events of one mouse drag on a slider into one undo step (None: a step of its own).
Each derives from `Intent` (base.py). They are written in three modules by part of the window
(canvas.py, rope.py, app.py); this one gathers them, so every user of intents imports one name:
`from app.model import intents as i`.
"""

from __future__ import annotations

from app.model.intents.app import (  # noqa: F401 - re-exported: `from app.model import intents as i`
    CancelExport,
    Copied,
    CopyFailed,
    CopyTable,
    DeleteDialog,
    Escape,
    ExportCancelled,
    Exported,
    ExportFailed,
    Lesson,
    OpenExportDialog,
    OpenFileDialog,
    OpenPath,
    OpenSavedDrawing,
    Quit,
    Recover,
    Redo,
    RenameDialog,
    Resize,
    SetLanguage,
    SetTime,
    StartExport,
    TextCut,
    Tick,
    ToggleHelp,
    ToggleInspector,
    Undo,
    WindowCommand,
)
from app.model.intents.base import Intent  # noqa: F401 - re-exported
from app.model.intents.canvas import (  # noqa: F401 - re-exported: `from app.model import intents as i`
    Animation,
    CanvasFitted,
    CycleStrokeEnds,
    DrawingDeleted,
    DrawingFileFailed,
    DrawingNotSaved,
    DrawingRenamed,
    DrawingSaved,
    DrawingsListed,
    FileFailed,
    FileProgress,
    FinishDrawing,
    FitView,
    Pan,
    Part,
    Reverse,
    SetArrows,
    SetOrder,
    SetSpeed,
    Show,
    ShowFile,
    ShowLastDrawing,
    ShowPreset,
    StartLater,
    StepArrows,
    StepTime,
    Stroke,
    StrokeCancel,
    ToggleFollow,
    ToggleOrder,
    TogglePlay,
    TraceBackwards,
    TranslateCurve,
    Zoom,
)
from app.model.intents.rope import (  # noqa: F401 - re-exported: `from app.model import intents as i`
    GoToBest,
    NewRopeSeed,
    RopeView,
    ScrubRope,
    SetInvariance,
    SetRopeArrows,
    SetRopeBase,
    SetRopeContent,
    SetRopeDelta,
    SetRopeModel,
    SetRopeScaling,
    SetRopeSearch,
    SetRopeSeed,
    SetRopeTab,
    SetRopeWindow,
    StepDelta,
    ToggleRopeView,
)
