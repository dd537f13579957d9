"""Hebrew and Arabic typed into Text… are drawn as they read, right to left, through the real loop: the first
letter typed stands rightmost (its letters stood left to right, the word mirrored: "של" drew "לש"), and the
pen still starts at it; a Latin word keeps its place and order beside them."""

from __future__ import annotations

import numpy as np
import pygame
from test_text_dialog import open_text
from ui_driver import press_key, run_frames


def drawn(app, text: str):
    """The curve's strokes after text is typed into Text… and Enter pressed."""
    open_text(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": text}))
    run_frames(app, 1)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    curve = app.state.epicycles.curve
    assert curve.title == text and not app.status.error
    return curve.strokes


def middle(stroke: np.ndarray) -> float:
    return float(stroke.real.mean())


def test_a_hebrew_word_reads_right_to_left(app) -> None:
    shin, lamed = drawn(app, "של")  # shin, then lamed: one outline each
    assert middle(shin) > middle(lamed) + 0.3  # shin on the right, where a reader starts


def test_an_arabic_word_reads_right_to_left_and_a_latin_one_left_to_right(app) -> None:
    strokes = drawn(app, "ab بت")  # a, its hole, b, its hole, then beh (and its dot), teh (and its dots)
    xs = [middle(s) for s in strokes]
    assert xs[0] < xs[2]  # "ab" as ever: a, then b to its right
    beh, teh = xs[4:6], xs[6:]
    assert min(beh) > max(teh)  # beh, read first, to the right of teh
    assert min(beh + teh) > max(xs[:4])  # the Arabic word after the Latin one, on its right
