"""The RoPE panel inside the real app loop, driven by real pygame events (headless): its buttons, keys and
tabs, the plot scrubbed with a click and a drag, the arrow slider and the model presets, the check boxes,
the log axis, a resize, the usage map's caption, and the read-out line and Δ field following a playing Δ.
Other test files take its layout."""

from __future__ import annotations

import itertools

import numpy as np
import pygame
import pytest
from ui_driver import centre, click, drag, move_mouse, post, press_key, run_frames

from app.geometry.layout import compute_layout
from app.geometry.rope_layout import delta_at_y, panel_layout
from app.math import positions, rope
from app.model import intents as i
from app.ui.canvas.epicycle_controls import EpicycleControls


def layout(app):
    return panel_layout(app.layout.panel)


def test_button_rects_come_from_the_shared_layout(app) -> None:
    lay = panel_layout(compute_layout((1280, 800), EpicycleControls.HEIGHT).panel)
    w = app.rope_panel.widgets
    assert tuple(w["button_2"].get_abs_rect()) == lay.button_2
    assert tuple(w["button_32"].get_abs_rect()) == lay.button_32
    panel = pygame.Rect(app.layout.panel)
    for element in w.values():
        assert panel.contains(element.get_abs_rect())


def panel_picture(app) -> bytes:
    """The chain and the plot (everything the panel draws itself), as raw pixels."""
    lay = layout(app)
    rect = pygame.Rect(lay.chain).union(pygame.Rect(lay.plot))
    return pygame.image.tobytes(app.screen.subsurface(rect).copy(), "RGB")


def pause_delta(app) -> None:
    press_key(app, pygame.K_p, unicode="p")
    assert not app.rope_panel.state.playing


def test_buttons_change_the_chain_and_the_plot(app) -> None:
    s = app.rope_panel.state
    pause_delta(app)  # from here on only the clicks change the picture
    first = panel_picture(app)
    run_frames(app, 10)
    assert panel_picture(app) == first  # paused: the comparison below can only see the click
    click(app, centre(layout(app).button_32))
    assert s.n_arrows == 32
    np.testing.assert_allclose(s.omega, rope.view_32())
    assert s.delta_int == 0  # the curve restarted
    assert panel_picture(app) != first
    click(app, centre(layout(app).button_2))
    np.testing.assert_allclose(s.omega, rope.TWO_ARROWS_OMEGA)
    assert "2 arrows" in app.status.text
    assert panel_picture(app) == first


def test_keys_switch_views(app) -> None:
    s = app.rope_panel.state
    pause_delta(app)
    press_key(app, pygame.K_3, unicode="3")
    assert s.n_arrows == 32
    pixels_32 = panel_picture(app)
    press_key(app, pygame.K_2, unicode="2")
    assert s.n_arrows == 2
    pixels_2 = panel_picture(app)
    assert pixels_2 != pixels_32
    press_key(app, pygame.K_TAB, unicode="\t")
    assert s.n_arrows == 32 and panel_picture(app) == pixels_32
    press_key(app, pygame.K_TAB, unicode="\t")
    assert s.n_arrows == 2 and panel_picture(app) == pixels_2


def test_keys_go_to_a_focused_text_field(app) -> None:
    s = app.rope_panel.state
    click(app, centre(layout(app).seed_entry))
    press_key(app, pygame.K_3, unicode="3")
    assert s.n_arrows == 2


def test_click_and_drag_on_the_plot_scrub_delta(app) -> None:
    s = app.rope_panel.state
    lay = app.rope_panel.layout  # (the plot's, above the faint curves' captions' row)
    x = lay.curve[0] + lay.curve[2] // 2
    y = lay.curve[1] + lay.curve[3] // 2
    click(app, (x, y))
    clicked = delta_at_y(lay, y, 0, 4096, s.log_axis)
    assert s.playing  # playing again after the click; it advanced a little in the frames after release
    assert clicked <= s.delta <= clicked + 3

    ys = [lay.curve[1] + 10 + 7 * i for i in range(12)]
    move_mouse((x, ys[0]))
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONDOWN, pos=(x, ys[0]), button=1, touch=False, window=None)
    for y in ys[1:]:
        move_mouse((x, y), buttons=(1, 0, 0))
        run_frames(app, 1)
        assert not s.playing  # paused while dragging
        assert s.delta == delta_at_y(lay, y, 0, 4096, s.log_axis)
    post(pygame.MOUSEBUTTONUP, pos=(x, ys[-1]), button=1, touch=False, window=None)
    run_frames(app, 1)
    assert s.playing
    assert app.state.stroke is None  # the press never started a drawing on the canvas


