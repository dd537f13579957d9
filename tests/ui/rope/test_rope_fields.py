"""The RoPE panel's typed fields in the real loop: a bad base kept typed with its error until Esc or mended
in place, Enter handing the keyboard back, an unfinished edit giving back the value, typed base, window, Δ,
search window and scaling factor, Go to best and the lesson's best returns by keys alone, and LLaMA's
scaling turned on in the menu."""

from __future__ import annotations

import pygame
import pytest
from test_rope_panel import layout
from ui_driver import centre, click, post, press_key, run_frames, type_into

from app.math import rope
from app.model import intents as i
from app.ui.window.focus import focused_field


@pytest.mark.parametrize("text", ["abc", "1", "0.5", "2e4pbl"])
def test_a_bad_base_stays_typed_in_its_field_with_the_error_until_esc(app, text) -> None:
    """A refused base stays in the field as typed, with the keyboard, to be mended in place (the old value
    came back at once, and the typo had to be typed again); Esc gives the field the base again."""
    s, field = app.rope_panel.state, app.rope_panel.widgets["base_entry"]
    type_into(app, layout(app).base_entry, text)
    assert s.base == 1e4
    assert app.status.error
    assert "Base" in app.status.text and "previous value stays" in app.status.text
    assert field.get_text() == text and focused_field(app.manager) is field
    press_key(app, pygame.K_ESCAPE)
    assert field.get_text() == "10000" and focused_field(app.manager) is None


def test_a_bad_base_is_mended_in_place(app) -> None:
    s, field = app.rope_panel.state, app.rope_panel.widgets["base_entry"]
    type_into(app, layout(app).base_entry, "2e4pbl")
    for _ in range(3):
        press_key(app, pygame.K_BACKSPACE)
    assert field.get_text() == "2e4"
    press_key(app, pygame.K_RETURN)
    field = app.rope_panel.widgets["base_entry"]  # (a new base builds the panel's menus anew)
    assert s.base == 2e4 and not app.status.error
    assert field.get_text() == "20000" and focused_field(app.manager) is None


