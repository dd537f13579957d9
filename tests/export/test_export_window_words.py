"""A whole-window export shows the window's words, translated and in the film's language: its offscreen
manager had neither the catalogues nor the language, so every widget showed its key
("epicycles.ui.rope.two") where the window had not loaded them, English in a Korean session, and it set
pygame_gui's language (one for the process) to English under the window."""

from __future__ import annotations

import re

import pytest
from pygame_gui.core.utility import translate
from ui_driver import run_frames

from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest
from app.model.state import START_HINT
from app.ui.export.export_frames import FrameRenderer

HANGUL = re.compile("[\uac00-\ud7a3]")


def shown_words(manager) -> list[str]:
    """The words the offscreen window's widgets show (buttons, labels, menus), as drawn."""
    texts = []
    for element in manager.get_sprite_group().sprites():
        text = getattr(element, "text", None)
        if isinstance(text, str) and text.strip():
            texts.append(translate(text))
    return texts


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_exported_window_shows_translated_words_in_its_language(app, tmp_path, lang) -> None:
    app.submit(i.ShowPreset("heart"))
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)
    request = ExportRequest("window", "png", (1280, 720), tmp_path / "w.png")
    renderer = FrameRenderer(app.state, request, app.fonts, app.presets)
    renderer.draw(0)
    words = shown_words(renderer.window.manager)
    assert len(words) > 30
    assert [w for w in words if w.startswith(("epicycles.", "pygame-gui."))] == []
    korean = [w for w in words if HANGUL.search(w)]
    if lang == "ko":
        assert len(korean) > 20 and "하트" in words  # the preset menu too
        # pygame_gui's language is the process's: the export's manager left the window's as it was.
        run_frames(app, 2)
        assert translate(app.controls.open_button.text) == "열기…"
    else:
        assert korean == [] and "Heart" in words and "English" in words


@pytest.mark.parametrize("factor", [1.5, 2.0])
def test_the_whole_window_at_its_own_size_is_laid_out_as_the_window_is(app, tmp_path, factor) -> None:
    """A film of the whole window, as on screen, has the window's layout and widget sizes at its UI scale:
    it was laid out at 100 % whatever the window's scale (a 4K window at 200 % gave tiny widgets)."""
    from app.model.apply_ui_scale import ui_shown

    app.submit(i.SetUiScale(factor))
    run_frames(app, 3)
    assert ui_shown(app.state) > 1
    request = ExportRequest("window", "png", app.state.window_size, tmp_path / "w.png")
    renderer = FrameRenderer(app.state, request, app.fonts, app.presets)
    renderer.draw(0)
    film = renderer.window
    assert film.layout == app.layout
    assert film.controls.open_button.rect.size == app.controls.open_button.rect.size
    assert film.tools.fit_button.rect == app.tools.fit_button.rect  # the row of tools too (it had none)
    assert film.status.message_label.rect.height == app.status.message_label.rect.height


def test_a_film_of_the_window_shows_its_scale_choice_play_buttons_and_zoom_as_the_window_does(
    app, tmp_path, monkeypatch
) -> None:
    """The film's status line said "(auto)" for a chosen scale, its zoom read ×0.9994 on a fitted canvas
    (measured against the screen's fit), and its canvas button said Play while the film moved."""
    from app.ui.canvas import canvas_marks

    zooms: list[float] = []
    said = canvas_marks.format_zoom
    monkeypatch.setattr(canvas_marks, "format_zoom", lambda zoom: zooms.append(zoom) or said(zoom))
    app.submit(i.SetUiScale(1.5))
    app.submit(i.TogglePlay())  # paused on screen: the film moves all the same
    run_frames(app, 3)
    request = ExportRequest("window", "gif", (1280, 720), tmp_path / "w.gif", 4, 15.0, deltas=(0.0, 100.0))
    renderer = FrameRenderer(app.state, request, app.fonts, app.presets)
    renderer.draw(1)
    film = renderer.window
    assert "auto" not in translate(film.status.scale_menu.selected_option[0])  # a scale chosen
    assert film.status.message_label.text == tr("en", START_HINT)  # not the window's "UI scale 150 %…"
    assert translate(film.controls.play_button.text) == "Pause"
    assert translate(film.rope_panel.widgets["play"].text) == "Pause"  # Δ moves through its range too
    assert zooms and zooms[-1] == pytest.approx(1.0, abs=1e-9)
    assert translate(app.controls.play_button.text) == "Play"  # the window's own is as it was


def test_a_film_of_the_window_at_the_auto_scale_names_its_own(app, tmp_path) -> None:
    """A 4K window at 200 % (auto) filmed at 480p: its widgets at 100 % beside "Scale: 200 % (auto)"."""
    app.submit(i.DisplayScale(2.0))
    app.submit(i.Resize((3840, 2160), (3840, 2160)))
    run_frames(app, 3)
    request = ExportRequest("window", "png", (854, 480), tmp_path / "w.png")
    renderer = FrameRenderer(app.state, request, app.fonts, app.presets)
    renderer.draw(0)
    film = renderer.window
    shown = translate(film.status.scale_menu.selected_option[0])
    assert f"{round(film.fonts.scale.factor * 100)} %" in shown and "auto" in shown, shown