def test_drag_helper_lands_on_the_last_row(app) -> None:
    s = app.rope_panel.state
    app.submit(i.TogglePlay("rope"))
    lay = app.rope_panel.layout  # (paused: a row at the plot's foot names the curve ahead of Δ)
    x = lay.curve[0] + 40
    points = [(x, lay.curve[1] + 5 * i) for i in range(1, 30)]
    drag(app, points)
    assert s.delta == delta_at_y(lay, points[-1][1], 0, 4096, s.log_axis)


def test_arrow_slider_changes_the_arrow_count(app) -> None:
    s = app.rope_panel.state
    slider = pygame.Rect(layout(app).arrows_slider)
    click(app, (slider.right - 8, slider.centery))  # the slider's ► button
    assert s.n_arrows == 3
    np.testing.assert_allclose(s.omega, rope.ladder_frequencies(3, 1e4))
    assert app.rope_panel.widgets["arrows_value"].text == "3"


def test_model_preset_sets_base_and_arrows(app) -> None:
    s = app.rope_panel.state
    menu = app.rope_panel.widgets["model_menu"]
    click(app, centre(layout(app).model_menu))
    options = menu.current_state.options_selection_list.item_list
    item = next(i for i in options if i["text"] == "Llama-3.1-8B")
    click(app, item["button_element"].get_abs_rect().center)
    run_frames(app, 3)  # button → selection list → drop-down: each posts the next event
    assert (s.n_arrows, s.base) == (64, 5e5)
    assert app.rope_panel.widgets["model_menu"].selected_option[1] == "Llama-3.1-8B"
    assert app.rope_panel.widgets["base_menu"].selected_option[1] == "5e5"


@pytest.mark.parametrize("tab", ["score", "invariance"])
def test_a_click_on_the_tab_shown_keeps_it_lit(app, tab: str) -> None:
    """(A second click on the tab shown left none of the three lit.)"""
    for _ in range(2):
        click(app, centre(getattr(layout(app), f"tab_{tab}")))
    assert app.state.rope.tab == tab
    buttons = {name: app.rope_panel.widgets[f"tab_{name}"] for name in ("score", "invariance", "model")}
    assert {name for name, b in buttons.items() if b.is_selected} == {tab}
    move_mouse((5, 5))  # (not hovering any)
    run_frames(app, 3)
    app.painter.draw_whole(app.screen, app.scene())
    lit = {
        name: tuple(app.screen.get_at(b.rect.move(0, 0).midleft + pygame.Vector2(6, 0)))
        for name, b in buttons.items()
    }
    assert [name for name in buttons if lit[name] != lit["model"]] == [tab]  # drawn lit, the others alike


def test_invariance_tab(app) -> None:
    s = app.rope_panel.state
    click(app, centre(layout(app).tab_invariance))
    assert s.tab == "invariance"
    assert "ladder_box" in app.rope_panel.widgets and "button_2" not in app.rope_panel.widgets
    slider = pygame.Rect(layout(app).inv_s_slider)
    shift = s.inv_shift
    click(app, (slider.right - 8, slider.centery))
    assert s.inv_shift == shift + 1
    inv = s.invariance
    assert inv.rope_mn == pytest.approx(inv.rope_shifted, abs=1e-9)
    assert abs(inv.additive_mn - inv.additive_shifted) > 1e-3
    q, k = rope.random_qk(s.n_arrows, s.seed)
    m, n = s.inv_m, s.inv_n
    assert inv.additive_shifted == pytest.approx(positions.additive_score(q, k, m + shift + 1, n + shift + 1))
    click(app, centre(layout(app).tab_score))
    assert s.tab == "score" and "button_2" in app.rope_panel.widgets


def test_new_q_k_on_the_invariance_tab_leaves_the_score_tabs_content_be(app) -> None:
    """Its q and k are the next seed's; the score tab still shows all ones (it switched to random q, k,
    unsaid), where its own New seed button does switch."""
    s = app.rope_panel.state
    assert s.content == "ones"
    seed = s.seed
    click(app, centre(layout(app).tab_invariance))
    click(app, centre(layout(app).inv_new_qk))
    assert s.seed == seed + 1 and s.content == "ones"
    inv = s.invariance
    q, k = rope.random_qk(s.n_arrows, s.seed)
    assert inv.additive_mn == pytest.approx(positions.additive_score(q, k, s.inv_m, s.inv_n))
    click(app, centre(layout(app).tab_score))
    click(app, centre(layout(app).new_seed))
    assert s.seed == seed + 2 and s.content == "random"


