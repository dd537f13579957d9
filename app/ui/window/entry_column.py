"""A column of buttons that is one list to the keyboard (Open…'s Recent files): Tab reaches it once, at
the entry that has the keyboard, else its first, and ↑/↓, Home, End and the Page keys move among its
entries, as in the dialog's own list (control_keys.py); Enter or Space press the entry reached. Each entry
had been a Tab stop of its own, and the arrows did nothing there."""

from __future__ import annotations

from collections.abc import Collection

from pygame_gui.core import UIElement


class ColumnEntry:
    """Mixed into a button that is one entry of such a column: its column is the ColumnEntries shown in
    the same container."""


def column_of(entry: UIElement) -> list[UIElement]:
    """The entries of entry's column that the keyboard can reach, top first."""
    container = entry.ui_container
    found = [e for e in container.elements if isinstance(e, ColumnEntry) and e.visible and e.is_enabled]
    return sorted(found, key=lambda e: e.rect.top)


def one_stop_per_column(controls: list[UIElement], focus: Collection[object]) -> list[UIElement]:
    """The controls in Tab's order with each column as one stop, at its first entry's place: the entry
    that has the keyboard (in `focus`), else its first."""
    columns: dict[int, list[UIElement]] = {}
    for control in controls:
        if isinstance(control, ColumnEntry):
            columns.setdefault(id(control.ui_container), []).append(control)
    stops = []
    for control in controls:
        column = columns.get(id(control.ui_container), []) if isinstance(control, ColumnEntry) else None
        if column is None:
            stops.append(control)
        elif control is column[0]:
            stops.append(next((entry for entry in column if entry in focus), control))
    return stops
