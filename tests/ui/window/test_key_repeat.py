"""A held key, through the real loop: pygame's repeats of ] add an arrow each (holding ] for 2 s added
one), a held Space toggles play once; the repeats stay on once a text field has let go of the keys."""

from __future__ import annotations

import pygame
from ui_driver import click, post, run_frames

from app.ui.window.key_repeat import DELAY_MS, EVERY_MS


def hold(app, key: int, unicode: str, repeats: int) -> None:
    """A press, pygame's repeats of it (KEYDOWN again, no KEYUP between), the release."""
    for _ in range(1 + repeats):
        post(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)
        run_frames(app, 1)
    post(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0)
    run_frames(app, 1)


def test_a_held_step_key_repeats_and_a_held_toggle_does_not(app) -> None:
    e = app.state.epicycles
    arrows, playing = e.n_arrows, e.playing
    hold(app, pygame.K_LEFTBRACKET, "[", 3)
    assert e.n_arrows == arrows - 4
    hold(app, pygame.K_SPACE, " ", 5)
    assert e.playing is not playing  # once
    hold(app, pygame.K_SPACE, " ", 0)
    assert e.playing is playing  # a new press toggles again


def test_the_repeats_come_back_on_once_a_field_lets_go(app) -> None:
    assert pygame.key.get_repeat() == (DELAY_MS, EVERY_MS)
    field = app.rope_panel.widgets["base_entry"]
    click(app, field.get_abs_rect().center)
    assert field.is_focused
    click(app, pygame.Rect(app.layout.canvas).center)  # (pygame_gui turns the repeats off as it lets go)
    run_frames(app, 2)
    assert not field.is_focused and pygame.key.get_repeat() == (DELAY_MS, EVERY_MS)
