"""Korean and English everywhere: the catalogues match, and the app run in Korean shows no word that
is not the Korean catalogue's (widgets, tooltips, menus, window titles, the status line and the text
our views draw), walking the canvas, both RoPE tabs, help, lesson, inspector and the export dialog."""

from __future__ import annotations

import re
import string

import pygame
import pytest
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine
from ui_driver import run_frames

from app.errors import Problem, said
from app.i18n import catalogue, tr
from app.math import rope
from app.model import intents as i
from app.model.parse import parse_base
from app.ui.fonts import Fonts

HANGUL = re.compile("[\uac00-\ud7a3]")
# Words that are the same in Korean: key names, file formats, units, models, math and code notation.
KEEP_WORDS = (
    "PageDown PageUp Space Enter Tab Esc Ctrl Shift F11 RoPE YaRN NTK Llama llama3 yarn PNG GIF MP4 CSV "
    "JSON SVG FPS H.264 rad log arg re im RMS Su RoFormer HF rope_scaling numpy default_rng conj sin cos kB "
    "MB px PE Noto Sans DejaVu KR Epicycles"
)
KEEP = set(KEEP_WORDS.split(" "))
MODEL_WORDS = {p.name for p in rope.MODEL_PRESETS}


def english_words(text: str) -> list[str]:
    """Words of two or more Latin letters that are not names or notation."""
    for name in MODEL_WORDS:
        text = text.replace(name, "")
    text = re.sub(r"\{\w+\}|\d+(\.\d+)?e[+-]?\d+", "", text)  # fields and numbers such as 1e4
    words = re.findall(r"[A-Za-z][A-Za-z0-9_.']*[A-Za-z0-9]", text)
    return [w for w in words if w not in KEEP and not re.fullmatch(r"[a-z]_[a-z]", w)]


def korean(text: str) -> bool:
    """Shown text that a Korean reader should see: Hangul, or only numbers, names and symbols."""
    if text.startswith(("epicycles.", "pygame-gui.")):
        return False  # a key that did not translate
    return bool(HANGUL.search(text)) or not english_words(text)


def test_both_catalogues_hold_the_same_keys_and_fields() -> None:
    en, ko = catalogue("en"), catalogue("ko")
    assert set(en) == set(ko)
    fields = string.Formatter()
    for key in en:
        en_fields = {f for _, f, _, _ in fields.parse(en[key]) if f}
        ko_fields = {f for _, f, _, _ in fields.parse(ko[key]) if f}
        assert en_fields == ko_fields, key


def test_every_korean_text_reads_as_korean() -> None:
    """Each Korean value is Korean (or names and symbols), and has no glyph the widget font lacks when
    it is a widget text (Noto Sans KR: no subscripts or superscripts)."""
    ko = catalogue("ko")
    assert [k for k, v in ko.items() if not korean(v)] == []
    widget_keys = [k for k in ko if k.startswith(("ui.", "inspector.", "help.", "language.", "lesson."))]
    no_kr_glyph = re.compile("[₀-ₜ⁰-ⁿ]")
    assert [k for k in widget_keys if no_kr_glyph.search(ko[k]) and not k.startswith("lesson.")] == []


@pytest.mark.parametrize(("lang", "face"), [("en", "noto"), ("ko", "noto_kr")])
def test_every_text_a_widget_shows_has_its_glyphs_in_the_widget_face(lang, face) -> None:
    """Status lines, buttons and menus are drawn by pygame_gui in one face (the lessons' words by our own
    fonts, which fall back glyph by glyph): a sign that face lacks shows as a box. ("→ or PageDown next"
    did, in the English status line.)"""
    import pygame.freetype

    from app.ui.fonts import face_path
    from app.ui.window.script_face import drawable_in, face_for

    pygame.freetype.init()
    font, korean_face = (pygame.freetype.Font(face_path(name, False), 14) for name in (face, "noto_kr"))
    boxes = {}
    for key, text in catalogue(lang).items():
        words = "".join(literal for literal, *_ in string.Formatter().parse(text))
        shown = drawable_in(face_for(words), words)  # (a line with Hangul is drawn in the Korean face)
        drawn_in = korean_face if face_for(words) else font
        missing = {c for c in shown if not c.isspace() and drawn_in.get_metrics(c)[0] is None}
        if missing and not re.fullmatch(
            r"lesson\.\w+\.(text|number|waiting|stopped|missing)", key
        ):  # (the box's own fonts)
            boxes[key] = "".join(sorted(missing))
    assert boxes == {}


