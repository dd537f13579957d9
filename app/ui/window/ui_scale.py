"""The UI scale the display suggests: its DPI where SDL reports one, else its size (app/geometry/units.py
turns either into a step).

pygame-ce does not wrap SDL_GetDisplayDPI, so it is called through ctypes (app/ui/window/sdl.py). SDL
answers on Windows (for a DPI-aware process), macOS and Wayland; on X11 (Xvfb too) and with the dummy
driver it reports none (it returned -1 on this machine), and the screen's size decides.
"""

from __future__ import annotations

import ctypes
import logging

import pygame

from app.geometry.units import auto_scale
from app.ui.window.sdl import sdl_library

log = logging.getLogger("epicycles")


def display_dpi(index: int = 0) -> float | None:
    """The diagonal DPI SDL reports for display index, or None where it reports none."""
    try:
        sdl = sdl_library()
        if sdl is None or not hasattr(sdl, "SDL_GetDisplayDPI"):
            return None
        ddpi, hdpi, vdpi = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
        found = sdl.SDL_GetDisplayDPI(index, ctypes.byref(ddpi), ctypes.byref(hdpi), ctypes.byref(vdpi))
    except (OSError, AttributeError, ValueError):  # no such library or call: the size decides
        return None
    return ddpi.value if found == 0 and ddpi.value > 0 else None


def display_scale() -> float:
    """The UI scale for the first display (the display module is initialised)."""
    sizes = pygame.display.get_desktop_sizes()
    dpi = display_dpi()
    factor = auto_scale(dpi, sizes[0] if sizes else None)
    log.info("UI scale %s from %s", factor, f"{dpi:.0f} DPI" if dpi else f"the screen's size {sizes[:1]}")
    return factor
