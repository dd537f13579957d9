"""The status bar's language menu names each language in its own words, in a face that has their
letters."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame.freetype
import pygame_gui.data
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.elements import UIButton
from ui_driver import centre, click, run_frames

from app.i18n import LANGUAGES
from app.model import intents as i


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
