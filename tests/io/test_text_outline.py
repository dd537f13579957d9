"""Words as strokes: glyph outlines in reading order, holes included, against the fonts' own numbers
(fontTools' bounds of each glyph, the shoelace area's sign for outer outlines and holes)."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

from app import config
from app.errors import CurveError
from app.io.text_outline import FONTS, _strokes, text_curve, text_strokes

ROOT = Path(__file__).resolve().parents[2]


def signed_area(z: np.ndarray) -> float:
    return 0.5 * float(np.sum(z.real * np.roll(z.imag, -1) - np.roll(z.real, -1) * z.imag))


def glyph_bounds(font: str, ch: str) -> tuple[float, float, float, float]:
    face = TTFont(FONTS[font]())
    glyphs, em = face.getGlyphSet(), face["head"].unitsPerEm
    pen = BoundsPen(glyphs)
    glyphs[face.getBestCmap()[ord(ch)]].draw(pen)
    return tuple(v / em for v in pen.bounds)  # type: ignore[return-value]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_an_o_is_an_outline_and_a_hole_within_the_glyphs_bounds(font: str) -> None:
    strokes, closed = text_strokes("O", font)
    assert len(strokes) == 2 and closed == [True, True]
    areas = sorted(signed_area(z) for z in strokes)
    assert areas[0] < 0 < areas[1]  # one runs each way round: the outline and its hole
    x0, y0, x1, y1 = glyph_bounds(font, "O")
    every = np.concatenate(strokes)
    assert every.real.min() == pytest.approx(x0, abs=2e-3) and every.real.max() == pytest.approx(x1, abs=2e-3)
    assert every.imag.min() == pytest.approx(y0, abs=2e-3) and every.imag.max() == pytest.approx(y1, abs=2e-3)


def test_loop_is_seven_outlines_left_to_right() -> None:
    strokes, _ = text_strokes("LOOP")
    assert len(strokes) == 1 + 2 + 2 + 2  # L; O and its hole, twice; P and its bowl's hole
    lefts = [z.real.min() for z in strokes]
    assert lefts[0] < lefts[1] <= lefts[3] <= lefts[5]  # reading order, letter by letter
    assert 0.6 < max(z.imag.max() for z in strokes) < 0.8  # a capital is about 0.7 em high


def test_hangul_comes_from_the_korean_face_whatever_the_font() -> None:
    korean, _ = text_strokes("한", "noto-kr")
    fallback, _ = text_strokes("한", "noto")
    assert len(korean) == len(fallback) > 1
    assert all(np.allclose(a, b) for a, b in zip(korean, fallback, strict=True))


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("", "no text"), ("   \u200b", "no text"), ("x" * (config.MAX_WORD_CHARS + 1), "at most"),
     ("\u0f00", "has a glyph for U+0F00"), ("ok \U0001fae0", "has a glyph for U+1FAE0")],
)  # fmt: skip
def test_text_that_cannot_be_drawn_says_why_in_one_line(text: str, fragment: str) -> None:
    with pytest.raises(CurveError) as caught:
        text_strokes(text)
    assert fragment in str(caught.value) and "\n" not in str(caught.value)


def test_an_unknown_font_is_refused() -> None:
    with pytest.raises(CurveError, match="is not one of"):
        text_strokes("A", "comic-sans")


def test_the_tour_of_a_word_follows_its_outlines() -> None:
    """Every sample of the word's curve lies on one of its outlines (to within a sampling step)."""
    curve = text_curve("LOOP", n_samples=2048)
    strokes, _ = text_strokes("LOOP")
    a = np.concatenate([z for z in strokes])  # every edge of every closed outline, a to b
    b = np.concatenate([np.roll(z, -1) for z in strokes])
    p = curve.samples[:, None]
    along = np.clip(((p - a) * np.conj(b - a)).real / np.maximum(np.abs(b - a) ** 2, 1e-18), 0, 1)
    nearest = np.min(np.abs(p - (a + along * (b - a))), axis=1)
    assert len(curve.samples) == 2048 and len(curve.jumps) == 7  # the tour's jumps are marked, not drawn
    t = np.arange(len(curve.samples)) / len(curve.samples)
    jumping = np.zeros(len(t), bool)
    for start, end in curve.jumps:  # the pen's way from one outline to the next: not drawn
        jumping |= (t > start) & (t < end)
    assert np.all(nearest[~jumping] < 1e-3) and 0.5 < np.mean(~jumping) < 0.9


