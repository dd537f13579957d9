"""A language switch redraws every word: picking a language from the status bar's menu at run time gives
the same pixels as starting in it (the main screen, the help, the inspector, the ladder), and the menu
names each language in its own words, in a face that has their letters."""

from __future__ import annotations

import json
import re
import warnings
from pathlib import Path

import numpy as np
import pygame
import pygame.freetype
import pygame_gui.data
import pytest
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.elements import UIButton
from ui_driver import centre, click, move_mouse, press_key, run_frames

from app.i18n import LANGUAGES
from app.model import intents as i
from app.paths import asset_path
from app.ui import fonts
from app.ui.window.script_face import ANY_SCRIPT, TWIN

SETTLE = 10  # frames for widgets to finish redrawing (and the paced read-outs to be drawn anew)


def option(app, name: str) -> UIButton:
    """The language menu's visible button that reads name (its closed button, or an option when open)."""
    found = [
        e
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, UIButton)
        and e.visible
        and e.text == name
        and e.rect.colliderect(app.status.rect.inflate(0, 200))
    ]
    assert found, f"no button {name!r} in the language menu"
    return found[-1]


def has_glyphs(app, button: UIButton, text: str) -> bool:
    """Whether the face the button's theme gives it has a glyph for every letter of text."""
    theme = app.manager.ui_theme
    name = theme.get_font_info(button.combined_element_ids)["name"]
    where = theme.get_font_dictionary().known_font_paths[name][0][0]  # the regular face's file
    path = (
        Path(pygame_gui.data.__file__).parent / where.resource
        if isinstance(where, PackageResource)
        else where
    )
    pygame.freetype.init()
    face = pygame.freetype.Font(str(path), 12)
    return all(face.get_metrics(ch)[0] is not None for ch in text)


def pick_language(app, name: str) -> None:
    """Open the status bar's language menu and click name, as a user would (the language shown: close the
    menu again with a click on it, as picking it in the list would only unmark it)."""
    menu = app.status.language_menu
    shown = menu.selected_option[0]
    click(app, centre(menu.rect))
    click(app, centre(menu.rect if name == shown else option(app, name).rect))
    assert app.status.language_menu.current_state is app.status.language_menu.menu_states["closed"]
    move_mouse((200, app.status.rect.centery))  # off the menu (its options lay over other widgets)
    run_frames(app, 2)


def screen(app) -> np.ndarray:
    run_frames(app, SETTLE)
    # Drawn whole: which parts the calm frames before redrew depends on pygame_gui's wall-clock timing
    # (hover, blink), and antialiased edges drawn over each other then differ in a pixel or two of the
    # canvas picture, which is not what this test is about (the fuzz compares calm and whole frames).
    app.painter.redraw_all = True
    run_frames(app, 1)
    pixels = pygame.surfarray.array3d(app.screen).copy()
    fps = app.status.fps_label.rect  # the frame rate read-out: wall-clock time, not language
    pixels[fps.left : fps.right, fps.top : fps.bottom] = 0
    return pixels


def screens(start: str, pick: str, tmp_path, monkeypatch) -> dict[str, np.ndarray]:
    """Start in start, pick pick from the menu, then the main screen, help, inspector and ladder."""
    from app.ui.app import EpicyclesApp

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / start))
    app = EpicyclesApp(size=(1280, 800), lang=start)
    try:
        run_frames(app, 2)
        press_key(app, pygame.K_SPACE, unicode=" ")  # the canvas stands still
        app.submit(i.SetTime(1.0))  # at the same t in both runs, whatever the frames before it did
        app.submit(i.SetRopeDelta("100"))  # and so does Δ: both runs show the same moment
        pick_language(app, LANGUAGES[pick])
        assert app.state.lang == pick
        # Picking the language shown changes nothing, so says nothing: the status line says it in both.
        app.submit(i.SetLanguage(pick))
        shots = {"main": screen(app)}
        press_key(app, pygame.K_h, unicode="h")
        shots["help"] = screen(app)
        press_key(app, pygame.K_h, unicode="h")
        press_key(app, pygame.K_i, unicode="i")
        shots["inspector"] = screen(app)
        press_key(app, pygame.K_i, unicode="i")
        click(app, centre(app.rope_panel.widgets["tab_invariance"].rect))
        assert app.rope_panel.state.tab == "invariance"
        shots["ladder"] = screen(app)
        assert app.errors == []
        return shots
    finally:
        pygame.quit()


