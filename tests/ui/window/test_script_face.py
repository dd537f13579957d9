"""Words a user wrote show in their own letters in the English window too: the status line quoting a
Korean word, and the fields that take a user's words, draw it from a face with Hangul (the English
theme face has none and would show boxes)."""

from __future__ import annotations

import os

import pygame
from ui_driver import finish_reading, hovered_tip, press_key, run_frames

from app.model import intents as i
from app.paths import user_data_dir
from app.ui.window.script_face import ANY_SCRIPT, face_for

CTRL = pygame.KMOD_LCTRL


def drawn(font, text: str) -> bytes:
    return pygame.image.tobytes(font.render_premul(text, pygame.Color("white")), "RGBA")


def english_face(app):
    return app.manager.get_theme().get_font(["label"])


def shows_its_letters(font, app) -> bool:
    """Two different syllables drawn differently (missing glyphs are one and the same box), and unlike
    the English face's boxes."""
    return drawn(font, "안") != drawn(font, "녕") and drawn(font, "안녕") != drawn(english_face(app), "안녕")


def tip_face(app, element):
    """The face of element's tooltip (a text box keeps none of its own: its parser's style names it)."""
    style = element.tool_tip.text_block.parser.default_style
    return app.manager.get_theme().get_font_dictionary().find_font(style["font_size"], style["font_name"])


def test_the_english_face_would_draw_boxes(app) -> None:
    assert drawn(english_face(app), "안") == drawn(english_face(app), "녕")  # what the fix is for


def test_a_status_line_quoting_korean_draws_its_letters_and_goes_back_after(app) -> None:
    assert app.state.lang == "en"
    press_key(app, pygame.K_t, CTRL, "\x14")
    dialog = app.windows.text_dialog
    assert shows_its_letters(dialog.entry.font, app)  # the field it is typed in
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": "안녕"}))
    run_frames(app, 1)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    label = app.status.message_label
    assert "안녕" in label.text and ANY_SCRIPT in label.class_ids
    assert shows_its_letters(label.font, app)
    app.submit(i.ShowPreset("heart"))
    run_frames(app, 1)
    assert ANY_SCRIPT not in app.status.message_label.class_ids  # English words: the usual face


def test_which_text_needs_the_face() -> None:
    assert face_for("“안녕” drawn") == ANY_SCRIPT and face_for("漢字") == ANY_SCRIPT
    assert face_for("Ünïcödé – π ≈ 3.14 · Ж") is None


def test_the_file_dialogs_list_names_in_hangul_in_the_english_window(app) -> None:
    """Open…'s list: a Korean name in the face with every script, a Latin one in the theme's; files and
    folders keep pygame_gui's looks (a file's row colour is the same whatever its name)."""
    folder = user_data_dir() / "drawings"
    (folder / "그림 폴더").mkdir(parents=True)
    for name in ("안녕.json", "heart.json"):
        (folder / name).write_text("{}")
    press_key(app, pygame.K_o, mod=pygame.KMOD_LCTRL)
    run_frames(app, 2)
    items = {
        item["text"]: item["button_element"]
        for item in app.windows.open_dialog.window.file_selection_list.item_list
    }
    assert set(items) == {"그림 폴더" + os.sep, "안녕.json", "heart.json"}
    assert shows_its_letters(items["안녕.json"].font, app) and shows_its_letters(
        items["그림 폴더" + os.sep].font, app
    )
    assert not shows_its_letters(items["heart.json"].font, app)  # (the theme's face: boxes for Hangul)
    assert items["안녕.json"].colours["normal_bg"] == items["heart.json"].colours["normal_bg"]


def test_a_korean_status_line_shows_no_box(app) -> None:
    """The Korean status lines of the inspector's changes named the arrows with subscripts ("cₖ", "c₁"),
    which Noto Sans KR, the face of a line with Hangul, lacks: they showed as boxes. Written out there."""
    import pygame.freetype

    from app.ui.fonts import face_path

    app.submit(i.SetLanguage("ko"))
    app.submit(i.ShowPreset("square8"))
    face = pygame.freetype.Font(face_path("noto_kr", False), 14)
    for intent in (i.StartLater(), i.TraceBackwards(), i.TranslateCurve("2, 1")):
        app.submit(intent)
        run_frames(app, 2)
        shown = app.status.message_label.text
        assert face_for(app.state.status.text) == ANY_SCRIPT and "c" in shown
        missing = [c for c in shown if not c.isspace() and face.get_metrics(c)[0] is None]
        assert not missing, (shown, missing)


def test_paths_in_hangul_show_their_letters_in_the_english_window(app, tmp_path) -> None:
    """A path is a user's words too: Open…'s path line, its Recent entry for a Korean file name (cut to fit
    as drawn in that face) and the entry's tooltip, the status line's tooltip naming the file, and the
    Export dialog's file field draw Hangul from a face that has it."""
    import json

    folder = tmp_path / "그림"
    folder.mkdir()
    path = folder / ("안녕하세요 " * 14 + ".json")  # longer than an entry and the status line: cut
    path.write_text(json.dumps({"points": [[0, 0], [2, 0], [1, 1.5]]}))
    app.submit(i.OpenPath(path))  # as a pick in Open… would
    finish_reading(app)
    assert app.state.recent[0] == str(path)
    label = app.status.message_label  # "Opened 안녕하세요…", too long for the line: whole in its tooltip
    assert label.text.endswith("…") and path.name in hovered_tip(app, label)
    assert shows_its_letters(tip_face(app, label), app)
    press_key(app, pygame.K_o, mod=CTRL)
    run_frames(app, 2)
    dialog = app.windows.open_dialog.window
    line = dialog.file_path_text_line
    line.set_text(str(path))
    assert shows_its_letters(line.font, app)
    entry = next(iter(dialog.recent.entries))
    assert "…" in entry.text and shows_its_letters(entry.font, app)
    assert entry.font.size(entry.text)[0] <= entry.rect.width - 10  # measured in the face it is drawn in
    assert str(path) in hovered_tip(app, entry)  # its tooltip has the whole path, wrapped in the window
    assert app.screen.get_rect().contains(entry.tool_tip.rect)
    assert shows_its_letters(tip_face(app, entry), app)
    press_key(app, pygame.K_ESCAPE)
    press_key(app, pygame.K_e, CTRL, "\x05")
    assert shows_its_letters(app.exporting.dialog.fields["path"].font, app)


