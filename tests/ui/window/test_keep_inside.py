"""Windows keep their place and stay in sight when the app's window changes size, through the real loop with
real resize events."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import post, press_key, run_frames

from app.ui.window.keep_inside import kept_inside


@pytest.mark.parametrize(
    "rect, size, expected",
    [
        ((692, 38, 580, 484), (960, 600), (380, 0)),  # the inspector from 1280×800 at 960×600
        ((100, 100, 300, 200), (1280, 800), None),  # the window's size unchanged: left where it is
        ((-50, 550, 300, 200), (1280, 800), (0, 550)),
        ((10, 10, 2000, 900), (960, 600), (0, 0)),  # larger than the window: its top left in sight
        ((490, 250, 300, 300), (1920, 1080), (810, 390)),  # centred, it stays centred
        ((490, 250, 300, 300), (640, 400), (170, 50)),
    ],
)
def test_a_window_keeps_its_centre_s_share_and_lies_within(rect, size, expected) -> None:
    assert kept_inside(pygame.Rect(rect), (1280, 800), size) == expected


def test_the_inspector_stays_in_sight_when_the_window_shrinks(app) -> None:
    """(Opened at 1280×800, it kept its place at 960×600, its right half beyond the window's edge.)"""
    post(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800)
    run_frames(app, 2)
    press_key(app, pygame.K_i, unicode="i")
    run_frames(app, 2)
    window = app.windows.inspector.window
    assert window.rect.right > 960
    post(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600)
    run_frames(app, 2)
    assert pygame.Rect(0, 0, 960, 600).contains(window.rect)


def test_the_export_dialog_stays_in_the_middle_at_every_size(app) -> None:
    """(After a resize to 1920×1080, or out of full screen, it sat against the window's far corner.)"""
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL, "\x05")
    window = app.exporting.dialog.window
    for w, h in ((1920, 1080), (960, 600), (2000, 600), (1280, 800)):
        post(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
        run_frames(app, 3)
        assert pygame.Rect(0, 0, w, h).contains(window.rect), (w, h)
        assert abs(window.rect.centerx - w / 2) <= 2 and abs(window.rect.centery - h / 2) <= max(
            2, window.rect.h - h / 2
        )


@pytest.mark.parametrize("opened_at", [(3840, 2160), (960, 600)])
def test_the_image_window_stays_whole_and_in_the_middle_as_the_scale_follows_the_size(
    app, tmp_path, opened_at
) -> None:
    """At the screen's 200 %, a 4K window and one of 960×600 are drawn at 200 % and 100 %: the Trace
    window goes with them, whole. (From 4K it was cut to the picture, at the top left, and kept that
    clipped size back at 4K; from 960×600 it landed at the bottom right.)"""
    from PIL import Image, ImageDraw
    from pygame_gui.core.utility import translate
    from test_app import open_through_dialog

    from app.model import intents as i
    from app.ui.dialogs.image_window import SIZE

    logo = tmp_path / "logo.png"
    image = Image.new("L", (400, 300), 255)
    ImageDraw.Draw(image).ellipse((50, 50, 250, 250), fill=0)
    image.save(logo)
    app.submit(i.DisplayScale(2.0))
    resize(app, opened_at)
    open_through_dialog(app, logo)
    shown = app.windows.image_window
    parts = (shown.preview, shown.slider, shown.count, shown.invert, shown.invert.text_label)
    for w, h in ((960, 600), (3840, 2160), (960, 600), (3840, 2160)):
        resize(app, (w, h))
        ui, rect = app.layout.ui.factor, shown.window.rect
        assert ui == (2.0 if w > 960 else 1.0) and rect.size == (SIZE[0] * ui, SIZE[1] * ui), (w, h)
        assert abs(rect.centerx - w / 2) <= 6 and abs(rect.centery - h / 2) <= 6, (w, h)  # (rounding)
        inner = shown.window.get_container().rect
        for part in (*parts, shown.mode_menu, shown.use_button):
            assert inner.contains(part.rect), (w, h, part)
        label = shown.invert.text_label
        assert label.rect.width >= label.font.size(translate(label.text))[0]  # "Invert", not "Inve"


def resize(app, size: tuple[int, int]) -> None:
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    run_frames(app, 3)