def test_enter_hands_the_keyboard_back_to_the_shortcuts(app) -> None:
    s = app.rope_panel.state
    type_into(app, layout(app).seed_entry, "7")
    post(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3", scancode=0)
    post(pygame.TEXTINPUT, text="3")  # a real key press brings both
    run_frames(app, 2)
    assert s.n_arrows == 32
    assert app.rope_panel.widgets["seed_entry"].get_text() == "7"


@pytest.mark.parametrize(
    ("name", "shows"), [("base", lambda s: "10000"), ("delta", lambda s: str(s.delta_int))]
)
def test_an_edit_left_with_escape_gives_the_field_back_its_value(app, name, shows) -> None:
    """Typed into the base or Δ field and left with Esc: the field shows the value again, not the typing
    (Δ's kept what was typed until Δ moved on: it showed a Δ the panel did not). A click elsewhere applies
    the edit instead (test_field_left_by_click.py)."""
    app.submit(i.SetRopeDelta("12"))  # paused at 12 (while Δ plays its field follows it anyway)
    run_frames(app, 2)
    field = app.rope_panel.widgets[f"{name}_entry"]
    click(app, centre(getattr(layout(app), f"{name}_entry")))
    for ch in "1111":
        post(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0)
        post(pygame.TEXTINPUT, text=ch)
    run_frames(app, 2)
    assert "1111" in field.get_text()  # (typed where the click put the cursor)
    press_key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    s = app.rope_panel.state
    assert s.base == 1e4 and field.get_text() == shows(s)
    assert field not in (app.manager.get_focus_set() or set())


def test_typed_base_and_window(app) -> None:
    s = app.rope_panel.state
    type_into(app, layout(app).base_entry, "500000")
    assert s.base == 5e5 and not app.status.error
    type_into(app, layout(app).hi_entry, "900")
    assert s.hi == 900 and s.curve.shape == (901,)
    type_into(app, layout(app).lo_entry, "1000")  # lo > hi
    assert (s.lo, s.hi) == (0, 900)
    assert app.status.error and "lo < hi" in app.status.text


@pytest.mark.parametrize(
    ("key", "char", "delta", "shown"), [(pygame.K_2, "2", 1885, "0.9995"), (pygame.K_3, "3", 101, "0.579")]
)
def test_the_lessons_best_returns_by_key_presses_alone(app, key, char, delta, shown) -> None:
    s = app.rope_panel.state
    press_key(app, key, unicode=char)
    assert s.best is not None and (s.best.lo, s.best.hi, s.best.delta) == (100, 4096, delta)
    w = app.rope_panel.widgets
    assert (w["search_lo"].get_text(), w["search_hi"].get_text()) == ("100", "4096")
    press_key(app, pygame.K_b, unicode="b")  # go to best: Δ there, paused
    assert (s.delta, s.playing) == (float(delta), False)
    assert app.status.text == f"Best in 100..4096: Δ = {delta}, score / reach {shown} (paused)."
    assert w["delta_entry"].get_text() == str(delta)


def test_go_to_best_button_step_keys_and_typed_delta(app) -> None:
    s = app.rope_panel.state
    click(app, centre(layout(app).go_best))
    assert (s.delta, s.playing) == (1885.0, False)
    chain = rope.chain_joints(s.delta, s.omega, s.h)
    assert abs(chain[-1] - 2) < 0.05  # the 2-arrow chain is back near its start
    for key, mod, char, expected in (
        (pygame.K_PERIOD, 0, ".", 1886),
        (pygame.K_COMMA, 0, ",", 1885),
        (pygame.K_PERIOD, pygame.KMOD_LSHIFT, ">", 1985),
        (pygame.K_COMMA, pygame.KMOD_LSHIFT, "<", 1885),
    ):
        press_key(app, key, mod=mod, unicode=char)
        assert s.delta == expected and not s.playing
    type_into(app, layout(app).delta_entry, "3000")
    assert s.delta == 3000.0 and not s.playing
    type_into(app, layout(app).delta_entry, "9999")  # outside the plotted window: refused, kept to mend
    assert s.delta == 3000.0 and app.status.error
    assert app.rope_panel.widgets["delta_entry"].get_text() == "9999"
    press_key(app, pygame.K_ESCAPE)
    assert app.rope_panel.widgets["delta_entry"].get_text() == "3000"


@pytest.mark.parametrize(
    ("name", "typed", "said"),
    [
        ("delta_entry", "1e30", "Δ = 1e30 is outside the plotted window 0..4096"),
        ("delta_entry", "-5", "Δ = \u22125 is outside the plotted window 0..4096"),
        ("seed_entry", "1e30", "Seed must be between 0 and 4294967295, not 1e30."),
        ("seed_entry", "-5", "Seed must be between 0 and 4294967295, not \u22125."),
        ("hi_entry", "-10", "Window needs lo < hi, got lo = 0, hi = \u221210."),
        ("factor_entry", "1e7", "Factor must be a number from 1 to 1e6, not 1e7."),  # (1e+06, 1e+07)
        ("factor_entry", "-3", "Factor must be a number from 1 to 1e6, not \u22123."),
        ("base_entry", "-5", "Base must be a number above 1 and at most 1e12, not \u22125."),  # (1e+12, -5)
        ("base_entry", "1e13", "Base must be a number above 1 and at most 1e12, not 1e13."),
    ],
)
def test_a_refused_number_is_named_as_typed(app, name, typed, said) -> None:
    """1e30 was said as int(1e30), 1000000000000000019884624838656; −5 with a hyphen."""
    type_into(app, getattr(layout(app), name), typed)
    run_frames(app, 1)
    assert app.status.error and said in app.status.text


def test_typed_search_window_and_scaling_factor(app) -> None:
    s = app.rope_panel.state
    type_into(app, layout(app).search_lo, "2")
    type_into(app, layout(app).search_hi, "1000")
    assert (s.search_lo, s.search_hi) == (2, 1000) and s.best.hi == 1000
    type_into(app, layout(app).factor_entry, "8")
    assert s.scaling_factor == 8.0 and s.scaling_kind == "none"


def test_picking_llama_turns_its_scaling_on_in_the_menu(app) -> None:
    s = app.rope_panel.state
    app.submit(i.SetUiScale(1.25))  # a narrow menu, as at 1280×800 on a screen that asks 125 %
    app.submit(i.SetRopeModel("Llama-3.1-8B"))
    run_frames(app, 2)
    menu = app.rope_panel.widgets["scaling_menu"]
    # Named after the model as far as it fits, else by its kind alone ("llama3 (Llama" was cut off).
    text = menu.selected_option[0]
    assert menu.selected_option[1] == "llama3" and (text == "llama3" or text.startswith("llama3 (Llama"))
    font = app.manager.get_theme().get_font(["@rope_menu"])
    assert font.size(text)[0] <= menu.current_state.selected_option_button.rect.width - 4
    app.submit(i.SetUiScale(1.0))
    run_frames(app, 2)
    assert app.rope_panel.widgets["scaling_menu"].selected_option[0] == "llama3 (Llama-3.1-8B)"
    app.submit(i.SetRopeModel("Qwen2.5-7B"))
    run_frames(app, 2)
    menu = app.rope_panel.widgets["scaling_menu"]
    assert menu.selected_option[1] == "none"
    labels = [label for label, _ in (menu.options_list)]
    assert "yarn (Qwen2.5-7B)" in labels
    assert s.scaling_kind == "none"
