"""The RoPE panel's widgets (pygame_gui), built from the layout and the state; the panel owns them.

Tabs on top; the score tab's chain controls, content, scaling and Su's bound, seed and plotted window,
the best-return search window with "Go to best" and an exact Δ, and Δ playback; the invariance tab's
position sliders and ladder table. The speed slider is logarithmic (1 … 1000 Δ per second). Every
control says what it is in a one-line tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UITextBox,
    UITextEntryLine,
)

from app.config import MAX_NUMBER_CHARS
from app.geometry.model_layout import tab_model
from app.geometry.rope_layout import PanelLayout
from app.geometry.units import Scale
from app.i18n import tr
from app.math import rope
from app.model.parse import format_base
from app.model.rope_content_state import CONTENT_MODES
from app.model.rope_derived import preset_scaling
from app.model.rope_playback import DELTA_SPEED_RANGE
from app.model.rope_state import (
    BASE_CHOICES,
    INVARIANCE_RANGE,
    MAX_ARROWS,
    MIN_ARROWS,
    RopeState,
)
from app.text import end_elided, fits_in
from app.ui.rope.rope_invariance import ladder_html
from app.ui.rope.rope_numbers import Widgets, entry_texts, number_tips
from app.ui.window.check_box import CheckBox
from app.ui.window.field_cap import capped
from app.ui.window.scroll_bars import scale_scroll_bar
from app.ui.window.slider import Slider

SPEED_STEPS = 1000  # speed slider position p shows 10^(p/SPEED_STEPS · log10(max/min)) × min
NO_MODEL = ("epicycles.ui.rope.model_preset", "")
TIPS = {
    "content_menu": "epicycles.ui.rope.tip_content",
    "seed": "epicycles.ui.rope.tip_seed",
    "window": "epicycles.ui.rope.tip_window",
    "best": "epicycles.ui.rope.tip_best",
    "go_best": "epicycles.ui.rope.tip_go_best",
    "delta": "epicycles.ui.rope.tip_delta",
    "scaling": "epicycles.ui.rope.tip_scaling",
    "factor": "epicycles.ui.rope.tip_factor",
    "bound": "epicycles.ui.rope.tip_bound",
}
MENU_ID = "@rope_menu"  # drop-downs expand upwards (they sit at the bottom of the window)


def speed_from_slider(position: float) -> float:
    """Logarithmic speed slider: 1 … 1000 Δ per second."""
    low, high = DELTA_SPEED_RANGE
    return low * (high / low) ** (min(max(position, 0.0), SPEED_STEPS) / SPEED_STEPS)


def slider_from_speed(speed: float) -> float:
    low, high = DELTA_SPEED_RANGE
    return SPEED_STEPS * math.log(speed / low) / math.log(high / low)


def menu_values(s: RopeState) -> tuple[str, ...]:
    """What the drop-downs show (the model, base, content and scaling): built anew when it changes."""
    return (s.model or "", format_base(s.base), s.content, s.scaling_kind)


def build_widgets(m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> Widgets:
    """Every widget of the panel's current tab, named as in the layout, showing the state."""
    w: Widgets = {}
    _button(w, m, lay, "tab_score", "epicycles.ui.rope.tab_score", "epicycles.ui.rope.tab_score_tip")
    _button(
        w,
        m,
        lay,
        "tab_invariance",
        "epicycles.ui.rope.tab_invariance",
        "epicycles.ui.rope.tab_invariance_tip",
    )
    w["tab_model"] = UIButton(
        pygame.Rect(tab_model(lay)), "epicycles.model.tab", m, tool_tip_text="epicycles.model.tab_tip"
    )
    if s.tab != "model":  # the Model tab's own are model_tab's
        (_score_tab if s.tab == "score" else _invariance_tab)(w, m, lay, s)
    return w


def _button(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, name: str, text: str, tip: str) -> None:
    """A button at the layout's rect of the same name."""
    w[name] = UIButton(pygame.Rect(getattr(lay, name)), text, m, tool_tip_text=tip)


