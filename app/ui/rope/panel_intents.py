"""What the RoPE panel's widgets (on the score and invariance tabs) ask for, as intents, and a typed entry
the state refused, which its field keeps to be mended (as Open… keeps a name that is not there)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from app.model import intents as i
from app.model.model_state import ModelState
from app.model.outcome import topic_of
from app.model.rope_state import RopeState
from app.model.state import Status
from app.ui.rope.rope_numbers import entry_texts, shown_text
from app.ui.rope.rope_widgets import speed_from_slider


@dataclass(frozen=True)
class Entered:
    """A field's Enter (or Tab): its name, the text typed, the topic an error line about it has, and the
    texts of the fields it keeps if refused, as they were (kept_fields)."""

    name: str
    text: str
    topic: str
    as_typed: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, name: str, text: str, intent: object, widgets: Mapping[str, Any]) -> Entered:
        typed = tuple((each, widgets[each].get_text()) for each in kept_by(name) if each in widgets)
        return cls(name, text, topic_of(intent), typed)

    def refused(self, status: Status) -> bool:
        """Whether the status line, after the entry's intent, is the error that refused it."""
        return status.error and status.topic == self.topic


@dataclass(frozen=True)
class Reading:
    """A sentence entered and asked of the model (seq: its job). The model's process counts its tokens: one
    refused there (too many) is kept to be mended as one refused at once is (it sat without the keyboard)."""

    entered: Entered
    seq: int

    def refused(self, m: ModelState, status: Status) -> bool | None:
        """True: its job ended in the line refusing it, its text still the field's; False: read, cancelled or
        overtaken by another job; None: still being read."""
        if m.seq != self.seq:
            return False
        if m.job is not None:
            return None
        return self.entered.refused(status) and m.draft == self.entered.text


# A window's two ends, each the other's partner: a refused end is mended with the other (one above the
# last end is mended by raising the last), so it is kept as typed while the other is typed in.
ENDS = {
    "lo_entry": (i.SetRopeWindow, "lo_entry", "hi_entry"),
    "hi_entry": (i.SetRopeWindow, "lo_entry", "hi_entry"),
    "search_lo": (i.SetRopeSearch, "search_lo", "search_hi"),
    "search_hi": (i.SetRopeSearch, "search_lo", "search_hi"),
}


def kept_fields(mending: Entered | None) -> tuple[str, ...]:
    """The fields a refused entry keeps as typed, out of the state's reach (kept_by its field)."""
    return () if mending is None else kept_by(mending.name)


def kept_by(name: str) -> tuple[str, ...]:
    """The fields an entry refused in field `name` keeps: its own, and both ends of a window (the other end
    typed in, the refused one went back to the panel's value, and was lost)."""
    return ENDS[name][1:] if name in ENDS else (name,)


def left_as_is(
    mending: Entered | None, name: str, event: pygame.event.Event, s: RopeState, widgets: Mapping[str, Any]
) -> bool:
    """A field's Enter that enters nothing: a click away from it unedited (said nothing), and a click away or
    Tab from a refused entry it keeps with nothing typed since (given up: RopePanel.poll; Tab entered the
    same refused text again: the keyboard never got past it). A refused entry mended since is entered by a
    click away as by Tab and Enter, a window's two ends together (the click gave it up: 10000 typed into
    the last end after 9000 was refused in the first was lost, and a base mended to 500000 went back).
    Either end stays kept if it went to the window's other end."""
    kept, left = name in kept_fields(mending), getattr(event, "left", False)
    if left and not kept:
        return event.text == shown_text(s, widgets, name)
    if not (kept and mending is not None and (left or getattr(event, "tabbed", False))):
        return False
    return all(widgets[each].get_text() == text for each, text in mending.as_typed if each in widgets)


def kept_widgets(mending: Entered | None, widgets: Mapping[str, object]) -> list[object]:
    """The widgets of kept_fields that are built (a sentence's is not on the score tab)."""
    return [widgets[name] for name in kept_fields(mending) if name in widgets]


