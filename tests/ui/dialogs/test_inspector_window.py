"""The coefficient inspector in the real loop: I opens it, its buttons change the curve through intents,
and its table shows each c_k before and after (problem 8 on the 8-point square)."""

from __future__ import annotations

import json
import math

import pygame
import pytest
from ui_driver import centre, click, finish_reading, press_key, run_frames, type_into

from app.i18n import tr
from app.model import intents as i

ROOT2 = math.sqrt(2.0)


def open_inspector(app):
    press_key(app, pygame.K_i, unicode="i")
    assert app.windows.inspector is not None
    return app.windows.inspector


def table(app) -> list[list[str]]:
    """The table's text as shown: one list of cell texts per row that has any."""
    rows = [[label.text.strip() for label in row] for row in app.windows.inspector.cells[2:]]
    return [row for row in rows if any(row)]


def headers(app) -> list[str]:
    return [label.text for label in app.windows.inspector.cells[1]]


def coefficient(app, k: int) -> complex:
    s = app.state.epicycles.spectrum
    return complex(s.c[list(s.k).index(k)])


def press(app, button) -> None:
    click(app, centre(button.get_abs_rect()))


def test_i_opens_the_table_of_the_largest_arrows_and_closes_it(app) -> None:
    inspector = open_inspector(app)
    assert inspector.caption.text == "8 of 8 arrows shown, by amplitude (8 in the curve)"
    assert headers(app) == ["k", "|cₖ|", "arg cₖ", "re", "im"]
    assert table(app)[:2] == [["1", "1.207", "0°", "1.207", "0"], ["−3", "0.207", "180°", "−0.207", "0"]]
    assert "Arrow k turns k times a period" in inspector.law.html_text
    press_key(app, pygame.K_i, unicode="i")
    assert app.windows.inspector is None
    open_inspector(app)
    press_key(app, pygame.K_ESCAPE)
    assert app.windows.inspector is None


def test_the_table_follows_order_and_arrow_count(app) -> None:
    open_inspector(app)
    press_key(app, pygame.K_o, unicode="o")  # by frequency: 0, 1, −1, 2, …
    assert [row[0] for row in table(app)] == ["0", "1", "−1", "2", "−2", "3", "−3", "4"]
    press_key(app, pygame.K_LEFTBRACKET, unicode="[")
    assert len(table(app)) == 7
    assert app.windows.inspector.caption.text == "7 of 7 arrows shown, by frequency (8 in the curve)"


def test_problem_8_through_the_buttons(app) -> None:
    inspector = open_inspector(app)
    original = app.state.epicycles.curve
    scale, origin = app.view.scale, app.view.point(0j)

    press(app, inspector.later_button)  # (a): start at the corner (1, 1)
    assert coefficient(app, 1) == pytest.approx((2 + ROOT2) / 4 * (1 + 1j), abs=1e-12)
    assert coefficient(app, -3) == pytest.approx((2 - ROOT2) / 4 * (1 + 1j), abs=1e-12)
    assert app.state.status.text == (
        "Started one sample later: every cₖ turned by k·45°; lengths unchanged (c₁ = 0.854 + 0.854i)."
    )
    assert app.status.text == app.state.status.text
    assert [label.text for label in inspector.cells[0]] == ["before", "after"]
    assert headers(app) == ["k", "|cₖ|", "arg", "cₖ", "|cₖ|", "arg", "cₖ"]
    assert table(app)[:2] == [
        ["1", "1.207", "0°", "1.207", "1.207", "45°", "0.854 + 0.854i"],
        ["−3", "0.207", "180°", "−0.207", "0.207", "45°", "0.146 + 0.146i"],
    ]
    assert "k·45°" in inspector.law.html_text
    assert (app.view.scale, app.view.point(0j)) == (scale, origin)  # the view did not jump

    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)  # undo: the square as it was, no before and after
    assert app.state.epicycles.curve is original
    assert headers(app) == ["k", "|cₖ|", "arg cₖ", "re", "im"]

    press(app, inspector.reverse_button)  # (b): clockwise from (1, 0)
    assert coefficient(app, -1) == pytest.approx((1 + ROOT2) / 2, abs=1e-12)
    assert coefficient(app, 3) == pytest.approx((1 - ROOT2) / 2, abs=1e-12)
    rows = {row[0]: row for row in table(app)}
    assert rows["−1"][4:] == ["1.207", "0°", "1.207"] and rows["1"][1:4] == ["1.207", "0°", "1.207"]
    assert rows["3"][-1] == "−0.207" and rows["1"][-1] == "0"
    assert app.state.status.text.startswith("Reversed direction: each cₖ became c₋ₖ")
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)

    type_into(app, inspector.shift_entry.get_abs_rect(), "2+1i")  # (c): Enter in the field moves it
    assert coefficient(app, 0) == pytest.approx(2 + 1j, abs=1e-12)
    assert coefficient(app, 1) == pytest.approx((1 + ROOT2) / 2, abs=1e-12)
    assert table(app)[0] == ["0", "0", "—", "0", "2.236", "26.6°", "2 + i"]
    assert app.state.status.text.startswith("Translated by 2 + i: only c₀ moved, from 0 to 2 + i")
    canvas = pygame.Rect(app.layout.canvas)  # the square left the old view: the view holds it and the origin
    for z in (0j, -1 - 1j, 3 + 2j):
        assert canvas.collidepoint(app.view.point(z))


