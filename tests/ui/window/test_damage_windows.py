"""Calm frames with something open over the canvas: a menu stays on top, an export's frames are calm and
its progress shows, a window open leaves frames calm once input settles, and a dialog rescaled smaller
leaves nothing of its old size and keeps its file name chosen."""

from __future__ import annotations

import time

import numpy as np
import pygame
import pytest
from support import pixels
from test_damage import SETTLE_FRAMES, check_calm_frames, whole_redraw
from ui_driver import click, run_frames

from app import config
from app.model import intents as i
from app.ui.canvas.canvas_view import draw_canvas


def test_an_open_menu_over_the_canvas_stays_on_top_in_calm_frames(app):
    """The preset menu opens upward over the canvas; once input settles the canvas is redrawn under it
    every frame, and the menu must still be drawn over it, unchanged."""
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    options = menu.current_state.options_selection_list
    assert options is not None and options.rect.colliderect(app.view.rect)
    run_frames(app, SETTLE_FRAMES)
    assert not app.live
    assert check_calm_frames(app, 10) == 10
    shown = pixels(app.screen)
    bare = app.screen.copy()
    draw_canvas(bare, app.view, app.state, app.fonts)  # the canvas alone, as if the menu were not there
    x, y, w, h = options.rect.clip(pygame.Rect(app.view.rect))
    covered = (shown[x : x + w, y : y + h] != pixels(bare)[x : x + w, y : y + h]).any(axis=2)
    assert covered.mean() > 0.5  # the menu, not the canvas, is what shows there


def test_an_export_s_frames_are_calm_and_its_progress_shows(app, tmp_path):
    """While a film is written the window's frames are calm once input settles (the film gets the time a
    whole redraw would take), each equal to a whole redraw: the progress window stays over the canvas and
    its count moves on."""
    from app.model.export_request import ExportRequest

    request = ExportRequest("canvas", "mp4", (320, 180), tmp_path / "long.mp4", 3000, 30.0)
    app.submit(i.StartExport(request, None))
    run_frames(app, SETTLE_FRAMES)
    progress = app.exporting.progress
    assert progress is not None and app.exporting.busy and not app.live
    assert progress.window.rect.colliderect(pygame.Rect(app.view.rect))
    before, until = progress.label.text, time.monotonic() + 300
    assert check_calm_frames(app, 20) == 20
    while progress.label.text == before:  # (ffmpeg sets the pace: on a busy machine a frame may draw none)
        assert time.monotonic() < until and check_calm_frames(app, 1) == 1
    assert app.exporting.busy
    app.submit(i.CancelExport())
    run_frames(app)
    assert not app.exporting.busy and list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("key", "char"),
    [(pygame.K_h, "h"), (pygame.K_l, "l"), (pygame.K_i, "i")],
    ids=["help", "lesson", "inspector"],
)
def test_with_a_window_open_frames_are_calm_once_input_settles(app, monkeypatch, key, char):
    """A window open used to make every frame whole (at 4K the help window held the app to 35 fps): now
    pygame_gui still updates (a window's widgets may change with time), but only what changed is drawn,
    the window over the canvas kept on top, each frame equal to a whole redraw."""
    from ui_driver import press_key

    press_key(app, key, unicode=char)
    run_frames(app, SETTLE_FRAMES)
    [window] = app.windows.windows()
    assert window.rect.colliderect(pygame.Rect(app.view.rect)) or window.rect.colliderect(app.rope_panel.rect)
    assert not app.live and app.updating
    updates = []
    real_update = app.manager.update
    monkeypatch.setattr(app.manager, "update", lambda dt: (updates.append(dt), real_update(dt)))
    assert check_calm_frames(app, 30) >= 25
    assert len(updates) == 30 and app.windows.windows() == [window]


def rescaled_export_dialog(app):
    """Both pictures still (nothing else is redrawn there), Export… open with its Quality greyed (a GIF),
    then Ctrl+=, Ctrl+= and Ctrl+0: the dialog made larger, then smaller again."""
    from ui_driver import press_key

    press_key(app, pygame.K_SPACE, unicode=" ")
    press_key(app, pygame.K_p, unicode="p")
    press_key(app, pygame.K_e, mod=pygame.KMOD_LCTRL, unicode="\x05")
    dialog = app.exporting.dialog
    assert dialog is not None and dialog.picked("format") == "gif" and not dialog.fields["quality"].is_enabled
    for key, char in ((pygame.K_EQUALS, "="), (pygame.K_EQUALS, "="), (pygame.K_0, "0")):
        press_key(app, key, mod=pygame.KMOD_LCTRL, unicode=char)
        run_frames(app, 10)
    assert app.layout.ui.factor == 1.0
    return dialog


def test_a_dialog_made_smaller_leaves_nothing_of_its_old_size(app):
    """(At 4K, Δ paused, Export… at 250 % then Ctrl+0: a grey box, the greyed Quality menu at the old size,
    stayed on the RoPE plot until the dialog closed. A widget's image may be larger than its rect for a
    frame, and only the rect was put back.)"""
    rescaled_export_dialog(app)
    for k in range(5):
        run_frames(app, 1)
        wrong = np.argwhere((pixels(app.screen) != whole_redraw(app)).any(axis=2))
        assert not len(wrong), (
            f"frame {k}: {len(wrong)} pixels differ from a whole redraw, first at {wrong[0]}"
        )


def test_the_file_name_stays_chosen_through_every_ui_scale_change(app):
    """(Chosen after Ctrl+=, it was no longer shown chosen after Ctrl+0: the field's text laid out anew
    forgot the choice.)"""
    field = rescaled_export_dialog(app).fields["path"]
    layout = field.drawable_shape.text_box_layout
    low, high = sorted(field.select_range)
    assert high > low and (layout.selection_start_index, layout.selection_end_index) == (low, high)
    chosen = pygame.Color(field.selected_bg_colour)[:3]

    def shown_chosen() -> bool:
        return (pixels(field.image)[..., :3] == chosen).all(axis=-1).sum() > 50

    for _ in range(2 * config.FPS):  # (a field draws its choice again with its cursor's next blink)
        if shown_chosen():
            break
        run_frames(app, 1)
    assert shown_chosen()
