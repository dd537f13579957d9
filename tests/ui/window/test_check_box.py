"""Every check box toggles by a click on its words as on its box (pygame_gui's took clicks on the box
only: a click on "Trail" or "Su's bound" did nothing), through the real loop."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from ui_driver import click, press_key, run_frames

from app.model import intents as i
from app.ui.window.check_box import CheckBox


def boxes(app) -> list[CheckBox]:
    return [e for e in app.manager.get_sprite_group().sprites() if isinstance(e, CheckBox) and e.visible]


@pytest.mark.parametrize("where", ["words", "gap"])
def test_a_click_on_a_check_boxs_words_toggles_it(app, where) -> None:
    shown = {box.text_label.text for box in boxes(app)}
    assert {"epicycles.ui.controls.trail", "epicycles.ui.tools.follow", "epicycles.ui.rope.bound"} <= shown
    for box in boxes(app):
        before = box.get_state()
        label = box.text_label.rect
        at = label.center if where == "words" else ((box.rect.right + label.left) // 2, box.rect.centery)
        assert not box.rect.collidepoint(at)
        click(app, at)
        assert box.get_state() != before, box.text_label.text
        click(app, box.rect.center)  # the box itself, as before
        assert box.get_state() == before, box.text_label.text
    assert not app.errors


def test_the_words_toggle_what_the_box_does(app) -> None:
    """Trail's words hide the trail in the state, as the box does."""
    assert app.state.epicycles.show_trail
    trail = next(box for box in boxes(app) if box.text_label.text == "epicycles.ui.controls.trail")
    click(app, trail.text_label.rect.center)
    run_frames(app, 1)
    assert not app.state.epicycles.show_trail


def test_a_click_beside_the_words_is_not_the_box(app) -> None:
    app.submit(i.SetRopeTab("score"))
    run_frames(app, 1)
    trail = next(box for box in boxes(app) if box.text_label.text == "epicycles.ui.controls.trail")
    beside = (trail.text_label.rect.right + 30, trail.rect.centery)
    before = trail.get_state()
    click(app, beside)
    assert trail.get_state() == before and pygame.Rect(trail.rect).collidepoint(beside) is False


def test_a_box_set_from_the_state_says_nothing_back(app) -> None:
    """A box the state ticks or clears posts no event of pygame_gui's: it came back as a click, so F while
    following the pen said "Stopped following the pen." over "Fitted: …", and C or T gave a second
    intent of their own."""
    press_key(app, pygame.K_f, mod=pygame.KMOD_SHIFT, unicode="F")  # follow: the box ticks
    assert app.state.camera.follow and app.tools.follow_box.get_state()
    press_key(app, pygame.K_f, unicode="f")  # fit: follow ends, the box clears
    run_frames(app, 3)
    assert not app.state.camera.follow and not app.tools.follow_box.get_state()
    assert app.status.text.startswith("Fitted")
    for key, char in ((pygame.K_c, "c"), (pygame.K_t, "t")):
        said = intents_of(app, lambda key=key, char=char: press_key(app, key, unicode=char))
        assert len(said) == 1, said  # the key's own, no echo from its box


def intents_of(app, act) -> list[str]:
    """The intents act and the frames after it submit (but time's and the view's own)."""
    submitted: list[object] = []
    real = app.submit

    def noting(intent: object) -> None:
        submitted.append(intent)
        real(intent)

    app.submit = noting
    try:
        act()
        run_frames(app, 3)
    finally:
        app.submit = real
    return [type(x).__name__ for x in submitted if type(x).__name__ not in ("Tick", "CanvasFitted")]


@pytest.mark.parametrize("scale", [1.0, 2.0, 3.0])
def test_the_tick_grows_with_the_box(app, scale) -> None:
    """At 200 % and 300 % the tick stayed 8 or 9 px tall inside a box 36 or 54 px tall."""
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 3)
    ticked = [box for box in boxes(app) if box.get_state()]
    assert ticked  # (Circles, Trail, log Δ)
    for box in ticked:
        light = pygame.surfarray.array3d(box.image).astype(int).sum(axis=2) > 600  # the white tick
        rows = np.nonzero(light.any(axis=0))[0]
        assert len(rows) and rows.max() - rows.min() + 1 >= 0.35 * box.rect.height, (box.rect, rows)
