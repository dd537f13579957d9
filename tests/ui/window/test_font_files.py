"""The window's faces are read from their files (app/ui/window/font_files.py): pygame_gui used to read a
packaged face whole into memory for every size it loaded (6 MB a size for the Korean face), so a session
that showed Korean and a few UI scales held tens of MB of copies of one file."""

from __future__ import annotations

import gc
import io
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core.gui_font_pygame import GUIFontPygame
from pygame_gui.core.utility import FontResource, PackageResource
from ui_driver import run_frames

from app.model import intents as i
from app.ui.fonts import GUI_FACES
from app.ui.window.font_files import MeasuredFont, on_disk

MB = 1 << 20


FONT_FILE_STARTS = (b"\x00\x01\x00\x00", b"OTTO", b"true", b"ttcf")  # TrueType, CFF, Apple, a collection


def copies_of_files() -> int:
    """Bytes held in memory as whole font files to read faces from (what pygame_gui's packaged faces were);
    other tests' streams, open or closed, are not counted."""
    gc.collect()
    streams = [b for b in gc.get_objects() if isinstance(b, io.BytesIO) and not b.closed]
    return sum(len(b.getbuffer()) for b in streams if b.getbuffer()[:4].tobytes() in FONT_FILE_STARTS)


def test_every_face_the_window_loads_is_read_from_its_file(app) -> None:
    """Korean and English at three UI scales: every face pygame_gui has loaded is a font file's path, and
    no copy of a font file is held (before: about 5.9 MB for each Korean size, 39 MB on this tour)."""
    for lang, factor in (("ko", None), ("ko", 1.25), ("en", 1.5), ("ko", None)):
        app.submit(i.SetLanguage(lang))
        app.submit(i.Resize((1920, 1200), (1920, 1200)))
        app.submit(i.SetUiScale(factor))
        run_frames(app, 3)
    loaded = app.manager.get_theme().get_font_dictionary().loaded_fonts
    assert any("hangul" in name for name in loaded) and any(
        name.startswith(f"{GUI_FACES['en']}_reg") for name in loaded
    )
    for resource in loaded.values():
        assert isinstance(resource, FontResource) and resource.loaded_font is not None
        assert isinstance(resource.location, str) and Path(resource.location).is_file(), resource.font_id
        assert isinstance(resource.loaded_font, MeasuredFont), resource.font_id
    assert copies_of_files() < MB


TEXTS = (
    "Arrows — each arrow",
    "화살표 — 화살표 하나가",
    "Δ = m − n",
    "c_k·e^(ikt)",
    "  spaced  ",
    "AV To Wa",
)


def test_text_is_measured_as_large_as_it_is_drawn(app) -> None:
    """MeasuredFont measures without drawing: every face the window loaded, bold and regular, at two scales
    and both languages, gives the rectangle pygame_gui's own measure (a drawing) gives."""
    for lang, factor in (("ko", None), ("en", 1.25)):
        app.submit(i.SetLanguage(lang))
        app.submit(i.SetUiScale(factor))
        run_frames(app, 3)
        for resource in app.manager.get_theme().get_font_dictionary().loaded_fonts.values():
            font = resource.loaded_font
            for text in TEXTS:
                assert font.get_rect(text) == GUIFontPygame.get_rect(font, text), (resource.font_id, text)
            assert font.get_rect("") == pygame.Rect(0, 0, 0, 0)


def test_a_packaged_face_becomes_its_file_and_anything_else_stays() -> None:
    face = PackageResource(package="pygame_gui.data", resource="NotoSansKR-Regular.ttf")
    assert on_disk(face) == str(Path(pygame_gui.data.__file__).parent / "NotoSansKR-Regular.ttf")
    missing = PackageResource(package="pygame_gui.data", resource="NoSuchFace.ttf")
    assert on_disk(missing) is missing  # pygame_gui reports it, as before
    assert on_disk(PackageResource(package="no_such_package", resource="x.ttf")).package == "no_such_package"
    assert on_disk("/fonts/a.ttf") == "/fonts/a.ttf" and on_disk(None) is None


def test_a_text_measured_again_is_measured_as_before_and_a_changed_style_anew(app) -> None:
    """Each face keeps the sizes it measured (pygame_gui's wrapping measures the same words many times):
    a rectangle it gives may be changed by pygame_gui without changing the next; a face made bold, as the
    theme does where no bold file ships, measures its texts anew."""
    font = next(iter(app.manager.get_theme().get_font_dictionary().loaded_fonts.values())).loaded_font
    inner = font._GUIFontPygame__internal_font
    text = "Arrows and their circles"
    first = font.get_rect(text)
    first.width = 1  # as pygame_gui moves and cuts the rectangles it is given
    assert font.get_rect(text) == GUIFontPygame.get_rect(font, text) != first
    regular = font.get_rect(text).width
    inner.bold = True
    try:
        assert font.get_rect(text) == GUIFontPygame.get_rect(font, text)
        assert font.get_rect(text).width > regular
    finally:
        inner.bold = False
    assert font.get_rect(text).width == regular
