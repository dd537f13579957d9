"""The RoPE lesson's ladder steps speak of the chain the panel draws, through the real loop with real keys
and typing: after 3 (32 arrows, d = 64), the arrow slider or a typed base, step 1 lists the ladder the
Invariance tab lists and step 4 quotes that tab's scores (they said d = 8, ten per pair and d = 8's scores);
with one arrow, steps 2 and 3 say the lesson's q and k have no pair to sit on (they spoke of θ = 0.1).
Every number is checked against sums written out here, apart from the app's math, in both languages."""

from __future__ import annotations

import math
import re

import numpy as np
import pygame
import pytest
from ui_driver import centre, click, drag, glide, press_key, run_frames, type_into

from app.geometry.rope_layout import panel_layout
from app.model import intents as i
from app.model.signs import power_of_ten

NBSP = "\u00a0"


def box_words(app) -> str:
    """What the lesson box says, its wrapped lines joined (non-breaking spaces as spaces, − as -)."""
    words = " ".join(line for line, _ in app.windows.lesson_box.lines)
    return words.replace(NBSP, " ").replace("\u2212", "-")


def enter_step(app, lang: str, pages: int) -> None:
    app.submit(i.SetLanguage(lang))
    press_key(app, pygame.K_l)
    for _ in range(pages):
        press_key(app, pygame.K_PAGEDOWN)
    assert app.state.lesson == pages


def on_score_tab(app, change) -> None:
    """On the Score tab, change(app, its widgets), then back to the Invariance tab."""
    click(app, centre(app.rope_panel.widgets["tab_score"].get_abs_rect()))
    run_frames(app, 1)
    change(app, app.rope_panel.widgets)
    run_frames(app, 1)
    click(app, centre(app.rope_panel.widgets["tab_invariance"].get_abs_rect()))
    run_frames(app, 2)


def two_more_arrows(app, w) -> None:
    """The arrow slider's right button, clicked twice: 4 arrows become 6."""
    for _ in range(2):
        click(app, centre(app.rope_panel.widgets["arrows_slider"].right_button.rect))


def one_arrow(app, w) -> None:
    """The arrow slider's knob dragged to its left end."""
    slider = w["arrows_slider"]
    knob, track = slider.sliding_button.rect.center, slider.rect
    drag(app, glide(knob, (track.left, knob[1])), frames_between=1)


def base_typed(app, w) -> None:
    type_into(app, panel_layout(app.layout.panel).base_entry, "5e5")


def turned(v: np.ndarray, p: int, theta: np.ndarray) -> np.ndarray:
    """v with pair j turned by p·θ_j, each by its 2×2 rotation, written out."""
    x, y = v[0::2], v[1::2]
    c, s = np.cos(p * theta), np.sin(p * theta)
    out = np.empty_like(v)
    out[0::2], out[1::2] = c * x - s * y, s * x + c * y
    return out


