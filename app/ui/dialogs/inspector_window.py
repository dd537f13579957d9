"""The coefficient inspector (key I): a pygame_gui window with the chain's first arrows as a table and
problem 8's three changes of the curve as buttons. It turns its buttons into intents and syncs its text
from state (app/model/inspector.py builds the text); it never changes state itself.
"""

from __future__ import annotations

import html
from functools import partial

import pygame
import pygame_gui
from pygame_gui.core import UIContainer, UIElement
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine, UIWindow

from app.config import MAX_VECTOR_CHARS
from app.geometry.clear_room import clear_spot
from app.geometry.layout import Layout
from app.geometry.rope_layout import panel_layout
from app.geometry.units import UNSCALED, Scale
from app.model import intents as i
from app.model.inspector import Table, inspector_table
from app.ui.dialogs.inspector_form import BUTTON_H, NARROW, ROW_H, TABLE_TOP, WIDE, Form
from app.ui.dialogs.row_scroll import RowScroll
from app.ui.fonts import GUI_FACES
from app.ui.window.field_cap import capped
from app.ui.window.scene import InspectorScene
from app.ui.window.scroll_bars import scale_scroll_bar
from app.ui.window.stacking import to_front

SIZE = WIDE.size
INNER_W = SIZE[0] - 32
CELL_FONT = 14  # the theme's label size, at scale 1
MIN_ROWS = 1  # of the table, in a lesson beside the box (the rest a scroll away)
BUTTON_TIPS = (
    "epicycles.ui.inspector.later_tip",
    "epicycles.ui.inspector.reverse_tip",
    "epicycles.ui.inspector.translate_tip",
)


def home_rect(screen: tuple[int, int], ui: Scale, top: int) -> pygame.Rect:
    """Where the inspector opens outside a lesson: at the window's right, from top down (a short window:
    higher, and fewer rows), over the RoPE panel: the canvas stays seen."""
    px = ui.px
    top = min(max(8, top), max(8, screen[1] - px(SIZE[1]) - 8))
    w, h = px(SIZE[0]), WIDE.fit(ui, screen[1] - top - 8, 1) or WIDE.height(ui, 1)
    return pygame.Rect(max(8, screen[0] - w - 8), top, w, h)


