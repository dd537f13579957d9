"""The window and its one loop: events → intents → state, then update and draw from state.

`frame(events, dt)` is the body of the loop; `run()` feeds it real events and the clock's dt, and tests
feed it real pygame events with explicit time steps, so a whole session can run headless.
"""

from __future__ import annotations

import contextlib
import gc
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pygame
import pygame_gui
from pygame_gui.windows import UIFileDialog

from app import config
from app.geometry.layout import compute_layout
from app.geometry.view_transform import ViewTransform, fit_box
from app.math.curves import (
    CurveError,
    curve_from_stroke,
    load_curve_file,
    load_preset,
    preset_names,
    save_drawing,
)
from app.model.state import AppState
from app.paths import asset_path, user_data_dir
from app.ui import fonts
from app.ui.canvas_view import CANVAS_FOOTER, CANVAS_HEADER, draw_canvas
from app.ui.epicycle_controls import EpicycleControls, Intent
from app.ui.focus import typing
from app.ui.help_window import open_help
from app.ui.rope_panel import RopePanel
from app.ui.status_bar import StatusBar

MIN_STROKE_PIXELS = 3.0  # a press and release closer than this is a click, not a stroke


class EpicyclesApp:
    """The Epicycles window: canvas and controls on the left, RoPE panel on the right, status below."""

    def __init__(
        self,
        size: tuple[int, int] = config.WINDOW_SIZE,
        preset: str = "square8",
        rope_view: str = "2",
        first_frame_file: Path | None = None,
    ) -> None:
        # Only what the app uses: pygame.init() would also open audio (and complain without a sound card).
        pygame.display.init()
        pygame.font.init()
        fonts.forget_fonts()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(config.WINDOW_TITLE)
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon.png"))))
        # Not every video driver has window limits; on_resize enforces them too.
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # the only way to reach the display's window
            pygame.Window.from_display_module().minimum_size = config.MIN_WINDOW_SIZE
        self.manager = pygame_gui.UIManager(size, str(asset_path("theme.json")))
        # The help text is partly bold: load that face now rather than in the middle of a frame.
        bold = {"name": "noto_sans", "point_size": 14, "style": "bold", "antialiased": "1"}
        self.manager.preload_fonts([bold])
        self.clock = pygame.time.Clock()
        self.first_frame_file = first_frame_file
        self.frames = 0
        self.help_window: Any = None
        self.file_dialog: Any = None

        self.state = AppState.for_preset(load_preset(preset), preset, rope_view)
        self.presets = [(load_preset(name).title, name) for name in preset_names()]
        self.layout = compute_layout(size, EpicycleControls.HEIGHT)
        self.view = self.fit_view()
        self.status = StatusBar(self.manager, pygame.Rect(self.layout.status))
        self.controls = EpicycleControls(
            self.manager, pygame.Rect(self.layout.controls), self.state.epicycles, self.presets, preset
        )
        self.rope_panel = RopePanel(self.manager, pygame.Rect(self.layout.panel), self.state.rope)
        self.status.show("Drag on the canvas to draw your own closed curve. H or ? lists every shortcut.")

    # ------------------------------------------------------------ loop

    def run(self) -> int:
        """Run until the window closes or Ctrl+Q; returns the exit code."""
        # Thousands of long-lived widget objects: keep them out of the collector's full passes,
        # which otherwise stall a frame now and then. Only here, in the one live loop of the process.
        gc.collect()
        gc.freeze()
        while self.state.running:
            dt = self.clock.tick(config.FPS) / 1000.0
            self.frame(pygame.event.get(), dt)
        gc.unfreeze()
        pygame.quit()
        return 0

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: handle every event, advance time by dt seconds, draw, flip."""
        for event in events:
            self.handle_event(event)
        self.update(dt)
        self.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1 and self.first_frame_file is not None:
            self.first_frame_file.write_text(f"{time.time():.6f}\n")

    def update(self, dt: float) -> None:
        self.state.epicycles.advance(dt)
        self.rope_panel.update(dt)
        self.drain_panel_messages()
        self.manager.update(dt)
        self.controls.sync(self.state.epicycles)
        self.status.show_fps(self.clock.get_fps())

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(config.BG)
        draw_canvas(surface, self.view, self.state.epicycles, self.state.stroke)
        self.rope_panel.draw(surface)
        self.manager.draw_ui(surface)

    # ------------------------------------------------------------ events

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.state.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            self.on_resize((event.w, event.h))
            return
        consumed = self.manager.process_events(event)
        if self.handle_ui_event(event):
            return
        if self.rope_panel.process_event(event):
            return
        if event.type == pygame.KEYDOWN and not typing(self.manager):
            self.handle_key(event)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.handle_mouse(event, consumed)

    def handle_ui_event(self, event: pygame.event.Event) -> bool:
        """Widget events: the canvas controls' intents, the file dialog, the help window closing."""
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.file_dialog:
            self.file_dialog = None
            self.open_curve_file(Path(event.text))
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE:
            if event.ui_element is self.help_window:
                self.help_window = None
            if event.ui_element is self.file_dialog:
                self.file_dialog = None
            return True
        intent = self.controls.process_event(event, self.state.epicycles)
        if intent is not None:
            self.apply(intent)
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        key = event.key
        if ctrl and key == pygame.K_q:
            self.state.running = False
        elif key == pygame.K_ESCAPE:
            if self.state.stroke is not None:
                self.state.stroke = None
                self.status.show("Stroke cancelled; the previous curve stays.")
            elif self.help_window is not None:
                self.help_window.kill()
                self.help_window = None
        elif key == pygame.K_SPACE:
            self.apply(("toggle_play", None))
        elif key == pygame.K_LEFT:
            self.apply(("step", -1))
        elif key == pygame.K_RIGHT:
            self.apply(("step", 1))
        elif key == pygame.K_r:
            self.apply(("reverse", None))
        elif key == pygame.K_c:
            self.apply(("circles", not self.state.epicycles.show_circles))
        elif key == pygame.K_t:
            self.apply(("trail", not self.state.epicycles.show_trail))
        elif key == pygame.K_LEFTBRACKET:
            self.apply(("arrows", self.state.epicycles.n_arrows - 1))
        elif key == pygame.K_RIGHTBRACKET:
            self.apply(("arrows", self.state.epicycles.n_arrows + 1))
        elif key == pygame.K_h or event.unicode == "?":
            self.apply(("help", None))

    def handle_mouse(self, event: pygame.event.Event, consumed: bool) -> None:
        """Drawing: press on the canvas, drag (every motion event counts), release."""
        stroke = self.state.stroke
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_canvas = pygame.Rect(self.view.rect).collidepoint(event.pos)
            if on_canvas and not consumed and not self.manager.get_hovering_any_element():
                self.state.stroke = [event.pos]
        elif event.type == pygame.MOUSEMOTION and stroke is not None:
            if event.pos != stroke[-1]:
                stroke.append(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and stroke is not None:
            if event.pos != stroke[-1]:
                stroke.append(event.pos)
            self.state.stroke = None
            self.finish_stroke(stroke)

    def finish_stroke(self, stroke: list[tuple[int, int]]) -> None:
        """Close, resample and show the stroke; a bad one leaves the previous curve and says why."""
        pixels = np.asarray(stroke, dtype=float)
        extent = float(np.ptp(pixels, axis=0).max()) if len(pixels) else 0.0
        if len(stroke) < 2 or extent < MIN_STROKE_PIXELS:
            self.status.show(
                "That was a click, not a stroke: press and drag to draw a closed curve. "
                "The previous curve stays.",
                error=True,
            )
            return
        try:
            curve = curve_from_stroke(self.view.to_math(pixels))
        except CurveError as exc:
            self.status.show(f"{exc} Draw a loop with some area; the previous curve stays.", error=True)
            return
        self.state.show_curve(curve, "drawing", view_box=self.view.visible_box())
        self.after_curve_change()
        n = self.state.epicycles.n_arrows
        try:
            saved = f" Saved as {save_drawing(curve, user_data_dir() / 'drawings').name}."
        except OSError as exc:
            saved = f" (Could not save it: {exc.strerror or exc}.)"
        self.status.show(
            f"Your drawing: {len(stroke)} mouse points, resampled to {len(curve.samples)}; "
            f"{n} arrows redraw it.{saved}"
        )

    # ------------------------------------------------------------ intents

    def apply(self, intent: Intent) -> None:
        """Change state as an intent says (from a widget or a key)."""
        name, value = intent
        s = self.state.epicycles
        if name == "preset":
            self.state.show_curve(load_preset(value), value)
            self.after_curve_change()
            self.status.show(f"{self.state.epicycles.curve.title}: {s.n_arrows} arrows.")
        elif name == "last_drawing" and self.state.drawing is not None:
            curve, box = self.state.drawing
            self.state.show_curve(curve, "drawing", view_box=box)
            self.after_curve_change()
            self.status.show("Back to your drawing.")
        elif name == "open_file":
            self.open_file_dialog()
        elif name == "arrows":
            s.set_arrows(value)
        elif name == "toggle_order":
            s.toggle_order()
        elif name == "speed":
            s.set_speed(value)
        elif name == "toggle_play":
            s.playing = not s.playing
        elif name == "reverse":
            s.set_speed(-s.speed)
            if s.speed == 0:
                self.status.show("Speed is 0, so time stands still: move the speed slider to run it.")
            else:
                self.status.show("Reversed: time runs backwards." if s.speed < 0 else "Time runs forwards.")
        elif name == "step":
            s.step(value * config.STEP_FRACTION)
        elif name == "circles":
            s.show_circles = bool(value)
        elif name == "trail":
            s.show_trail = bool(value)
        elif name == "help":
            self.toggle_help()

    def toggle_help(self) -> None:
        if self.help_window is not None:
            self.help_window.kill()
            self.help_window = None
        else:
            self.help_window = open_help(self.manager, self.layout.size)

    def open_file_dialog(self) -> None:
        if self.file_dialog is not None:
            return
        w, h = self.layout.size
        rect = pygame.Rect((w - 520) // 2, (h - 440) // 2, 520, 440)
        self.file_dialog = UIFileDialog(
            rect,
            self.manager,
            "Open a curve (JSON)",
            allowed_suffixes={".json"},
            initial_file_path=str(user_data_dir()),
            allow_existing_files_only=True,
        )
        self.file_dialog.delete_button.hide()  # opening a curve must never delete a file

    def open_curve_file(self, path: Path) -> None:
        try:
            curve = load_curve_file(path)
        except CurveError as exc:
            self.status.show(f"Could not open it: {exc}. The previous curve stays.", error=True)
            return
        self.state.show_curve(curve, "file")
        self.after_curve_change()
        self.status.show(f"Opened {path.name}: {len(curve.samples)} samples.")

    def after_curve_change(self) -> None:
        """Refit the view; of the widgets only the preset menu can need rebuilding (sync does the rest)."""
        self.view = self.fit_view()
        self.controls.show_source(self.state.source, self.state.drawing is not None)

    def rebuild_controls(self) -> None:
        s = self.state
        self.controls.build(pygame.Rect(self.layout.controls), s.epicycles, s.source, s.drawing is not None)

    def drain_panel_messages(self) -> None:
        """The RoPE panel's messages go to the one status bar."""
        for text, error in self.rope_panel.messages:
            self.status.show(text, error)
        self.rope_panel.messages.clear()

    # ------------------------------------------------------------ layout

    def fit_view(self) -> ViewTransform:
        """Fit the curve's box to the canvas; fitted curves keep clear of the caption and the hint."""
        s = self.state
        if s.view_margin == 0.0:  # a drawing: exactly where it was drawn
            return fit_box(s.view_box, self.layout.canvas, 0.0)
        return fit_box(s.view_box, self.layout.canvas, s.view_margin, CANVAS_HEADER, CANVAS_FOOTER)

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay everything out again; below the minimum size, grow back and say so."""
        min_w, min_h = config.MIN_WINDOW_SIZE
        if size[0] < min_w or size[1] < min_h:
            size = (max(size[0], min_w), max(size[1], min_h))
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.status.show(
                f"The window cannot be smaller than {min_w}×{min_h}; it was enlarged.", error=True
            )
        else:
            self.screen = pygame.display.get_surface()
        self.manager.set_window_resolution(size)
        self.layout = compute_layout(size, EpicycleControls.HEIGHT)
        self.view = self.fit_view()
        self.status.build(pygame.Rect(self.layout.status))
        self.rebuild_controls()
        self.rope_panel.set_rect(pygame.Rect(self.layout.panel))
