"""Every file the window reads at start is read as a curve file is (issue 21): the preferences, the log
it appends to and the saved drawings it lists. A FIFO, a device or a 1 GB file in their place neither
hangs nor fills memory; a bad preferences file is set aside (or, not being a regular file, left alone)
with one line in the log, and the app starts with the defaults."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from ui_driver import run_frames
from unprivileged import NOBODY, as_unprivileged, reachable_dir

from app.crash import LOG_NAME
from app.io.drawings import DEFAULT_TITLE, list_drawings, save_drawing
from app.io.presets import preset_curve
from app.model import intents as i
from app.paths import APP_NAME
from app.prefs import FILE_NAME, MAX_PREFS_BYTES, Preferences, load_prefs, prefs_path, remember, save_prefs

ROOT = Path(__file__).resolve().parents[1]
HANG_GUARD_S = 60  # far beyond a start (about a second here): only a hang reaches it
# CI runs as root, whom chmod does not stop: the unreadable file is tried as nobody (NOBODY).
# The window, a few frames, then closed: as main.py starts it (logging first, then the app). With a user id
# in argv the child first starts once in a throw-away config folder (so that every module it needs is
# loaded: this Python's own files may not be readable by that user), then drops to that user.
START = """
import os, sys, tempfile
from app.crash import run_guarded
from app.ui.app import EpicyclesApp


def start() -> int:
    app = EpicyclesApp(size=(960, 600))
    for _ in range(3):
        app.frame([], 1 / 60)
    prefs = app.placement.prefs
    print("started:", prefs.lang, prefs.lesson_step, "drawings:", len(app.state.saved), flush=True)
    return 0


if len(sys.argv) > 1:
    config = os.environ["XDG_CONFIG_HOME"]
    with tempfile.TemporaryDirectory() as warm:
        os.environ["XDG_CONFIG_HOME"] = warm
        start()
    os.environ["XDG_CONFIG_HOME"] = config
    os.setgroups([])
    os.setgid(int(sys.argv[1]))
    os.setuid(int(sys.argv[1]))
