"""The help overlay: a pygame_gui window listing every shortcut, generated from the one keymap."""

from __future__ import annotations

import hashlib
import html
import re

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox, UIWindow

from app.geometry.units import Scale
from app.i18n import catalogue, tr
from app.ui.dialogs.question import centred
from app.ui.window.keymap import KEYMAP, MOUSE_HELP, PANEL_HELP

IDEAS = ("arrows", "trail", "readouts", "rope")  # one paragraph per part of the screen, before the keys


def help_key(text: str) -> str:
    """The catalogue key of a help text (a keymap row's words): a readable slug and a short hash."""
    slug = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")[:32]
    return f"help.rows.{slug}_{hashlib.md5(text.encode()).hexdigest()[:6]}"


def help_said(text: str, lang: str) -> str:
    """A help text in lang; key names ("Ctrl+Z", "Tab") have no catalogue entry and stay as they are."""
    return catalogue(lang).get(help_key(text)) or catalogue("en").get(help_key(text)) or text


def help_rows(lang: str = "en") -> list[tuple[str, str]]:
    """(keys, what they do) for the mouse and every keymap row; rows that do the same are joined."""
    rows: list[tuple[str, str]] = [(help_said(a, lang), help_said(b, lang)) for a, b in MOUSE_HELP]
    keys: list[tuple[list[str], str]] = []
    for binding in KEYMAP:
        label, what = help_said(binding.label, lang), help_said(binding.what, lang)
        if keys and keys[-1][1] == what:
            keys[-1][0].append(label)
        else:
            keys.append(([label], what))
    for labels, what in keys:  # "H, F1 or ?"
        rows.append(
            (tr(lang, "help.or", a=", ".join(labels[:-1]), b=labels[-1]) if labels[1:] else labels[0], what)
        )
    return rows


def help_text(lang: str) -> str:
    """The help's words as the text box's HTML: what the screen shows, every key, the panel's marks."""
    text = f"<b>{html.escape(tr(lang, 'help.ideas.title'))}</b><br>"
    for idea in IDEAS:
        name, said = tr(lang, f"help.ideas.{idea}.name"), tr(lang, f"help.ideas.{idea}.text")
        text += f"<b>{html.escape(name)}</b> — {html.escape(said)}<br>"
    text += "<br>" + "".join(
        f"<b>{html.escape(keys)}</b> — {html.escape(what)}<br>" for keys, what in help_rows(lang)
    )
    text += f"<br><b>{html.escape(tr(lang, 'help.panel'))}</b><br>"
    rows = [(help_said(name, lang), help_said(what, lang)) for name, what in PANEL_HELP]
    return text + "".join(f"<b>{html.escape(name)}</b> — {html.escape(what)}<br>" for name, what in rows)


class HelpText(UITextBox):
    """The help's text box, which a new language leaves as it is: the help is opened anew in it (windows.py),
    where pygame_gui's laying out again (0.4 s at 200 % in Korean) had also scrolled it back to the top
    before its place could be kept."""

    def on_locale_changed(self) -> None:
        pass

    def rebuild_from_changed_theme_data(self) -> None:
        """Left as it is too: a new theme comes with a new UI scale, at which the help is opened anew (laying
        out its text here first cost as long again)."""


def open_help(manager: pygame_gui.UIManager, screen_size: tuple[int, int], ui: Scale) -> UIWindow:
    """Open the help window centred on the screen, in the manager's language, laid out at the UI scale.

    Its long text is laid out once: pygame_gui wraps and renders all of it whenever the box is built or
    resized (at 200 % in Korean, 0.4 s each time), so the box is made empty, given its scroll bar's width
    at the scale, and only then handed the text."""
    w, h = min(ui.px(560), screen_size[0]), min(ui.px(560), screen_size[1] - ui.px(40))
    window = UIWindow(
        centred(screen_size, (w, h)),
        manager,
        window_display_title="epicycles.ui.help.title",
        object_id="#help_window",
    )
    box = HelpText("", pygame.Rect((0, 0), window.get_container().get_size()), manager, container=window)
    box.scroll_bar_width = ui.px(box.scroll_bar_width)  # (scale_scroll_bar would build the empty box again)
    box.set_text(help_text(manager.get_locale()))
    return window


def help_box(window: UIWindow) -> UITextBox:
    """The help's text box."""
    return next(e for e in window.get_container().elements if isinstance(e, UITextBox))


def reopened_help(
    old: UIWindow, manager: pygame_gui.UIManager, screen: tuple[int, int], ui: Scale
) -> UIWindow:
    """The help opened anew in the manager's language, at the scale, scrolled to the same share of its text
    as the old one (it opened at the top: a language switch lost the reader's place)."""
    bar = help_box(old).scroll_bar
    share = 0.0 if bar is None else bar.start_percentage
    old.kill()
    window = open_help(manager, screen, ui)
    box = help_box(window)
    if box.scroll_bar is not None and share:
        box.scroll_bar.set_scroll_from_start_percentage(share)
        box.update(0.0)  # its text drawn from there now (the bar forgets it moved before the box looks)
    return window
