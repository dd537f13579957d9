"""The system's refusals said in the window's language (app/errors.py os_reason): the common ones from the
catalogues, any other in the system's own words."""

from __future__ import annotations

import errno
import os

import pytest

from app.errors import OS_REASONS, Problem, WriteError, as_clause, os_reason, said


@pytest.mark.parametrize("code", sorted(OS_REASONS))
def test_a_common_refusal_is_said_in_either_language(code: int) -> None:
    reason = os_reason(OSError(code, os.strerror(code)))
    assert isinstance(reason, Problem)
    english, korean = said(reason, "en"), said(reason, "ko")
    assert english and korean and english != korean
    assert not any("a" <= c.lower() <= "z" for c in korean)  # (no English words left in it)


def test_another_keeps_the_systems_words() -> None:
    assert os_reason(OSError(errno.ECHILD, os.strerror(errno.ECHILD))) == as_clause(os.strerror(errno.ECHILD))
    assert os_reason(OSError(errno.ECHILD, "No child processes")) == "no child processes"  # (after a colon)
    assert os_reason(OSError("ffmpeg stopped: broken pipe")) == "ffmpeg stopped: broken pipe"


def test_a_write_failure_of_ours_is_said_in_either_language() -> None:
    """ffmpeg's failures were English in the Korean window: "ffmpeg stopped: …"."""
    failure = WriteError("ffmpeg_stopped", said="Broken pipe")
    assert isinstance(failure, OSError) and str(failure) == "ffmpeg stopped: Broken pipe"
    reason = os_reason(failure)
    assert said(reason, "ko") == "ffmpeg이 멈췄습니다: Broken pipe"


@pytest.mark.parametrize(
    ("sentence", "clause"),
    [
        ("The sentence has no tokens; type a few words.", "the sentence has no tokens; type a few words"),
        ("A curve needs at least 3 distinct points.", "a curve needs at least 3 distinct points"),
        ("SVG has no path.", "SVG has no path"),
        ("Heart.json is not a curve.", "Heart.json is not a curve"),  # a name keeps its capital
        ("--base: 'x' is not a number", "--base: 'x' is not a number"),
    ],
)
def test_a_sentence_as_a_clause(sentence: str, clause: str) -> None:
    assert as_clause(sentence) == clause
