"""What the window manager's events say of the window: shown or not, maximized or not, its size.

Coming back from minimized, SDL says "restored" whether the window was maximized or not, and openbox then
says "maximized" and "restored" once more, with no size change: that last RESTORED is no un-maximize (it
had saved a maximized window as not maximized). It waits for a size change, which a real un-maximize
brings (a window manager that sends no such RESTORED un-maximizes later, the size changing too).
"""

from __future__ import annotations

import pygame

from app.model import intents as i
from app.model.state import AppState
from app.ui.window.layout import largest_window


class WindowEvents:
    """The intents of the window manager's events about the window (None for any other event)."""

    def __init__(self) -> None:
        self.back = False  # restored from minimized, and no size change since
        self.said_again = False  # ...and then said maximized again: a RESTORED now may be its echo
        self.doubted = False  # a RESTORED taken for that echo: a size change after it un-maximizes

    def intents(self, event: pygame.event.Event, state: AppState) -> list[object] | None:
        kind = event.type
        if kind == pygame.VIDEORESIZE:
            size = (event.w, event.h)
            real = self.doubted and size != state.window_size  # the window manager's un-maximize after all
            self.back = self.said_again = self.doubted = False
            return [*([i.WindowMaximized(False)] if real else []), i.Resize(size, largest_window())]
        if kind in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            return [i.WindowShown(False)]
        if kind == pygame.WINDOWSHOWN:
            return [i.WindowShown(True)]
        if kind == pygame.WINDOWRESTORED and state.hidden:  # back from minimized, as it was before
            self.back, self.said_again, self.doubted = True, False, False
            return [i.WindowShown(True)]  # (maximized or not: SDL says restored either way)
        if kind == pygame.WINDOWMAXIMIZED:
            self.said_again, self.doubted = self.back, False
            return [i.WindowShown(True), i.WindowMaximized(True)]
        if kind == pygame.WINDOWRESTORED:
            if self.said_again and state.maximized:
                self.back = self.said_again = False
                self.doubted = True
                return [i.WindowShown(True)]
            self.doubted = False
            return [i.WindowShown(True), i.WindowMaximized(False)]
        return None
