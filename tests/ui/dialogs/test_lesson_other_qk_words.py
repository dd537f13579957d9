"""Steps 2 and 3 of the RoPE lesson after the panel's content is changed in them, through the real loop with
real clicks and keys: the lesson box quotes the Invariance tab's scores of the q and k it now shows, says
they are not the lesson's and how those come back; Ctrl+Z brings the lesson's q and k and the usual words
back. The box kept saying q = (1, 0), k = (0, 1) and their score, −0.29552 at (2, 5), under a tab that
showed another."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from model_helpers import pick_in_menu
from test_lesson_chain_words import box_words, enter_step, on_score_tab, turned
from ui_driver import press_key, run_frames

from app.i18n import tr


def said(value: float) -> str:
    return f"{value:.5f}"


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("pages", [1, 2])  # the rotation step, the relative step
def test_a_content_chosen_in_the_step_is_quoted_as_the_tab_scores_it(app, lang, pages) -> None:
    enter_step(app, lang, pages)
    usual = box_words(app)
    lesson = said(float(np.cos(0.2) * -np.sin(0.5) + np.sin(0.2) * np.cos(0.5)))  # q = (1, 0), k = (0, 1)
    assert lesson in usual and "Ctrl+Z" not in usual, usual
    if pages == 1:
        assert "(0.98007, 0.19867)" in usual, usual  # R(0.2)·(1, 0): the usual path reads as ever

    def random_content(app, w) -> None:
        pick_in_menu(app, w["content_menu"], "epicycles.rope.content.random")  # (drawn in lang)

    on_score_tab(app, random_content)
    r = app.state.rope
    assert (r.content, r.tab, app.state.lesson) == ("random", "invariance", pages)
    q, k = r.qk()  # the seed's random q and k, which the tab now scores
    theta = 10000.0 ** (-np.arange(4) / 4)
    tab = float(turned(q, 2, theta) @ turned(k, 5, theta))
    assert (r.inv_m, r.inv_n) == (2, 5) and r.invariance.rope_mn == pytest.approx(tab)
    words = box_words(app)
    assert said(tab) in words and lesson not in words, words
    assert "Ctrl+Z" in words and tr(lang, "lesson.back") in words and tr(lang, "lesson.next") in words
    if pages == 2:
        for m, n in ((5, 8), (0, 3), (97, 100)):
            assert said(float(turned(q, m, theta) @ turned(k, n, theta))) in words, (m, n, words)

    press_key(app, pygame.K_z, pygame.KMOD_CTRL)  # as the words say
    run_frames(app, 2)
    assert r.content == "custom" and app.state.lesson == pages
    assert box_words(app) == usual