class InspectorWindow:
    """The window; `process_event` gives an intent for its buttons, `sync` shows the state's table."""

    def __init__(
        self, manager: pygame_gui.UIManager, screen: tuple[int, int], ui: Scale = UNSCALED, top: int = 8
    ) -> None:
        """Every size here is at scale 1 and laid out at the UI scale ui (the cells too, as they change).
        top: where it starts (under the RoPE panel's tabs, which stay in reach)."""
        self.ui, self.px = ui, ui.px
        px = ui.px
        rect = home_rect(screen, ui, top)
        self.manager = manager
        self.window = UIWindow(
            rect, manager, window_display_title="epicycles.ui.inspector.title", object_id="#inspector_window"
        )
        self.caption = UILabel(
            pygame.Rect(px(6), px(4), px(INNER_W), px(22)), " ", manager, container=self.window
        )
        # The table's cells, in a box of their own: the wheel over them scrolls its rows.
        self.table_box = UIContainer(pygame.Rect(0, 0, px(INNER_W), px(70)), manager, container=self.window)
        self.scroll = RowScroll(manager, self.window, self.table_box)
        self.table: Table | None = None  # what it shows, self.rows of its rows at a time
        self.cells: list[list[UILabel]] = []  # the group row, the header row, then self.rows rows
        self.columns: tuple[tuple[str, ...], tuple[str, ...]] | None = None
        self.form, self.rows = WIDE, 0  # its form and the arrows its height holds (place lays them out)
        self.law = UITextBox(" ", pygame.Rect(px(6), 0, px(INNER_W), px(70)), manager, container=self.window)
        scale_scroll_bar(self.law, ui)

        def button(text: str, tip: str) -> UIButton:  # (place puts it, as the form says)
            return UIButton(
                pygame.Rect(0, 0, px(90), px(BUTTON_H)),
                text,
                manager,
                container=self.window,
                tool_tip_text=tip,
            )

        self.later_button = button("epicycles.ui.inspector.later", BUTTON_TIPS[0])
        self.reverse_button = button("epicycles.ui.inspector.reverse", BUTTON_TIPS[1])
        self.translate_button = button("epicycles.ui.inspector.translate", BUTTON_TIPS[2])
        field = UITextEntryLine(pygame.Rect(0, 0, px(90), px(BUTTON_H)), manager, container=self.window)
        self.shift_entry = capped(field, MAX_VECTOR_CHARS)
        self.shift_entry.set_text("2, 1")
        self.shift_entry.set_tooltip("epicycles.ui.inspector.shift_tip")
        self.shows: InspectorScene | None = None  # what the table shows now
        # A cell is as tall as a line of the taller face at the cells' size: ROW_H at the scale rounds a
        # pixel under it (26 for 27 at 125 %), and pygame_gui warned of every cell.
        faces = manager.get_theme().get_font_dictionary()
        line = max(faces.find_font(px(CELL_FONT), face).get_rect(" ").height for face in GUI_FACES.values())
        self.cell_h = max(px(ROW_H), line)
        self.place(rect)

    def place(self, rect: pygame.Rect, form: Form = WIDE) -> None:
        """At rect's top left in that form, as tall as the table's rows that fit in its height (one at the
        fewest): a short room showed the window cut through its table, its law and buttons out of sight.
        The rows left out are in reach by the scroll bar beside the rows (fill)."""
        rows, px = form.rows(self.ui, rect.height), self.px
        if (form, rows) != (self.form, self.rows):
            self.form, self.rows = form, rows
            inner = px(form.size[0] - 32)
            self.caption.set_dimensions((inner, px(22)))
            self.table_box.set_dimensions((inner, px(TABLE_TOP + (rows + 2) * ROW_H)))
            law_top = px(TABLE_TOP + (rows + 2) * ROW_H + 6)
            self.law.set_dimensions((inner, px(form.law_h)))
            self.law.set_relative_position((px(6), law_top))
            parts = (self.later_button, self.reverse_button, self.translate_button, self.shift_entry)
            for part, (row, x, w) in zip(parts, form.buttons, strict=True):
                part.set_dimensions((px(w), px(BUTTON_H)))
                part.set_relative_position((px(x), law_top + px(form.law_h + 6 + row * (BUTTON_H + 6))))
            if self.columns is not None:
                self.build_cells(*self.columns)
            if self.table is not None:
                self.fill()
        self.window.set_dimensions((px(form.size[0]), form.height(self.ui, rows)))
        self.window.set_position(rect.topleft)

    def kill(self) -> None:
        self.window.kill()

    def process_event(self, event: pygame.event.Event) -> object | None:
        """The intent of a button press or of Enter in the vector field; None if the event is not ours."""
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if element is self.later_button:
                return i.StartLater()
            if element is self.reverse_button:
                return i.TraceBackwards()
            if element is self.translate_button:
                return i.TranslateCurve(self.shift_entry.get_text())
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.shift_entry:
            return i.TranslateCurve(event.text)
        return None

    def sync(self, shows: InspectorScene) -> None:
        """Show the table of the scene's curve, order, arrow count and change (only when one moved)."""
        if shows == self.shows:
            if self.scroll.moved():  # (the rows follow its bar)
                self.fill()
            return
        self.shows = shows
        self.show(inspector_table(shows.state))

    def show(self, table: Table) -> None:
        self.table = table
        self.caption.set_text(table.caption)
        if self.columns != (table.groups, table.headers):
            self.build_cells(table.groups, table.headers)
        self.fill()
        self.law.set_text(html.escape(table.law))

    def fill(self) -> None:
        """The table's rows from the scroll's first in the cells, its bar beside them when some are left
        out."""
        assert self.table is not None
        px, rows = self.px, self.table.rows
        bar = pygame.Rect(0, px(TABLE_TOP), px(20), px((self.rows + 2) * ROW_H))  # (by the headers too: room)
        bar.right = px(self.form.size[0] - 32)
        self.scroll.fit(bar, self.rows, len(rows))
        for r, labels in enumerate(self.cells[2:], self.scroll.first):
            row = rows[r] if r < len(rows) else ("",) * len(labels)
            for label, text in zip(labels, row, strict=True):
                if label.text != (text or " "):
                    label.set_text(text or " ")

    def build_cells(self, groups: tuple[str, ...], headers: tuple[str, ...]) -> None:
        """Lay the grid of labels out for these columns (5 plain, 7 with before and after)."""
        for label in (label for labels in self.cells for label in labels):
            label.kill()
        widths, gap = self.form.widths[len(headers)], self.form.gap
        xs = [6 + sum(widths[:c]) + gap * c for c in range(len(widths))]
        columns = list(zip(xs, widths, strict=True))
        self.cells = [[]]
        if groups:  # "before" over columns 1..3, "after" over 4..6
            before, after = (xs[1], xs[4] - gap - xs[1]), (xs[4], xs[-1] + widths[-1] - xs[4])
            self.cells[0] = [self.label(*before, 0, groups[1], "@cell_group")]
            self.cells[0].append(self.label(*after, 0, groups[2], "@cell_group"))
        self.cells.append(
            [self.label(x, w, 1, h, "@cell_head") for (x, w), h in zip(columns, headers, strict=True)]
        )
        new = 4 if groups else len(headers)  # the columns from here on hold the values after the change
        for r in range(2, self.rows + 2):
            self.cells.append(
                [
                    self.label(x, w, r, " ", "@cell_after" if c >= new else "@cell")
                    for c, (x, w) in enumerate(columns)
                ]
            )
        self.columns = (groups, headers)

    def label(self, x: int, w: int, row: int, text: str, object_id: str) -> UILabel:
        """A cell of the grid: row 0 the groups, 1 the headers, then the arrows."""
        px = self.px
        rect = pygame.Rect(px(x), px(TABLE_TOP + row * ROW_H), px(w), self.cell_h)
        return UILabel(rect, text or " ", self.manager, container=self.table_box, object_id=object_id)


