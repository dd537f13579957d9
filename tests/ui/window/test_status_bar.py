"""The status line at the window's foot: a line too long for it is cut, and whole in a readable tooltip."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core.utility import translate
from pygame_gui.elements import UITooltip
from support import pixels
from ui_driver import finish_reading, hovered_tip, press_key, run_frames

from app.model import intents as i


def test_a_long_line_is_whole_in_a_tooltip_as_wide_as_the_line_allows(app, tmp_path) -> None:
    """A refused file with a long name: the line ends in "…", and its tooltip holds the whole sentence in
    a few wide lines over the window (it wrapped at a button tip's 170 px: a column of a dozen lines with
    the file name broken by hyphens), inside the window."""
    path = tmp_path / ("a_quite_long_file_name_for_the_status_line_" * 3 + ".json")
    path.write_text("{bad")
    app.submit(i.OpenPath(path))
    finish_reading(app)
    label = app.status.message_label
    assert app.state.status.error and label.text.endswith("…")
    tip = hovered_tip(app, label)
    assert tip is not None and path.name in tip  # whole, the name unbroken
    box = label.tool_tip.rect
    assert box.width >= 500 and app.screen.get_rect().contains(box)
    assert box.height <= 6 * label.font.size("Ag")[1]  # (at 170 px: over 11 lines)


def long_line(app, tmp_path, stem: str, content: str = "{bad") -> None:
    """A file with a long name opened (refused, by default): the line is cut, its whole in the tooltip."""
    path = tmp_path / (f"{stem}_a_quite_long_file_name_for_the_status_line" * 2 + ".json")
    path.write_text(content)
    app.submit(i.OpenPath(path))
    finish_reading(app)
    assert app.status.message_label.text.endswith("…")


def test_the_tooltip_up_closes_when_the_line_changes_to_one_that_fits(app, tmp_path) -> None:
    """It kept the old line over the window until the pointer moved."""
    long_line(app, tmp_path, "first", '{"points": [[0, 0], [1, 0], [0, 1]]}')
    label = app.status.message_label
    assert "first_a_quite" in hovered_tip(app, label)
    box = label.tool_tip.rect.copy()
    with_tip = pixels(app.screen, box)
    press_key(app, pygame.K_e, unicode="e")  # the pointer still: a short line on new strokes
    run_frames(app, 2)
    assert label is app.status.message_label and label.text.startswith("New strokes are open")
    assert not label.text.endswith("…") and label.tool_tip is None
    assert not any(isinstance(s, UITooltip) for s in app.manager.get_sprite_group().sprites())
    assert (pixels(app.screen, box) != with_tip).any(axis=2).mean() > 0.2  # gone from the screen too


def test_the_tooltip_up_follows_a_new_line_that_is_cut_too(app, tmp_path) -> None:
    long_line(app, tmp_path, "first")
    label = app.status.message_label
    assert "first_a_quite" in hovered_tip(app, label)
    box = label.tool_tip.rect.copy()
    with_first = pixels(app.screen, box)
    long_line(app, tmp_path, "second")  # (the pointer still)
    run_frames(app, 2)
    assert (pixels(app.screen, box) != with_first).any()  # the new words on the screen too
    tip = label.tool_tip
    assert label is app.status.message_label and tip is not None and tip.alive()
    words = translate(tip.text_block.html_text, **tip.text_block.text_kwargs)
    assert "second_a_quite" in words and "first_a_quite" not in words
    assert sum(isinstance(s, UITooltip) for s in app.manager.get_sprite_group().sprites()) == 1


@pytest.mark.parametrize("first_ok", [True, False], ids=["to-an-error", "from-an-error"])
def test_the_tooltip_up_follows_a_new_line_of_the_other_kind_at_once(app, tmp_path, first_ok) -> None:
    """A line that changes between an error and an ordinary one is drawn by a new label: its tooltip waited
    for a new hover delay (the pointer still), or the old words stayed."""
    good, bad = '{"points": [[0, 0], [1, 0], [0, 1]]}', "{bad"
    long_line(app, tmp_path, "first", good if first_ok else bad)
    assert app.status.error is not first_ok
    assert "first_a_quite" in hovered_tip(app, app.status.message_label)
    box = app.status.message_label.tool_tip.rect.copy()
    with_first = pixels(app.screen, box)
    long_line(app, tmp_path, "second", bad if first_ok else good)  # (the pointer still)
    run_frames(app, 2)
    label = app.status.message_label
    assert app.status.error is first_ok and label.text.endswith("…")
    tips = [s for s in app.manager.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert len(tips) == 1 and tips[0] is label.tool_tip and tips[0].alive()
    words = translate(tips[0].text_block.html_text, **tips[0].text_block.text_kwargs)
    assert "second_a_quite" in words and "first_a_quite" not in words
    assert (pixels(app.screen, box) != with_first).any()  # the new words on the screen too