def _score_tab(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> None:
    _button(w, m, lay, "button_2", "epicycles.ui.rope.two", "epicycles.ui.rope.two_tip")
    _button(w, m, lay, "button_32", "epicycles.ui.rope.thirty_two", "epicycles.ui.rope.thirty_two_tip")
    models = [NO_MODEL] + [(p.name, p.name) for p in rope.MODEL_PRESETS]
    current = next((o for o in models if o[1] == (s.model or "")), NO_MODEL)
    w["model_menu"] = UIDropDownMenu(models, current, pygame.Rect(lay.model_menu), m, object_id=MENU_ID)
    _slider_row(w, m, lay, "arrows", "epicycles.ui.rope.arrows", s.n_arrows, (MIN_ARROWS, MAX_ARROWS), 1)
    _check(
        w, m, lay, "circles_box", "epicycles.ui.rope.circles", s.show_circles, "epicycles.ui.rope.circles_tip"
    )
    w["base_label"] = UILabel(pygame.Rect(lay.base_label), "epicycles.ui.rope.base", m)
    w["base_menu"] = _base_menu(m, lay, s)
    _entry(w, m, lay, "base_entry", "", "epicycles.ui.rope.base_tip")
    contents = [(f"epicycles.rope.content.{mode}", mode) for _, mode in CONTENT_MODES]
    if s.content not in {mode for _, mode in contents}:  # a lesson's own q, k: shown, not offered
        contents.append((f"epicycles.rope.content.{s.content}", s.content))
    start = next(c for c in contents if c[1] == s.content)
    w["content_menu"] = UIDropDownMenu(contents, start, pygame.Rect(lay.content_menu), m, object_id=MENU_ID)
    _tip(w["content_menu"], TIPS["content_menu"])
    _scaling_row(w, m, lay, s)
    _label(w, m, lay, "seed_label", "epicycles.ui.rope.seed", TIPS["seed"])
    _entry(w, m, lay, "seed_entry", str(s.seed), TIPS["seed"])
    _button(w, m, lay, "new_seed", "epicycles.ui.rope.new_seed", "epicycles.ui.rope.new_seed_tip")
    _label(w, m, lay, "window_label", "epicycles.ui.rope.window", TIPS["window"])
    _entry(w, m, lay, "lo_entry", str(s.lo), "epicycles.ui.rope.lo_tip")
    _entry(w, m, lay, "hi_entry", str(s.hi), "epicycles.ui.rope.hi_tip")
    _label(w, m, lay, "best_label", "epicycles.ui.rope.best", TIPS["best"])
    _entry(w, m, lay, "search_lo", str(s.search_lo), "epicycles.ui.rope.search_lo_tip")
    _label(w, m, lay, "search_to", "epicycles.ui.export.to", TIPS["best"])
    _entry(w, m, lay, "search_hi", str(s.search_hi), "epicycles.ui.rope.search_hi_tip")
    _button(w, m, lay, "go_best", "epicycles.ui.rope.go_best", TIPS["go_best"])
    _label(w, m, lay, "delta_label", "Δ", TIPS["delta"])
    _entry(w, m, lay, "delta_entry", str(s.delta_said), TIPS["delta"])
    _button(w, m, lay, "play", "", "epicycles.ui.rope.play_tip")
    _slider_row(
        w, m, lay, "speed", "epicycles.ui.rope.speed", slider_from_speed(s.speed), (0, SPEED_STEPS), 25
    )
    _check(w, m, lay, "log_box", "epicycles.ui.rope.log", s.log_axis, "epicycles.ui.rope.log_tip")
    for name, text in entry_texts(s, w).items():
        w[name].set_text(text)
    number_tips(w, m.get_locale())


def _base_menu(m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> UIDropDownMenu:
    """The bases offered, and the base typed if it is none of them: its label cut with "…" to fit (the
    field beside the menu shows it whole; "12345.678" read "12345" with nothing to say it went on)."""
    bases = [(format_base(b), format_base(b)) for b in BASE_CHOICES]
    rect = pygame.Rect(lay.base_menu)
    room = rect.width - 0.9 * rect.height - 6  # less its open button and the borders
    label = end_elided(format_base(s.base), fits_in(m.get_theme().get_font([MENU_ID]), room))
    shown = next((b for b in bases if b[1] == format_base(s.base)), (label, format_base(s.base)))
    if shown not in bases:
        bases.append(shown)
    return UIDropDownMenu(bases, shown, rect, m, object_id=MENU_ID)


def _slider_row(
    w: Widgets,
    m: pygame_gui.UIManager,
    lay: PanelLayout,
    name: str,
    label: str,
    value: float,
    span: tuple[float, float],
    step: float,
) -> None:
    """A label, a slider and its value read-out, at the layout's `<name>_label`, `_slider`, `_value`."""
    w[f"{name}_label"] = UILabel(pygame.Rect(getattr(lay, f"{name}_label")), label, m)
    rect = pygame.Rect(getattr(lay, f"{name}_slider"))
    w[f"{name}_slider"] = Slider(rect, value, span, m, click_increment=step)
    w[f"{name}_value"] = UILabel(pygame.Rect(getattr(lay, f"{name}_value")), "", m, object_id="@value")


def _check(
    w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, name: str, text: str, on: bool, tip: str
) -> None:
    """A check box at the layout's rect of the same name."""
    rect = pygame.Rect(getattr(lay, name))
    w[name] = CheckBox(rect, text, m, initial_state=on, tool_tip_text=tip)


def scaling_options(
    s: RopeState, lang: str = "en", fits: Callable[[str], bool] = lambda _: True
) -> list[tuple[str, str]]:
    """The scaling menu: every kind; one the chosen model has (really or optionally) is named after it,
    the name cut to fit (a narrow menu showed "llama3 (Llama", its end cut off without a sign)."""
    options = []
    for kind in rope.SCALING_KINDS:
        label = tr(lang, f"rope.scaling_menu.{kind}")
        if s.model and preset_scaling(s.model, kind) is not None:
            cut = (f"{kind} ({s.model[:n].rstrip(' -.')}…)" for n in range(len(s.model) - 1, 3, -1))
            label = next((text for text in (f"{kind} ({s.model})", *cut) if fits(text)), label)
        options.append((label, kind))
    return options


def _scaling_row(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> None:
    _label(w, m, lay, "scaling_label", "epicycles.ui.rope.scaling_label", TIPS["scaling"])
    rect = pygame.Rect(lay.scaling_menu)
    room = rect.width - 0.9 * rect.height - 6  # less its open button and the borders
    options = scaling_options(s, m.get_locale(), fits_in(m.get_theme().get_font([MENU_ID]), room))
    start = next(o for o in options if o[1] == s.scaling_kind)
    w["scaling_menu"] = UIDropDownMenu(options, start, pygame.Rect(lay.scaling_menu), m, object_id=MENU_ID)
    _tip(w["scaling_menu"], TIPS["scaling"])
    _label(w, m, lay, "factor_label", "×", TIPS["factor"])
    _entry(w, m, lay, "factor_entry", "", TIPS["factor"])
    w["bound_box"] = CheckBox(
        pygame.Rect(lay.bound_box),
        "epicycles.ui.rope.bound",
        m,
        initial_state=s.show_bound,
        tool_tip_text=TIPS["bound"],
    )


def _label(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, name: str, text: str, tip: str) -> None:
    w[name] = UILabel(pygame.Rect(getattr(lay, name)), text, m)
    w[name].set_tooltip(tip)


def _entry(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, name: str, text: str, tip: str) -> None:
    w[name] = capped(UITextEntryLine(pygame.Rect(getattr(lay, name)), m, initial_text=text), MAX_NUMBER_CHARS)
    w[name].set_tooltip(tip)


def _tip(menu: UIDropDownMenu, tip: str) -> None:
    """A drop-down shows its tooltip on its closed button (the menu itself has none of its own)."""
    menu.set_tooltip(tip)


def _invariance_tab(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> None:
    for key, label, value in (
        ("m", "epicycles.ui.rope.q_at_m", s.inv_m),
        ("n", "epicycles.ui.rope.k_at_n", s.inv_n),
        ("s", "epicycles.ui.rope.shift", s.inv_shift),
    ):
        w[f"inv_{key}_label"] = UILabel(pygame.Rect(getattr(lay, f"inv_{key}_label")), label, m)
        w[f"inv_{key}_slider"] = Slider(
            pygame.Rect(getattr(lay, f"inv_{key}_slider")),
            value,
            (0, INVARIANCE_RANGE),
            m,
            click_increment=1,
        )
        w[f"inv_{key}_value"] = UILabel(
            pygame.Rect(getattr(lay, f"inv_{key}_value")), "", m, object_id="@value"
        )
    _button(w, m, lay, "inv_new_qk", "epicycles.ui.rope.new_qk", "epicycles.ui.rope.new_qk_tip")
    w["ladder_box"] = UITextBox(ladder_html(s, m.get_locale(), lay.scale), pygame.Rect(lay.ladder_box), m)
    scale_scroll_bar(w["ladder_box"], Scale(lay.scale))
