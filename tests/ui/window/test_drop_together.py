"""Several files dropped on the window at once (SDL: DROPBEGIN, one DROPFILE each, DROPCOMPLETE, in one
frame): they are read in turn until one opens, and the status line says what became of every file. (It
ended on the last file's line: a good curve dropped with a bad file showed the good curve under "Could not
open it: bad.json: … The previous curve stays.")"""

from __future__ import annotations

import json
import os

import numpy as np
import pygame
from ui_driver import post, press_key, run_frames

from app.model import intents as i

SKIPPED = "(one file opens at a time: drop it alone to open it)"


def drop(app, *paths) -> None:
    """Drop the files together, as SDL sends them, and run the frames until every one read is done."""
    post(pygame.DROPBEGIN, window=None)
    for path in paths:
        post(pygame.DROPFILE, file=str(path), window=None)
    post(pygame.DROPCOMPLETE, window=None)
    run_frames(app, 1)
    for _ in range(len(paths)):
        if app.disk.reader is not None:
            app.disk.reader.wait(timeout=30)
            run_frames(app, 1)
    assert app.disk.reader is None and app.errors == []


def curve_file(folder, name: str, points) -> object:
    path = folder / name
    path.write_text(json.dumps({"points": points}))
    return path


def bad_file(folder, name: str = "bad.json") -> object:
    (folder / name).write_text("{")
    return folder / name


def shows(app, path) -> bool:
    """The curve on the canvas is the one in the file at path."""
    first = np.asarray(json.loads(path.read_text())["points"][0], dtype=float)
    return app.state.source == "file" and np.isclose(app.state.epicycles.curve.samples[0], complex(*first))


def test_a_good_file_and_a_bad_one_open_the_good_and_say_the_other_was_not_opened(app, tmp_path) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    drop(app, good, bad_file(tmp_path))
    line = app.status.text
    assert shows(app, good) and not app.status.error
    assert line.startswith("Opened good.json: ") and line.endswith(f" Not opened: bad.json {SKIPPED}.")
    assert "previous curve stays" not in line
    assert app.state.recent[0] == os.path.abspath(good) and str(tmp_path / "bad.json") not in app.state.recent


def test_a_bad_file_first_makes_way_for_the_good_one_and_its_reason_is_said(app, tmp_path) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    drop(app, bad_file(tmp_path), good)
    line = app.status.text
    assert shows(app, good) and not app.status.error
    assert line.startswith("Opened good.json: ")
    assert line.endswith(" Not opened: bad.json: not valid JSON (line 1, column 2).")


def test_of_three_the_first_that_opens_is_shown_and_both_others_are_accounted_for(app, tmp_path) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    other = curve_file(tmp_path, "other.json", [[0, 0], [1, 0], [0, 1]])
    drop(app, bad_file(tmp_path), good, other)
    assert shows(app, good)
    assert app.status.text.endswith(
        f" Not opened: bad.json: not valid JSON (line 1, column 2); other.json {SKIPPED}."
    )


def test_when_none_opens_every_reason_is_said_and_the_curve_stays(app, tmp_path) -> None:
    before = app.state.epicycles.curve
    (tmp_path / "twice.json").write_text('{"points": [[0, 0], [3, 0], [1, 2]], "points": [[0, 0], [1, 0]]}')
    drop(app, bad_file(tmp_path), tmp_path / "twice.json")
    assert app.state.epicycles.curve is before and app.status.error
    assert app.status.text == (
        "Could not open the 2 files dropped: bad.json: not valid JSON (line 1, column 2); twice.json: the "
        "key “points” is given twice, so which one counts is unclear; give it once. The previous curve stays."
    )


def test_in_korean(app, tmp_path) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    drop(app, good, bad_file(tmp_path), bad_file(tmp_path, "worse.json"))
    assert shows(app, good)
    assert app.status.text.endswith(
        " 열지 않은 파일: bad.json, worse.json(파일은 한 번에 하나만 열립니다. "
        "하나씩 끌어다 놓으면 열립니다)."
    )
    before = app.state.epicycles.curve
    drop(app, bad_file(tmp_path), bad_file(tmp_path, "worse.json"))
    assert app.state.epicycles.curve is before
    assert app.status.text.startswith(
        "끌어다 놓은 파일 2개를 모두 열 수 없습니다: bad.json: 올바른 JSON이 아닙니다"
    )


def test_one_file_dropped_alone_says_only_its_own_line(app, tmp_path) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    drop(app, good)
    assert shows(app, good) and "Not opened" not in app.status.text
    drop(app, bad_file(tmp_path))
    assert app.status.text.startswith("Could not open it: bad.json: not valid JSON")


def test_files_dropped_together_while_a_dialog_waits_are_each_said_refused(app, tmp_path) -> None:
    """(Each refusal overwrote the one before: the line named only the last file.)"""
    press_key(app, pygame.K_t, mod=pygame.KMOD_CTRL)  # Text…
    assert app.windows.text_dialog is not None
    before = app.state.epicycles.curve
    drop(app, curve_file(tmp_path, "a.json", [[5, 1], [8, 1], [6, 3]]), bad_file(tmp_path))
    waits = "a dialog is waiting for its answer; drop the file again once it is closed"
    assert app.state.epicycles.curve is before and app.status.error
    assert app.status.text == (
        f"Could not open the 2 files dropped: a.json: {waits}; bad.json: {waits}. The previous curve stays."
    )
    drop(app, tmp_path / "a.json")  # (alone: its own line, as before)
    assert app.status.text == f"Could not open it: a.json: {waits}. The previous curve stays."