def test_resize_relays_out_the_panel(app) -> None:
    post(pygame.VIDEORESIZE, w=960, h=600, size=(960, 600))
    run_frames(app, 2)
    lay = layout(app)
    assert tuple(app.rope_panel.widgets["button_32"].get_abs_rect()) == lay.button_32
    click(app, centre(lay.button_32))
    assert app.rope_panel.state.n_arrows == 32


def test_the_check_boxes_change_the_state(app) -> None:
    s = app.rope_panel.state
    w = app.rope_panel.widgets
    log, circles = s.log_axis, s.show_circles
    click(app, w["log_box"].rect.center)
    click(app, w["circles_box"].rect.center)
    assert (s.log_axis, s.show_circles) == (not log, not circles)
    assert (w["log_box"].get_state(), w["circles_box"].get_state()) == (not log, not circles)


def test_log_axis_playback_through_the_loop(app) -> None:
    s = app.rope_panel.state
    frames = 0
    while s.delta_int < 4096 and frames < 60 * 30:
        run_frames(app, 1, dt=1 / 60)
        frames += 1
    assert frames / 60 == pytest.approx(20.0, abs=2.0)


def test_the_read_out_line_follows_a_playing_delta_ten_times_a_second_and_at_once_when_paused(app) -> None:
    from app.config import READOUT_EVERY_S
    from app.ui.rope.rope_plot import now_line

    s, lay = app.rope_panel.state, app.rope_panel.layout
    app.submit(i.Show("rope_log_axis", False))
    app.submit(i.SetSpeed(200.0, "rope"))  # a new whole Δ every frame
    x, y, w, _ = lay.readout
    area = pygame.Rect(x, y, w, 18)  # the first line: Δ, score and score / reach
    shown, truth, pixels = [], [], []
    for _ in range(60):  # a second of the loop's time
        run_frames(app, 1)
        shown.append(list(app.rope_panel.view._readout[0][0]))  # (the line as drawn)
        truth.append(now_line(s, app.state.lang))
        pixels.append(pygame.surfarray.array3d(app.screen.subsurface(area)))
    changes = [n for n in range(1, 60) if shown[n] != shown[n - 1]]
    assert 8 <= len(changes) <= 11  # Δ moved on every frame; the line about ten times
    assert all(b - a >= round(READOUT_EVERY_S * 60) - 1 for a, b in itertools.pairwise(changes))
    for n in range(changes[0], 60):
        made = max(m for m in changes if m <= n)
        assert shown[n] == truth[made]  # the state's own line, from at most a tenth of a second ago
        assert (pixels[n] != pixels[n - 1]).any() == (n in changes)  # and the screen shows it
    pause_delta(app)
    assert list(app.rope_panel.view._readout[0][0]) == now_line(s, app.state.lang)


def test_delta_field_follows_a_playing_delta_ten_times_a_second_and_at_once_when_paused(app) -> None:
    from app.config import READOUT_EVERY_S

    s, field = app.rope_panel.state, app.rope_panel.widgets["delta_entry"]
    app.submit(i.Show("rope_log_axis", False))
    app.submit(i.SetSpeed(200.0, "rope"))  # a new whole Δ every frame
    assert s.playing
    seen = [(app.state.seconds, s.delta_int)]  # (the loop's time, Δ) after each frame
    texts = []
    for _ in range(60):
        run_frames(app, 1)
        seen.append((app.state.seconds, s.delta_int))
        texts.append(field.get_text())
        # What the field shows is a Δ of the last READOUT_EVERY_S (and one frame).
        recent = {delta for at, delta in seen if at >= app.state.seconds - READOUT_EVERY_S - 1 / 60 - 1e-9}
        assert int(texts[-1]) in recent
    assert len(set(texts)) >= 60 / 60 / READOUT_EVERY_S - 1  # it did follow, about ten times a second
    assert len(set(texts)) < len({delta for _, delta in seen}) / 3  # and not every frame
    pause_delta(app)
    assert field.get_text() == str(s.delta_int)


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_usage_map_s_caption_fits_above_the_map(display, scale) -> None:
    """The band reserved above the map holds its caption's line in both languages (at 200 % the Korean
    face's line ran 3 px into the map, its descenders drawn over it)."""
    from app.geometry.model_layout import USAGE_CAPTION
    from app.i18n import tr
    from app.ui.fonts import Fonts
    from app.ui.scale import Scale

    fonts = Fonts(Scale(scale))
    band = fonts.scale.px(USAGE_CAPTION)
    for lang in ("en", "ko"):
        for key in ("usage_q", "usage_k", "usage_busy", "usage_none"):
            line = fonts.image(tr(lang, f"model.{key}"), (200, 200, 200), 12)
            assert line.get_height() <= band, (lang, key, line.get_height(), band)