def test_a_drawing_named_in_hangul_shows_its_letters_in_the_english_preset_menu(app) -> None:
    """Saved drawings are listed by name in the preset menu: renamed "안녕 그림", its option (open and
    chosen) draws Hangul from a face that has it, and the menu still opens upwards."""
    from test_app import blob
    from ui_driver import click, drag

    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # the frame after the new curve's first saves it
    click(app, app.tools.rename_button.rect.center)
    app.windows.dialogs.entry.set_text("안녕 그림")
    click(app, app.windows.dialogs.ok.rect.center)
    run_frames(app, 2)
    assert app.state.saved[0].title == "안녕 그림"
    menu = app.controls.preset_menu
    assert menu.selected_option[0].endswith("안녕 그림")
    assert shows_its_letters(menu.current_state.selected_option_button.font, app)
    click(app, menu.rect.center)
    run_frames(app, 2)
    assert menu.expand_direction == "up"
    listed = menu.current_state.options_selection_list.item_list
    item = next(it for it in listed if it["text"].endswith("안녕 그림"))
    assert shows_its_letters(item["button_element"].font, app)


def test_the_question_to_delete_a_drawing_named_in_hangul_shows_its_letters(app) -> None:
    """Delete…'s question quotes the drawing's name: in the English window it showed boxes for Hangul."""
    from test_app import blob
    from ui_driver import click, drag

    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    click(app, app.tools.rename_button.rect.center)
    app.windows.dialogs.entry.set_text("안녕 그림")
    click(app, app.windows.dialogs.ok.rect.center)
    click(app, app.tools.delete_button.rect.center)
    asked = app.windows.dialogs.window
    assert asked is not None and "안녕 그림" in asked.confirmation_text.html_text
    style = asked.confirmation_text.parser.default_style
    face = app.manager.get_theme().get_font_dictionary().find_font(style["font_size"], style["font_name"])
    assert shows_its_letters(face, app)


def test_a_model_file_named_in_hangul_shows_its_letters_in_the_english_model_menu(app, tmp_path) -> None:
    """The Model tab's menu lists the model files found by name: a Korean one's option (open and chosen)
    draws Hangul from a face that has it; a menu of Latin names keeps the theme's face."""
    from ui_driver import click

    app.submit(i.SetRopeTab("model"))
    run_frames(app, 2)
    app.submit(i.ModelsFound((("tiny-llama", str(tmp_path / "tiny-llama.gguf")),)))
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    assert not shows_its_letters(menu.current_state.selected_option_button.font, app)
    path = str(tmp_path / "한국어모델.gguf")
    app.submit(i.ModelsFound((("한국어모델", path),)))
    run_frames(app, 2)
    menu = app.rope_panel.widgets["model_menu"]
    click(app, menu.rect.center)
    run_frames(app, 2)
    listed = menu.current_state.options_selection_list.item_list
    item = next(it for it in listed if it["text"] == "한국어모델")
    assert shows_its_letters(item["button_element"].font, app)


def test_a_window_titled_with_a_file_in_hangul_shows_its_letters_in_the_english_window(app, tmp_path) -> None:
    """(The Image window read "Trace ???.png" and the film's "Exporting ??? ??.mp4".)"""
    from PIL import Image, ImageDraw
    from test_seams import open_through_dialog

    from app.ui.export.export_progress import ExportProgress

    path = tmp_path / "고양이.png"
    image = Image.new("RGB", (120, 80), "white")
    ImageDraw.Draw(image).ellipse((20, 10, 100, 70), fill="black")
    image.save(path)
    open_through_dialog(app, path)
    window = app.windows.image_window.window
    assert shows_its_letters(window.title_bar.font, app)
    progress = ExportProgress(app.manager, app.layout.size, "고양이 영상.mp4", 10, app.painter.told)
    assert shows_its_letters(progress.window.title_bar.font, app)
    plain = ExportProgress(app.manager, app.layout.size, "cat.mp4", 10, app.painter.told)
    assert not shows_its_letters(plain.window.title_bar.font, app)  # (the theme's own face otherwise)


def test_a_status_line_quoting_hebrew_or_arabic_draws_its_letters_in_reading_order(app) -> None:
    """(Its face, Noto Sans or Noto Sans KR, has neither: the word drawn was a row of boxes.)"""
    for word, shown, one, other in (("שלום", "םולש", "ש", "ל"), ("سلام", "ﻡﻼﺳ", "ﺳ", "ﻡ")):
        press_key(app, pygame.K_t, CTRL, "\x14")
        press_key(app, pygame.K_a, CTRL, "\x01")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, {"text": word}))
        run_frames(app, 1)
        press_key(app, pygame.K_RETURN)
        run_frames(app, 2)
        label = app.status.message_label
        assert app.state.epicycles.curve.title == word and f"“{shown}” drawn" in label.text
        assert drawn(label.font, one) != drawn(label.font, other)  # letters, not one box twice
    app.submit(i.ShowPreset("heart"))
    run_frames(app, 1)
    assert drawn(app.status.message_label.font, "ש") == drawn(app.status.message_label.font, "ל")
