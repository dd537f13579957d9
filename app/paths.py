"""Where files live: bundled assets (from source or frozen by PyInstaller) and the user's data folder."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP_NAME = "Epicycles"


def resource_root() -> Path:
    """The folder holding `assets/`: the repo when run from source, the unpacked bundle when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """Path of a bundled asset, e.g. asset_path("presets", "square8.json")."""
    return resource_root().joinpath("assets", *parts)


def user_data_dir() -> Path:
    """The user's data folder for logs and saved curves (never beside the executable); created on demand."""
    path = platformdirs.user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path
