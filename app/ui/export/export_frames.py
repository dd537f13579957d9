"""Export frames drawn offscreen by the window's own drawing code, at the export's size.

The canvas is `draw_canvas` through the camera on screen (its zoom, pan and Follow, app/model/camera_state.py
shown_view) from a ViewTransform fitted to the frame as the window fits its canvas, so a frame of any size
shows what the screen's canvas does (following the pen, each frame where its pen is); the
RoPE panel is its ScoreView on a panel laid out a little taller than the frame, so that the tab buttons
and the rows of controls fall outside it (the picture, not the widgets); the whole window is a second,
offscreen set of the window's widgets (its own UIManager) over both, drawn at the window's layout and
scaled to the frame. Each frame is a state from `frame_state`, so the live window is never touched.

The canvas and the RoPE picture are drawn at the export's own scale (app/ui/scale.py: 1.5 at 1080p), so
their words and lines look as the window's do; they carry none of the window's own marks (the hint how to
draw, the scale bar of the zoom). The whole window is laid out at the scale its widgets have on the screen
for the film's height (window_scale), its widgets and all.
"""

from __future__ import annotations

import math
import sys

import numpy as np
import pygame

from app import config
from app.geometry.layout import compute_layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import MAX_SCALE, MIN_SCALE
from app.i18n import tr
from app.model.apply_ui_scale import ui_shown
from app.model.camera_state import shown_view
from app.model.export_request import ExportRequest, frame_state, refitted
from app.model.state import START_HINT, AppState
from app.ui.canvas.canvas_tools import CanvasTools
from app.ui.canvas.canvas_view import draw_canvas
from app.ui.canvas.epicycle_controls import EpicycleControls
from app.ui.fonts import Fonts
from app.ui.rope.rope_panel import RopePanel
from app.ui.rope.rope_plot import plot_layout
from app.ui.rope.rope_view import ScoreView
from app.ui.scale import UNSCALED, Scale, export_scale
from app.ui.window.layout import fitted_view, ui_manager
from app.ui.window.scene import RopeScene
from app.ui.window.shown import Told
from app.ui.window.status_bar import StatusBar

# Masks putting a pixel's bytes in memory as blue, green, red, unused (BGRX) on either byte order: the
# layout app.export.writers takes, so a frame is the surface's own bytes, copied once.
BGRX_MASKS = (0xFF0000, 0xFF00, 0xFF, 0) if sys.byteorder == "little" else (0xFF00, 0xFF0000, 0xFF000000, 0)


def picture_layout(width: int, height: int, scale: Scale = UNSCALED):
    """A RoPE panel layout whose readouts, chain and plot fill (0, 0, width, height), widgets outside;
    the picture's own spacing (read-outs, the plot's header) at the drawing scale."""
    probe = panel_layout((0, 0, width, height), scale.factor)
    top = probe.readout[1] - scale.px(4)
    bottom = height - (probe.plot[1] + probe.plot[3]) - config.PAD
    return panel_layout((0, -top, width, height + top + bottom), scale.factor)


def window_scale(state: AppState, height: int) -> Scale:
    """The whole window's film at the scale its words and widgets have on the screen, for the film's height:
    the window's UI scale times the film's height over the window's (As on screen: the UI scale itself; a
    4K window at 200 % filmed at 1080p: 100 %). It had scale 1 always: at 4K, tiny widgets."""
    factor = ui_shown(state) * height / max(1, state.window_size[1])
    return Scale(min(max(factor, MIN_SCALE), MAX_SCALE))


