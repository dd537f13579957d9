"""The demo model found where a user of the packaged app can put it: the app's own models folder (the
packaged app cannot pip-install its package); the line that says it is missing names that folder."""

from __future__ import annotations

import importlib.util

import pytest

from app.errors import said
from app.i18n import LANGUAGES
from app.llm import places
from app.llm.errors import ModelError
from app.llm.worker import resolve
from app.paths import own_models_folder


@pytest.fixture
def no_package(tmp_path, monkeypatch):
    """As in the packaged app: the demo's package is not there; a data folder of the test's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == places.DEMO_PACKAGE else real(name, *a)
    )


def test_the_demo_s_file_put_in_the_app_s_models_folder_is_the_demo(no_package) -> None:
    assert places.demo_model() is None
    folder = own_models_folder()
    folder.mkdir(parents=True)
    (folder / places.DEMO_FILE).write_bytes(b"GGUF")
    assert places.demo_model() == folder / places.DEMO_FILE
    assert resolve("") == str(folder / places.DEMO_FILE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_missing_demo_s_line_names_the_folder_to_put_it_in(no_package, lang) -> None:
    with pytest.raises(ModelError) as caught:
        resolve("")
    line = said(caught.value, lang)
    assert str(own_models_folder()) in line and places.DEMO_FILE in line and "pip install" in line