def given_up(mending: Entered, s: RopeState, widgets: Mapping[str, Any]) -> i.GivenUp:
    """The refused entry left as typed, as an intent: the text it was left with, and the value its field
    shows again. A window's two ends are given up together: each that goes back is said (the line named
    only the field last in, and the other end went back without a word)."""
    name, field = mending.name, widgets.get(mending.name)
    if name in ENDS:
        lo, hi, texts = *ENDS[name][1:], entry_texts(s, widgets)
        ends = {end: (widgets[end].get_text(), texts[end]) for end in (lo, hi)}  # (as left, as kept)
        back = [end for end in (lo, hi) if ends[end][0] != ends[end][1]]
        if back == [lo, hi]:
            return i.GivenUp(mending.topic, *ends[lo], typed_to=ends[hi][0], kept_to=ends[hi][1])
        return i.GivenUp(mending.topic, *ends[back[0] if back else name])
    # The text as left, not as refused: it may have been mended since (the line quoted the old typo).
    left = mending.text if field is None else field.get_text()
    return i.GivenUp(mending.topic, left, shown_text(s, widgets, name))


def widget_intent(
    name: str, event: pygame.event.Event, gesture: int, widgets: Mapping[str, Any], mending: Entered | None
) -> object | None:
    """The intent of an event of the panel's widget named name (None: none); mending: the refused entry
    kept in its field, if any."""
    kind = event.type
    if kind == pygame_gui.UI_BUTTON_PRESSED:
        return {
            "tab_score": i.SetRopeTab("score"),
            "tab_invariance": i.SetRopeTab("invariance"),
            "tab_model": i.SetRopeTab("model"),
            "button_2": i.RopeView(2),
            "button_32": i.RopeView(32),
            "new_seed": i.NewRopeSeed(),
            "inv_new_qk": i.NewRopeSeed(switch=False),
            "play": i.TogglePlay("rope"),
            "go_best": i.GoToBest(),
        }.get(name)
    if kind == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
        option = event.selected_option_id
        if name == "model_menu":
            return i.SetRopeModel(option or None)
        if name == "base_menu":
            return i.SetRopeBase(option)
        if name == "content_menu":
            return i.SetRopeContent(option)
        if name == "scaling_menu":
            return i.SetRopeScaling(kind=option)
    if kind == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
        value = round(event.value)
        if name == "arrows_slider":
            return i.SetRopeArrows(value, gesture)
        if name == "speed_slider":
            return i.SetSpeed(animation="rope", speed=speed_from_slider(event.value))
        if name.startswith("inv_"):
            return i.SetInvariance(**{{"m": "m", "n": "n", "s": "shift"}[name[4]]: value})
    if kind == pygame_gui.UI_TEXT_ENTRY_FINISHED:
        if name in ENDS and name in kept_fields(mending):  # (both ends, as their fields show them)
            window, lo, hi = ENDS[name]
            return window(lo=widgets[lo].get_text(), hi=widgets[hi].get_text())
        return {
            "base_entry": i.SetRopeBase(event.text),
            "seed_entry": i.SetRopeSeed(event.text),
            "lo_entry": i.SetRopeWindow(lo=event.text),
            "hi_entry": i.SetRopeWindow(hi=event.text),
            "search_lo": i.SetRopeSearch(lo=event.text),
            "search_hi": i.SetRopeSearch(hi=event.text),
            "factor_entry": i.SetRopeScaling(factor=event.text),
            "delta_entry": i.SetRopeDelta(event.text),
        }.get(name)
    if kind in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
        checked = kind == pygame_gui.UI_CHECK_BOX_CHECKED
        if name == "circles_box":
            return i.Show("rope_circles", checked)
        if name == "log_box":
            return i.Show("rope_log_axis", checked)
        if name == "bound_box":
            return i.Show("rope_bound", checked)
    return None
