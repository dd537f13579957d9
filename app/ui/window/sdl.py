"""What pygame-ce does not wrap of SDL, called through ctypes in the SDL pygame loaded: the display's DPI
(ui_scale), whether the window is maximized and the window manager's frame round it (placement).

Each answers None where the library or the call is missing or the driver says nothing (the dummy driver
has no window manager: it maximizes nothing and has no frame).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
from pathlib import Path

import pygame

WINDOW_MAXIMIZED = 0x80  # SDL_WINDOW_MAXIMIZED


@functools.cache  # (found once: each window asked after it looked through pygame's folders again)
def sdl_library() -> ctypes.CDLL | None:
    """The SDL library pygame runs on: already in the process (wheels bundle it beside pygame)."""
    here = Path(pygame.__file__).parent
    bundled = [
        *here.parent.glob("pygame*.libs/libSDL2-2*"),
        *here.glob(".dylibs/libSDL2*"),
        *here.glob("SDL2*.dll"),
    ]
    for name in [*map(str, bundled), ctypes.util.find_library("SDL2")]:
        if name:
            with contextlib.suppress(OSError):
                return ctypes.CDLL(name)
    return None


def _sdl_window(window: pygame.Window) -> tuple[ctypes.CDLL, int] | None:
    """SDL and the SDL_Window* of a pygame.Window (None where either is not to be had)."""
    try:
        sdl = sdl_library()
        if sdl is None:
            return None
        sdl.SDL_GetWindowFromID.argtypes, sdl.SDL_GetWindowFromID.restype = [ctypes.c_uint32], ctypes.c_void_p
        pointer = sdl.SDL_GetWindowFromID(window.id)
    except (OSError, AttributeError, ValueError, TypeError, ctypes.ArgumentError):
        return None
    return (sdl, pointer) if pointer else None


def is_maximized(window: pygame.Window) -> bool:
    """Whether SDL holds the window maximized (it says so at once after maximize() on X11, and sends no
    event for a maximize of its own; the dummy driver maximizes nothing)."""
    found = _sdl_window(window)
    if found is None:
        return False
    sdl, pointer = found
    sdl.SDL_GetWindowFlags.argtypes, sdl.SDL_GetWindowFlags.restype = [ctypes.c_void_p], ctypes.c_uint32
    return bool(sdl.SDL_GetWindowFlags(pointer) & WINDOW_MAXIMIZED)


def frame_top(window: pygame.Window) -> int | None:
    """The height of the window manager's frame above the window's inside (its title bar), where SDL
    reports one."""
    found = _sdl_window(window)
    if found is None or not hasattr(found[0], "SDL_GetWindowBordersSize"):
        return None
    sdl, pointer = found
    sides = [ctypes.c_int() for _ in range(4)]  # top, left, bottom, right
    call = sdl.SDL_GetWindowBordersSize
    call.argtypes = [ctypes.c_void_p, *[ctypes.POINTER(ctypes.c_int)] * 4]
    if call(pointer, *map(ctypes.byref, sides)) != 0:
        return None
    return sides[0].value
