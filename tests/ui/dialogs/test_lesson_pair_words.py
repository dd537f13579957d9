"""The lesson's rotation and relative steps speak of the chain drawn, through the real loop with real keys:
L, PageDown, then 3 (the panel's 32 arrows, d = 64) moves the lesson's q and k onto a pair that turns
10000^(−1/32) ≈ 0.7499 per token; the words and numbers follow it (they said θ = 0.1 and −0.29552 beside
an Invariance tab showing −0.7783)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from ui_driver import press_key, run_frames

NBSP = "\u00a0"


def box_words(app) -> str:
    """What the lesson box says, its wrapped lines joined (non-breaking spaces as spaces)."""
    return " ".join(line for line, _ in app.windows.lesson_box.lines).replace(NBSP, " ")


def rope_score(theta: float, m: int, n: int) -> float:
    """q = (1, 0) turned by mθ, k = (0, 1) turned by nθ, dotted: written out, apart from the app's math."""
    qx, qy = np.cos(m * theta), np.sin(m * theta)
    kx, ky = -np.sin(n * theta), np.cos(n * theta)
    return float(qx * kx + qy * ky)


@pytest.mark.parametrize("pages", [1, 2])  # the rotation step, the relative step
def test_the_words_follow_the_pair_drawn_at_32_arrows(app, pages) -> None:
    press_key(app, pygame.K_l)
    for _ in range(pages):
        press_key(app, pygame.K_PAGEDOWN)
    assert "θ = 0.1" in box_words(app)
    press_key(app, pygame.K_3)
    run_frames(app, 3)
    r = app.state.rope
    assert r.n_arrows == 32 and app.state.lesson == pages
    theta = 10000 ** (-1 / 32)  # pair 1 of d = 64, where the lesson's q and k sit
    q, k = r.qk()
    assert list(q[2:4]) == [1, 0] and list(k[2:4]) == [0, 1]
    words = box_words(app)
    assert "θ = 0.1" not in words and f"θ = {theta:.4g}" in words, words
    score = rope_score(theta, 2, 5)
    assert r.invariance.rope_mn == pytest.approx(score)  # what the Invariance tab shows at (2, 5)
    assert f"{score:.5f}".replace("-", "−") in words, words
    if pages == 1:
        assert f"{2 * theta:.4g} rad" in words and f"R({5 * theta:.4g})" in words
