"""The RoPE panel's widgets (pygame_gui), built from the layout and the state; the panel owns them.

Tabs on top; the score tab's chain controls, content, scaling and Su's bound, seed and plotted window,
the best-return search window with "Go to best" and an exact Δ, and Δ playback; the invariance tab's
position sliders and ladder table. The speed slider is logarithmic (1 … 1000 Δ per second). Every
control says what it is in a one-line tooltip.
"""

from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UILabel,
    UITextBox,
    UITextEntryLine,
)

from app.geometry.rope_layout import PanelLayout
from app.math import rope
from app.model.parse import format_base
from app.model.rope_derived import preset_scaling
from app.model.rope_playback import DELTA_SPEED_RANGE
from app.model.rope_state import (
    BASE_CHOICES,
    CONTENT_MODES,
    INVARIANCE_RANGE,
    MAX_ARROWS,
    MIN_ARROWS,
    RopeState,
)
from app.ui.rope_invariance import ladder_html

Widgets = dict[str, Any]
SPEED_STEPS = 1000  # speed slider position p shows 10^(p/SPEED_STEPS · log10(max/min)) × min
NO_MODEL = ("Model preset…", "")
CONTENT_TIPS = {
    "ones": "all ones: every h_j = 1, so at Δ = 0 every arrow points right",
    "random": "random q, k: h_j = q_j·conj(k_j) of standard-normal q and k (the seed's)",
    "q=k": "q = k: h_j = |q_j|², a query meeting itself: every arrow points right at Δ = 0",
}
TIPS = {
    "content_menu": "What the arrows hold. " + " · ".join(CONTENT_TIPS.values()),
    "seed": "Seed of the random q and k (numpy default_rng); Enter to use it",
    "window": "Window: the Δ the plot shows, first to last (Enter)",
    "best": "Best return: the highest score at a whole Δ in this window (the plot's green edge tick)",
    "go_best": "Jump to the best return's Δ and pause (B)",
    "delta": "Type a whole Δ and press Enter to stand there (paused); , . step by 1, < > by 100",
    "scaling": "RoPE scaling for long contexts, as HF rope_scaling: linear, dynamic NTK, YaRN, Llama 3",
    "factor": "Scaling factor F ≥ 1 (Enter); the other parameters come from the model or the defaults",
    "bound": "Su's long-term decay bound (RoFormer §3.4.3), as B(Δ)/B(0): how fast the bound decays",
}
MENU_ID = "@rope_menu"  # drop-downs expand upwards (they sit at the bottom of the window)


def speed_from_slider(position: float) -> float:
    """Logarithmic speed slider: 1 … 1000 Δ per second."""
    low, high = DELTA_SPEED_RANGE
    return low * (high / low) ** (min(max(position, 0.0), SPEED_STEPS) / SPEED_STEPS)


def slider_from_speed(speed: float) -> float:
    low, high = DELTA_SPEED_RANGE
    return SPEED_STEPS * math.log(speed / low) / math.log(high / low)


