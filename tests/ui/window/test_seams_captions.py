"""Seams in the words a real window shows, through the real loop: the frame rate reads paused at rest,
undo and redo of a reversal name the curve as its caption does, and the scale bar's and the rope view's
captions sit on plates that nothing drawn under them shows through."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import click, press_key, run_frames

from app import config
from app.i18n import tr
from app.io.curves import curve_caption
from app.model import intents
from app.ui.rope.rope_plot import BOUND_COLOUR


def test_the_frame_rate_reads_paused_while_nothing_moves_in_both_languages(app, monkeypatch):
    """At rest the loop sleeps until input, so its 1–3 frames a second would look like a broken app."""

    class Clock:  # a live loop's, measuring (the tests step time themselves: it would read 0, unshown)
        def get_fps(self) -> float:
            return 60.0

    monkeypatch.setattr(app, "clock", Clock())
    assert app.state.epicycles.playing and app.state.rope.playing
    press_key(app, pygame.K_p, unicode="p")  # pause Δ
    press_key(app, pygame.K_SPACE, unicode=" ")  # pause the canvas
    assert app.at_rest()
    run_frames(app, 3)
    assert app.status.fps_label.text.strip() == "paused"
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 3)
    assert app.status.fps_label.text.strip() == "멈춤"
    press_key(app, pygame.K_SPACE, unicode=" ")  # playing again: a number comes back at once
    assert app.status.fps_label.text.strip().endswith("FPS")


def caption_head(app) -> str:
    """The caption's first sentence as the canvas shows it."""
    return curve_caption(app.state.epicycles.curve, app.state.lang).split(":")[0].rstrip(".")


@pytest.mark.parametrize("through", ["inspector", "intent"])
def test_undo_and_redo_of_a_reversal_name_the_curve_as_its_caption_does(app, through):
    if through == "inspector":
        press_key(app, pygame.K_i, unicode="i")
        click(app, app.windows.inspector.reverse_button.get_abs_rect().center)
    else:
        app.submit(intents.TraceBackwards())
        run_frames(app, 2)
    assert caption_head(app) == "8-point square, traced backwards"
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert caption_head(app) == "8-point square"
    assert app.status.text.startswith("Undone: back to curve 8-point square. ")
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert caption_head(app) == "8-point square, traced backwards"
    assert app.status.text == "Redone: curve 8-point square, traced backwards."


def test_follows_scale_bar_sits_on_a_plate_that_nothing_shows_through(app):
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    run_frames(app, 30)  # the camera glides in
    assert app.state.camera.follow
    scale = app.painter.words["scale"]
    assert scale.plated
    red = pygame.Surface(app.screen.get_size())
    red.fill((255, 0, 0))
    scale.draw(red)  # over anything (an arrow, a circle) the plate is the canvas' colour
    plate = scale.rect.inflate(-2, -2)
    for corner in (plate.topleft, (plate.right - 1, plate.top), (plate.left, plate.bottom - 1)):
        assert red.get_at(corner)[:3] == config.CANVAS_BG
    assert red.get_at(plate.inflate(4, 4).topleft)[:3] == (255, 0, 0)  # and only the plate


def test_the_rope_captions_stay_on_top_of_the_chain_and_the_curve(app):
    """The view's name, the legend and "± Su's bound" are drawn again, on plates of the background, over
    whatever the chain's circles and the growing curve draw there: on screen each shows its plate."""
    bound = app.rope_panel.widgets["bound_box"]
    click(app, bound.rect.center)
    assert app.state.rope.show_bound and app.state.rope.show_circles and app.state.rope.playing
    view = app.rope_panel.view
    plates = view._plates
    assert len(plates) == 3  # the bound's caption, the view's name and the legend
    panel = pygame.Rect(app.layout.panel)
    for _ in range(40):
        run_frames(app, 3)
        for image, plate in plates:
            on_screen = app.screen.subsurface(plate.move(panel.topleft))
            assert pygame.image.tobytes(on_screen, "RGB") == pygame.image.tobytes(image, "RGB")


def test_su_s_bound_caption_is_on_a_clean_plate_not_crossed_by_the_curves(app):
    click(app, app.rope_panel.widgets["bound_box"].rect.center)
    view = app.rope_panel.view
    image, plate = view._plates[0]  # the faint curves' caption, bottom left of the plot
    expected = pygame.Surface(plate.size)
    expected.fill(config.ROPE_AREA_BG)
    expected.blit(view.fonts.image(tr("en", "rope_view.bound"), BOUND_COLOUR, 11), (3, 1))
    assert pygame.image.tobytes(image, "RGB") == pygame.image.tobytes(expected, "RGB")
