"""The question whether to quit while a film is made, asked in one language, says it in another the
language is changed to while it is open (its words, title and buttons), where it stood, and so does its
rewording once every frame is in; so does Replace? (each kept the language it was asked in)."""

from __future__ import annotations

from pathlib import Path

from pygame_gui.core.utility import translate
from test_export_app import run_until_done
from test_export_quit_once_written import ctrl_q, held_film, until_every_frame_is_in
from test_export_replace import OLD, export_pressed
from ui_driver import click, run_frames

from app.i18n import tr
from app.model import intents as i

CANCEL = {"en": "Cancel", "ko": "취소"}  # (pygame_gui's own word)


def pick_language(app, lang: str) -> None:
    """The language changed as the status bar's menu changes it (the question, modal, blocks the menu)."""
    app.submit(i.SetLanguage(lang))
    run_frames(app, 2)


def says(question, lang: str, key: str, title: str) -> None:
    words = (question.window_display_title, question.confirm_button.text, question.cancel_button.text)
    shown = [translate(w) for w in words]
    assert shown == [tr(lang, title), tr(lang, "ui.export.quit"), CANCEL[lang]]
    assert question.confirmation_text.html_text == tr(lang, key, name="a.gif")
    assert not question.confirmation_text.scroll_bar  # (its words whole)
    assert question.confirm_button.drawable_shape.active_state.state_id == "selected"  # (Enter's, shown)


def test_the_quit_question_follows_the_language_picked_while_it_is_open(app, tmp_path: Path) -> None:
    release = held_film(app, tmp_path / "a.gif", "en")
    ctrl_q(app)
    asked = app.exporting.quitting
    assert asked is not None
    place = asked.rect.topleft
    pick_language(app, "ko")
    assert app.state.lang == "ko" and app.exporting.quitting is asked and asked.rect.topleft == place
    says(asked, "ko", "ui.export.quit_text", "ui.export.quit_title")
    until_every_frame_is_in(app)
    run_frames(app, 2)
    says(asked, "ko", "ui.export.quit_saving_text", "ui.export.quit_saving_title")
    place = asked.rect.topleft
    pick_language(app, "en")
    assert app.exporting.quitting is asked and asked.rect.topleft == place
    says(asked, "en", "ui.export.quit_saving_text", "ui.export.quit_saving_title")
    release.set()
    run_until_done(app)
    assert (tmp_path / "a.gif").exists()


def test_replace_s_question_follows_the_language(app, tmp_path: Path) -> None:
    out = tmp_path / "square.csv"
    out.write_text(OLD)
    export_pressed(app, out)
    asked = app.exporting.replacing[0]
    place = asked.rect.topleft
    pick_language(app, "ko")
    assert app.exporting.replacing[0] is asked and asked.rect.topleft == place
    words = tr("ko", "ui.export.replace_text", name="square.csv", folder=str(tmp_path))
    assert asked.confirmation_text.html_text == words and not asked.confirmation_text.scroll_bar
    shown = [translate(w) for w in (asked.window_display_title, asked.confirm_button.text)]
    assert shown == [tr("ko", "ui.export.replace_title"), tr("ko", "ui.export.replace")]
    assert asked.cancel_button.drawable_shape.active_state.state_id == "selected"  # (Enter's, shown)
    click(app, asked.confirm_button.get_abs_rect().center)
    assert out.read_text() != OLD and app.exporting.replacing is None
