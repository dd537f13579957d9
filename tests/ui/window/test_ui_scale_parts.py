"""pygame_gui's own parts at the UI scale, which it draws at one size whatever the scale: the theme's
sizes, tooltips' wrapping width, sliders' arrow buttons, scroll bars (also of a list open while the scale
changes), and the symbols on its small buttons all grow with it."""

from __future__ import annotations

import json

import pygame
import pytest
from pygame_gui.elements import (
    UIHorizontalSlider,
    UISelectionList,
    UITextBox,
    UIVerticalScrollBar,
)
from scale_helpers import CTRL, live_widgets
from ui_driver import press_key, run_frames

from app.model import intents as i
from app.paths import user_data_dir


def test_the_theme_at_1_is_the_file_and_at_2_its_sizes_double() -> None:
    from app.geometry.units import UNSCALED, Scale
    from app.paths import asset_path
    from app.ui.window.theme import script_blocks, theme_at

    file = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    assert theme_at(UNSCALED) == file | script_blocks()  # (with the faces a field takes for other letters)
    double = theme_at(Scale(2.0))
    assert double["@readout"]["font"][0]["size"] == str(2 * int(file["@readout"]["font"][0]["size"]))
    assert double["defaults"]["misc"]["border_width"] == "2"
    assert double["drop_down_menu"]["misc"]["list_item_height"] == "40"


def tooltip_width(app) -> int:
    words = "The sentence the model reads; click a token for the query, Shift+click for the key"
    tip = app.manager.create_tool_tip(words, (10, 10), (0, 0), app.controls.play_button, None)
    width = tip.rect.width
    tip.kill()
    return width


def test_tooltips_wrap_at_a_width_that_grows_with_the_scale(app) -> None:
    at_one = tooltip_width(app)
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    assert app.layout.ui.factor == 2.0
    assert tooltip_width(app) >= 2 * at_one - 2  # not a column of one or two words a line


@pytest.mark.parametrize("tab", ["score", "invariance", "model"])
def test_every_sliders_arrow_buttons_grow_with_the_scale(app, tab) -> None:
    """pygame_gui makes them 20 px whatever the scale; the app's sliders make them as wide as the thumb."""
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    app.submit(i.SetRopeTab(tab))
    run_frames(app, 2)
    sliders = [e for e in live_widgets(app) if isinstance(e, UIHorizontalSlider)]
    assert len(sliders) >= 2
    for slider in sliders:
        for arrow in (slider.left_button, slider.right_button):
            assert arrow.rect.width == app.layout.ui.px(20) == slider.sliding_button.rect.width, slider


@pytest.mark.parametrize("opens", ["help", "open", "ladder", "inspector"])
def test_scroll_bars_grow_with_the_scale(app, opens) -> None:
    """pygame_gui makes a text box's and a list's scroll bar 20 px whatever the scale; at 200 % they are 40,
    as the sliders' arrows are: the help, Open… over a long folder, the frequency ladder, the inspector (the
    last two fit at this size: the width their bar would take is checked)."""
    drawings = user_data_dir() / "drawings"
    drawings.mkdir(parents=True, exist_ok=True)
    for n in range(60):  # more than Open…'s list shows
        (drawings / f"curve-{n:02}.json").write_text("{}")
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(2.0))
    app.submit(i.SetRopeTab("invariance" if opens == "ladder" else "score"))
    run_frames(app, 2)
    keys = {"help": (pygame.K_h, 0, "h"), "open": (pygame.K_o, CTRL, ""), "inspector": (pygame.K_i, 0, "i")}
    if opens in keys:
        key, mod, char = keys[opens]
        press_key(app, key, mod=mod, unicode=char)
    run_frames(app, 3)
    boxes = [
        e for e in app.manager.get_sprite_group().sprites() if isinstance(e, (UITextBox, UISelectionList))
    ]
    assert boxes
    for box in boxes:
        assert box.scroll_bar_width == app.layout.ui.px(20) == 40, type(box).__name__
    bars = [
        e
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, UIVerticalScrollBar) and e.visible
    ]
    if opens in ("help", "open"):
        assert bars
    for bar in bars:
        assert bar.rect.width == 40, bar.rect


def test_a_list_open_while_the_scale_changes_takes_the_new_scroll_bar_width(app) -> None:
    """Open… at 100 %, then 200 % while it is open: its list's bar 40 px, not 20 × the ratio of the two."""
    drawings = user_data_dir() / "drawings"
    drawings.mkdir(parents=True, exist_ok=True)
    for n in range(60):
        (drawings / f"curve-{n:02}.json").write_text("{}")
    app.submit(i.Resize((3840, 2160), (4000, 4000)))
    app.submit(i.SetUiScale(1.0))
    run_frames(app, 2)
    press_key(app, pygame.K_o, mod=CTRL)
    run_frames(app, 2)
    listed = app.windows.open_dialog.window.file_selection_list
    assert listed.scroll_bar_width == 20 and listed.scroll_bar.rect.width == 20
    app.submit(i.SetUiScale(1.5))
    run_frames(app, 2)
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    assert listed.scroll_bar_width == 40 and listed.scroll_bar.rect.width == 40


def symbol_heights(app) -> list[int]:
    """How tall the symbols on pygame_gui's own small buttons are drawn: a slider's ◀, a drop-down's open
    button, a window's × and the file dialog's ⌂."""
    press_key(app, pygame.K_o, mod=CTRL)
    [dialog] = app.windows.windows()
    buttons = [
        app.controls.arrows_slider.left_button,
        app.controls.preset_menu.current_state.open_button,
        dialog.close_window_button,
        dialog.home_button,
    ]
    heights = [button.font.size(button.text)[1] for button in buttons]
    press_key(app, pygame.K_ESCAPE)
    return heights


def test_the_symbols_on_pygame_gui_s_own_buttons_grow_with_the_scale(app) -> None:
    """They kept pygame_gui's 14 px at every scale: dots on a 4K screen."""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    run_frames(app, 2)
    small = symbol_heights(app)
    app.submit(i.SetUiScale(2.0))
    run_frames(app, 2)
    large = symbol_heights(app)
    assert all(1.8 <= b / a <= 2.2 for a, b in zip(small, large, strict=True)), (small, large)
