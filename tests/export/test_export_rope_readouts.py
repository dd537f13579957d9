"""The RoPE picture at the smallest export size (320x240): its read-out line of Δ, score and score / reach
fits the picture, shortened where it must be ("score / reach = -0.09…" ran off its right edge)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from export_helpers import presets, state_for
from support import headless_display

from app import config
from app.model import intents as i
from app.model.apply import apply
from app.model.export_request import ExportRequest
from app.ui.export.export_frames import FrameRenderer
from app.ui.fonts import Fonts


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("delta", [4096, -199999])
def test_the_read_outs_fit_the_smallest_rope_picture(lang: str, delta: int, tmp_path: Path) -> None:
    with headless_display(window=(1, 1)):
        state = state_for("teacup")
        state.lang = lang
        apply(state, i.SetRopeWindow("-200000", None))
        apply(state, i.SetRopeDelta(str(delta)))
        assert state.rope.delta_int == delta
        renderer = FrameRenderer(
            state, ExportRequest("rope", "png", (320, 240), tmp_path / "r.png"), Fonts(), presets()
        )
        frame = renderer.frame(0)[:, :, 2::-1]  # BGRX → RGB
        x, y, w, h = renderer.panel.readout
        band = frame[y : y + h, x + w :]  # right of the read-outs' room, to the picture's edge
        assert band.size and (band == np.array(config.ROPE_PANEL_BG)[:3]).all(axis=2).all()
        assert (
            frame[y : y + h, x : x + w] != np.array(config.ROPE_PANEL_BG)[:3]
        ).any()  # (the words are there)
