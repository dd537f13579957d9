"""Small seams a new user meets in a real window, each driven through the real loop with real events."""

from __future__ import annotations

import pygame
from ui_driver import press_key, run_frames

from app.model import intents


def test_the_frame_rate_reads_paused_while_nothing_moves_in_both_languages(app):
    """At rest the loop sleeps until input, so its 1–3 frames a second would look like a broken app."""
    assert app.state.epicycles.playing and app.state.rope.playing
    press_key(app, pygame.K_p, unicode="p")  # pause Δ
    press_key(app, pygame.K_SPACE, unicode=" ")  # pause the canvas
    assert app.at_rest()
    run_frames(app, 3)
    assert app.status.fps_label.text.strip() == "paused"
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 3)
    assert app.status.fps_label.text.strip() == "멈춤"
    press_key(app, pygame.K_SPACE, unicode=" ")  # playing again: a number comes back at once
    assert app.status.fps_label.text.strip().endswith("FPS")
