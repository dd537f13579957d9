"""Which model file a path is, for the Model tab: the folder Open model… starts in, the menu's entry of a
file picked there (the same file is listed once, whatever path led to it), and a model file given as a curve
(dropped on the window, or picked in Open…) opened in the tab."""

from __future__ import annotations

from pathlib import Path

from app.errors import curve_problem
from app.model import intents as i
from app.model.model_state import DEMO
from app.text import clean_name


def model_folder(path: str) -> Path | None:
    """The folder of the model file shown; None for the demo model (its file lies among Python's installed
    packages, no folder of the user's) or a file no longer there."""
    folder = Path(path).parent if path and path != DEMO else None
    return folder if folder is not None and folder.is_dir() else None


def menu_entry(path: Path, found: tuple[tuple[str, str], ...]) -> tuple[str, str]:
    """The (path, name) to open a picked file as: the menu's entry of the same file (the demo's, or one
    found through a link or another spelling of its path), else its own name and path."""
    from app.llm.places import DEMO_NAME, demo_model

    demo = demo_model()
    picked = _real(path)
    if picked is not None and demo is not None and _real(demo) == picked:
        return DEMO, DEMO_NAME  # (found is empty until the tab was shown: a model dropped before)
    for name, listed in found:
        where = demo if listed == DEMO else Path(listed)
        if picked is not None and where is not None and _real(where) == picked:
            return listed, name
    return str(path), path.stem


def open_in_tab(
    path: Path, found: tuple[tuple[str, str], ...], dialog: bool, exporting: bool
) -> list[object]:
    """A model file given as a curve: the Model tab shown, the file opened there as its Open model… opens a
    pick. Refused as a dropped curve is while a dialog waits for its answer, and while an export runs (the
    film's frames and the model's pass would share the processor)."""
    for busy, key in ((dialog, "dialog_open"), (exporting, "exporting")):
        if busy:
            return [i.ModelRefused(curve_problem(key, where=clean_name(path.name)).problem)]
    return [i.SetRopeTab("model"), i.OpenModel(*menu_entry(path, found))]


def _real(path: Path) -> Path | None:
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # a loop of links, a name the system refuses
        return None