def open_inspector(
    manager: pygame_gui.UIManager, layout: Layout, typed: str | None = None, box: UIElement | None = None
) -> InspectorWindow:
    """The inspector under the RoPE panel's tabs (they stay in reach) and its Δ and score lines (they stay
    read), at the UI scale, out of a lesson box's way (clear_of); typed: its vector field's text, when it
    is opened anew at another scale."""
    window = InspectorWindow(manager, layout.size, layout.ui, _home_top(layout))
    if typed is not None:
        window.shift_entry.set_text(typed)
    clear_of(window, box, layout)
    return window


def _home_top(layout: Layout) -> int:
    """Under the RoPE panel's tabs and its Δ and score lines."""
    _, y, _, h = panel_layout(layout.panel, layout.ui.factor, layout.ui).readout
    return y + h + layout.ui.px(4)


def back_home(inspector: InspectorWindow | None, layout: Layout) -> None:
    """The lesson box gone, the inspector back where it opens outside a lesson (it stayed at the step's
    place, over the middle of the canvas, after Finish), its rows too."""
    if inspector is not None:
        inspector.place(home_rect(layout.size, layout.ui, _home_top(layout)))


def clear_of(inspector: InspectorWindow | None, box: UIElement | None, layout: Layout) -> None:
    """In a lesson, the inspector clear of the lesson box where it has room for MIN_ROWS of its table (in
    clear_spot's order: just above the box, on the half it lies over, then a top corner), cut to the rows
    that fit there: at 1280x800 it stood, whole, over the canvas the step speaks of, the curve under it.
    Where no place has room (a small window, a large scale), at the top of the box's half with the box in
    front of it: the step's words, Back and Next stay seen and in reach (they were hidden under it). With
    no box (the lesson over), where I opens it: back_home."""
    if inspector is None or box is None or not box.alive():
        back_home(inspector, layout)
        return
    over, gap, ui = box.rect, layout.ui.px(8), layout.ui
    half = pygame.Rect(
        layout.canvas if pygame.Rect(layout.canvas).collidepoint(over.center) else layout.panel
    )
    window = pygame.Rect((0, 0), layout.size).inflate(-2 * gap, -2 * gap)
    # Narrow where the box's half is narrower than it is whole (it stood over the other half's middle).
    form = WIDE if ui.px(WIDE.size[0]) <= half.width - 2 * gap else NARROW
    width = ui.px(form.size[0])
    fit = partial(form.fit, ui, least=MIN_ROWS)
    found = clear_spot(tuple(window), tuple(half), tuple(over), width, fit, gap)
    if found is None:  # over the box's half, off what the step speaks of as far as it can be
        form, width = WIDE, ui.px(WIDE.size[0])
        x = window.right - width if half.right >= window.right else window.left
        found = (x, window.top, width, WIDE.fit(ui, window.height, 1) or WIDE.height(ui, 1))
        to_front(inspector.manager, [box])
    inspector.place(pygame.Rect(found), form)
