"""Open…'s Recent column: the files opened lately, newest first, beside the dialog's list (which starts in
the saved drawings' folder). One whose file has gone since is greyed, its tooltip says so, and choosing it
says in the status line that it is not there: the curve and the dialog stay (open_dialog.py)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIWindow

from app.i18n import tr
from app.text import broken_lines, clean_name, fits_in, middle_elided
from app.ui.window.entry_column import ColumnEntry
from app.ui.window.greyed_button import GreyedButton
from app.ui.window.script_face import face_for

LABEL_H = 22  # the title and the "none yet" line (the Korean face's line is 21 px)
RECENT_W, ENTRY_H, GAP = 200, 26, 2  # the column's width (right of the file list) and its rows
TEXT_ROOM = RECENT_W - 16  # an entry's room for its name, within its border and padding
TIP_ROOM = 480  # the widest a tooltip with a path grows before it wraps
TIP_INSET = 24  # a tooltip's padding, border and shadow: its lines have the rest of TIP_ROOM


class RecentEntry(GreyedButton, ColumnEntry):
    """A recent file's button. A gone file's is greyed but can still be chosen (the status line then says it
    is not there), its tooltip saying so. To the keyboard the column is one list (↑/↓ between entries)."""

    def __init__(self, *args: object, gone: bool, **kwargs: object) -> None:
        super().__init__(*args, greyed=gone, **kwargs)

    @property
    def gone(self) -> bool:
        return self.greyed


def present(path: str) -> bool:
    try:
        return Path(path).is_file()
    except (OSError, ValueError):  # a path the system refuses to look at is as good as gone
        return False


def told_apart(paths: tuple[str, ...]) -> list[str]:
    """Each path's entry: its file's name, and where two or more share it, as much of its folder as tells
    it from the others ("logo.bmp — dup", "logo.bmp — f"; "a/x", "b/x" when folders share their names)."""
    names = [clean_name(Path(path).name, 40) for path in paths]
    folders = [Path(path).parent.parts[len(Path(path).anchor) > 0 :] for path in paths]
    out = list(names)
    for k, name in enumerate(names):
        others = [folders[j] for j, other in enumerate(names) if other == name and j != k]
        if not others:
            continue
        own = folders[k]
        n = next((n for n in range(1, len(own) + 1) if all(o[-n:] != own[-n:] for o in others)), len(own))
        out[k] = f"{name} — {clean_name('/'.join(own[-n:]), 40) or '/'}"
    return out


class RecentList:
    """The column in `window` (right of its file list, from `top` down); `chosen` maps an event to a path.
    The window is laid out at scale 1 and then scaled; its words are already in the theme's faces at
    `scale`, so a name is cut to fit the entry it will have (its whole path is in the tooltip)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window: UIWindow,
        paths: tuple[str, ...],
        top: int,
        scale: float = 1.0,
    ) -> None:
        anchors = {"left": "right", "right": "right", "top": "top", "bottom": "top"}
        x = -RECENT_W - 10
        self.title = UILabel(
            pygame.Rect(x, top, RECENT_W, LABEL_H),
            "epicycles.ui.files.recent",
            manager,
            container=window,
            anchors=anchors,
        )
        self.entries: dict[UIButton, str] = {}
        y = top + LABEL_H + 2
        lang = manager.get_locale()
        theme = manager.get_theme()
        for path, name in zip(paths, told_apart(paths), strict=True):
            gone, shown = not present(path), clean_name(path, 200)
            face = face_for(name)  # a name in Hangul, say, in the face that has it
            font = theme.get_font(["#recent_file" if face is None else face])
            entry = RecentEntry(
                pygame.Rect(x, y, RECENT_W, ENTRY_H),
                middle_elided(name, fits_in(font, TEXT_ROOM * scale)),
                manager,
                container=window,
                anchors=anchors,
                object_id=ObjectID("#recent_file", face),
                gone=gone,
            )
            # Said here in the window's language (the catalogues' fields are not pygame_gui's), in the
            # path's face; on one line (pygame_gui's file dialog wraps no tooltip), unless it is too long.
            tip = tr(lang, "ui.files.gone_tip" if gone else "ui.files.recent_tip", path=shown)
            tip_face = face_for(shown)
            tip_font = theme.get_font(["tool_tip" if tip_face is None else tip_face])
            wrap = None if fits_in(tip_font, TIP_ROOM * scale)(tip) else round(TIP_ROOM * scale)
            if wrap is not None:  # broken here, at a "/" where it can: pygame_gui's breaks add hyphens
                tip = "\n".join(broken_lines(tip, fits_in(tip_font, (TIP_ROOM - TIP_INSET) * scale)))
            entry.set_tooltip(tip, ObjectID(None, tip_face), wrap_width=wrap)
            self.entries[entry] = path
            y += ENTRY_H + GAP
        self.bottom = y  # below the last entry, in the window's coordinates
        self.empty = None
        if not paths:
            self.empty = UILabel(
                pygame.Rect(x, y, RECENT_W, LABEL_H),
                "epicycles.ui.files.no_recent",
                manager,
                container=window,
                anchors=anchors,
            )

    def make_room(self, window: UIWindow, end: int) -> None:
        """Grow the window (about its middle) until the last entry ends by `end`, the file list's bottom:
        ten entries reached down over the OK button."""
        over = self.bottom - end
        if over > 0:
            window.set_dimensions((window.rect.width, window.rect.height + over))
            window.set_position((window.rect.x, window.rect.y - over // 2))

    def chosen(self, event: pygame.event.Event) -> str | None:
        """The path of the entry this event pressed, if any."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        return self.entries.get(getattr(event, "ui_element", None))  # type: ignore[arg-type]

    def gone(self) -> list[str]:
        """The entries shown greyed (tests and the look)."""
        return [path for entry, path in self.entries.items() if isinstance(entry, RecentEntry) and entry.gone]
