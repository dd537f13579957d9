"""A tooltip never takes a click: the pointer that jumps onto one and clicks in the same frame (before
pygame_gui's update finds the pointer off the tooltip's owner) presses what the tooltip covers. The press
had gone to the tooltip's text box, which took the keyboard, and the keys typed next were shortcuts."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine, UITooltip
from ui_driver import click, hovered_tip, move_mouse, post, press_key, run_frames

from app.model import intents as i
from app.ui.window.focus import focused_field


def tooltip(app) -> UITooltip:
    tips = [s for s in app.manager.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert len(tips) == 1
    return tips[0]


def field_under(app, tip: UITooltip) -> tuple[UITextEntryLine, tuple[int, int]]:
    """A text field of the panel that the tooltip covers, and a point of it under the tooltip."""
    for element in app.rope_panel.widgets.values():
        if isinstance(element, UITextEntryLine) and element.rect.colliderect(tip.rect):
            return element, element.rect.clip(tip.rect).center
    raise AssertionError("the tooltip covers no text field at this size")


def jump_and_click(app, pos: tuple[int, int]) -> None:
    """Motion, press and release in one frame's events: pygame_gui has had no update since the motion."""
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False, window=None)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False, window=None)
    run_frames(app, 4)


def test_a_click_on_a_field_under_a_tooltip_gives_the_field_the_keys_in_a_lesson(app) -> None:
    app.submit(i.Lesson("start"))
    for _ in range(10):
        app.submit(i.Lesson("next"))
    run_frames(app, 2)
    assert app.state.lesson == 10  # step 11
    assert hovered_tip(app, app.rope_panel.widgets["lo_entry"]) is not None
    field, pos = field_under(app, tooltip(app))
    jump_and_click(app, pos)
    assert focused_field(app.manager) is field
    press_key(app, pygame.K_LEFT)
    press_key(app, pygame.K_LEFT)
    assert app.state.lesson == 10  # the field's cursor moved, not the lesson
    post(pygame.TEXTINPUT, text="7")
    run_frames(app, 1)
    assert "7" in field.get_text()


def test_a_click_just_after_enter_on_a_field_under_the_base_s_tooltip_types_into_it(app) -> None:
    base = app.rope_panel.widgets["base_entry"]
    click(app, base.rect.center)
    assert focused_field(app.manager) is base
    assert hovered_tip(app, base) is not None
    press_key(app, pygame.K_RETURN)  # (Enter hands the keyboard back: 2 and 3 are shortcuts again)
    assert focused_field(app.manager) is None
    app.submit(i.RopeView(32))
    run_frames(app, 1)
    field, pos = field_under(app, tooltip(app))
    jump_and_click(app, pos)
    assert focused_field(app.manager) is field
    post(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2", scancode=0)
    post(pygame.TEXTINPUT, text="2")
    post(pygame.KEYUP, key=pygame.K_2, mod=0, unicode="2", scancode=0)
    run_frames(app, 2)
    assert app.state.rope.n_arrows == 32  # "2" went into the field, not to the 2-arrow view
    assert "2" in field.get_text()
