"""Files dropped on the window. Several at once (SDL: DROPBEGIN, one DROPFILE each, DROPCOMPLETE; a platform
without the brackets: the DROPFILEs of one frame) are read in turn until one opens, and the status line says
what became of every file. (It ended on the last file's line: a good curve dropped with a bad file showed the
good curve under "Could not open it: bad.json: … The previous curve stays.") The router alone says which
files came together (the disk took a frame's files as one batch, the router a bracket's refusals: a bracket
over two frames was split, a frame's files refused while a dialog waits were said one by one). A file
dropped while another is still being read (dropped before) is refused, and the line ends on that refusal
whatever the first's reading says meanwhile."""

from __future__ import annotations

import json
import os
import threading

import numpy as np
import pygame
import pytest
from ui_driver import finish_reading, post, press_key, run_frames

from app.model import intents as i
from app.ui.dialogs import files

SKIPPED = "(one file opens at a time: drop it alone to open it)"


@pytest.fixture(params=["brackets", "one frame"])
def brackets(request) -> bool:
    """Whether SDL brackets the files dropped with DROPBEGIN and DROPCOMPLETE (some platforms do not)."""
    return request.param == "brackets"


@pytest.fixture
def drop(brackets):
    """drop(app, *paths): the files dropped together, as SDL sends them, and the frames run until every
    one read is done."""

    def dropping(app, *paths) -> None:
        drop_events(paths, brackets)
        run_frames(app, 1)
        read_all(app, len(paths))

    return dropping


def read_all(app, n: int) -> None:
    """Run the frames until the n files dropped together are read (as far as they are)."""
    for _ in range(n):
        if app.disk.reader is not None:
            app.disk.reader.wait(timeout=30)
            run_frames(app, 1)
    assert app.disk.reader is None and app.errors == []


def drop_events(paths, brackets: bool = True) -> None:
    if brackets:
        post(pygame.DROPBEGIN, window=None)
    for path in paths:
        post(pygame.DROPFILE, file=str(path), window=None)
    if brackets:
        post(pygame.DROPCOMPLETE, window=None)


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


def test_a_good_file_and_a_bad_one_open_the_good_and_say_the_other_was_not_opened(
    app, tmp_path, drop
) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    drop(app, good, bad_file(tmp_path))
    line = app.status.text
    assert shows(app, good) and not app.status.error
    assert line.startswith("Opened good.json: ") and line.endswith(f" Not opened: bad.json {SKIPPED}.")
    assert "previous curve stays" not in line
    assert app.state.recent[0] == os.path.abspath(good) and str(tmp_path / "bad.json") not in app.state.recent


def test_a_bad_file_first_makes_way_for_the_good_one_and_its_reason_is_said(app, tmp_path, drop) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    drop(app, bad_file(tmp_path), good)
    line = app.status.text
    assert shows(app, good) and not app.status.error
    assert line.startswith("Opened good.json: ")
    assert line.endswith(" Not opened: bad.json: not valid JSON (line 1, column 2).")


def test_of_three_the_first_that_opens_is_shown_and_both_others_are_accounted_for(
    app, tmp_path, drop
) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    other = curve_file(tmp_path, "other.json", [[0, 0], [1, 0], [0, 1]])
    drop(app, bad_file(tmp_path), good, other)
    assert shows(app, good)
    assert app.status.text.endswith(
        f" Not opened: bad.json: not valid JSON (line 1, column 2); other.json {SKIPPED}."
    )


def test_when_none_opens_every_reason_is_said_and_the_curve_stays(app, tmp_path, drop) -> None:
    before = app.state.epicycles.curve
    (tmp_path / "twice.json").write_text('{"points": [[0, 0], [3, 0], [1, 2]], "points": [[0, 0], [1, 0]]}')
    drop(app, bad_file(tmp_path), tmp_path / "twice.json")
    assert app.state.epicycles.curve is before and app.status.error
    assert app.status.text == (
        "Could not open the 2 files dropped: bad.json: not valid JSON (line 1, column 2); twice.json: the "
        "key “points” is given twice, so which one counts is unclear; give it once. The previous curve stays."
    )


def test_in_korean(app, tmp_path, drop) -> None:
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


def test_one_file_dropped_alone_says_only_its_own_line(app, tmp_path, drop) -> None:
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    drop(app, good)
    assert shows(app, good) and "Not opened" not in app.status.text
    drop(app, bad_file(tmp_path))
    assert app.status.text.startswith("Could not open it: bad.json: not valid JSON")


def test_files_dropped_together_while_a_dialog_waits_are_each_said_refused(app, tmp_path, drop) -> None:
    """(Each refusal overwrote the one before: the line named only the last file; so it still did when SDL
    sent no brackets.)"""
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


def test_a_bracket_over_two_frames_is_one_batch(app, tmp_path, held) -> None:
    """(The disk took one frame's files as the batch: the second was refused, "bad.json was being read".)"""
    good = curve_file(tmp_path, "good.json", [[5, 1], [8, 1], [6, 3]])
    post(pygame.DROPBEGIN, window=None)
    post(pygame.DROPFILE, file=str(bad_file(tmp_path)), window=None)
    run_frames(app, 1)
    post(pygame.DROPFILE, file=str(good), window=None)
    post(pygame.DROPCOMPLETE, window=None)
    run_frames(app, 1)
    held.set()
    read_all(app, 2)
    assert shows(app, good) and not app.status.error
    assert app.status.text.endswith(" Not opened: bad.json: not valid JSON (line 1, column 2).")


# ------------------------------------------------------------ dropped while another is read


def drop_two(app, first, second, held) -> str:
    """Drop first, then second a frame later while first is still being read; the line then."""
    post(pygame.DROPFILE, file=str(first), window=None)
    run_frames(app, 1)
    post(pygame.DROPFILE, file=str(second), window=None)
    run_frames(app, 1)
    line = app.status.text
    held.set()
    finish_reading(app)
    return line


def triangle(folder, name: str):
    return curve_file(folder, name, [[0, 0], [3, 0], [1, 2]])


def test_the_second_of_two_dropped_files_is_refused_in_korean_and_the_line_ends_on_it(
    app, tmp_path, held
) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    first, second = triangle(tmp_path, "first.json"), triangle(tmp_path, "second.json")
    during = drop_two(app, first, second, held)
    for line in (during, app.status.text):  # while the first is read, and once it is
        assert "second.json: first.json 파일을 읽는 중이었습니다" in line and app.status.error
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


def test_files_dropped_together_while_one_is_read_are_refused_in_one_line(app, tmp_path, held) -> None:
    post(pygame.DROPFILE, file=str(triangle(tmp_path, "first.json")), window=None)
    run_frames(app, 1)
    drop_events([triangle(tmp_path, "b.json"), triangle(tmp_path, "c.json")])
    run_frames(app, 1)
    held.set()
    finish_reading(app)
    assert "b.json, c.json: first.json was being read; open them again once that is done" in app.status.text


def test_with_nothing_being_read_a_file_dropped_next_opens(app, tmp_path, held) -> None:
    drop_two(app, triangle(tmp_path, "a.json"), triangle(tmp_path, "b.json"), held)
    post(pygame.DROPFILE, file=str(tmp_path / "b.json"), window=None)
    run_frames(app, 1)
    finish_reading(app)
    assert not app.status.error and "b.json" in app.status.text
