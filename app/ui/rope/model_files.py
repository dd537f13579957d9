"""Which model file a path is, for the Model tab: the folder Open model… starts in, and the menu's entry of a
file picked there (the same file is listed once, whatever path led to it)."""

from __future__ import annotations

from pathlib import Path

from app.model.model_state import DEMO


def model_folder(path: str) -> Path | None:
    """The folder of the model file shown; None for the demo model (its file lies among Python's installed
    packages, no folder of the user's) or a file no longer there."""
    folder = Path(path).parent if path and path != DEMO else None
    return folder if folder is not None and folder.is_dir() else None


def menu_entry(path: Path, found: tuple[tuple[str, str], ...]) -> tuple[str, str]:
    """The (path, name) to open a picked file as: the menu's entry of the same file (the demo's, or one
    found through a link or another spelling of its path), else its own name and path."""
    from app.llm.places import demo_model

    demo = demo_model()
    picked = _real(path)
    for name, listed in found:
        where = demo if listed == DEMO else Path(listed)
        if picked is not None and where is not None and _real(where) == picked:
            return listed, name
    return str(path), path.stem


def _real(path: Path) -> Path | None:
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # a loop of links, a name the system refuses
        return None