def test_coeffs_of_a_typed_word_from_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "main.py", "coeffs", "--text", "LOOP", "--samples", "1024", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["samples"] == 1024
    done = subprocess.run(
        [sys.executable, "main.py", "coeffs", "--text", "\u0f00", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "has a glyph for U+0F00" in done.stderr


def test_an_outline_leaves_no_garbage_for_the_collector() -> None:
    # fontTools makes an object per glyph of a face (330,000 for Noto Sans KR); held in a reference cycle
    # they waited for the collector's full pass, and what the window made meanwhile kept Python's arenas.
    _strokes("a", "noto")  # in-process, as on macOS and Windows: fontTools' modules imported, caches made
    gc.collect()
    _strokes("가 Ω a", "noto")
    assert gc.collect() < 100  # (before: every glyph of the three faces, 36,000 objects in cycles)


ARENA_SCRIPT = """
import gc, sys
from app.io.text_outline import _strokes, text_strokes
draw = text_strokes if sys.argv[1] == "text_strokes" else lambda text: _strokes(text, "noto")
draw("Ab 가")  # the modules and the caches a first parse fills
left = []
for word in ("푸리에", "원을", "가나다라"):
    gc.collect()
    before = sys.getallocatedblocks()
    draw(word)
    gc.collect()
    left.append(sys.getallocatedblocks() - before)
print(max(left))
"""


@pytest.mark.parametrize("where", ["text_strokes", "in-process"])
def test_a_word_leaves_nothing_behind_that_would_keep_an_arena(where: str) -> None:
    """A few dozen objects made during a parse and kept after it (struct's compiled formats, names in the
    type cache) each kept one of Python's 1 MB object arenas, full of the parse's freed objects, for the
    session: 30 Korean words held 10 more arenas. Now the parse runs in a fork, and in-process it clears
    those caches: a word leaves (next to) no allocated block behind. Counted in a fresh interpreter: in
    the suite's own process the count also held whatever the tests before had left to be freed."""
    done = subprocess.run(
        [sys.executable, "-c", ARENA_SCRIPT, where], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) < 10  # (before: 29 to 67 blocks a word; 0 to 3 now)


def test_a_parse_over_its_budget_is_refused_in_one_line(monkeypatch) -> None:
    from app.io import bounded, text_outline

    if not bounded.FORK:
        pytest.skip("the budget is kept by a child process, on Linux")
    monkeypatch.setattr(config, "MAX_TEXT_SECONDS", 0.001)
    with pytest.raises(CurveError, match=r"took more than 0.001 s"):
        text_strokes("가")
    monkeypatch.setattr(config, "MAX_TEXT_SECONDS", 30)
    monkeypatch.setattr(config, "MAX_TEXT_MEMORY", 1_000_000)
    # A parse that certainly needs more than 1 MB beyond what the process holds: the word's own parse can
    # fit in what the test process's heap has free after the tests before it, and then finish; so could
    # 80 MB late in a full run (pages freed but kept count as held): 400 MB cannot.
    monkeypatch.setattr(text_outline, "_strokes", lambda *args: np.ones(50_000_000).sum())
    with pytest.raises(CurveError, match=r"more than 1 MB"):
        text_strokes("가")


def test_a_refusal_from_the_child_is_said_in_either_language() -> None:
    from app.errors import said

    with pytest.raises(CurveError) as caught:
        text_strokes("\u0f00")
    assert "has a glyph for U+0F00" in str(caught.value)
    assert said(caught.value, "ko") == "U+0F00 글자가 들어 있는 글꼴이 없습니다"


def test_every_letter_no_face_has_is_named_once_by_its_code() -> None:
    """(Only the first was named, as a box in the status line: "no bundled font has the letter '□'".)"""
    with pytest.raises(CurveError) as caught:
        text_strokes("Aสวัส 你好 🎉")  # Thai, a Han letter Noto Sans KR lacks, an emoji; A and 好 are drawn
    assert str(caught.value) == "No bundled font has a glyph for U+0E2A, U+0E27, U+0E31, U+4F60, U+1F389"
    with pytest.raises(CurveError) as caught:
        text_strokes("กขฃคฅฆง")
    assert str(caught.value).endswith("U+0E01, U+0E02, U+0E03, U+0E04, U+0E05, U+0E06, …")


def test_a_parse_imports_nothing_it_has_not_imported_first() -> None:
    # The child of a fork must import nothing (another thread may hold the import lock at the fork); and
    # in-process a module imported mid-parse lives among the parse's short-lived objects and pins their
    # arenas: the faces' parse needs PARSE_IMPORTS, imported before it starts.
    script = """
import sys
from app.io import text_outline as t
t._import_parse_modules()
before = set(sys.modules)
for name in t.FONTS:
    face = t._Face(name)
    for ch in "aΩ가":
        glyph = face.cmap.get(ord(ch))
        if glyph is not None:
            t._outline(face, glyph, 0.0)
print(sorted(set(sys.modules) - before))
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize(("word", "breaks"), [("بيت", 0), ("سلام", 1), ("مرحبا", 1)])
def test_an_arabic_word_s_letters_join(word: str, breaks: int) -> None:
    """A word's outlines run on from letter to letter, broken only after a letter that joins none after it
    (alef, reh): its letters stood apart, each in its isolated form."""
    strokes, _ = text_strokes(word, "dejavu")
    spans = sorted((s.real.min(), s.real.max()) for s in strokes)
    gaps, reach = 0, spans[0][1]
    for lo, hi in spans[1:]:
        gaps += lo > reach + 0.01
        reach = max(reach, hi)
    assert gaps == breaks
