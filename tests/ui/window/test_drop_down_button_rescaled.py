"""A dialog's drop-down after a UI scale change has the ▼ button of the new scale, and its list lines up
with the button as in a dialog opened at that scale: Export… at 100 %, Format's list open, Ctrl+= twice,
kept the 100 % ▼ button's width, and the list's rows were wider than the option shown over them."""

from __future__ import annotations

import pygame
import pytest
from scale_helpers import CTRL
from ui_driver import click, press_key, run_frames

from app.model import intents as i


def _shape(app, menu) -> dict:
    """Where a drop-down's parts lie across, from its own left (the open list's, if it is open); heights
    may differ by a pixel of rounding between a dialog enlarged and one built at the scale."""

    def rel(rect) -> tuple:
        return rect.x - menu.rect.x, rect.w

    state = menu.current_state
    shown = state.selected_option_button
    button = getattr(state, "close_button", None) or getattr(state, "open_button", None)
    shape = {"menu": menu.rect.w, "shown": rel(shown.rect), "button": rel(button.rect)}
    listed = getattr(state, "options_selection_list", None)
    if listed is not None and listed.alive():
        rows = [item["button_element"] for item in listed.item_list]
        shape |= {"list": rel(listed.rect), "rows": [rel(row.rect) for row in rows]}
        shape["padding"] = {row.text_horiz_alignment_padding for row in rows}
    return shape


def _format_menu(app):
    return app.exporting.dialog.fields["format"]


@pytest.mark.parametrize("keep_open", [True, False], ids=["open", "closed"])
def test_a_drop_down_rescaled_is_shaped_as_one_built_at_the_scale(app, keep_open) -> None:
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(1.0))
    run_frames(app, 2)
    press_key(app, pygame.K_e, mod=CTRL)
    menu = _format_menu(app)
    if keep_open:
        click(app, menu.rect.center)
    for _ in range(2):
        press_key(app, pygame.K_EQUALS, mod=CTRL)
    run_frames(app, 2)
    assert app.layout.ui.factor == 1.5
    rescaled = _shape(app, menu)
    if keep_open:
        click(app, menu.rect.center)  # closed again
    closed_after = _shape(app, menu)
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert app.exporting.dialog is None or not app.exporting.dialog.alive()

    press_key(app, pygame.K_e, mod=CTRL)  # the dialog opened at 150 %
    fresh = _format_menu(app)
    fresh_closed = _shape(app, fresh)
    click(app, fresh.rect.center)
    fresh_open = _shape(app, fresh)
    assert closed_after == fresh_closed
    if keep_open:
        assert rescaled == fresh_open
        shown, rows = rescaled["shown"], rescaled["rows"]
        assert all(row == shown for row in rows)  # under the option shown
