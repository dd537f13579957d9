"""How a line is put together from its parts: a Korean particle after a filled-in word fits the word's
sound ("계수를", not "계수을(를)"), and a sentence put after "Could not …: " goes on as a clause."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import press_key

from app.errors import Problem
from app.i18n import tr
from app.io.presets import preset_curve
from app.model import intents as i
from app.model.apply import apply
from app.model.state import AppState


@pytest.mark.parametrize(
    ("written", "said"),
    [("계수을(를) 복사", "계수를 복사"), ("곡선을(를) 열었습니다", "곡선을 열었습니다"),
     ("그림이(가) 없습니다", "그림이 없습니다"), ("하트이(가) 없습니다", "하트가 없습니다"),
     ("시드은(는)", "시드는"), ("곡선와(과) 계수", "곡선과 계수"), ("하트와(과)", "하트와"),
     ("내 그림(으)로", "내 그림으로"), ("하트(으)로", "하트로"), ("파일(으)로", "파일로"),
     ("사각형(이)라는", "사각형이라는"), ("하트(이)라는", "하트라는"), ("“한글”을(를)", "“한글”을"),
     ("획 3을(를)", "획 3을"), ("획 2을(를)", "획 2를"), ("Δ = 10은(는)", "Δ = 10은"), ("7(으)로", "7로"),
     ("heart.json을(를)", "heart.json을"), ("“Hot”을(를)", "“Hot”을(를)"), ("a(b)을(를)", "a(b)를")],
)  # fmt: skip
def test_a_korean_particle_follows_the_sound_of_the_word_before_it(written: str, said: str) -> None:
    """(A word whose sound is not known, "Hot" (핫 or 에이치오티), keeps the particle written for both.)"""
    from app.i18n import settled

    assert settled(written) == said


def test_every_korean_line_with_a_fixed_noun_gets_its_own_particle() -> None:
    assert tr("ko", "status.clipboard.copied", what=tr("ko", "status.clipboard.coefficients"), rows=8) == (
        "계수를 클립보드에 복사했습니다: 8행, 탭으로 구분."
    )
    assert "(" not in tr("ko", "status.undo.done", said="곡선 내 그림").split(".")[0]


def test_copying_the_coefficients_in_korean_names_them_with_the_right_particle(app) -> None:
    app.submit(i.SetLanguage("ko"))
    press_key(app, pygame.K_c, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert app.status.text.startswith("계수를 클립보드에 복사했습니다")


EMPTY = Problem("problem.text.empty")  # "There is no text to draw: type a word or a line"
FAILURES = [
    (i.FileFailed(str(EMPTY), EMPTY, text=True), "Could not draw that text: there is no text to draw"),
    (i.FileFailed("Permission denied", None), "Could not open it: permission denied"),
    (i.ExportFailed("x.png", "Disk full"), "Could not export x.png: disk full"),
    (i.ExportFailed("", "Disk full"), "Could not export: disk full"),
    (i.DrawingFileFailed("rename", "Read-only file system"), "Could not rename the drawing: read-only"),
    (i.DrawingNotSaved("No space left on device"), "It could not be saved: no space left"),
    (i.CopyFailed("No clipboard here"), "Could not copy to the clipboard: no clipboard here"),
    (i.FullscreenFailed("Not supported"), "Full screen is not available here: not supported"),
]


@pytest.mark.parametrize(("intent", "start"), FAILURES, ids=[s.split(":")[0] for _, s in FAILURES])
def test_a_reason_after_a_colon_goes_on_in_lower_case(intent, start: str) -> None:
    """("Could not draw that text: There is no text…": a capital after the colon.)"""
    state = AppState.for_preset(preset_curve("square8"), "square8")
    apply(state, intent)
    assert start in state.status.text and state.status.error
