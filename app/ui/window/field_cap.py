"""Every text field has a most it takes, and what is typed or pasted beyond it is cut, with a status line.

pygame_gui lays out and draws a field's whole text again for each character put in, so an unbounded field
costs more with every key (2,000 characters took minutes). pygame_gui drops typed characters past its
length limit silently and refuses a paste that would pass it whole; here both are cut to what fits, and
the router says so (TextCut): in the field's own words if it has them (a TellingEntry), else the general ones.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_paste
from pygame_gui.elements import UITextEntryLine

from app.errors import Problem
from app.model import intents as i
from app.text import clean_typed
from app.ui.window.focus import focused_field

PASTE_MODS = pygame.KMOD_CTRL | pygame.KMOD_META


class TellingEntry(UITextEntryLine):
    """A field that says why it refuses more in its own words: `refusal`, a catalogue key with {most} and
    {n} (the Text… window's is the drawing's own "at most 40 characters", which its cap kept from showing)."""

    def __init__(self, *args: object, refusal: str, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.refusal = refusal


def capped(entry: UITextEntryLine, limit: int) -> UITextEntryLine:
    """entry, taking at most limit characters."""
    entry.set_text_length_limit(limit)
    return entry


def pasted(text: str) -> str:
    """The clipboard's text as a one-line field takes it: its lines joined by spaces (a line copied from a
    terminal ends in one), what no font can draw left out, as typing leaves it out."""
    return clean_typed(text.replace("\r", "").replace("\n", " ").replace("\t", " ").strip())


def cut_to_fit(
    manager: pygame_gui.UIManager, event: pygame.event.Event
) -> tuple[pygame.event.Event | None, i.TextCut | None]:
    """The event as the focused field can take it (None: done here), and what says so if something was
    cut (else None). Typed text is cut in the event; a paste is put in here, cleaned and cut, unless
    pygame_gui's own paste would put in the same."""
    field = focused_field(manager)
    if field is None or field.length_limit is None or not field.is_enabled:
        return event, None
    pasting = event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & PASTE_MODS
    if event.type != pygame.TEXTINPUT and not pasting:
        return event, None
    raw = event.text if event.type == pygame.TEXTINPUT else clipboard_paste() or ""
    text = raw if event.type == pygame.TEXTINPUT else pasted(raw)
    low, high = (
        sorted(field.select_range)
        if field.select_range[0] != field.select_range[1]
        else ((field.edit_position,) * 2)
    )
    kept_around = len(field.get_text()) - (high - low)
    room = max(0, field.length_limit - kept_around)
    if len(text) <= room and text == raw:
        return event, None
    kept, cut = text[:room], told(field, kept_around + len(text)) if len(text) > room else None
    if event.type == pygame.TEXTINPUT:
        return (pygame.event.Event(event.type, {**event.dict, "text": kept}) if kept else None), cut
    if not kept:
        return None, cut  # nothing to put in: the field as it was
    now = field.get_text()
    put_text(field, now[:low] + kept + now[high:], low + len(kept))  # one layout, not one per character
    return None, cut


def told(field: UITextEntryLine, wanted: int) -> i.TextCut:
    """What says that `field` took its most of `wanted` characters."""
    limit = field.length_limit or 0
    own = Problem(field.refusal, most=limit, n=wanted) if isinstance(field, TellingEntry) else None
    return i.TextCut(limit, own)


def put_text(field: UITextEntryLine, text: str, cursor: int) -> None:
    """The field's text, nothing chosen, the cursor at `cursor` (pygame_gui's set_text puts it at the end,
    and its layout keeps a cursor of its own)."""
    field.set_text(text)
    field.select_range = [0, 0]
    field.edit_position = cursor
    shape = field.drawable_shape
    if shape is not None and shape.text_box_layout is not None:
        shape.text_box_layout.set_cursor_position(cursor)
        shape.apply_active_text_changes()
