"""The loop the executable runs: real events and the clock's dt fed to EpicyclesApp.frame until the window
closes, then what is left written or cancelled. Tests drive `frame` themselves, with real events and
explicit time steps; there is no other loop."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

import pygame

from app import config
from app.ui.window import liveness

if TYPE_CHECKING:
    from app.ui.app import EpicyclesApp


def run(app: EpicyclesApp) -> int:
    """Run `app` until the window closes or Ctrl+Q; returns the exit code."""
    gc.collect()
    gc.freeze()  # thousands of long-lived widgets: out of the collector's full passes, which stall frames
    while app.state.running:
        if app.at_rest():
            # Nothing moves: sleep until an event comes (or a while passes), then draw once.
            events = liveness.wait_for_events(config.REST_WAIT_MS)
            dt = app.clock.tick() / 1000.0 * (not app.state.hidden)  # (unseen, time stands still)
            if not events:
                continue
        else:
            dt = app.clock.tick(config.FPS) / 1000.0
            events = pygame.event.get()
        app.frame(events, dt)
    app.submit_all(app.disk.save_now())  # the window closed in the frame that made a drawing
    app.exporting.cancel()  # a film being written leaves no file (every frame in: it is completed)
    gc.unfreeze()
    app.rope_panel.close()
    pygame.quit()
    return 0
