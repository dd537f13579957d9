"""Scroll bars at the UI scale, through the real loop: their arrows are drawn whole and as large as the
scale (pygame_gui's were 20 px tall at every scale: cut at 200 %, a "_" at 300 %), in the help and any
long text, and a wheel notch moves the help about three lines at every scale (it moved 40 px, two lines at
100 %, half a line at 300 %)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from pygame_gui.elements import UITextBox, UIVerticalScrollBar
from ui_driver import move_mouse, post, press_key, run_frames

from app.model import intents as i

CTRL = pygame.KMOD_LCTRL


def at_scale(app, scale: float) -> None:
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 3)
    assert app.layout.ui.factor == scale


def lit_rows(surface: pygame.Surface) -> np.ndarray:
    """The rows of a button's image where its arrow (light on dark) is drawn."""
    brightness = pygame.surfarray.array3d(surface).astype(int).sum(axis=2)
    return np.nonzero((brightness > 500).any(axis=0))[0]


def assert_arrows_whole(bar: UIVerticalScrollBar, scale: float) -> None:
    for button in (bar.top_button, bar.bottom_button):
        assert button is not None and button.rect.height == round(20 * scale), button.rect
        rows = lit_rows(button.image)
        assert len(rows), "no arrow drawn"
        assert rows.min() >= 1 and rows.max() <= button.rect.height - 2, "the arrow cut at an edge"
        assert rows.max() - rows.min() + 1 >= 6 * scale, "the arrow as small as at 100 %"


@pytest.mark.parametrize("scale", [1.0, 2.0, 3.0])
def test_the_help_s_arrows_are_whole_at_every_scale(app, scale) -> None:
    at_scale(app, scale)
    press_key(app, pygame.K_h, unicode="h")
    [box] = [e for e in app.windows.help.get_container().elements if isinstance(e, UITextBox)]
    assert_arrows_whole(box.scroll_bar, scale)


def test_arrows_made_at_one_scale_take_the_next(app) -> None:
    """A long text's bar, made at 100 %, when Ctrl+= changes the scale: its arrows follow the theme. (Open…'s
    and the drop-down lists' bars have no arrows, in pygame_gui's theme.)"""
    at_scale(app, 1.0)
    box = UITextBox("words<br>" * 80, pygame.Rect(300, 60, 300, 300), app.manager)
    run_frames(app, 1)
    assert_arrows_whole(box.scroll_bar, 1.0)
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    press_key(app, pygame.K_EQUALS, mod=CTRL, unicode="=")
    assert app.layout.ui.factor == 1.75
    assert_arrows_whole(box.scroll_bar, 1.75)


@pytest.mark.parametrize("scale", [1.0, 2.0, 3.0])
def test_a_wheel_notch_moves_the_help_about_three_lines(app, scale) -> None:
    at_scale(app, scale)
    press_key(app, pygame.K_h, unicode="h")
    [box] = [e for e in app.windows.help.get_container().elements if isinstance(e, UITextBox)]
    move_mouse(box.rect.center)
    run_frames(app, 2)
    layout = box.text_box_layout

    def top() -> float:
        return box.scroll_bar.start_percentage * layout.layout_rect.height

    before = top()
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False, which=0)
    run_frames(app, 60)  # (pygame_gui glides to where the notch sends it)
    line = float(np.median([row.height for row in layout.layout_rows]))
    assert 2.5 * line <= top() - before <= 3.5 * line, (top() - before, line)


def help_text_box(app) -> UITextBox:
    [box] = [e for e in app.windows.help.get_container().elements if isinstance(e, UITextBox)]
    return box


def test_the_help_on_top_scrolls_with_the_arrows_the_page_keys_home_and_end(app) -> None:
    press_key(app, pygame.K_h, unicode="h")
    box = help_text_box(app)
    layout, bar = box.text_box_layout, box.scroll_bar
    line = float(np.median([row.height for row in layout.layout_rows]))
    page = bar.visible_percentage * layout.layout_rect.height  # what shows of the text at once

    def top() -> float:
        return bar.start_percentage * layout.layout_rect.height

    seen = pygame.surfarray.array3d(box.image).copy()
    press_key(app, pygame.K_DOWN)
    assert top() == pytest.approx(line, abs=1)
    assert (pygame.surfarray.array3d(box.image) != seen).any()  # the text drawn from there
    press_key(app, pygame.K_PAGEDOWN)
    assert top() - line == pytest.approx(page - line, rel=0.1)  # a page, less a line kept in sight
    assert app.state.lesson is None  # PageDown started no lesson behind the help
    press_key(app, pygame.K_UP)
    assert top() == pytest.approx(page - line, rel=0.1)
    press_key(app, pygame.K_END)
    assert bar.start_percentage + bar.visible_percentage == pytest.approx(1, abs=0.01)
    press_key(app, pygame.K_PAGEUP)
    assert 1 - bar.start_percentage - bar.visible_percentage > 0.2
    press_key(app, pygame.K_HOME)
    assert top() == 0 and app.state.lesson is None


def test_page_down_outside_a_lesson_starts_none_and_in_one_steps_unless_the_help_is_on_top(app) -> None:
    press_key(app, pygame.K_PAGEDOWN)
    press_key(app, pygame.K_PAGEUP)
    assert app.state.lesson is None
    press_key(app, pygame.K_l, unicode="l")
    press_key(app, pygame.K_PAGEDOWN)
    assert app.state.lesson == 1
    press_key(app, pygame.K_h, unicode="h")
    press_key(app, pygame.K_PAGEDOWN)
    assert app.state.lesson == 1 and help_text_box(app).scroll_bar.start_percentage > 0
