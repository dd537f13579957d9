"""A film of the whole window names a UI scale its menu has: a 4K window at 200 % filmed at 1080p showed
"Scale: 101 % (auto)" in its status bar (2 × 1080 / 2141, the scale it is laid out at, not a step)."""

from __future__ import annotations

from pathlib import Path

import pytest
from export_helpers import presets, state_for
from pygame_gui.core.utility import translate
from support import headless_display

from app.geometry.units import UI_STEPS
from app.model.export_request import ExportRequest
from app.ui.export.export_frames import FrameRenderer
from app.ui.fonts import Fonts


@pytest.mark.parametrize(
    ("window", "chosen", "film"),
    [((3840, 2141), None, (1920, 1080)), ((1280, 800), None, (1920, 1080)), ((2560, 1600), 1.5, (1280, 720))],
)
def test_a_whole_window_film_shows_a_step_of_the_scale_menu(window, chosen, film, tmp_path: Path) -> None:
    with headless_display(window=(1, 1)):
        shown_scale(window, chosen, film, tmp_path)


def shown_scale(window, chosen, film, tmp_path: Path) -> None:
    state = state_for()
    state.window_size, state.ui_scale, state.display_scale = window, chosen, 2.0 if window[0] > 3000 else 1.0
    request = ExportRequest("window", "png", film, tmp_path / "w.png")
    renderer = FrameRenderer(state, request, Fonts(), presets())
    shown = translate(renderer.window.status.scale_menu.selected_option[0])
    said = "auto" if chosen is None else "max"  # (a scale chosen above what the film's height fits: its most)
    step = min(
        UI_STEPS, key=lambda s: abs(s - renderer.scale.factor)
    )  # (laid out for its height: 101 %, 135 %)
    assert shown == f"Scale: {round(step * 100)} % ({said})", shown
