"""The RoPE panel's number fields showing the state: each exactly, in the form that fits, its tooltip giving
the whole number where the field cuts it (rope_widgets.py builds the fields)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from pygame_gui.elements import UITextEntryLine

from app.i18n import tr
from app.model.parse import exact_forms
from app.model.rope_state import RopeState
from app.model.signs import minus
from app.text import fits_in
from app.ui.window.shown import Shown

Widgets = dict[str, Any]  # the panel's widgets by name (rope_widgets.build_widgets)

NUMBER_TIPS = {  # the fields that show their number exactly, in the form that fits (number_text)
    "base_entry": "epicycles.ui.rope.base_tip",
    "factor_entry": "epicycles.ui.rope.tip_factor",
    "lo_entry": "epicycles.ui.rope.lo_tip",
    "hi_entry": "epicycles.ui.rope.hi_tip",
    "search_lo": "epicycles.ui.rope.search_lo_tip",
    "search_hi": "epicycles.ui.rope.search_hi_tip",
}


def entry_texts(s: RopeState, w: Widgets) -> dict[str, str]:
    """What each text field of the score tab but Δ's (show_delta's) shows when no one types in it: the
    base, the factor and the windows' ends exactly, so Enter on them gives the same number (":g" showed
    1.0000001 as "1"), in the form that fits (at 960x600 the window's end 100000 showed as "10000")."""
    return {
        "base_entry": number_text(w["base_entry"], s.base),
        "seed_entry": str(s.seed),
        "lo_entry": number_text(w["lo_entry"], s.lo),
        "hi_entry": number_text(w["hi_entry"], s.hi),
        "search_lo": number_text(w["search_lo"], s.search_lo),
        "search_hi": number_text(w["search_hi"], s.search_hi),
        "factor_entry": number_text(w["factor_entry"], s.scaling_factor),
    }


def shown_text(s: RopeState, w: Widgets, name: str) -> str:
    """What the field `name` shows when no one types in it: Δ's as the read-outs say it, the sentence
    read, the others as entry_texts."""
    if name == "sentence_entry":
        return s.models.sentence
    return str(s.delta_said) if name == "delta_entry" else entry_texts(s, w)[name]


def show_delta(shown: Shown, w: Widgets, s: RopeState, focus: Collection[object]) -> None:
    """Δ's field shows Δ as the read-outs say it, unless typed in. (Compared with the field's own text: what
    was typed and left with Esc goes back.)"""
    field = w.get("delta_entry")
    if field is not None and field not in focus:
        shown.set_field("delta_entry", field, str(s.delta_said))


def show_entries(shown: Shown, w: Widgets, s: RopeState, lang: str, focus: set[object]) -> None:
    """Each text field no one types in shows the state; the base's and factor's tooltips follow them."""
    told = [shown.set_field(n, w[n], t) for n, t in entry_texts(s, w).items() if w[n] not in focus]
    if any(told):
        number_tips(w, lang, focus)


def _fits_field(field: UITextEntryLine) -> Callable[[str], bool]:
    """Whether a text shows whole in field (inside its border, shadow and padding, with the cursor)."""
    room = field.rect.width - 2 * (field.shadow_width + field.border_width["left"] + field.padding[0]) - 2
    return fits_in(field.font, room)


def number_text(field: UITextEntryLine, value: float) -> str:
    """value exactly, plainly or in scientific notation, whichever fits field first; else the shorter (the
    field scrolls through it, and number_tips shows it whole)."""
    forms = exact_forms(value)
    return next((text for text in forms if _fits_field(field)(text)), min(forms, key=len))


def number_tips(w: Widgets, lang: str, typed: Collection[object] = ()) -> None:
    """The number fields' tooltips: their own, led by the whole number written plainly when the field
    cuts it or shows it in scientific notation (100000 as "1e5"). Those typed in (or kept refused, "abc"
    maybe) are left as they are."""
    for name, tip in NUMBER_TIPS.items():
        if w[name] in typed:
            continue
        text = w[name].get_text()
        plain = exact_forms(float(text))[0]
        if text == plain and _fits_field(w[name])(text):
            w[name].set_tooltip(tip)
        else:
            said = minus(plain)  # (the field keeps "-": Enter reads it back; the tip is the window's words)
            w[name].set_tooltip(tr(lang, "ui.rope.tip_whole", value=said, tip=tr(lang, tip)))
