"""What the Export… dialog offers (export_dialog.py): its drop-downs' options, the fields each format reads,
and the choices it opens with."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app import config
from app.io.export_names import default_path
from app.model.export_request import Choices
from app.model.state import AppState

VIEW_CHOICES = [
    ("epicycles.ui.export.canvas", "canvas"),
    ("epicycles.ui.export.rope", "rope"),
    ("epicycles.ui.export.window", "window"),
]
FORMAT_CHOICES = [
    ("epicycles.ui.export.png", "png"),
    ("epicycles.ui.export.gif", "gif"),
    ("epicycles.ui.export.mp4", "mp4"),
    ("epicycles.ui.export.csv", "csv"),
    ("epicycles.ui.export.json", "json"),
]
SIZE_CHOICES = [
    ("480p", "480p"),
    ("720p", "720p"),
    ("1080p", "1080p"),
    ("epicycles.ui.export.as_shown", "window"),
]
LENGTH_CHOICES = [("epicycles.ui.export.period", "period"), ("epicycles.ui.export.seconds", "seconds")]
QUALITY_CHOICES = [
    ("epicycles.ui.export.draft", "draft"),
    ("epicycles.ui.export.good", "good"),
    ("epicycles.ui.export.best", "best"),
]
# The fields each format reads; the others are greyed (a still has no length, a table no size).
USED = {
    "png": {"view", "size"},
    "gif": {"view", "size", "length", "seconds", "fps", "lo", "hi"},
    "mp4": {"view", "size", "length", "seconds", "fps", "lo", "hi", "quality"},
    "csv": {"view"},
    "json": {"view"},
}


def sizes_for(view: str) -> list[tuple[str, str]]:
    """The sizes offered for a view: the whole window is laid out at config.MIN_WINDOW_SIZE at least, so
    no smaller size is offered for it (480p was offered, then refused)."""
    least_w, least_h = config.MIN_WINDOW_SIZE
    if view != "window":
        return SIZE_CHOICES
    sizes = config.EXPORT_SIZES
    return [
        c
        for c in SIZE_CHOICES
        if c[1] not in sizes or (sizes[c[1]][0] >= least_w and sizes[c[1]][1] >= least_h)
    ]


def start_choices(state: AppState, last: Choices | None) -> Choices:
    """What the dialog shows when it opens: the last export's choices (a fresh file name in its folder,
    the RoPE panel's Δ window as it is now), or the defaults."""
    if last is None:
        fps = str(config.EXPORT_FPS["gif"])
        path = default_path(state, "canvas", "gif")
        return Choices("canvas", "gif", "480p", "period", "8", fps, "", "", path)
    folder = Path(last.path).expanduser().parent
    return replace(last, path=default_path(state, last.view, last.format, folder))


def choice(choices: list[tuple[str, str]], picked: str) -> tuple[str, str]:
    return next((c for c in choices if c[1] == picked), choices[0])