class FrameRenderer:
    """Draws frame i of a request from a snapshot of the state, as BGRX arrays (h, w, 4): `frame(i)` a copy
    of its own, `draw(i)` the pixels of one of `surfaces` surfaces drawn in turn, valid until that many
    more frames are drawn (a writer holding frames unwritten gets them with no copy).
    fonts: this pygame init's (at scale 1); the canvas and RoPE picture draw with them at the export's
    scale (export_scale), the whole window with them as they are."""

    def __init__(
        self,
        state: AppState,
        request: ExportRequest,
        fonts: Fonts,
        presets: list[tuple[str, str]] | None = None,
        surfaces: int = 1,
    ) -> None:
        self.state, self.request = state, request
        w, h = request.size
        self.surfaces = [pygame.Surface((w, h), 0, 32, BGRX_MASKS) for _ in range(max(1, surfaces))]
        self.surface = self.surfaces[0]  # the one drawn last
        self.scale = window_scale(state, h) if request.view == "window" else export_scale(h)
        if request.on_screen and request.view != "window":  # at the screen's scale, 2 at 4K, not h / 720:
            self.scale = Scale(ui_shown(state))  # (its words were larger, its curve smaller and elsewhere)
        self.fonts = fonts.at(self.scale)
        self.fitted = fitted_view(state, (0, 0, w, h), self.scale)
        self.score_view = ScoreView(self.fonts)
        self.panel = picture_layout(w, h, self.scale)
        self.window: OffscreenWindow | None = None
        if request.view == "window":
            self.window = OffscreenWindow(state, request.size, presets or [], self.fonts)
        # Per surface, what its last frame's moving parts covered and which words it shows: a canvas frame
        # puts back only those from the backdrop (about a third of the canvas for the heart), as the window
        # does on its calm frames, and is the same picture as one drawn whole.
        self._moved: list[list[pygame.Rect] | None] = [None] * len(self.surfaces)
        self._words: list[dict] = [{} for _ in self.surfaces]

    def draw(self, i: int) -> np.ndarray:
        state = frame_state(self.state, self.request, i)
        slot = i % len(self.surfaces)
        surface = self.surface = self.surfaces[slot]
        if self.window is not None:
            self.window.draw(surface, state)
        elif self.request.view == "rope":
            surface.fill(config.ROPE_PANEL_BG)
            layout = plot_layout(state.rope, self.panel, self.scale.factor)
            self.score_view.draw(surface, RopeScene.of(state.rope, state.lang, layout))
        else:
            back, words = self._moved[slot], self._words[slot]
            view = shown_view(state.camera, self.fitted, state.epicycles)
            drawn = draw_canvas(surface, view, state, self.fonts, back, kept=words, window=False)
            self._moved[slot] = drawn.moved
        return surface_pixels(surface)

    def frame(self, i: int) -> np.ndarray:
        return self.draw(i).copy()


def surface_pixels(surface: pygame.Surface) -> np.ndarray:
    """A BGRX surface's own pixels as a (height, width, 4) uint8 array, no copy (rows may be padded). While
    the array lives the surface stays locked: nothing may be blitted onto it."""
    w, h = surface.get_size()
    rows = np.frombuffer(surface.get_view("1"), np.uint8).reshape(h, surface.get_pitch())
    return rows[:, : 4 * w].reshape(h, w, 4)


class OffscreenWindow:
    """The whole window (canvas, controls, RoPE panel, status line) drawn offscreen at a layout of at least
    the minimum window size with the export's aspect, then scaled to the export size."""

    def __init__(
        self, state: AppState, size: tuple[int, int], presets: list[tuple[str, str]], fonts: Fonts
    ) -> None:
        w, h = size
        grow = max(config.MIN_WINDOW_SIZE[0] / w, config.MIN_WINDOW_SIZE[1] / h, 1.0)
        self.size = size
        self.fonts = fonts
        self.full = (math.ceil(w * grow), math.ceil(h * grow))
        ui = fonts.scale
        self.layout = compute_layout(self.full, EpicycleControls.HEIGHT, ui)
        # As the window's own: its theme, its catalogues (a widget's words are keys until translated), the
        # film's language.
        self.manager = ui_manager(self.full, state.lang, fonts, pointer=False)  # (the mouse is the window's)
        self.fitted = fitted_view(state, self.layout.canvas, ui)
        told = Told()  # a film's widgets are drawn whole every frame: nobody reads this
        source = state.source if state.source in {name for _, name in presets} else presets[0][1]
        self.controls = EpicycleControls(
            self.manager, pygame.Rect(self.layout.controls), state.epicycles, presets, source, told, ui
        )
        self.controls.show_source(state.source, state.drawing is not None, state.saved, state.lang)
        self.tools = CanvasTools(self.manager, pygame.Rect(self.layout.controls), state, told, ui)
        self.status = StatusBar(self.manager, pygame.Rect(self.layout.status), told, ui)
        self.status.show_language(state.lang)
        own = fonts.scale.factor  # (auto and the most: the film's own scale)
        self.status.show_scale(state.ui_scale, own, own)
        # Its first line, not the window's last, which may speak of the window (its UI scale) or an error.
        self.status.show(tr(state.lang, START_HINT), False)
        self.state = state
        self.rope_panel = RopePanel(self.manager, pygame.Rect(self.layout.panel), state.rope, told, fonts)
        self.canvas = pygame.Surface(self.full)

    def draw(self, surface: pygame.Surface, state: AppState) -> None:
        self.controls.sync(state.epicycles, state.lang)
        self.tools.sync(state)
        self.rope_panel.state = state.rope
        self.rope_panel.sync(state.lang)
        self.manager.update(0.0)
        canvas = self.canvas
        canvas.fill(config.BG)
        state = refitted(state, self.fitted)
        draw_canvas(canvas, shown_view(state.camera, self.fitted, state.epicycles), state, self.fonts)
        self.rope_panel.draw(canvas, RopeScene.of(state.rope, state.lang, self.rope_panel.layout))
        self.manager.draw_ui(canvas)
        if self.full == self.size:
            surface.blit(canvas, (0, 0))
        else:
            pygame.transform.smoothscale(canvas, self.size, surface)
