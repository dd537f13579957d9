"""Text as the fonts draw it: every string a font once choked on now draws, each glyph from a face that
has it, a measured width is the drawn one, the text images stay under their limits, and wrapping and
one-line captions keep every word or end in an ellipsis."""

from __future__ import annotations

import itertools

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import ink

# Each of these made pygame's font.render raise (NUL: ValueError; the rest: "Text has zero width" or
# a UnicodeEncodeError for the lone surrogate).
CRASHERS = ["a\x00b", "\x00", "\ud800", "\u200b", "\ufeff", "\u2060", "\u00ad", "\u202e", "\u200f\u2064"]


@pytest.fixture
def screen(display):
    return pygame.Surface((200, 40))


@pytest.mark.parametrize("text", [*CRASHERS, "", " ", "x" * 100_000])
def test_fonts_draw_any_text(screen: pygame.Surface, text: str) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    rect = fonts.blit(screen, text, (0, 0), (255, 255, 255), 14)
    assert rect.width <= 200 * 20  # cut to a line, not 100,000 glyphs wide
    assert fonts.render(text, (255, 255, 255), 14, bold=True).get_height() > 0


def test_fonts_draw_what_is_left_after_cleaning(screen: pygame.Surface) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    with_nul = fonts.render("a\x00b", (255, 255, 255), 14)
    plain = fonts.font(14).render("ab", True, (255, 255, 255))
    assert with_nul.get_size() == plain.get_size()
    assert fonts.render("\u200b", (255, 255, 255), 14).get_width() == 0


def test_each_glyph_comes_from_a_face_that_has_it() -> None:
    import pygame

    from app.ui.fonts import Fonts

    fonts = Fonts()
    pygame.font.init()
    assert fonts.face_for("a") == "noto" and fonts.face_for("₁") == "noto"
    assert {fonts.face_for(ch) for ch in "√≈←→≤"} == {"dejavu"}
    assert fonts.face_for("한") == "noto_kr"
    # A mixed line is the three runs side by side, each drawn by its own face.
    runs = [("noto", "c₁ = (1+"), ("dejavu", "√"), ("noto", "2)/2 "), ("noto_kr", "한")]
    line = fonts.render("".join(part for _, part in runs), (255, 255, 255), 20)
    widths = [fonts.font(20, False, face).size(part)[0] for face, part in runs]
    assert line.get_width() == sum(widths)


@settings(max_examples=200, deadline=None)
@given(
    st.text(st.sampled_from("ab XYZ09.,₁√≈←→≤한국어푸리에Ω∑é\u200b\u202e\x00ﬁ"), max_size=30),
    st.sampled_from((11, 14, 20)),
)
def test_a_measured_width_is_the_width_render_draws(text: str, size: int) -> None:
    """Wrapping measures without drawing (Fonts.width); what it measures is what render then draws, over
    the three faces, the dropped characters and ligatures."""
    from app.ui.fonts import Fonts

    pygame.display.init()
    pygame.font.init()
    fonts = Fonts()
    assert fonts.width(text, size) == fonts.render(text, (255, 255, 255), size).get_width()


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="aΔ·π₁ =√≈한글é", max_size=20))
def test_face_runs_are_the_text_in_order_each_character_from_its_face(text: str) -> None:
    from app.ui.fonts import Fonts

    fonts = Fonts()
    pygame.font.init()
    runs = fonts.face_runs(text)
    assert "".join(part for _, part in runs) == text
    assert all(fonts.face_for(ch) == face for face, part in runs for ch in part)
    assert all(a != b for (a, _), (b, _) in itertools.pairwise(runs))  # neighbours differ


def test_each_pygame_init_draws_its_words_with_fonts_of_its_own_and_nothing_cleared_by_hand(
    tmp_path_factory, monkeypatch
) -> None:
    """Two apps in a row, each over its own pygame init (as a test run or an export after a window does):
    the second draws the same words as the first, with fonts of its own; the first's faces died with
    pygame.quit, and nothing was cleared in between (a module-level cache would hand them out)."""
    from support import pixels
    from ui_driver import run_frames

    from app.ui.app import EpicyclesApp

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    shots = []
    for _ in range(2):
        app = EpicyclesApp(size=(1280, 800), lang="ko")  # Hangul and math signs: all three faces
        run_frames(app, 2, dt=0.0)
        shots.append((app.fonts, pixels(app.screen, app.view.rect), pixels(app.screen, app.rope_panel.rect)))
        pygame.quit()
    (first, canvas_a, panel_a), (second, canvas_b, panel_b) = shots
    assert second is not first
    np.testing.assert_array_equal(canvas_a, canvas_b)
    np.testing.assert_array_equal(panel_a, panel_b)


def test_text_images_stay_under_their_limit_after_10000_distinct_status_strings(display) -> None:
    from app.ui.fonts import IMAGE_LIMIT, LINE_LIMIT, WIDTH_LIMIT, WRAP_LIMIT, Fonts

    fonts, white = Fonts(), (255, 255, 255)
    for n in range(10_000):
        said = f"Arrows: {n} of 10,000 · Δ = {n}"
        fonts.image(said, white, 14)
        fonts.line(((said, white), (" ·", white)), 13)
        fonts.wrap(said, 120, 14)
        fonts.width(said, 14)
    kept = fonts.kept()
    assert 0 < kept["images"] <= IMAGE_LIMIT and 0 < kept["lines"] <= LINE_LIMIT
    assert 0 < kept["wrapped"] <= WRAP_LIMIT and 0 < kept["widths"] <= WIDTH_LIMIT
    last = "Arrows: 9999 of 10,000 · Δ = 9999"
    assert fonts.image(last, white, 14) is fonts.image(last, white, 14)  # the newest are the ones kept


