"""Random sessions through the real loop: mouse, wheel, keys, odd Unicode, resizes, and now and then a
hostile act spread over frames (see PLANS): files dropped (curves, SVG, PNG, junk, folders), Shift-strokes
finished with Enter, dialogs opened (Open, Export, help, inspector), the language switched, lessons.

Used by tests/ui/window/test_fuzz.py (in `make test`) and benchmarks/soak.py (`make soak`, 200,000 frames
with the memory figure every 10,000). Seeded, so a failure replays exactly. Drawings the strokes make and
preferences are saved: `throwaway_home` points every folder the app writes to into a temporary one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pygame
from fuzz_acts import Frame, act, check_throwaway, dropped_files

from app import config
from app.model.history import curve_bytes

# Text a hostile user (or a clipboard) might type: zero-width, bidi, controls, emoji, Hangul, combining.
ODD_TEXT = [
    "\u200b",
    "\ufeff",
    "\u2060",
    "\u00ad",
    "\u202e",
    "\x00",
    "\x1b",
    "é",
    "👍",
    "한",
    "e\u0301",
    "5e5",
    "-",
    " ",
]
KEYS = [
    *(getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"),
    pygame.K_SPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFTBRACKET,
    pygame.K_RIGHTBRACKET,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_SLASH,
    pygame.K_F1,
    pygame.K_PAGEDOWN,
    pygame.K_PAGEUP,
]
MODS = [
    0,
    0,
    0,
    pygame.KMOD_LSHIFT,
    pygame.KMOD_LCTRL,
    pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT,
    pygame.KMOD_LALT,
]


QUIET_CHANCE = 0.004  # per frame: a stretch without input begins
QUIET_FRAMES = int(4 * config.FPS)  # twice WIDGETS_SETTLE_S: calm frames come
ACT_CHANCE = 0.01  # per frame: a hostile act begins (fuzz_acts.py)


def random_events(
    rng: np.random.Generator, size: tuple[int, int], held: set[int]
) -> Iterator[pygame.event.Event]:
    """The events of one frame (0 to 4 of them)."""
    w, h = size
    for _ in range(int(rng.integers(0, 5))):
        kind = rng.random()
        pos = (int(rng.integers(0, w)), int(rng.integers(0, h)))
        if kind < 0.45:
            buttons = tuple(int(b in held) for b in (1, 2, 3))
            yield pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, touch=False)
        elif kind < 0.6:
            button = int(rng.choice([1, 1, 1, 2, 3]))
            down = button not in held
            held.symmetric_difference_update({button})
            event = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
            yield pygame.event.Event(event, pos=pos, button=button, touch=False)
        elif kind < 0.65:
            yield pygame.event.Event(
                pygame.MOUSEWHEEL,
                x=0,
                y=int(rng.choice([-1, 1])),
                precise_x=0.0,
                precise_y=0.0,
                flipped=False,
                touch=False,
            )
        elif kind < 0.88:
            key = int(rng.choice(KEYS))
            mod = int(rng.choice(MODS))
            if key == pygame.K_q and mod & pygame.KMOD_CTRL:
                continue  # quitting ends the session; it is tested on its own
            char = chr(key) if 32 <= key < 127 and not mod & pygame.KMOD_CTRL else ""
            yield pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
            yield pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
        elif kind < 0.99:
            text = "".join(rng.choice(ODD_TEXT, size=int(rng.integers(1, 4))))
            yield pygame.event.Event(pygame.TEXTINPUT, text=text)
        else:
            # (A 100000×100000 request is refused to 8192×8192, which is slow to fill: tested on its own.)
            choices = [(1280, 800), (960, 600), (961, 601), (1600, 1000), (300, 200), (1920, 1080)]
            rw, rh = choices[int(rng.integers(0, len(choices)))]
            yield pygame.event.Event(pygame.VIDEORESIZE, size=(rw, rh), w=rw, h=rh)


def kept(app) -> dict[str, int]:
    """What the window holds that could pile up over a session: widgets, the elements of pygame_gui's
    root, its sprite group's rects of removed widgets, the images in its shape cache and the 4 MB sheets
    holding them (app/ui/window/shape_cache.py), the widget id chains its theme keeps
    (app/ui/window/gui_theme.py), undo steps and the curves they hold, saved drawings listed, the fonts
    open (ours and pygame_gui's: each holds its glyphs, about half a MB) and our text images' bytes."""
    history = app.state.history
    theme = app.manager.get_theme()
    return {
        "widgets": len(app.manager.get_sprite_group().sprites()),
        "root elements": len(app.manager.get_root_container().elements),
        "removed widgets' rects": len(app.manager.get_sprite_group().lostsprites),
        "cached shapes": len(theme.shape_cache.cache_long_term_lookup),
        "shape sheets": len(theme.shape_cache.cache_surfaces),
        "theme id chains": len(theme.unique_theming_ids) + len(getattr(theme, "id_chains", ())),
        "undo steps": len(history.done) + len(history.undone),
        "undo curves kB": curve_bytes(history.done + history.undone) >> 10,
        "drawings listed": len(app.state.saved),
        "fonts open": app.fonts.kept()["fonts"],
        "gui fonts": len(theme.get_font_dictionary().loaded_fonts),
        "text image kB": app.fonts.kept()["image bytes"] >> 10,
    }


def settle(app, size: tuple[int, int]) -> None:
    """Bring the window back to a state to compare: every dialog and window closed, no lesson, no stroke,
    the given size, and pygame_gui's widgets settled (a measurement then sees what is kept, not what is
    open at that moment)."""
    for button in (1, 2, 3):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=button, touch=False))
    for key in [pygame.K_ESCAPE] * 6:  # the last one leaves a lesson, once nothing is open over it
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.frame(pygame.event.get(), 1.0 / config.FPS)
    if app.state.lesson is not None:  # (six were not enough: L leaves it)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    pygame.key.set_mods(0)
    for _ in range(QUIET_FRAMES):
        app.frame(pygame.event.get(), 1.0 / config.FPS)


def run_session(app, frames: int, seed: int, home: str, every: int = 0, report=None) -> int:
    """Drive app for `frames` frames of random events and acts; report(frame) every `every` frames.
    home: the throw-away folder every file the app writes must land in (checked first; see
    fuzz_acts.throwaway_home). Returns how many frames were calm (drawn and pushed in part)."""
    check_throwaway(home)
    files = dropped_files(Path(home) / "drops")
    rng = np.random.default_rng(seed)
    held: set[int] = set()
    planned: list[Frame] = []  # the rest of an act, a frame each
    quiet = calm = 0
    for n in range(1, frames + 1):
        mods = 0
        if planned:
            events, mods = planned.pop(0)
            for event in events:
                pygame.event.post(event)
        elif quiet:  # a hand off the mouse and keys: the frames go calm (app/ui/window/painter.py)
            quiet -= 1
        elif rng.random() < QUIET_CHANCE:
            # The user closes what is open (Esc closes a dialog or window each time, L leaves a lesson),
            # then takes their hands off: after WIDGETS_SETTLE_S the frames go calm.
            quiet = QUIET_FRAMES
            keys = [pygame.K_ESCAPE] * 4 + ([pygame.K_l] if app.state.lesson is not None else [])
            for key in keys:
                for kind in (pygame.KEYDOWN, pygame.KEYUP):
                    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
        elif rng.random() < ACT_CHANCE and 1 not in held:
            planned = act(rng, app, files)
        else:
            # Through pygame's queue, as the live loop gets them, so the widgets' own events come back too.
            for event in random_events(rng, app.layout.size, held):
                pygame.event.post(event)
        pygame.key.set_mods(mods)  # what the canvas asks when a stroke starts (Shift adds it)
        app.frame(pygame.event.get(), 1.0 / config.FPS)
        calm += app.painter.pushed is not None
        if every and report is not None and n % every == 0:
            report(n)
    pygame.key.set_mods(0)
    return calm