def test_a_problem_says_itself_in_either_language_and_english_for_the_cli() -> None:
    with pytest.raises(Problem) as caught:
        parse_base("ten")
    assert str(caught.value) == "Base: “ten” is not a number; type one such as 10000 or 5e5."
    assert said(caught.value, "ko").startswith("밑 “ten”: 수가 아닙니다")


def gui_texts(app) -> list[str]:
    """What every pygame_gui element shows now: texts, tooltips, window titles and menu options."""
    out = []
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, UITextEntryLine):
            continue  # what the user types (a file name, a number), not ours to translate
        for attr in ("text", "html_text", "window_display_title", "tool_tip_text"):
            value = getattr(element, attr, None)
            if isinstance(value, str) and value.strip():
                out.append(translate(value))
        if isinstance(element, UIDropDownMenu) and element is not app.status.language_menu:
            out += [translate(text) for text, _ in element.options_list]  # (languages: each its own name)
    return out


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every string our views render from now on."""
    seen: list[str] = []
    render = Fonts.render

    def recording(self, text, *args, **kwargs):
        seen.append(text)
        return render(self, text, *args, **kwargs)

    monkeypatch.setattr(Fonts, "render", recording)
    return seen


FRAMES = 8  # over a tenth of a second: the paced read-outs (the canvas' time and pen line) are drawn anew


def screens(app):
    """Walk the main screens; yield a name after each is on screen (FRAMES frames of it)."""
    yield "canvas"
    app.submit(i.SetRopeTab("invariance"))
    run_frames(app, FRAMES)
    yield "invariance"
    app.submit(i.SetRopeTab("score"))
    app.submit(i.Show("rope_bound", True))
    run_frames(app, FRAMES)
    yield "score"
    app.submit(i.ToggleHelp())
    run_frames(app, FRAMES)
    yield "help"
    app.submit(i.ToggleHelp())
    app.submit(i.Lesson("start"))
    run_frames(app, FRAMES)
    yield "lesson"
    app.submit(i.Lesson("stop"))
    app.submit(i.ToggleInspector())
    app.submit(i.StartLater())
    run_frames(app, FRAMES)
    yield "inspector"
    app.submit(i.ToggleInspector())
    app.submit(i.OpenExportDialog())
    run_frames(app, FRAMES)
    yield "export"


def test_the_app_in_korean_shows_only_korean(app, drawn) -> None:
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    for screen in screens(app):
        drawn_now = {text for text in drawn if text.strip()}
        drawn.clear()
        shown = gui_texts(app)
        wrong = [t for t in shown + sorted(drawn_now) + [app.state.status.text] if not korean(t)]
        assert wrong == [], (screen, wrong)
        assert len(shown) > 20 and any(HANGUL.search(t) for t in drawn_now), screen  # the walk saw them


def test_switching_the_language_re_renders_the_widgets(app) -> None:
    button = app.controls.open_button
    assert translate(button.text) == "Open…"
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    assert translate(button.text) == tr("ko", "ui.controls.open") == "열기…"
    assert app.controls.play_button.text in (tr("ko", "ui.controls.pause"), tr("ko", "ui.controls.play"))
    assert "화살표" in app.controls.readout.text
    app.submit(i.SetLanguage("en"))
    run_frames(app, 2)
    assert translate(button.text) == "Open…" and app.controls.play_button.text in ("Pause", "Play")
    pygame.event.clear()


def test_the_first_status_line_is_in_the_starting_language() -> None:
    from app.io.presets import preset_curve
    from app.model.state import AppState

    state = AppState.for_preset(preset_curve("square8"), "square8", lang="ko")
    assert HANGUL.search(state.status.text) and state.lang == "ko"
    english = AppState.for_preset(preset_curve("square8"), "square8")
    assert english.status.text.startswith("Drag on the canvas")


def test_a_file_that_cannot_be_read_is_refused_in_the_window_language(tmp_path) -> None:
    from app.io.presets import preset_curve
    from app.model.apply import apply
    from app.model.state import AppState
    from app.ui.dialogs.files import read_curve

    failed = read_curve(tmp_path / "missing.json")
    assert isinstance(failed, i.FileFailed) and failed.reason.endswith("missing.json: no such file")
    state = AppState.for_preset(preset_curve("square8"), "square8", lang="ko")
    out = apply(state, failed)
    assert out.error and "missing.json: 그런 파일이 없습니다" in (out.status or "")


def test_the_open_help_follows_the_language(app) -> None:
    app.submit(i.ToggleHelp())
    run_frames(app, 2)
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    texts = gui_texts(app)
    assert "키보드와 마우스" in texts and any("되돌리기" in t for t in texts)


def test_every_help_row_has_its_words_in_the_catalogues() -> None:
    """A new keymap row (or mouse or panel line) needs its words in both catalogues."""
    from app.ui.dialogs.help_window import help_key
    from app.ui.window.keymap import KEYMAP, MOUSE_HELP, PANEL_HELP

    texts = [b.what for b in KEYMAP] + [t for row in MOUSE_HELP + PANEL_HELP for t in row]
    texts += [b.label for b in KEYMAP if " " in b.label or b.label in ("Left", "Right")]
    assert [t for t in texts if help_key(t) not in catalogue("ko")] == []


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_label_holds_its_words_at_every_ui_scale(app, lang) -> None:
    """pygame_gui warns when a label's words are wider or taller than its rectangle (it cuts them off):
    none does, in either language, at any UI scale the window takes (the scaling label was 3 px short of
    "스케일링" at scale 1)."""
    import warnings

    from app.geometry.units import UI_STEPS

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app.submit(i.SetLanguage(lang))
        run_frames(app, 2)
        for factor in (*UI_STEPS, None):
            app.submit(i.SetUiScale(factor))
            run_frames(app, 2)
    assert [str(w.message) for w in caught if "too small" in str(w.message)] == []


def test_every_english_text_pygame_gui_shows_has_its_letters_in_the_english_face(display) -> None:
    """pygame_gui draws a label, button, tooltip or status line in one face, with no fallback: a character
    the theme's English face (Noto Sans) lacks shows as a box ("F ≥ 1" in a tooltip did). The lessons'
    and the canvas' words are drawn by the app's own fonts, which fall back glyph by glyph."""
    import pygame.freetype

    from app.ui.fonts import face_path
    from app.ui.window.script_face import ANY_SCRIPT, face_for

    pygame.freetype.init()
    faces = {name: pygame.freetype.Font(face_path(name, False), 14) for name in ("noto", "noto_kr")}
    own = ("lesson.",)  # (drawn by app/ui/fonts.py)
    missing = {}
    for key, text in catalogue("en").items():
        face = faces["noto_kr" if face_for(text) == ANY_SCRIPT else "noto"]  # (a Korean font's name)
        if not key.startswith(own):
            missing[key] = "".join(sorted({c for c in text if c.strip() and not face.get_metrics(c)[0]}))
    assert {key: chars for key, chars in missing.items() if chars} == {}


def test_one_arrow_is_said_in_the_singular(app) -> None:
    """At one arrow the RoPE panel's caption, its status line, the ladder's title and the inspector say "1
    arrow" and "1 pair" in English ("1 arrows" before); two or more keep the plural. Korean counts alike."""
    from app.model.inspector import inspector_table
    from app.ui.rope.rope_invariance import ladder_html

    for n, arrow, pair in ((1, "1 arrow", "1 pair"), (3, "3 arrows", "3 pairs")):
        app.submit(i.SetRopeArrows(n))
        run_frames(app, 2)
        assert app.state.status.text == f"RoPE: {arrow} (d = {2 * n}), base 1e4."
        assert app.state.rope.view_names("en")[0].startswith(f"{arrow}:")
        assert f"{pair}," in ladder_html(app.state.rope, "en", 1.0)
        app.submit(i.SetArrows(n))
        assert inspector_table(app.state).caption.startswith(f"{n} of {arrow} shown")


def test_korean_names_the_rope_factor_apart_from_the_ui_scale(app) -> None:
    """(배율 was both the UI scale, "배율: 125%", and RoPE's factor, "배율은 1에서 1e+06 사이여야".)"""
    ko = catalogue("ko")
    factor_keys = ("problem.factor.nan", "problem.factor.range", "ui.rope.tip_factor")
    scale_keys = [k for k in ko if k.startswith(("ui.status.scale_", "status.window.ui_scale"))]
    assert scale_keys and all("배율" in ko[k] for k in scale_keys)
    for key in factor_keys:
        assert "배율" not in ko[key] and "확장 배수" in ko[key], key
    app.submit(i.SetLanguage("ko"))
    app.submit(i.SetRopeScaling(kind="linear", factor="0.5"))
    run_frames(app, 2)
    assert app.status.error and app.status.text.startswith("확장 배수는"), app.status.text