def test_bad_translate_input_is_refused_in_the_window(app) -> None:
    inspector = open_inspector(app)
    curve = app.state.epicycles.curve
    type_into(app, inspector.shift_entry.get_abs_rect(), "two, one")
    assert app.state.epicycles.curve is curve
    assert app.state.status.error and app.status.error
    assert app.state.status.text.startswith("Translate by: “two, one” is not a vector")
    press(app, inspector.translate_button)  # the button reads the same field
    assert app.state.epicycles.curve is curve
    assert app.errors == []


@pytest.mark.parametrize(
    ("typed", "key"), [("-1e10, 0", "problem.vector.far"), ("-inf, -1", "problem.vector.infinite")]
)
def test_a_refused_vector_is_named_as_typed_with_a_true_minus(app, typed, key) -> None:
    """(It read "Translate by: -1e10, 0 is too far", with a hyphen.)"""
    inspector = open_inspector(app)
    type_into(app, inspector.shift_entry.get_abs_rect(), typed)
    said = tr("en", key, text=typed.replace("-", "\u2212"), most="1,000,000,000")
    assert app.status.error and said in app.status.text, app.status.text


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.75, 2.5])
def test_the_table_fits_its_korean_words_and_keeps_its_buttons_inside(app, scale) -> None:
    """pygame_gui warns when a label's text is taller or wider than its rect (it clips the words). (At
    125 % every cell was a pixel shorter than the Korean face's line: 21 × 1.25 rounds to 26, not 27.)"""
    import warnings

    app.submit(i.SetUiScale(scale))
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        inspector = open_inspector(app)
        press(app, inspector.reverse_button)  # the table with before and after
    assert [str(w.message) for w in caught if "too small" in str(w.message)] == []
    inside = inspector.window.get_container().get_rect()
    buttons = (inspector.later_button, inspector.reverse_button, inspector.translate_button)
    assert all(inside.contains(b.get_abs_rect()) for b in buttons)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_curve_of_huge_numbers_is_shown_in_a_power_of_ten_that_fits_the_cells(app, tmp_path, lang) -> None:
    """A file in units of nanometres, say: its coefficients are billions. pygame_gui cut "1298666666.667"
    at its cell's edge (and warned only when the language changed); the caption now says the power."""
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"points": [[3e9 * math.cos(a), -2e9 * math.sin(3 * a)] for a in range(40)]}))
    app.submit(i.SetLanguage(lang))
    app.submit(i.OpenPath(path))
    finish_reading(app)
    assert app.state.source == "file" and not app.status.error
    inspector = open_inspector(app)
    spectrum = app.state.epicycles.spectrum
    power = math.floor(math.log10(abs(spectrum.c).max()))
    assert power == 8 and inspector.caption.text.endswith("×10⁸")
    k, re = table(app)[0][0], table(app)[0][3]
    truth = coefficient(app, int(k.replace("−", "-"))).real
    assert float(re.replace("−", "-")) * 10**power == pytest.approx(truth, rel=1e-3, abs=1e6)
    for shown in ("plain", "before and after"):
        cells = [label for row in inspector.cells for label in row if label.text.strip()]
        too_wide = [c.text for c in [inspector.caption, *cells] if c.font.size(c.text)[0] > c.rect.width]
        assert too_wide == [], shown
        press(app, inspector.reverse_button)
    assert inspector.caption.text.endswith("×10⁸")