sys.exit(run_guarded(start))
"""


@pytest.fixture
def homes() -> Iterator[tuple[Path, Path]]:
    """A config and a data folder that the child process may use (as nobody too, when we are root)."""
    top = Path(tempfile.mkdtemp(prefix="epicycles-prefs-test-"))
    try:
        config, data = top / "config", top / "data"
        (config / APP_NAME).mkdir(parents=True)
        (data / APP_NAME).mkdir(parents=True)
        if os.geteuid() == 0:
            for folder in (top, config, config / APP_NAME, data, data / APP_NAME):
                os.chown(folder, NOBODY, NOBODY)
        yield config / APP_NAME, data / APP_NAME
    finally:
        shutil.rmtree(top, ignore_errors=True)


def start_app(config: Path, data: Path, drop: bool = False) -> tuple[str, str]:
    """Start the app headless with these folders, a few frames, closed (drop: as nobody when we are root):
    its stdout and its log (stderr when there is no log file)."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "XDG_CONFIG_HOME": str(config.parent),
        "XDG_DATA_HOME": str(data.parent),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    user = [str(NOBODY)] if drop and os.geteuid() == 0 else []
    done = subprocess.run(
        [sys.executable, "-c", START, *user],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    log = data / LOG_NAME
    return done.stdout.splitlines()[-1], log.read_text() if log.is_file() else done.stderr


def said(log: str) -> list[str]:
    return [line for line in log.splitlines() if "preferences not read" in line]


def fifo(path: Path) -> None:
    os.mkfifo(path)  # no one ever writes to it: a plain open would wait for ever


def device(path: Path) -> None:
    path.symlink_to("/dev/zero")  # endless: a plain read would fill memory


@pytest.mark.parametrize("make", [fifo, device])
def test_a_preferences_file_that_is_no_file_is_left_alone_and_the_app_starts(homes, make) -> None:
    config, data = homes
    make(config / FILE_NAME)
    out, log = start_app(config, data)
    assert "started: None 0 " in out  # (no language picked: none saved)
    (line,) = said(log)
    assert "not a regular file" in line and "left alone" in line


def test_a_huge_preferences_file_is_set_aside_unread(homes) -> None:
    config, data = homes
    with open(config / FILE_NAME, "wb") as f:
        f.truncate(1 << 30)  # 1 GB, sparse
    if os.geteuid() == 0:
        os.chown(config / FILE_NAME, NOBODY, NOBODY)
    out, log = start_app(config, data)
    assert "started: None 0 " in out  # (no language picked: none saved)
    (line,) = said(log)
    assert "larger than 1 MB" in line and "set aside as preferences.json.bad-" in line
    (aside,) = config.glob(f"{FILE_NAME}.bad-*")
    assert aside.stat().st_size == 1 << 30  # kept whole, for whoever wants to look


def test_an_unreadable_preferences_file_is_set_aside(homes) -> None:
    config, data = homes
    save_prefs(Preferences("ko", 3), config / FILE_NAME)
    if os.geteuid() == 0:
        os.chown(config / FILE_NAME, NOBODY, NOBODY)
    (config / FILE_NAME).chmod(0)
    out, log = start_app(config, data, drop=True)
    assert "started: None 0 " in out  # (no language picked: none saved)
    (line,) = said(log)
    assert "cannot read it" in line and "set aside" in line
    assert len(list(config.glob(f"{FILE_NAME}.bad-*"))) == 1


def test_a_log_that_is_a_fifo_does_not_hold_the_start(homes) -> None:
    config, data = homes
    fifo(data / LOG_NAME)
    out, log = start_app(config, data)  # the log goes to stderr instead
    assert "started:" in out and "starting" in log


def test_drawings_that_are_a_fifo_a_device_or_huge_do_not_hold_the_start(homes) -> None:
    config, data = homes
    folder = data / "drawings"
    save_drawing(preset_curve("heart"), folder, "Heart")
    fifo(folder / "drawing-20260101-000000.json")
    device(folder / "drawing-20260101-000001.json")
    with open(folder / "drawing-20260101-000002.json", "wb") as f:
        f.truncate(1 << 30)
    if os.geteuid() == 0:
        for path in (folder, *folder.iterdir()):
            os.lchown(path, NOBODY, NOBODY)
    out, _ = start_app(config, data)
    assert "drawings: 2" in out  # the heart and the huge one (untitled); the FIFO and device are no files


def test_a_drawing_too_large_to_be_one_is_listed_untitled(tmp_path) -> None:
    with open(tmp_path / "drawing-20260101-000002.json", "wb") as f:
        f.truncate(1 << 30)
    (listed,) = list_drawings(tmp_path)
    assert listed.title == DEFAULT_TITLE


@pytest.mark.parametrize(
    "text", ["{not json", "[1, 2]", "\udcff", "[" * 100_000], ids=["syntax", "list", "bytes", "deep"]
)
def test_a_broken_preferences_file_is_set_aside(tmp_path, text, caplog) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    assert load_prefs(path) == Preferences()
    (aside,) = tmp_path.iterdir()
    assert aside.name.startswith(f"{FILE_NAME}.bad-")
    assert len(said(caplog.text)) == 1


def test_preferences_of_the_largest_size_are_read_no_further(tmp_path) -> None:
    path = tmp_path / FILE_NAME
    path.write_text('{"lang": "ko"}' + " " * (MAX_PREFS_BYTES - 14))
    assert load_prefs(path) == Preferences("ko", 0)
    with open(path, "a") as f:
        f.write(" ")
    assert load_prefs(path) == Preferences()  # one byte over: set aside
    assert not path.exists()


def test_no_preferences_file_is_no_news(tmp_path, caplog) -> None:
    assert load_prefs(tmp_path / FILE_NAME) == Preferences()
    assert said(caplog.text) == [] and list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("relative", [False, True])
def test_a_linked_preferences_file_stays_a_link(tmp_path, relative) -> None:
    """A dotfile manager (stow, chezmoi) links preferences.json to its own copy: a save writes that copy."""
    dotfiles, config = tmp_path / "dotfiles", tmp_path / "config"
    dotfiles.mkdir()
    config.mkdir()
    target = dotfiles / FILE_NAME
    save_prefs(Preferences(lesson_step=1), target)
    link = config / FILE_NAME
    link.symlink_to(os.path.relpath(target, config) if relative else target)
    save_prefs(Preferences(lang="ko", lesson_step=2), link)
    assert link.is_symlink() and link.resolve() == target
    assert load_prefs(target) == load_prefs(link) == Preferences(lang="ko", lesson_step=2)
    assert list(config.iterdir()) == [link] and list(dotfiles.iterdir()) == [target]  # no temporary file left


def test_a_link_to_a_file_not_made_yet_is_written_through(tmp_path) -> None:
    target, link = tmp_path / "dotfiles.json", tmp_path / FILE_NAME
    link.symlink_to(target)
    save_prefs(Preferences(lang="ko"), link)
    assert link.is_symlink() and load_prefs(target) == Preferences(lang="ko")


def test_a_link_to_no_regular_file_is_replaced_not_written_through(tmp_path) -> None:
    pipe, link = tmp_path / "pipe", tmp_path / FILE_NAME
    os.mkfifo(pipe)  # writing into it would wait for ever
    link.symlink_to(pipe)
    save_prefs(Preferences(lang="ko"), link)
    assert not link.is_symlink() and load_prefs(link) == Preferences(lang="ko")
    assert pipe.is_fifo()


@pytest.mark.parametrize("lang", ['"fr"', '"ja"', '"KO"', "[1]", '{"en": 1}', "7"])
def test_a_language_we_have_no_catalogue_for_is_no_choice(tmp_path, lang) -> None:
    path = tmp_path / FILE_NAME
    path.write_text(f'{{"lang": {lang}, "lesson_step": 3}}')
    assert load_prefs(path) == Preferences(lesson_step=3)  # the rest kept; the system's language


def test_settings_that_cannot_be_saved_are_said_to_be_lost_at_each_change(app) -> None:
    """preferences.json made a folder: every change was lost with only a warning in the log. Each setting
    changed says so again: it is not kept either (said once, the next change's own line hid it)."""
    path = prefs_path()
    path.unlink(missing_ok=True)  # (written at the start)
    path.mkdir(parents=True)
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)  # the frame's sync remembers the pick
    said = f"설정을 저장하지 못했습니다: {path}: 폴더입니다"
    assert app.status.error and app.status.text.startswith(said), app.status.text
    app.submit(i.SetLanguage("en"))
    run_frames(app, 2)
    said = f"Settings could not be saved: {path}: it is a folder"
    assert app.status.error and app.status.text.startswith(said), app.status.text


def test_a_preferences_file_that_cannot_be_written_is_refused_to_nobody_too(tmp_path) -> None:
    """(CI runs as root, whom chmod does not stop: the write is tried as nobody.)"""
    folder = reachable_dir()
    path = folder / FILE_NAME
    path.write_text("{}")
    path.chmod(0o444)
    folder.chmod(0o555)  # (else the file is replaced through the folder)
    kept, failed = as_unprivileged(lambda: remember(Preferences(), Preferences(lang="ko"), path))
    assert kept == Preferences(lang="ko")  # remembered for this run all the same
    assert isinstance(failed, PermissionError)
    assert path.read_text() == "{}"
