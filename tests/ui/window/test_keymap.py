"""The keymap, the loop and the help agree: every key in the help works in the real loop, and every key
that does anything in the loop is in the help."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from ui_driver import press_key, run_frames

from app.model import intents
from app.model import intents as i
from app.ui.dialogs.help_window import help_rows
from app.ui.window.keymap import KEYMAP

ALL_KEYS = sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")})
MODS = {
    "": 0,
    "shift": pygame.KMOD_LSHIFT,
    "ctrl": pygame.KMOD_LCTRL,
    "ctrl+shift": pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT,
    "alt": pygame.KMOD_LALT,
}


def typed(key: int, mod: int) -> str:
    """The character a US keyboard types for key (what SDL puts in event.unicode)."""
    if mod & pygame.KMOD_CTRL or not 32 <= key < 127:
        return "\t" if key == pygame.K_TAB else ""
    char = chr(key)
    if mod & pygame.KMOD_SHIFT:
        return {"/": "?", "2": "@", "3": "#", "[": "{", "]": "}"}.get(char, char.upper())
    return char


def test_every_key_that_submits_anything_is_a_keymap_row(app) -> None:
    submitted: list[object] = []
    app.submit = submitted.append  # record what the loop would submit, change nothing
    found = {}
    for key in ALL_KEYS:
        for mods, mod in MODS.items():
            submitted.clear()
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=typed(key, mod), scancode=0)
            app.handle_event(event)
            app.handle_event(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
            if submitted:
                assert len(submitted) == 1
                found[(pygame.key.name(key), mods)] = submitted[0]
    expected = {}
    for row in (r for r in KEYMAP if not r.lesson):  # lesson rows work only in lesson mode (below)
        mods = "+".join(m for m, on in (("ctrl", row.ctrl), ("shift", row.shift)) if on)
        for key in row.keys:
            expected[(pygame.key.name(key), mods)] = row.intent
    for row in KEYMAP:  # "?" is matched by the character typed, whichever key types it
        if row.char:
            for key in ALL_KEYS:
                for mods, mod in MODS.items():
                    if typed(key, mod) == row.char and mods in ("", "shift"):
                        expected[(pygame.key.name(key), mods)] = row.intent
    assert found == expected


def test_the_help_window_lists_every_row_of_the_keymap(app) -> None:
    press_key(app, pygame.K_h, unicode="h")
    assert app.windows.help is not None
    box = app.windows.help.get_container().elements[0]
    text = box.html_text
    for row in KEYMAP:
        assert row.label in text and row.what in text
    assert "Ctrl+Shift+Z or Ctrl+Y" in text and "H, F1 or ?" in text
    assert len(help_rows()) == len({(k, w) for k, w in help_rows()})


def fingerprint(app) -> tuple:
    """Everything a key can change: state, time, what is shown, the open windows, the status line."""
    e, r = app.state.epicycles, app.state.rope
    return (
        app.state.source,
        e.n_arrows,
        e.order,
        round(e.t, 9),
        e.playing,
        e.speed,
        e.show_circles,
        e.show_trail,
        r.n_arrows,
        r.base,
        r.playing,
        round(r.delta, 9),
        app.windows.help is not None,
        app.windows.open_dialog.window is not None,
        app.windows.inspector is not None,
        app.windows.text_dialog is not None,
        app.exporting.dialog is not None,
        app.state.status.text,
        app.state.running,
        app.state.lesson,
        app.state.stroke is not None,
        app.state.camera.target,
        app.state.camera.follow,
        app.state.stroke_ends,
        len(app.state.pending),
        app.state.source,
        app.state.ui_scale,
    )


# What a key needs before it has something to do: a change to undo, an arrow to add, a window to close.
PRELUDES = {
    i.Undo: [(pygame.K_LEFTBRACKET, 0, "[")],
    i.Redo: [(pygame.K_LEFTBRACKET, 0, "["), (pygame.K_z, pygame.KMOD_CTRL, "")],
    i.StepArrows: [(pygame.K_LEFTBRACKET, 0, "[")],
    i.Escape: [(pygame.K_h, 0, "h")],
    i.RopeView(2): [(pygame.K_3, 0, "3")],
    i.FitView: [(pygame.K_EQUALS, 0, "=")],
    # Enter finishes strokes added with Shift+drag: add two first (as the mouse would, through submit).
    i.FinishDrawing: ["two added strokes"],
}


def add_two_strokes(app) -> None:
    x, y, _, _ = app.view.rect
    for dx in (0, 200):
        line = [(x + 100 + dx, y + 100), (x + 150 + dx, y + 200), (x + 100 + dx, y + 300)]
        app.submit(intents.Stroke(line[0], "start", app.view))
        app.submit(intents.Stroke(line[1], "move", app.view))
        app.submit(intents.Stroke(line[2], "end", app.view, add=True))


@pytest.mark.parametrize("row", KEYMAP, ids=lambda row: f"{row.label}:{type(row.intent).__name__}")
def test_every_key_in_the_help_does_something_in_the_real_loop(app, row) -> None:
    prelude = PRELUDES.get(row.intent) or PRELUDES.get(type(row.intent), [])
    if row.lesson or row.intent in (i.Lesson("next"), i.Lesson("back")):
        prelude = [(pygame.K_l, 0, "l")] + (
            [(pygame.K_PAGEDOWN, 0, "")] if row.intent == i.Lesson("back") else []
        )
    for step in prelude:
        if step == "two added strokes":
            add_two_strokes(app)
        else:
            key, mod, char = step
            press_key(app, key, mod=mod, unicode=char)
    run_frames(app, 1, dt=0.0)
    before = fingerprint(app)
    mod = (pygame.KMOD_LCTRL if row.ctrl else 0) | (pygame.KMOD_LSHIFT if row.shift else 0)
    key = row.keys[0] if row.keys else pygame.K_SLASH
    mod |= pygame.KMOD_LSHIFT if row.char == "?" else 0
    char = row.char or typed(key, mod)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0))
    run_frames(app, 1, dt=0.0)
    assert fingerprint(app) != before, dataclasses.asdict(row) if dataclasses.is_dataclass(row) else row


def test_in_a_lesson_the_arrow_keys_move_through_the_steps(app) -> None:
    press_key(app, pygame.K_SPACE, unicode=" ")  # the canvas paused: only a step of time could move t
    press_key(app, pygame.K_l, unicode="l")
    assert app.state.lesson == 0
    t = app.state.epicycles.t
    press_key(app, pygame.K_RIGHT)
    assert app.state.lesson == 1 and app.state.epicycles.t == t
    press_key(app, pygame.K_LEFT)
    assert app.state.lesson == 0
    press_key(app, pygame.K_l, unicode="l")
    assert app.state.lesson is None
    press_key(app, pygame.K_RIGHT)
    assert app.state.lesson is None and app.state.epicycles.t != t  # a step of time again


def test_esc_closes_what_is_over_a_lesson_first_then_leaves_the_lesson(app) -> None:
    """(Esc, which the help says closes a window, did nothing to the lesson's.)"""
    press_key(app, pygame.K_l, unicode="l")
    press_key(app, pygame.K_h, unicode="h")
    assert app.state.lesson == 0 and app.windows.help is not None
    press_key(app, pygame.K_ESCAPE, unicode="\x1b")
    assert app.windows.help is None and app.state.lesson == 0
    press_key(app, pygame.K_ESCAPE, unicode="\x1b")
    run_frames(app, 2)
    assert app.state.lesson is None and app.windows.lesson_box.window is None
    assert "L" in app.status.text  # "Left the lesson; L takes you back to the same step."


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_help_has_an_empty_line_only_where_it_leaves_one(app, lang) -> None:
    """Blank lines only between its three parts: pygame_gui gave a line break that did not fit after a
    row's words (4 px from the edge) a row of its own, an empty line (app/ui/window/line_breaks.py; the
    Korean help at 960×600 showed one under its first key)."""
    from ui_driver import post

    app.submit(i.SetLanguage(lang))
    for size in ((960, 600), (1000, 640), (1280, 800)):
        post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        run_frames(app, 2)
        press_key(app, pygame.K_h, unicode="h")
        box = app.windows.help.get_container().elements[0]
        rows = box.text_box_layout.layout_rows
        empty = [row for row in rows[:-1] if not "".join(getattr(c, "text", "") for c in row.items).strip()]
        assert len(empty) == box.html_text.count("<br><br>"), (lang, size)
        press_key(app, pygame.K_h, unicode="h")
        assert app.windows.help is None


def test_plus_typed_as_shift_and_equals_zooms_in(app) -> None:
    """The help says "+"; where it is Shift+= (a US keyboard) it did nothing, only "=" zoomed."""
    before = app.state.camera.target.zoom
    press_key(app, pygame.K_EQUALS, mod=pygame.KMOD_LSHIFT, unicode="+")
    assert app.state.camera.target.zoom == pytest.approx(before * 1.25)
    press_key(app, pygame.K_EQUALS, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, unicode="+")
    assert app.state.camera.target.zoom == pytest.approx(before * 1.25)  # Ctrl++ is the UI scale's
