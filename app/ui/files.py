"""The disk, as the window meets it: the Open… dialog, reading a curve file, saving a new drawing.

Each ends in an intent, so what happened reaches the state (and the status line) by the one road.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.windows import UIFileDialog

from app.math.curves import Curve, CurveError, load_curve_file, save_drawing
from app.model import intents as i
from app.paths import user_data_dir
from app.text import clean_name

DIALOG_SIZE = (520, 440)


def open_curve_dialog(manager: pygame_gui.UIManager, screen_size: tuple[int, int]) -> UIFileDialog:
    """The Open… dialog, centred, starting in the user's data folder (home if it can't be made)."""
    try:
        start = user_data_dir()
    except OSError:  # a read-only disk, or a file where the folder should be
        start = Path.home()
    w, h = DIALOG_SIZE
    rect = pygame.Rect((screen_size[0] - w) // 2, (screen_size[1] - h) // 2, w, h)
    dialog = UIFileDialog(
        rect,
        manager,
        "Open a curve (JSON)",
        allowed_suffixes={".json"},
        initial_file_path=str(start),
        allow_existing_files_only=True,
    )
    dialog.delete_button.hide()  # opening a curve must never delete a file
    return dialog


def read_curve(path: Path) -> object:
    """ShowFile with the curve read from path, or FileFailed saying why it could not be read."""
    try:
        return i.ShowFile(load_curve_file(path), clean_name(path.name))
    except CurveError as exc:
        return i.FileFailed(str(exc))


def save_new_drawing(curve: Curve) -> object:
    """Save a new drawing in the user's data folder: DrawingSaved with its name, or DrawingNotSaved."""
    try:
        saved = save_drawing(curve, user_data_dir() / "drawings")
    except OSError as exc:
        return i.DrawingNotSaved(str(exc.strerror or exc))
    return i.DrawingSaved(saved.name)
