"""While Δ plays, the panel's read-outs of it say one number in every frame, through the real loop: the line
above the chain, the label at the plot's marker and Δ's field (the label said every frame's Δ while the line
and the field, each paced on its own, said one of a tenth of a second before, not always the same one)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import run_frames

from app import config
from app.model import intents as i
from app.model.signs import minus


@pytest.fixture
def marker_labels(app, monkeypatch) -> list[str]:
    """The words drawn in the marker's colour at the label's size, frame by frame (the label's)."""
    drawn: list[str] = []
    fonts = app.rope_panel.view.fonts
    blit = fonts.blit

    def recording(surface, text, at, colour, size, *rest, **named) -> pygame.Rect:
        if tuple(colour) == tuple(config.ROPE_MARKER) and size == 12:
            drawn.append(text)
        return blit(surface, text, at, colour, size, *rest, **named)

    monkeypatch.setattr(fonts, "blit", recording)
    return drawn


@pytest.mark.parametrize("log_axis", [False, True])
def test_the_line_the_label_and_the_field_say_one_delta(app, marker_labels, log_axis) -> None:
    s, field = app.rope_panel.state, app.rope_panel.widgets["delta_entry"]
    app.submit(i.Show("rope_log_axis", log_axis))
    app.submit(i.SetSpeed(200.0, "rope"))  # a new whole Δ every frame
    assert s.playing
    said = []
    for _ in range(90):
        marker_labels.clear()
        run_frames(app, 1)
        line = app.rope_panel.view._readout[0][0]  # the first read-out line as drawn: "Δ = ", Δ, …
        assert line[0][0] == "Δ = "
        assert marker_labels[-1] == line[1][0] == minus(field.get_text()), (marker_labels, line[1], field)
        said.append(line[1][0])
    assert len(set(said)) >= 6  # it did follow Δ, about ten times a second
    assert len(set(said)) < 90 / 3  # not every frame: slow enough to read