def sinusoid(p: int, d: int) -> np.ndarray:
    """The Transformer's PE(p): sin and cos of p·10000^(−2i/d), loop by loop."""
    pe = np.zeros(d)
    for two_i in range(0, d, 2):
        pe[two_i] = math.sin(p / 10000 ** (two_i / d))
        pe[two_i + 1] = math.cos(p / 10000 ** (two_i / d))
    return pe


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("change", ["key 3", "6 arrows", "typed base 5e5"])
def test_step_1_lists_the_ladder_the_panel_draws(app, lang, change) -> None:
    enter_step(app, lang, 0)
    assert "d = 8" in box_words(app)
    if change == "key 3":
        press_key(app, pygame.K_3)
        run_frames(app, 2)
        n, base = 32, 10000.0
    elif change == "6 arrows":
        on_score_tab(app, two_more_arrows)
        n, base = 6, 10000.0
    else:
        on_score_tab(app, base_typed)
        n, base = 4, 5e5
    r = app.state.rope
    assert (r.n_arrows, r.base, app.state.lesson, r.tab) == (n, base, 0, "invariance")
    theta = [base ** (-2 * j / (2 * n)) for j in range(n)]  # θ_j = base^(−2j/d), d = 2N
    assert [row[1] for row in r.ladder_rows()] == pytest.approx(theta)  # what the tab lists
    words = box_words(app)
    assert ("d = 8" in words) == (n == 4) and f"d = {2 * n}" in words, words
    assert f"{base:.0f}^(-2i/d)" in words, words
    fall = theta[0] / theta[1]
    assert f" {fall:.4g}" in words, words  # how much slower each pair turns
    shown = [power_of_ten(f"{t:.4g}") for t in theta]  # (5.318e-5, as the window writes it)
    said = shown if n <= 4 else [*shown[:3], "…", shown[-1]]
    assert "θ = " + ", ".join(said) + ";" in words, words
    turn = [power_of_ten(f"{2 * math.pi / t:.5g}") for t in theta]  # as the tab writes them
    assert (turn if n <= 4 else [*turn[:3], "…", turn[-1]])[-1] in words.split(";")[-1], words


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("change", ["key 3", "6 arrows"])
def test_step_4_quotes_the_scores_of_the_chain_drawn(app, lang, change) -> None:
    enter_step(app, lang, 3)
    if change == "key 3":
        press_key(app, pygame.K_3)
        run_frames(app, 2)
    else:
        on_score_tab(app, two_more_arrows)
    r = app.state.rope
    n, d = r.n_arrows, 2 * r.n_arrows
    assert n == (32 if change == "key 3" else 6) and app.state.lesson == 3
    q, k = r.qk()  # the seed's random q and k, as the Invariance tab scores them
    theta = 10000.0 ** (-np.arange(n) / n)
    words = box_words(app)
    assert "d = 8" not in words and f"d = {d}" in words and "(3, 7)" in words, words
    rope = [float(turned(q, m, theta) @ turned(k, p, theta)) for m, p in ((3, 7), (40, 44), (900, 904))]
    assert rope == pytest.approx([rope[0]] * 3, abs=1e-9)
    assert (r.inv_m, r.inv_n) == (3, 7) and r.invariance.rope_mn == pytest.approx(rope[0])  # the tab's
    assert f"{rope[0]:.8f}" in words, words
    for m, p in ((3, 7), (40, 44), (900, 904)):
        added = float((q + sinusoid(m, d)) @ (k + sinusoid(p, d)))
        assert f"{added:.8f}" in words, (m, p, words)
    assert f"{float(sinusoid(3, d) @ sinusoid(7, d)):.8f}" in words, words


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("pages", [1, 2])  # the rotation step, the relative step
def test_one_arrow_says_the_lessons_q_and_k_have_no_pair(app, lang, pages) -> None:
    enter_step(app, lang, pages)
    assert "θ = 0.1" in box_words(app)
    on_score_tab(app, one_arrow)
    r = app.state.rope
    assert r.n_arrows == 1 and app.state.lesson == pages
    q, k = r.qk()
    assert not q.any() and not k.any()  # pair 1, where they sit, is cut off
    assert r.invariance.rope_mn == 0.0  # what the Invariance tab shows at (2, 5)
    words = box_words(app)
    assert "0.1" not in words and "(1, 0)" in words and "(0, 1)" in words, words
    assert ("pair 1" if lang == "en" else "1번 쌍") in words and "0.00000" in words, words
    if pages == 1:
        assert re.search(r"θ₀ = 1(?![\d.])", words), words  # the only pair's speed, base^0


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_step_1_with_one_arrow_speaks_of_its_one_pair(app, lang) -> None:
    enter_step(app, lang, 0)
    on_score_tab(app, one_arrow)
    words = box_words(app)
    assert app.state.rope.n_arrows == 1
    assert "d = 2" in words and "θ = 1;" in words and f"{2 * math.pi:.5g}" in words, words
    assert "d = 8" not in words and re.search(r"θ₀ = 1(?![\d.])", words), words
