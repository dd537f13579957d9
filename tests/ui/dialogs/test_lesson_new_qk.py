"""New q, k pressed on the Invariance tab in lesson steps 2 and 3, with a real click: the tab showed the
lesson's q = (1, 0), k = (0, 1) still (no seed makes those) under a status line saying "New random q, k:
seed 1". Now the tab scores the new seed's random q and k, as the status line says, the lesson box quotes
their score, and Ctrl+Z brings the lesson's back."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from test_lesson_chain_words import box_words, enter_step, turned
from ui_driver import centre, click, press_key, run_frames

from app.i18n import tr
from app.math import rope


@pytest.mark.parametrize("pages", [1, 2])
def test_new_q_k_in_a_lesson_step_scores_the_new_seed_s_q_and_k(app, pages: int) -> None:
    enter_step(app, "en", pages)
    r = app.state.rope
    assert (r.content, r.tab) == ("custom", "invariance")
    seed, before = r.seed, r.invariance.rope_mn
    click(app, centre(app.rope_panel.widgets["inv_new_qk"].get_abs_rect()))
    run_frames(app, 2)
    assert r.seed == seed + 1 and r.content == "random"
    q, k = rope.random_qk(r.n_arrows, r.seed)  # the new seed's, computed apart from the panel's state
    theta = 10000.0 ** (-np.arange(r.n_arrows) / r.n_arrows)
    tab = float(turned(q, r.inv_m, theta) @ turned(k, r.inv_n, theta))
    assert r.invariance.rope_mn == pytest.approx(tab) and tab != pytest.approx(before)
    assert app.state.status.text == tr("en", "status.rope.new_seed", seed=r.seed)
    assert f"{tab:.5f}".replace("\u2212", "-") in box_words(app)
    press_key(app, pygame.K_z, pygame.KMOD_CTRL)
    run_frames(app, 2)
    assert r.content == "custom" and r.invariance.rope_mn == pytest.approx(before)
