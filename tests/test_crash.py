"""The last line of defence, in process: an unexpected error is logged and reported, never lost."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app import crash


@pytest.fixture
def restore_logging():
    yield
    for handler in logging.getLogger().handlers[:]:
        handler.close()
        logging.getLogger().removeHandler(handler)


def test_a_normal_run_passes_its_exit_code_on(tmp_path: Path, monkeypatch, restore_logging) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.delenv(crash.CRASH_TEST_VARIABLE, raising=False)
    shown: list[str] = []
    assert crash.run_guarded(lambda: 0, notify=shown.append) == 0
    assert shown == []


def test_an_unexpected_error_is_logged_and_shown(
    tmp_path: Path, monkeypatch, restore_logging, capsys
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))

    def broken() -> int:
        raise ZeroDivisionError("oops")

    shown: list[str] = []
    assert crash.run_guarded(broken, notify=shown.append) == 1
    log = tmp_path / "Epicycles" / crash.LOG_NAME
    assert "ZeroDivisionError: oops" in log.read_text()
    assert len(shown) == 1 and str(log) in shown[0]
    assert str(log) in capsys.readouterr().err


def test_the_crash_test_switch_fails_on_purpose(tmp_path: Path, monkeypatch, restore_logging) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv(crash.CRASH_TEST_VARIABLE, "1")
    assert crash.run_guarded(lambda: 0) == 1
    assert "RuntimeError: crash test" in (tmp_path / "Epicycles" / crash.LOG_NAME).read_text()


def test_an_unwritable_data_folder_still_starts_and_logs_to_stderr(
    monkeypatch, restore_logging, capsys
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "/proc/no-such-folder")
    assert crash.run_guarded(lambda: 7) == 7

    def broken() -> int:
        raise RuntimeError("late")

    assert crash.run_guarded(broken) == 1
    assert "RuntimeError: late" in capsys.readouterr().err


def test_the_log_is_bounded_however_long_errors_go_on(tmp_path: Path, monkeypatch, restore_logging) -> None:
    """An error in every frame of a long session is logged each time: the file rolls over, never grows."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    crash.setup_logging()
    log = logging.getLogger("epicycles")
    record = "x" * 1000
    for _ in range(3 * crash.LOG_MAX_BYTES // len(record)):
        log.error("unexpected error: %s", record)
    folder = tmp_path / "Epicycles"
    sizes = [p.stat().st_size for p in folder.glob(crash.LOG_NAME + "*")]
    assert len(sizes) == 2 and max(sizes) <= crash.LOG_MAX_BYTES
    assert "unexpected error" in (folder / crash.LOG_NAME).read_text()