def build_widgets(m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> Widgets:
    """Every widget of the panel's current tab, named as in the layout, showing the state."""
    w: Widgets = {}
    _button(w, m, lay, "tab_score", "Score", "The score against Δ as an arrow chain")
    _button(
        w,
        m,
        lay,
        "tab_invariance",
        "Invariance",
        "RoPE depends on m − n only; added sinusoids do not. The frequency ladder.",
    )
    (_score_tab if s.tab == "score" else _invariance_tab)(w, m, lay, s)
    return w


def _button(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, name: str, text: str, tip: str) -> None:
    """A button at the layout's rect of the same name."""
    w[name] = UIButton(pygame.Rect(getattr(lay, name)), text, m, tool_tip_text=tip)


def _score_tab(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> None:
    _button(w, m, lay, "button_2", "2 arrows", "ω = 1 and 0.01 (key 2; Tab toggles)")
    _button(w, m, lay, "button_32", "32 arrows", "d = 64, base 10000 (key 3; Tab toggles)")
    models = [NO_MODEL] + [(p.name, p.name) for p in rope.MODEL_PRESETS]
    current = next((o for o in models if o[1] == (s.model or "")), NO_MODEL)
    w["model_menu"] = UIDropDownMenu(models, current, pygame.Rect(lay.model_menu), m, object_id=MENU_ID)
    w["arrows_label"] = UILabel(pygame.Rect(lay.arrows_label), "Arrows", m)
    w["arrows_slider"] = UIHorizontalSlider(
        pygame.Rect(lay.arrows_slider), s.n_arrows, (MIN_ARROWS, MAX_ARROWS), m, click_increment=1
    )
    w["arrows_value"] = UILabel(pygame.Rect(lay.arrows_value), "", m, object_id="@value")
    w["circles_box"] = UICheckBox(
        pygame.Rect(lay.circles_box),
        "Circles",
        m,
        initial_state=s.show_circles,
        tool_tip_text="Show circles",
    )
    w["base_label"] = UILabel(pygame.Rect(lay.base_label), "Base", m)
    bases = [(format_base(b), format_base(b)) for b in BASE_CHOICES]
    shown = (format_base(s.base), format_base(s.base))
    if shown not in bases:
        bases.append(shown)
    w["base_menu"] = UIDropDownMenu(bases, shown, pygame.Rect(lay.base_menu), m, object_id=MENU_ID)
    w["base_entry"] = UITextEntryLine(pygame.Rect(lay.base_entry), m, initial_text=f"{s.base:g}")
    w["base_entry"].set_tooltip("Type a base > 1 and press Enter")
    contents = [(label, mode) for label, mode in CONTENT_MODES]
    start = next(c for c in contents if c[1] == s.content)
    w["content_menu"] = UIDropDownMenu(contents, start, pygame.Rect(lay.content_menu), m, object_id=MENU_ID)
    _tip(w["content_menu"], CONTENT_TIPS[s.content])
    _scaling_row(w, m, lay, s)
    _label(w, m, lay, "seed_label", "Seed", TIPS["seed"])
    _entry(w, m, lay, "seed_entry", str(s.seed), TIPS["seed"])
    _button(w, m, lay, "new_seed", "New seed", "New random q and k")
    _label(w, m, lay, "window_label", "Window", TIPS["window"])
    _entry(w, m, lay, "lo_entry", str(s.lo), "First Δ of the plot (Enter)")
    _entry(w, m, lay, "hi_entry", str(s.hi), "Last Δ of the plot (Enter)")
    _label(w, m, lay, "best_label", "Best in", TIPS["best"])
    _entry(w, m, lay, "search_lo", str(s.search_lo), "First Δ searched for the best return (Enter)")
    _label(w, m, lay, "search_to", "to", TIPS["best"])
    _entry(w, m, lay, "search_hi", str(s.search_hi), "Last Δ searched for the best return (Enter)")
    _button(w, m, lay, "go_best", "Go to best", TIPS["go_best"])
    _label(w, m, lay, "delta_label", "Δ", TIPS["delta"])
    _entry(w, m, lay, "delta_entry", str(s.delta_int), TIPS["delta"])
    _button(w, m, lay, "play", "Pause", "Play or pause Δ (P)")
    w["speed_label"] = UILabel(pygame.Rect(lay.speed_label), "Speed", m)
    w["speed_slider"] = UIHorizontalSlider(
        pygame.Rect(lay.speed_slider), slider_from_speed(s.speed), (0, SPEED_STEPS), m, click_increment=25
    )
    w["speed_value"] = UILabel(pygame.Rect(lay.speed_value), "", m, object_id="@value")
    w["log_box"] = UICheckBox(
        pygame.Rect(lay.log_box), "log Δ", m, initial_state=s.log_axis, tool_tip_text="Logarithmic Δ axis"
    )


def scaling_options(s: RopeState) -> list[tuple[str, str]]:
    """The scaling menu: every kind; one the chosen model has (really or optionally) is named after it."""
    options = []
    for kind in rope.SCALING_KINDS:
        label = kind
        if s.model and preset_scaling(s.model, kind) is not None:
            label = f"{kind} ({s.model})"
        options.append((label, kind))
    return options


def _scaling_row(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> None:
    _label(w, m, lay, "scaling_label", "Scaling", TIPS["scaling"])
    options = scaling_options(s)
    start = next(o for o in options if o[1] == s.scaling_kind)
    w["scaling_menu"] = UIDropDownMenu(options, start, pygame.Rect(lay.scaling_menu), m, object_id=MENU_ID)
    _tip(w["scaling_menu"], TIPS["scaling"])
    _label(w, m, lay, "factor_label", "×", TIPS["factor"])
    _entry(w, m, lay, "factor_entry", f"{s.scaling_factor:g}", TIPS["factor"])
    w["bound_box"] = UICheckBox(
        pygame.Rect(lay.bound_box), "Su's bound", m, initial_state=s.show_bound, tool_tip_text=TIPS["bound"]
    )


def _label(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, name: str, text: str, tip: str) -> None:
    w[name] = UILabel(pygame.Rect(getattr(lay, name)), text, m)
    w[name].set_tooltip(tip)


def _entry(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, name: str, text: str, tip: str) -> None:
    w[name] = UITextEntryLine(pygame.Rect(getattr(lay, name)), m, initial_text=text)
    w[name].set_tooltip(tip)


def _tip(menu: UIDropDownMenu, tip: str) -> None:
    """A drop-down shows its tooltip on its closed button (the menu itself has none of its own)."""
    menu.set_tooltip(tip)


def _invariance_tab(w: Widgets, m: pygame_gui.UIManager, lay: PanelLayout, s: RopeState) -> None:
    for key, label, value in (
        ("m", "q at m", s.inv_m),
        ("n", "k at n", s.inv_n),
        ("s", "shift s", s.inv_shift),
    ):
        w[f"inv_{key}_label"] = UILabel(pygame.Rect(getattr(lay, f"inv_{key}_label")), label, m)
        w[f"inv_{key}_slider"] = UIHorizontalSlider(
            pygame.Rect(getattr(lay, f"inv_{key}_slider")),
            value,
            (0, INVARIANCE_RANGE),
            m,
            click_increment=1,
        )
        w[f"inv_{key}_value"] = UILabel(
            pygame.Rect(getattr(lay, f"inv_{key}_value")), "", m, object_id="@value"
        )
    _button(w, m, lay, "inv_new_qk", "New q, k", "Next seed")
    w["ladder_box"] = UITextBox(ladder_html(s), pygame.Rect(lay.ladder_box), m)
