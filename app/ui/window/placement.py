"""The window's size, place and fullscreen between runs, and fullscreen shown as the state says.

The preferences keep the window's own size and top left (out of fullscreen and not maximized) and whether
it was maximized; at the next start they come back clamped to the screens there are now (a screen
unplugged since must not leave the window out of sight), and a window maximized then opens maximized with
its own size kept to give back. F11 sets `state.fullscreen`; `sync` makes the window follow, with SDL's
desktop fullscreen (the screen's own mode: no mode switch, no flicker), and the new size comes back as a
Resize.
"""

from __future__ import annotations

import contextlib
import warnings

import pygame

from app import config
from app.errors import os_said
from app.model import intents as i
from app.model.state import AppState
from app.prefs import Preferences, Unread, chosen_differ, prefs_path, remember
from app.text import clean_name
from app.ui.window.sdl import frame_top, is_maximized


def display_window() -> pygame.Window | None:
    """The display module's window as a pygame.Window (None where the driver has none)."""
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the only way to reach the display's window
        return pygame.Window.from_display_module()
    return None


def start_size(asked: tuple[int, int] | None, prefs: Preferences, scale: float = 1.0) -> tuple[int, int]:
    """The size asked for (--size), else the one remembered, no larger than the largest screen, else the
    default at the UI scale the window starts at (so that a 4K screen shows its layout at 2×), leaving room
    on the screen for a title bar and panels. A size that fills a screen opens maximized
    (Placement.restore)."""
    if asked is not None:
        return asked
    most_w, most_h = largest_screen()
    min_w, min_h = config.MIN_WINDOW_SIZE
    if prefs.window is None:
        w, h = (round(side * scale) for side in config.WINDOW_SIZE)
        # Room left for its title bar and the desktop's panels: on a 1366x768 screen 1280x800 opened
        # maximized, and un-maximized it hung below the screen, its title bar and status line out of reach.
        room_h = round(most_h * config.FIRST_WINDOW_ROOM)
        return max(min_w, min(w, most_w)), max(min_h, min(h, room_h))
    w, h = prefs.window
    return max(min_w, min(w, most_w)), max(min_h, min(h, most_h))


def largest_screen() -> tuple[int, int]:
    """The widest and the tallest of the screens' sides (SDL reports their sizes)."""
    screens = pygame.display.get_desktop_sizes() or [config.MAX_WINDOW_SIZE]
    return max(w for w, _ in screens), max(h for _, h in screens)


def fills_screen(size: tuple[int, int]) -> bool:
    """A window this size would reach a screen's edges: its title bar and the desktop's panels would push
    its bottom rows off the screen, so it opens maximized (the window manager fits it to what is free)."""
    most_w, most_h = largest_screen()
    return size[0] >= most_w or size[1] >= most_h


def on_screens(
    place: tuple[int, int], size: tuple[int, int], screens: list[tuple[int, int]], top: int = 0
) -> tuple[int, int]:
    """place (of the window's inside) moved so that the whole window, with the top rows of its frame (its
    title bar, to grab it by), lies on the screens (taken side by side, as SDL lays out most desktops; it
    reports their sizes, not where each is), its title bar first where it is larger: a window left off them
    (a screen unplugged) had come back with 64 pixels of it in sight, and one at y = 0 with its title bar
    above the screen."""
    right = sum(w for w, _ in screens) or config.WINDOW_SIZE[0]
    bottom = max((h for _, h in screens), default=config.WINDOW_SIZE[1])
    x, y = place
    return max(0, min(x, right - size[0])), max(top, min(y, bottom - size[1]))