@pytest.mark.parametrize(("target", "other"), [("ko", "en"), ("en", "ko")])
def test_switching_from_the_menu_draws_what_starting_in_that_language_draws(
    target, other, tmp_path, monkeypatch
) -> None:
    """The same clicks in both runs (the one started in target picks it again): only the language the
    window started in differs."""
    started = screens(target, target, tmp_path, monkeypatch)
    switched = screens(other, target, tmp_path, monkeypatch)
    for name, pixels in started.items():
        differ = np.any(pixels != switched[name], axis=2)
        ys, xs = np.nonzero(differ.T)
        where = (xs.min(), ys.min(), xs.max(), ys.max()) if differ.any() else None
        assert not differ.any(), f"{name}: {differ.sum()} pixels differ in {where}"


def test_the_menu_names_each_language_in_its_own_words_in_either_language(app) -> None:
    for lang in ("en", "ko", "en"):
        app.submit(i.SetLanguage(lang))
        run_frames(app, 2)
        menu = app.status.language_menu
        assert [text for text, _ in menu.options_list] == ["English", "한국어"]
        assert menu.selected_option[0] == LANGUAGES[lang]
        click(app, centre(menu.rect))
        for name in LANGUAGES.values():
            assert has_glyphs(app, option(app, name), name), f"{name}: boxes in the menu's face ({lang})"
        click(app, centre(menu.rect))  # closes it
        assert menu.current_state is menu.menu_states["closed"]


def test_every_font_of_the_theme_has_a_face_for_every_language() -> None:
    """pygame_gui keeps a theme font per language (an element without one for a language falls back to
    its English face, which has no Hangul): each block lists every language, from files it names, or by the
    English face's name alone, whose files the font dictionary holds from its start (font_files.py)."""
    theme = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    blocks = {name: element["font"] for name, element in theme.items() if "font" in element}
    assert blocks
    for name, block in blocks.items():
        assert isinstance(block, list), name
        assert sorted(face["locale"] for face in block) == sorted(LANGUAGES), name
        for face in block:
            named = face["name"] == fonts.GUI_FACES["en"]  # (pygame_gui would ignore other files for it)
            assert named or (face["regular_resource"] and face["bold_resource"]), name
            # The language menu names every language, and ANY_SCRIPT (with the file dialogs' items that
            # take its face, script_face.TWIN) takes a user's words: one face for all.
            if not name.startswith("#language_menu") and name != ANY_SCRIPT and not name.endswith(TWIN):
                assert face["name"] == fonts.GUI_FACES[face["locale"]], name


def test_no_font_is_loaded_in_the_middle_of_a_frame_in_either_language(app) -> None:
    """Every face the widgets and the help's bold words need is loaded at start, for both languages
    (pygame_gui warns when it must load one as it draws: a hitch, and a file the executable may lack)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for lang in ("ko", "en", "ko"):
            pick_language(app, LANGUAGES[lang])
            press_key(app, pygame.K_h, unicode="h")
            run_frames(app, 2)
            press_key(app, pygame.K_h, unicode="h")
    assert [str(w.message) for w in caught if "font" in str(w.message).lower()] == []


@pytest.mark.parametrize(("lang", "words"), [("en", ("pair", "wavelength")), ("ko", ("쌍", "파장"))])
def test_the_ladder_names_its_columns_in_words_its_faces_can_draw(lang, words) -> None:
    """The ladder's table is in Fira Code, which has no Hangul: the words naming its columns are outside
    it, in the language's own face; the table keeps the symbols."""
    from app.model.rope_state import RopeState
    from app.ui.rope.rope_invariance import ladder_html

    text = ladder_html(RopeState(), lang)
    words_part, table = text.split('<font face="fira_code_symbols"', 1)
    assert all(word in words_part for word in words)
    assert not re.search("[\uac00-\ud7a3]", table)
    assert all(symbol in table for symbol in ("θ_i", "2π/θ_i"))