def test_text_images_stay_under_their_bytes_however_long_the_texts(display) -> None:
    """A count does not bound memory: a line is as wide as its text (the soak's status lines and captions)."""
    from app.ui.fonts import IMAGE_BYTES, IMAGE_LIMIT, Fonts
    from app.ui.image_cache import size_of

    fonts, white = Fonts(), (255, 255, 255)
    for n in range(IMAGE_LIMIT):
        fonts.image(f"{n} " + "a long status line of words " * 8, white, 14)
    kept = fonts.kept()
    assert kept["image bytes"] <= IMAGE_BYTES
    held = fonts._images.images.values()
    assert kept["image bytes"] == sum(map(size_of, held)) and len(held) == kept["images"] < IMAGE_LIMIT


def test_text_images_at_a_larger_scale_may_hold_as_many_lines(display) -> None:
    """Pixels grow with the scale's square; the bound with them, and it follows a change of scale."""
    from app.ui.fonts import IMAGE_BYTES, Fonts
    from app.ui.scale import Scale

    fonts, white = Fonts(), (255, 255, 255)
    assert fonts._images.max_bytes == IMAGE_BYTES
    line = "a long status line of words " * 8
    for n in range(40):
        fonts.image(f"{n} {line}", white, 14)
    at_one = fonts.kept()["images"]
    fonts.rescale(Scale(2.0))
    assert fonts._images.max_bytes == 4 * IMAGE_BYTES and fonts.kept()["images"] == 0
    for n in range(40):
        fonts.image(f"{n} {line}", white, 14)
    assert abs(fonts.kept()["images"] - at_one) <= 1 and fonts.kept()["image bytes"] <= 4 * IMAGE_BYTES


def test_a_kept_width_is_the_width_drawn_at_the_fonts_scale_now(display) -> None:
    """Widths are kept (a note is fitted to its room every frame); a change of scale must not leave the old
    scale's: each is the width of the line render draws, before and after, in Latin and Hangul runs."""
    from app.ui.fonts import Fonts
    from app.ui.scale import Scale

    fonts = Fonts()
    for scale in (1.0, 2.0, 1.5):
        fonts.rescale(Scale(scale))
        for text in ("chain zoomed to its size", "사슬은 크기에 맞춰 확대, 안내선은 실제 점수를 따라 휩니다"):
            for _ in range(2):  # measured, then kept
                assert fonts.width(text, 11) == fonts.render(text, (255, 255, 255), 11).get_width()


def test_a_paragraph_longer_than_a_line_may_hold_wraps_whole_in_a_wide_box(display) -> None:
    """render draws at most MAX_TEXT_CHARS of a line: a box wide enough for a longer line still gets every
    word (a lesson's caption at 4K lost its last third, cut mid-sentence)."""
    from app.config import MAX_TEXT_CHARS
    from app.ui.fonts import Fonts
    from app.ui.scale import Scale

    fonts, white = Fonts(Scale(2.0)), (255, 255, 255)
    text = " ".join(f"word{n}" for n in range(80))
    assert len(text) > 2 * MAX_TEXT_CHARS
    lines = fonts.wrap(text, 100_000, 15)
    assert " ".join(lines) == text
    words = ink(fonts.render(word, white, 15) for word in text.split())
    assert ink(fonts.render(line, white, 15) for line in lines) == pytest.approx(words, rel=0.01)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_hint_breaks_between_its_pieces_and_keeps_every_word(display, lang) -> None:
    """The canvas hint at the smallest window broke inside "H for help" ("H for" / "help")."""
    from app.i18n import tr
    from app.ui.canvas.canvas_view import HINT_BETWEEN
    from app.ui.fonts import Fonts

    fonts = Fonts()
    hint = tr(lang, "canvas.hint")
    pieces = hint.split(HINT_BETWEEN)
    whole = fonts.width(hint, 13)
    widest = max(fonts.width(piece, 13) for piece in pieces)
    for width in range(widest, whole + 20, 7):
        lines = fonts.wrap_pieces(hint, HINT_BETWEEN, width, 13)
        assert all(fonts.width(line, 13) <= width for line in lines), (width, lines)
        kept = [piece for line in lines for piece in line.split(HINT_BETWEEN)]
        assert kept == pieces, (width, lines)  # each piece whole, in order, on one line
    narrow = fonts.wrap_pieces(hint, HINT_BETWEEN, widest // 2, 13)  # pieces too wide: broken at spaces
    assert " ".join(narrow).split() == " ".join(pieces).split()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_caption_on_one_line_is_whole_where_it_fits_else_its_start_and_an_ellipsis(display, lang) -> None:
    """Fonts.first_line: at every width the line fits (but for a first character wider than the room),
    is the caption itself once the caption fits, else the caption's start, cut at a word where one fits,
    with "…" after it."""
    from app.i18n import tr
    from app.ui.fonts import Fonts

    fonts = Fonts()
    caption = tr(lang, "rope_view.zoom_note")
    whole = fonts.width(caption, 11)
    for width in range(fonts.width("…", 11) + 30, whole + 30, 9):
        line = fonts.first_line(caption, width, 11)
        assert fonts.width(line, 11) <= width, (width, line)
        if width >= whole:
            assert line == caption
            continue
        start = line.removesuffix("…")
        assert line.endswith("…") and caption.startswith(start) and start == start.rstrip()
        assert caption[len(start)] == " " or fonts.width(caption.split(" ")[0], 11) > width - 20, line