def test_a_small_arrow_beside_huge_ones_keeps_its_angle(app, tmp_path) -> None:
    """In a power of ten the table still tells an arrow of no length by its size beside the largest: one
    of 5,000 beside 10⁸ is small, not nothing, and points straight up."""
    path = tmp_path / "coefficients.json"
    arrows = [{"k": 1, "re": 1e8, "im": 0.0}, {"k": 2, "re": 0.0, "im": 5000.0}]
    path.write_text(json.dumps({"coefficients": arrows}))
    app.submit(i.OpenPath(path))
    finish_reading(app)
    open_inspector(app)
    rows = {row[0]: row for row in table(app)}
    assert rows["1"][1:] == ["1", "0°", "1", "0"] and rows["2"][2] == "90°"
    assert app.windows.inspector.caption.text.endswith("×10⁸")


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_it_leaves_the_rope_panel_s_tabs_in_reach(app, scale) -> None:
    """It opened over the panel's Score, Invariance and Model buttons: a click there hit the window. Now it
    opens under them, and a click on Invariance switches the tab with the inspector open."""
    app.submit(i.Resize((1920, 1200), (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    press_key(app, pygame.K_ESCAPE)
    window = open_inspector(app).window
    tabs = app.rope_panel.whole
    for tab in (tabs.tab_score, tabs.tab_invariance):
        assert not window.rect.colliderect(pygame.Rect(tab))
    assert window.rect.bottom <= 1200
    click(app, centre(tabs.tab_invariance))
    assert app.state.rope.tab == "invariance" and app.windows.inspector is not None


@pytest.mark.parametrize(("size", "scale"), [((1920, 1200), 1.0), ((3840, 2160), 1.75), ((3840, 2160), 2.0)])
def test_it_leaves_the_rope_panel_s_delta_and_score_lines_seen(app, size, scale) -> None:
    """At 175 % it covered half of "Δ = … score = … score / reach = …" ("score / rea…" cut)."""
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 2)
    window = open_inspector(app).window
    assert not window.rect.colliderect(pygame.Rect(app.rope_panel.whole.readout))
    assert window.rect.bottom <= size[1]


@pytest.mark.parametrize("close", ["I", "Esc", "x"])
def test_closing_the_inspector_clears_the_error_its_field_left(app, close) -> None:
    """(A red "too far" line about its Translate field stayed with every window closed.)"""
    press_key(app, pygame.K_i, unicode="i")
    inspector = app.windows.inspector
    assert inspector is not None
    app.submit(i.TranslateCurve("1e308, 1e308"))
    run_frames(app, 1)
    assert app.status.error
    if close == "I":
        press_key(app, pygame.K_i, unicode="i")
    elif close == "Esc":
        press_key(app, pygame.K_ESCAPE)
    else:
        click(app, inspector.window.close_window_button.rect.center)
    run_frames(app, 2)
    assert app.windows.inspector is None and not app.status.error


def test_the_copied_table_is_the_one_the_inspector_shows(app) -> None:
    """Ctrl+Shift+C: the inspector's 0 and — where the arithmetic left noise (−2.2e−17), arg in degrees as
    its header says; the real values in full."""
    open_inspector(app)
    shown = table(app)
    press_key(app, pygame.K_c, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    lines = pygame.scrap.get_text().splitlines()
    assert lines[0].split("\t") == ["k", "re", "im", "|c|", "arg (°)"]
    rows = [line.split("\t") for line in lines[1:]]
    assert len(rows) == len(shown) == 8
    for (k, size, arg, re, im), (ck, cre, cim, csize, carg) in zip(shown, rows, strict=True):
        assert ck == k.replace("−", "-")
        for cell, copied in ((re, cre), (im, cim), (size, csize)):
            assert (float(copied) == 0) == (cell == "0"), (k, cell, copied)
            assert float(copied) == pytest.approx(float(cell.replace("−", "-")), abs=5e-4)
        assert (carg == "") == (arg == "—"), (k, arg, carg)
        if carg:
            assert float(carg) == pytest.approx(float(arg.rstrip("°").replace("−", "-")), abs=0.05)
    assert float(rows[0][1]) == coefficient(app, 1).real  # (full precision)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_inspector_says_the_clipboard_has_the_rows_it_cannot_show(app, lang) -> None:
    app.submit(i.SetLanguage(lang))
    inspector = open_inspector(app)
    assert "Ctrl+Shift+C" not in inspector.law.html_text  # all 8 arrows are in the table
    app.submit(i.ShowPreset("heart"))
    run_frames(app, 1)
    assert "Ctrl+Shift+C" in inspector.law.html_text and "12" in inspector.law.html_text


@pytest.mark.parametrize(
    ("size", "scale", "open_first"),
    [((1920, 1080), 1.0, False), ((3840, 2160), 2.0, True), ((3840, 2160), 1.5, False)],
)
def test_in_a_lesson_the_inspector_keeps_off_the_box_and_the_steps_subject(
    app, size, scale, open_first
) -> None:
    """Above the lesson box, on the half it lies over, at every step (it covered the box's words, and
    on RoPE steps the Invariance tab's table the step pointed to); opened before the lesson or during it.
    (At 1280×800 there is no room above the box: it stays where it opens, and a click raises either.)"""
    app.submit(i.Resize(size, (4000, 4000)))
    app.submit(i.SetUiScale(scale))
    run_frames(app, 2)
    if open_first:
        open_inspector(app)
    app.submit(i.Lesson("start"))
    run_frames(app, 2)
    if not open_first:
        open_inspector(app)
    from app.model.lesson import STEPS

    for _ in STEPS:
        box, shown = app.windows.lesson_box.window.rect, app.windows.inspector.window.rect
        subject = app.layout.panel if STEPS[app.state.lesson].scene.speaks_of == "rope" else app.layout.canvas
        assert not shown.colliderect(box), (app.state.lesson, shown, box)
        assert not shown.colliderect(pygame.Rect(subject)), (app.state.lesson, shown, subject)
        assert app.screen.get_rect().contains(shown)
        app.submit(i.Lesson("next"))
        run_frames(app, 1)
    assert not app.errors
