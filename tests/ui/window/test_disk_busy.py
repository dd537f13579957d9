"""A file dropped while another is still being read (dropped in an earlier frame): the first is read, the
second refused in the window's language, and the status line ends on that refusal whatever the first's
reading says meanwhile. (Files dropped together, in one frame, are read in turn: test_drop_together.py.)"""

from __future__ import annotations

import json
import os
import threading

import pygame
import pytest
from ui_driver import finish_reading, post, run_frames

from app.model import intents as i
from app.ui.dialogs import files


@pytest.fixture
def held(monkeypatch):
    """Reading a curve waits until the test lets it go (set), as a large file's would."""
    go = threading.Event()
    read = files.read_curve

    def slow(*args, **kwargs):
        go.wait(timeout=30)
        return read(*args, **kwargs)

    monkeypatch.setattr(files, "read_curve", slow)
    return go


def drop_two(app, first, second, held) -> str:
    post(pygame.DROPFILE, file=str(first), window=None)
    run_frames(app, 1)  # (the first is being read: the second comes a frame later)
    post(pygame.DROPFILE, file=str(second), window=None)
    run_frames(app, 1)
    line = app.status.text
    held.set()
    finish_reading(app)
    return line


def triangle(folder, name: str):
    path = folder / name
    path.write_text(json.dumps({"points": [[0, 0], [3, 0], [1, 2]]}))
    return path


def test_the_second_of_two_dropped_files_is_refused_in_korean_and_the_line_ends_on_it(
    app, tmp_path, held
) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    first, second = triangle(tmp_path, "first.json"), triangle(tmp_path, "second.json")
    during = drop_two(app, first, second, held)
    for line in (during, app.status.text):  # while the first is read, and once it is
        assert "second.json: first.json을(를) 읽는 중이었습니다" in line and app.status.error
        assert "still" not in line and "reading" not in line
    assert app.state.source == "file" and app.state.recent[0] == os.path.abspath(first)
    assert str(second) not in app.state.recent


def test_a_failure_of_the_first_and_the_refusal_of_the_second_are_both_said(app, tmp_path, held) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    before = app.state.epicycles.curve
    drop_two(app, broken, triangle(tmp_path, "second.json"), held)
    text = app.status.text
    assert "broken.json: not valid JSON" in text
    assert "second.json: broken.json was being read; open it again once that is done" in text
    assert app.state.epicycles.curve is before


def test_with_nothing_being_read_a_file_dropped_next_opens(app, tmp_path, held) -> None:
    drop_two(app, triangle(tmp_path, "a.json"), triangle(tmp_path, "b.json"), held)
    post(pygame.DROPFILE, file=str(tmp_path / "b.json"), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert not app.status.error and "b.json" in app.status.text
