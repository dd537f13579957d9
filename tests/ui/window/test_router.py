"""The event router gives each event one receiver (app/ui/window/router.py): what is typed into a field
never fires a shortcut, and a press on a window or widget never reaches the canvas or the plot under it,
however fast the pointer came. Real pygame events through the real loop."""

from __future__ import annotations

import pygame
from test_app import blob, finish_reading
from test_canvas_tools import pick_in_menu
from ui_driver import click, drag, move_mouse, post, press_key, run_frames, type_keys

from app.model import intents as i


def settings_seen(app) -> tuple:
    """What the shortcuts o, e, space, h, r, t, c, 2, 3, Tab would change."""
    s, e = app.state, app.state.epicycles
    return (
        e.order,
        s.stroke_ends,
        e.playing,
        e.speed,
        e.show_trail,
        e.show_circles,
        s.rope.n_arrows,
        app.windows.help is None,
    )


def saved_drawing_shown(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first saves it
    saved = app.state.saved[0]
    pick_in_menu(app, f"{saved.saved[5:]} Your drawing")
    finish_reading(app)


def test_typing_at_once_into_a_rename_dialog_that_just_opened_fires_no_shortcut(app) -> None:
    saved_drawing_shown(app)
    before = settings_seen(app)
    click(app, app.tools.rename_button.rect.center)
    entry = app.windows.dialogs.entry
    assert entry is not None
    type_keys(app, " Mouse heart")  # straight away: no click into the field first
    assert entry.get_text() == " Mouse heart"  # the old title was chosen: typing replaced it
    assert settings_seen(app) == before
    press_key(app, pygame.K_RETURN)
    assert app.state.saved[0].title.endswith("Mouse heart")
    assert settings_seen(app) == before  # Enter renamed; it finished no drawing
    click(app, app.tools.rename_button.rect.center)  # opened again: typing goes to the field again
    type_keys(app, "zt")
    assert app.windows.dialogs.entry.get_text() == "zt"
    assert settings_seen(app) == before


def test_esc_and_the_ctrl_shortcuts_a_field_has_no_use_for_still_act_while_typing(app) -> None:
    saved_drawing_shown(app)
    click(app, app.tools.rename_button.rect.center)
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    run_frames(app, 2)
    assert app.state.rope.n_arrows == 2  # Tab left the field: it switched no RoPE view
    click(app, app.windows.dialogs.entry.rect.center)
    press_key(app, pygame.K_h, pygame.KMOD_CTRL, "\x08")  # Ctrl+H: nothing of the field's, no shortcut
    press_key(app, pygame.K_ESCAPE, 0, "\x1b")
    assert not app.windows.dialogs.open


def test_a_shortcut_pressed_in_a_field_types_nothing_into_it(app) -> None:
    """X11 sends the character of Ctrl+= as text after the key (SDL passes it on): the shortcut acts (the UI
    grows a step) and the field keeps its text; an ordinary key after it still types."""
    saved_drawing_shown(app)
    click(app, app.tools.rename_button.rect.center)
    entry = app.windows.dialogs.entry
    before, scale = entry.get_text(), app.state.ui_scale
    post(pygame.KEYDOWN, key=pygame.K_EQUALS, mod=pygame.KMOD_CTRL, unicode="=", scancode=0)
    post(pygame.TEXTINPUT, text="=")
    post(pygame.KEYUP, key=pygame.K_EQUALS, mod=pygame.KMOD_CTRL, unicode="=", scancode=0)
    run_frames(app, 3)
    assert app.state.ui_scale != scale  # the shortcut acted
    assert app.windows.dialogs.entry is entry and entry.get_text() == before
    post(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=0)
    post(pygame.TEXTINPUT, text="z")
    run_frames(app, 3)
    assert entry.get_text().endswith("z")


def fast_click(app, pos: tuple[int, int]) -> None:
    """The pointer jumps onto pos from elsewhere and clicks at once: motion, press and release in one
    frame's events, so pygame_gui has had no update to learn what is hovered."""
    move_mouse((5, 5))
    run_frames(app, 3)
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False, window=None)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False, window=None)
    run_frames(app, 4)


def paused_rope_at(app, delta: str) -> None:
    if app.state.rope.playing:
        app.submit(i.TogglePlay("rope"))
    app.submit(i.SetRopeDelta(delta))
    run_frames(app, 2)


def test_a_fast_click_on_the_inspector_over_the_plot_acts_and_leaves_delta_alone(app) -> None:
    paused_rope_at(app, "3000")
    press_key(app, pygame.K_i, 0, "i")
    button = app.windows.inspector.reverse_button
    assert button.rect.colliderect(app.rope_panel.layout.plot)  # the case: a button over the plot
    fast_click(app, button.rect.center)
    assert app.state.change is not None  # the curve was traced backwards
    assert app.state.rope.delta == 3000


def test_a_fast_click_on_the_export_dialog_over_the_plot_leaves_delta_alone(app) -> None:
    paused_rope_at(app, "94")
    press_key(app, pygame.K_e, pygame.KMOD_CTRL, "\x05")
    dialog = app.exporting.dialog
    assert dialog is not None
    parts = (dialog.cancel_button, dialog.export_button, dialog.copy_button, *dialog.fields.values())
    over = [b for b in parts if b.is_enabled and b.rect.colliderect(app.rope_panel.layout.plot)]
    assert over, "no button or field of the dialog lies over the plot at this size"
    fast_click(app, over[0].rect.center)
    assert app.state.rope.delta == 94


def test_a_press_on_a_widget_dragged_onto_the_canvas_draws_nothing(app) -> None:
    curve = app.state.epicycles.curve
    start = app.controls.arrows_slider.rect.center
    inside = pygame.Rect(app.view.rect).center
    move_mouse(start)
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False, window=None)
    for k in range(1, 30):
        move_mouse(
            (start[0] + (inside[0] - start[0]) * k // 29, start[1] + (inside[1] - start[1]) * k // 29),
            buttons=(1, 0, 0),
        )
    post(pygame.MOUSEBUTTONUP, pos=inside, button=1, touch=False, window=None)
    run_frames(app, 3)
    assert app.state.stroke is None and app.state.epicycles.curve is curve
