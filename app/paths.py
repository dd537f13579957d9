"""Where files live: bundled assets (from source or frozen by PyInstaller) and the user's data folder."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP_NAME = "Epicycles"


def resource_root() -> Path:
    """The folder holding `assets/`: the unpacked bundle when frozen (PyInstaller), the `app` package
    itself when installed from a wheel (pyproject.toml ships assets/ as app/assets), else the repo."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    package = Path(__file__).resolve().parent
    return package if (package / "assets").is_dir() else package.parent


def asset_path(*parts: str) -> Path:
    """Path of a bundled asset, e.g. asset_path("presets", "square8.json")."""
    return resource_root().joinpath("assets", *parts)


def user_data_dir() -> Path:
    """The user's data folder for logs and saved curves (never beside the executable); created on demand."""
    path = user_data_place()
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_data_place() -> Path:
    """Where user_data_dir is, without making it (for a line that names a folder in it)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def own_models_folder() -> Path:
    """The data folder's models/, the first folder walked for models (app/llm/places.py); not made here."""
    return user_data_place() / "models"


def export_folder(kind: str) -> Path:
    """Where an export goes by default: Videos for clips, Pictures for stills, Documents for tables;
    the home folder if that one does not exist."""
    find = {
        "gif": platformdirs.user_videos_path,
        "mp4": platformdirs.user_videos_path,
        "png": platformdirs.user_pictures_path,
    }.get(kind, platformdirs.user_documents_path)
    try:
        folder = find()
    except (OSError, KeyError):
        folder = Path.home()
    return folder if folder.is_dir() else Path.home()


def free_name(folder: Path, stem: str, suffix: str) -> Path:
    """folder/stem.suffix, or stem-2, stem-3, ... if that file exists already."""
    for n in range(1, 1000):
        path = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
        if not path.exists():
            return path
    return folder / f"{stem}-{n + 1}{suffix}"