class Placement:
    """What is remembered of the window, and whether it is shown fullscreen now."""

    def __init__(
        self,
        prefs: Preferences,
        asked: tuple[int, int] | None = None,
        twice: tuple[str, ...] = (),
        unread: Unread | None = None,
    ) -> None:
        self.prefs = prefs
        self.unread = unread  # a file there that could not be read: said at the start
        # The keys the file gave twice (quoted): left out of prefs, and the file not written over until
        # a setting changes, so both values the user wrote stay in it until they have read why.
        self.twice = twice
        self.asked = asked  # the size asked for at the start (--size), which wins over the one remembered
        self.fullscreen = False  # as shown
        self.fitting = False  # maximized at the start only to fit a size remembered from a larger screen
        self.unsaved = False  # a save failed since the last that succeeded (or the start)

    def restore(self) -> list[object]:
        """Put the window where it was; the intents that tell the state so (fullscreen, if it was; Recent; the
        last export's choices)."""
        window = display_window()
        place = self.prefs.place
        if window is not None and place is not None:
            with contextlib.suppress(pygame.error):
                top = frame_top(window) or config.FRAME_TOP  # (none yet, before the window manager's frame)
                window.position = on_screens(place, window.size, pygame.display.get_desktop_sizes(), top)
        remembered = self.asked is None and self.prefs.maximized
        maximized = remembered  # (to give back after full screen, where the window is not maximized now)
        if window is not None and (remembered or fills_screen(window.size)) and not self.prefs.fullscreen:
            window.maximize()  # the new size comes back as a Resize; SDL sends no event for its own maximize
            maximized = is_maximized(window)  # (the dummy driver's window stays as it is)
        own = self.prefs.window if self.asked is None else None  # (a size clamped to this screen is not it)
        self.fitting = maximized and not remembered and own is not None and own != tuple(window.size)
        return [
            *([i.WindowMoved(place)] if place else []),
            *([i.WindowMaximized(True, own)] if maximized else []),
            *(
                [i.ToggleFullscreen()] if self.prefs.fullscreen and self.asked is None else []
            ),  # (--size wins)
            *([i.RecentFiles(self.prefs.recent)] if self.prefs.recent else []),
            *([i.ExportChoices(self.prefs.export)] if self.prefs.export else []),
            *([i.PrefsKeysTwice(clean_name(str(prefs_path())), self.twice)] if self.twice else []),
            *([self._unread_said(self.unread)] if self.unread else []),
        ]

    @staticmethod
    def _unread_said(unread: Unread) -> i.PrefsUnread:
        return i.PrefsUnread(clean_name(str(prefs_path())), clean_name(str(unread.aside or "")))

    def sync(self, state: AppState) -> list[object]:
        """Show fullscreen as the state says, remember what changed; intents for what could not be done (and
        a Repaint when the window changed)."""
        said: list[object] = []
        self.fitting = self.fitting and state.maximized
        window = None if state.fullscreen or self.fullscreen or state.maximized else display_window()
        place = None if window is None else tuple(window.position)
        if place is not None and place != state.window_place:
            # (SDL's move events can miss a place: the one asked for at the start came before the window
            # manager's first, so a start in full screen remembered the middle of the screen)
            said.append(i.WindowMoved(place))
        if state.fullscreen != self.fullscreen:
            why = self._show(state.fullscreen, state.maximized)
            if isinstance(why, str):
                said.append(i.FullscreenFailed(why))
            else:
                self.fullscreen = state.fullscreen
                said.extend([i.Repaint(), *([i.WindowMaximized(True)] if why else [])])  # (surface anew)
        now = Preferences(
            state.lang_chosen,
            state.lesson_place,
            state.windowed_size,
            state.window_place,
            self.fullscreen,
            state.recent,
            state.ui_scale,
            state.export_choices,
            state.maximized and not self.fitting,  # (the user's, not the start's)
        )
        if self.twice and not chosen_differ(self.prefs, now):
            return said  # (the window manager placing the window at the start is no one's choice)
        self.twice = ()
        chosen, changed = chosen_differ(self.prefs, now), now != self.prefs
        self.prefs, failed = remember(self.prefs, now)
        if failed is not None:
            # Said anew for each setting the user changes (it is not kept either), not for a window move, nor
            # over the line about the file the start left (a folder in its place: it says why already).
            shown = state.status.error and state.status.topic == "prefs"
            if chosen or not (self.unsaved or shown):
                said.append(i.PrefsNotSaved(clean_name(str(prefs_path())), *os_said(failed)))
            self.unsaved = True
        elif changed and self.unsaved:
            self.unsaved = False  # saved at last: the line saying it could not be goes
            said.append(i.PrefsSaved())
        return said

    @staticmethod
    def _show(fullscreen: bool, maximized: bool) -> str | bool:
        """Fill the screen or give the window back (maximized again if it was); why not (one line), if the
        driver would not, else whether the window was maximized."""
        window = display_window()
        if window is None:
            return "the video driver has no window"
        try:
            if fullscreen:
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
                if maximized or fills_screen(window.size):
                    window.maximize()  # SDL gives back the size it made, not the one it was maximized to
                    return is_maximized(window)
        except pygame.error as exc:
            return str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
        return False
