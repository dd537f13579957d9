"""The Δ tick labels down the plot's left end where the faint curves' caption row begins (else at the plot's
frame): the lowest tick gets its label whenever there is room, and none touches a caption. (They stopped
20 px above the foot whenever scaling or Su's bound was shown, so the window's end lost its label even with
room to spare, and at 150 % lost it with no caption at all; on the Model tab the real head's caption
"faint: S(Δ) ahead" was not counted, and "1000" ran into it. A Korean caption's plate cut the plot's frame
at 125 %.)"""

from __future__ import annotations

import pygame
import pytest
from model_helpers import NEEDS_DEMO, open_demo
from ui_driver import run_frames

from app.geometry.rope_layout import delta_y
from app.geometry.rope_scales import MIN_TICK_GAP, delta_ticks
from app.model import intents as i
from app.model.signs import minus

FAINT = {
    "none": [],
    "bound": [i.Show("rope_bound", True)],
    "scaling and bound": [i.SetRopeScaling(kind="linear"), i.Show("rope_bound", True)],
}
AXES = [(True, "1000"), (False, "4000")]  # (log axis?, the window's end): a tick at the foot either way


def drawn_labels(app, monkeypatch, intents) -> dict[str, pygame.Rect]:
    """The Δ tick labels the score view draws after intents, by text, where they lie on the screen."""
    view, said = app.rope_panel.view, []
    blit = view.fonts.blit

    def recorded(surface, text, pos, colour, size, anchor="topleft", bold=False):
        said.append((text, size, anchor, blit(surface, text, pos, colour, size, anchor, bold)))
        return said[-1][3]

    with monkeypatch.context() as patched:
        patched.setattr(view.fonts, "blit", recorded)
        app.submit_all(intents)
        run_frames(app, 2)
    s, layout = app.state.rope, app.rope_panel.layout
    ticks = {
        minus(t)
        for t in delta_ticks(s.lo, s.hi, s.log_axis, layout.curve[3], view.fonts.scale.px(MIN_TICK_GAP))
    }
    at = layout.panel[:2]
    return {
        text: rect.move(at) for text, size, anchor, rect in said if anchor == "midright" and text in ticks
    }


def foot_captions(app) -> list[pygame.Rect]:
    """The plates of the captions along the plot's foot, on the screen."""
    layout, view = app.rope_panel.layout, app.rope_panel.view
    plot, at = pygame.Rect(layout.plot), layout.panel[:2]
    return [plate.move(at) for _, plate in view._plates if plate.move(at).top > plot.centery]


def check_the_foot(app, labels: dict[str, pygame.Rect], hi: str, faint: bool) -> None:
    """No label touches a caption or the frame; the window's end is labelled beside its tick; the captions
    lie in their row, under the curve's last row and inside the frame."""
    s, layout, px = app.state.rope, app.rope_panel.layout, app.fonts.scale.px
    plot, captions = pygame.Rect(layout.plot), foot_captions(app)
    assert bool(captions) == faint
    for text, rect in labels.items():
        assert rect.collidelist(captions) == -1, (text, rect, captions)
        assert rect.bottom <= plot.bottom - px(1), (text, rect, plot)
    assert hi in labels, sorted(labels)
    y = delta_y(layout, s.hi, s.lo, s.hi, s.log_axis)
    assert labels[hi].top <= y <= labels[hi].bottom, (labels[hi], y)
    foot = layout.curve[1] + layout.curve[3]  # (the curve's last row is the one above)
    for caption in captions:
        assert foot <= caption.top and caption.bottom <= plot.bottom - px(1), (caption, foot, plot)


@pytest.mark.parametrize(
    "size, scale",
    [((960, 600), 1.0), ((1280, 800), 1.25), ((3840, 2160), 1.5), ((3840, 2160), 2.0)],
    ids=["960x600", "1280x800@125%", "4K@150%", "4K@200%"],
)
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_last_delta_label_is_drawn_clear_of_the_captions(app, monkeypatch, size, scale, lang) -> None:
    app.submit_all([i.Resize(size, (4000, 4000)), i.SetUiScale(scale), i.SetLanguage(lang)])
    run_frames(app, 2)
    assert app.fonts.scale.factor == scale  # (the window holds the scale asked for)
    for log_axis, hi in AXES:
        for faint, shown in FAINT.items():
            off = [i.SetRopeScaling(kind="none"), i.Show("rope_bound", False)]
            window = [i.Show("rope_log", log_axis), i.SetRopeWindow("0", hi)]
            labels = drawn_labels(app, monkeypatch, [*off, *window, *shown])
            check_the_foot(app, labels, hi, faint != "none")


@NEEDS_DEMO
@pytest.mark.usefixtures("shared_process")
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_last_delta_label_keeps_clear_of_the_real_head_s_caption(app, monkeypatch, lang) -> None:
    app.submit_all([i.Resize((960, 600), (4000, 4000)), i.SetUiScale(1.0), i.SetLanguage(lang)])
    open_demo(app)
    labels = drawn_labels(app, monkeypatch, [i.Show("rope_log", True), i.SetRopeWindow("0", "1000")])
    assert app.state.rope.content == "head"
    check_the_foot(app, labels, "1000", True)
