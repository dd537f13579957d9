"""Where things go in the window: the canvas' fitted view, the largest window allowed, and the parts of the
window nothing covers. (The rectangles themselves come from app/geometry/layout.py.)"""

from __future__ import annotations

import contextlib
import os
import sys
import warnings

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from app import config
from app.errors import as_clause
from app.geometry.view_transform import ViewTransform, fit_box
from app.i18n import tr
from app.model.state import AppState
from app.paths import asset_path
from app.ui.canvas.canvas_view import CANVAS_FOOTER, CANVAS_HEADER
from app.ui.fonts import Fonts
from app.ui.scale import UNSCALED, Scale
from app.ui.window.gui_theme import GuiManager, PointerlessManager
from app.ui.window.scroll_bars import pick_again, picked_in
from app.ui.window.theme import theme_at, theme_faces


def view_inputs(
    state: AppState, canvas: tuple[int, int, int, int], ui: Scale = UNSCALED, covered: int = 0
) -> tuple[object, ...]:
    """What the fitted view is made from (the curve compared by identity: curves are immutable)."""
    return (state.epicycles.curve, state.view_box, state.view_margin, canvas, ui, covered)


def fitted_view(
    state: AppState, canvas: tuple[int, int, int, int], scale: Scale = UNSCALED, covered: int = 0
) -> ViewTransform:
    """The curve's box fitted to the canvas; fitted curves keep clear of the caption and the hint (their
    heights at the drawing scale), and of the `covered` pixels at the canvas' foot (the lesson box's)."""
    if state.view_margin == 0.0:  # a drawing: exactly where it was drawn
        return fit_box(state.view_box, canvas, 0.0)
    header, footer = scale.px(CANVAS_HEADER), max(scale.px(CANVAS_FOOTER), covered)
    return fit_box(state.view_box, canvas, state.view_margin, header, footer)


def present_cheaply() -> None:
    """On Linux, have SDL hand the window's pixels to the X server as they are (XShm) instead of through
    an OpenGL texture: without a GPU driver (virtual machines, remote desktops, WSL, Xvfb) that texture is
    drawn in software and one flip cost 7.2 ms of CPU at 1280×800 and 52 ms at 3840×2160 on the test
    machine, against 0.18 and 1.5 ms this way; with a GPU the copy is one memcpy either way. A value the
    user set (SDL_FRAMEBUFFER_ACCELERATION) is kept. Elsewhere SDL's own choice stands (Direct3D, Metal)."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def no_display_said(lang: str) -> str | None:
    """Why the window could not be seen (one line in lang), or None. SDL falls back to a driver that shows
    nothing when it finds no display (no DISPLAY nor WAYLAND_DISPLAY), and the app would run unseen until
    killed; a driver the user named in SDL_VIDEODRIVER (the tests' dummy one) is theirs to choose."""
    try:
        pygame.display.init()
    except pygame.error as exc:
        return tr(
            lang, "problem.display.failed", reason=as_clause(str(exc).splitlines()[0] if str(exc) else "SDL")
        )
    driver = pygame.display.get_driver()
    if os.environ.get("SDL_VIDEODRIVER") or driver not in config.UNSEEN_DRIVERS:
        return None
    return tr(lang, "problem.display.none", driver=driver)


def open_display(size: tuple[int, int]) -> pygame.Surface:
    """The app's window, resizable, with its title, icon and least size."""
    present_cheaply()
    # The window's × is a window event only (CloseWindow may ask first); SDL's quit event is then a signal's.
    os.environ["SDL_QUIT_ON_LAST_WINDOW_CLOSE"] = "0"
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(config.WINDOW_TITLE)
    pygame.display.set_icon(pygame.image.load(str(asset_path("icon.png"))))
    # Not every video driver has window limits; Resize enforces them too.
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the only way to reach the display's window
        pygame.Window.from_display_module().minimum_size = config.MIN_WINDOW_SIZE
    return screen


def ui_manager(size: tuple[int, int], lang: str, fonts: Fonts, pointer: bool = True) -> pygame_gui.UIManager:
    """pygame_gui's manager for the window: the app's theme at the UI scale (fonts.scale) and catalogues,
    fonts for every language; not pointer: one whose widgets the mouse never hovers (a film's)."""
    kind = GuiManager if pointer else PointerlessManager
    manager = kind(  # its theme's id cache bounded (app/ui/window/gui_theme.py)
        size,
        theme_at(fonts.scale),
        starting_language=lang,
        translation_directory_paths=[str(asset_path("i18n"))],
    )
    theme_faces(manager.get_theme(), fonts.scale, lang)
    fonts.preload_gui(manager)  # the help's bold words, in every language
    return manager


def retheme(manager: pygame_gui.UIManager, fonts: Fonts) -> None:
    """Give the manager the theme at fonts' scale: every widget there is redraws with it (the window's
    parts are built anew after, at their scaled sizes)."""
    theme = manager.create_new_theme(theme_at(fonts.scale))
    theme_faces(theme, fonts.scale, manager.get_locale())
    # Lists with rows of a new height are made anew, and forget what was picked in them (a file in Open…).
    lists = [e for e in manager.get_sprite_group().sprites() if isinstance(e, UISelectionList)]
    picked = [picked_in(listed) for listed in lists]
    with warnings.catch_warnings():  # the old widgets' labels, redrawn once in the new fonts, overflow
        warnings.simplefilter("ignore", UserWarning)
        manager.set_ui_theme(theme, update_all_sprites=True)
    for listed, items in zip(lists, picked, strict=True):
        pick_again(listed, items)
    fonts.preload_gui(manager)


def largest_window() -> tuple[int, int]:
    """The largest window allowed: MAX_WINDOW_SIZE, or a display's size if one is larger still."""
    sizes = [*pygame.display.get_desktop_sizes(), config.MAX_WINDOW_SIZE]
    return max(w for w, _ in sizes), max(h for _, h in sizes)


def uncovered(whole: pygame.Rect, covers: list[tuple[int, int, int, int]]) -> list[pygame.Rect]:
    """Rectangles that together cover `whole` except the `covers` (each cut away in turn)."""
    parts = [pygame.Rect(whole)]
    # Only the covers that meet it (a frame asks this of each of hundreds of rectangles, most of them apart).
    for index in pygame.Rect(whole).collidelistall(covers):
        hole = pygame.Rect(covers[index])
        rest = []
        for part in parts:
            cut = part.clip(hole)
            if not cut:
                rest.append(part)
                continue
            rest += [
                pygame.Rect(part.left, part.top, part.width, cut.top - part.top),
                pygame.Rect(part.left, cut.bottom, part.width, part.bottom - cut.bottom),
                pygame.Rect(part.left, cut.top, cut.left - part.left, cut.height),
                pygame.Rect(cut.right, cut.top, part.right - cut.right, cut.height),
            ]
        parts = [p for p in rest if p.width > 0 and p.height > 0]
    return parts
