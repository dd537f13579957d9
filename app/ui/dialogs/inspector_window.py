"""The coefficient inspector (key I): a pygame_gui window with the chain's first arrows as a table and
problem 8's three changes of the curve as buttons. It turns its buttons into intents and syncs its text
from state (app/model/inspector.py builds the text); it never changes state itself.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine, UIWindow

from app.config import MAX_VECTOR_CHARS
from app.geometry.units import UNSCALED, Scale
from app.model import intents as i
from app.model.inspector import Table, inspector_table
from app.ui.dialogs.inspector_form import BUTTON_H, ROW_H, TABLE_TOP, WIDE, Form
from app.ui.dialogs.row_scroll import RowScroll
from app.ui.fonts import GUI_FACES
from app.ui.window.field_cap import capped
from app.ui.window.scene import InspectorScene
from app.ui.window.scroll_bars import scale_scroll_bar

SIZE = WIDE.size
INNER_W = SIZE[0] - 32
CELL_FONT = 14  # the theme's label size, at scale 1
BUTTON_TIPS = (
    "epicycles.ui.inspector.later_tip",
    "epicycles.ui.inspector.reverse_tip",
    "epicycles.ui.inspector.translate_tip",
)


class InspectorWindow:
    """The window; `process_event` gives an intent for its buttons, `sync` shows the state's table."""

    def __init__(
        self, manager: pygame_gui.UIManager, rect: pygame.Rect, form: Form = WIDE, ui: Scale = UNSCALED
    ) -> None:
        """At rect in that form (inspector_place.py says where). Every size here is at scale 1 and laid out
        at the UI scale ui (the cells too, as they change)."""
        self.ui, self.px = ui, ui.px
        px = ui.px
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
        self.place(rect, form)

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
        if not self.window.visible:  # (back from standing aside: step_aside)
            self.window.show()

    def step_aside(self) -> None:
        """Hidden as it stands (its rows, its vector), until place puts it where there is room again; its
        field gives up the keyboard (else the shortcuts would go on into a field no one sees)."""
        if self.shift_entry.is_focused:
            self.manager.set_focus_set(None)
        self.window.hide()

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
