"""The canvas as a tool, through the real loop with real events: wheel, pan, fit and follow; drawing under
zoom; Shift+drag strokes and Enter; open strokes; files dropped on the window; the saved drawings' menu,
rename and delete."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pygame
import pytest
from pygame_gui.core.utility import translate
from test_app import blob, canvas_point, finish_reading
from test_tour import distance_to_polyline
from ui_driver import click, drag, move_mouse, post, press_key, run_frames

from app.geometry.camera import format_zoom
from app.io.drawings import list_drawings, rename_drawing, save_drawing
from app.math.fourier import make_chain, pen_on_grid
from app.model import intents
from app.paths import user_data_dir

DATA = Path(__file__).resolve().parents[2] / "data"


def settle(app, frames: int = 90) -> None:
    run_frames(app, frames)


def wheel(app, pos: tuple[int, int], notches: int) -> None:
    move_mouse(pos)
    run_frames(app, 1)
    for _ in range(abs(notches)):
        post(
            pygame.MOUSEWHEEL,
            x=0,
            y=1 if notches > 0 else -1,
            precise_x=0.0,
            precise_y=float(np.sign(notches)),
            flipped=False,
            touch=False,
            window=None,
        )
    run_frames(app, 1)


def test_the_wheel_zooms_smoothly_about_the_cursor(app) -> None:
    app.submit(intents.TogglePlay())
    pos = canvas_point(app, 0.3, 0.4)
    under = app.view.to_math_point(pos)
    fitted_scale = app.view.scale
    wheel(app, pos, 4)
    assert fitted_scale < app.view.scale < fitted_scale * 1.25**4  # gliding, not there yet
    assert abs(app.view.to_math_point(pos) - under) < 1e-9
    settle(app)
    assert math.isclose(app.view.scale, fitted_scale * 1.25**4, rel_tol=1e-6)
    assert abs(app.view.to_math_point(pos) - under) < 1e-9
    press_key(app, pygame.K_f, unicode="f")
    settle(app)
    assert math.isclose(app.view.scale, fitted_scale, rel_tol=1e-3)
    assert app.state.history.done == []  # camera moves are not undo steps


def test_a_right_drag_pans_the_picture_with_the_hand(app) -> None:
    start, end = canvas_point(app, 0.5, 0.5), canvas_point(app, 0.6, 0.3)
    under = app.view.to_math_point(start)
    move_mouse(start)
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=3, touch=False, window=None)
    move_mouse(end, buttons=(0, 0, 1))
    post(pygame.MOUSEBUTTONUP, pos=end, button=3, touch=False, window=None)
    run_frames(app, 1)
    assert np.allclose(app.view.point(under), end, atol=1e-6)
    assert app.state.stroke is None and app.state.source == "square8"


def test_follow_mode_makes_sub_pixel_arrows_large(app) -> None:
    app.submit(intents.ShowPreset("heart"))
    run_frames(app, 2)
    e = app.state.epicycles
    tail = np.sort(np.abs(e.chain.c))[:5]
    assert tail.max() * app.view.scale < 0.5  # the last arrows are far smaller than a pixel
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    assert app.state.camera.follow and app.tools.follow_box.is_checked
    settle(app)
    lengths = np.abs(e.chain.c[np.abs(e.chain.c) > 0][-5:]) * app.view.scale
    assert lengths.sum() > 100  # now they span a good part of the canvas
    pen = app.view.point(complex(np.sum(e.chain.c * np.exp(1j * e.chain.k * e.t))))
    assert pygame.Rect(app.view.rect).collidepoint(pen)
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app, 200)
    assert app.state.camera.blend == 0 and math.isclose(app.view.scale, app.fitted.scale)


def test_following_five_arrows_of_a_curve_off_the_origin_keeps_the_pen_in_view(app) -> None:
    """(c₀, standing still far off, was one of the five followed: the view zoomed out about the origin.)"""
    app.submit(intents.ShowPreset("heart"))
    app.submit(intents.TranslateCurve("40+30i"))
    app.submit(intents.SetArrows(5))
    run_frames(app, 2)
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app)
    e = app.state.epicycles
    assert app.view.scale > app.fitted.scale  # zoomed in on the turning arrows, not out
    pen = app.view.point(complex(np.sum(e.chain.c * np.exp(1j * e.chain.k * e.t))))
    assert pygame.Rect(app.view.rect).collidepoint(pen)


def test_following_at_the_deepest_zoom_the_wheel_zooms_out_at_once_and_says_what_the_bar_says(app) -> None:
    """(With 16,384 arrows follow mode sits at its deepest zoom: ten notches out changed nothing on screen
    while the line said "zoomed ×0.107".)"""
    app.submit(intents.SetSamples(16384))
    app.submit(intents.ShowPreset("heart"))
    app.submit(intents.SetArrows(16384))
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app, 200)  # eased all the way into following
    deepest = app.view.scale / app.fitted.scale
    assert deepest == pytest.approx(1e9)
    wheel(app, canvas_point(app, 0.5, 0.5), 1)
    assert "as far as" in app.status.text  # in further: nothing moves, and the line says so
    wheel(app, canvas_point(app, 0.5, 0.5), -1)
    settle(app)
    shown = app.view.scale / app.fitted.scale
    assert shown == pytest.approx(deepest / 1.25)
    said = app.view.scale / app.state.camera.whole  # ×1 is what F shows (measured as the view was fitted)
    assert f"×{format_zoom(said)} on the scale bar" in app.status.text


def test_fit_on_a_drawing_reads_x1_on_the_scale_bar(app, monkeypatch) -> None:
    """×1 is what F shows, the whole curve and its chain: after F on a drawing the bar said ×1.74, the
    zoom against the box it was drawn in."""
    from app.ui.canvas import canvas_marks, canvas_view

    said: list[float] = []
    monkeypatch.setattr(canvas_marks, "format_zoom", lambda zoom: said.append(zoom) or format_zoom(zoom))
    path = blob(app)
    drag(app, [*path, path[0]], frames_between=10)
    assert app.state.source == "drawing" and app.state.view_margin == 0.0  # shown where it was drawn
    press_key(app, pygame.K_f, unicode="f")
    settle(app)
    assert app.status.text.startswith("Fitted: the whole curve and its chain.")
    assert app.view.scale != pytest.approx(app.fitted.scale)  # not the view it was drawn in
    said.clear()
    canvas_view._words.cache_clear()  # the words of a view already shown are kept: made again here
    run_frames(app, 2)
    assert said and said[-1] == pytest.approx(1.0)
    wheel(app, canvas_point(app, 0.5, 0.5), 1)
    settle(app)
    assert said[-1] == pytest.approx(1.25) and "×1.25" in app.status.text


def test_a_drawing_made_while_zoomed_lies_where_the_mouse_went(app) -> None:
    wheel(app, canvas_point(app, 0.7, 0.3), 6)
    settle(app)
    view = app.view
    path = blob(app)
    drag(app, [*path, path[0]], frames_between=10)
    assert app.state.source == "drawing"
    drawn = view.to_math(np.asarray(path, float))
    samples = app.state.epicycles.curve.samples
    assert distance_to_polyline(samples, np.append(drawn, drawn[:1])).max() < 1e-9 + 0.5 / view.scale


def test_a_drawing_made_while_following_the_pen_lies_where_the_mouse_went(app) -> None:
    """Pressing to draw holds the view where it is, Follow off: the view went on gliding with the pen, each
    point of the stroke was taken in another frame, and an ellipse came out a tangle."""
    app.submit(intents.ShowPreset("heart"))
    press_key(app, pygame.K_f, mod=pygame.KMOD_LSHIFT, unicode="F")
    settle(app)
    path = blob(app)
    move_mouse(path[0])
    run_frames(app, 1)
    post(pygame.MOUSEBUTTONDOWN, pos=path[0], button=1, touch=False, window=None)
    run_frames(app, 1)
    view = app.view  # the view the press was made in
    for n, point in enumerate([*path[1:], path[0]]):
        move_mouse(point, buttons=(1, 0, 0))
        if n % 2 == 0:
            run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=path[0], button=1, touch=False, window=None)
    run_frames(app, 1)
    assert app.state.source == "drawing"
    drawn = view.to_math(np.asarray(path, float))
    samples = app.state.epicycles.curve.samples
    assert distance_to_polyline(samples, np.append(drawn, drawn[:1])).max() < 1e-9 + 0.5 / view.scale
    assert not app.state.camera.follow and not app.tools.follow_box.is_checked


def shift_drag(app, points) -> None:
    pygame.key.set_mods(pygame.KMOD_LSHIFT)
    drag(app, points)
    pygame.key.set_mods(0)


def test_shift_drags_add_strokes_and_enter_makes_one_drawing(app) -> None:
    a = [canvas_point(app, 0.2 + 0.1 * math.cos(u), 0.5 + 0.1 * math.sin(u)) for u in np.linspace(0, 6, 40)]
    b = [canvas_point(app, 0.6 + 0.01 * k, 0.3 + 0.012 * k) for k in range(30)]
    shift_drag(app, a)
    shift_drag(app, b)
    assert len(app.state.pending) == 2 and app.state.source == "square8"
    assert app.tools.finish_button.is_enabled
    press_key(app, pygame.K_RETURN)
    curve = app.state.epicycles.curve
    assert app.state.source.startswith("saved:drawing-") and len(curve.strokes) == 2 and len(curve.jumps) == 2
    assert "in 2 strokes" in app.status.text
    press_key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)  # one undo step takes the whole drawing back
    assert app.state.source == "square8"


def test_a_plain_drag_after_shift_strokes_counts_the_points_of_all(app) -> None:
    """(A plain drag that finished them said the last stroke's points "in 2 strokes".)"""
    a = [canvas_point(app, 0.2 + 0.1 * math.cos(u), 0.5 + 0.1 * math.sin(u)) for u in np.linspace(0, 6, 40)]
    b = [canvas_point(app, 0.6 + 0.01 * k, 0.3 + 0.012 * k) for k in range(30)]
    shift_drag(app, a)
    drag(app, b)
    strokes = app.state.epicycles.curve.strokes
    assert len(strokes) == 2 and app.state.pending == []
    said = [int(w) for w in app.status.text.replace(":", " ").split() if w.isdigit()]
    assert said[0] == len(set(a)) + len(set(b)) and "in 2 strokes" in app.status.text


def test_an_open_spiral_is_traced_there_and_back(app) -> None:
    press_key(app, pygame.K_e, unicode="e")
    assert app.state.stroke_ends == "open" and app.tools.ends_button.text == "Ends: open"
    cx, cy = canvas_point(app, 0.5, 0.5)
    spiral = [
        (round(cx + 12 * u * math.cos(u)), round(cy + 12 * u * math.sin(u)))
        for u in np.linspace(0.5, 12, 160)
    ]
    drag(app, spiral)
    curve = app.state.epicycles.curve
    assert curve.closed == (False,) and curve.jumps == ()
    s = app.state.epicycles
    full = pen_on_grid(make_chain(s.spectrum, "amplitude", s.max_arrows), len(curve.samples))
    ends = app.view.to_math(np.array([spiral[0], spiral[-1]], float))
    n = len(curve.samples)
    np.testing.assert_allclose(full[[0, n // 2]], ends, atol=1e-9)


def drop(app, path: Path) -> None:
    post(pygame.DROPFILE, file=str(path), window=None)
    run_frames(app, 1)
    finish_reading(app)


def test_a_dropped_svg_opens_as_a_drawing_of_several_strokes(app) -> None:
    drop(app, DATA / "word.svg")
    assert app.state.source == "file" and len(app.state.epicycles.curve.strokes) == 5
    assert "word.svg" in app.status.text and "5 strokes" in app.status.text
    run_frames(app, 30)
    assert app.errors == []


def test_a_dropped_hostile_file_keeps_the_curve(app, tmp_path) -> None:
    bad = tmp_path / "laughs.svg"
    bad.write_bytes(b'<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>')
    before = app.state.epicycles.curve
    drop(app, bad)
    assert app.state.epicycles.curve is before and app.status.error and "DOCTYPE" in app.status.text
    assert "previous curve stays" in app.status.text


def test_a_file_dropped_while_export_waits_is_refused_and_the_curve_stays(app) -> None:
    """(It opened behind the dialog, and the film then took the new curve under the old one's name.)"""
    press_key(app, pygame.K_e, pygame.KMOD_LCTRL)
    assert app.windows.exporting.dialog is not None
    before = app.state.epicycles.curve
    drop(app, DATA / "word.svg")
    assert app.state.epicycles.curve is before and app.windows.exporting.dialog is not None
    assert app.status.error and "word.svg" in app.status.text and "dialog" in app.status.text
    press_key(app, pygame.K_ESCAPE)
    drop(app, DATA / "word.svg")  # once it is closed, the same drop opens
    assert app.state.source == "file" and not app.status.error


def test_a_file_dropped_on_open_answers_it(app) -> None:
    press_key(app, pygame.K_o, pygame.KMOD_LCTRL)
    assert app.windows.open_dialog.window is not None
    drop(app, DATA / "word.svg")
    assert app.windows.open_dialog.window is None and not app.windows.dialog_open()
    assert app.state.source == "file" and len(app.state.epicycles.curve.strokes) == 5


def pick_in_menu(app, text_ends: str) -> None:
    menu = app.controls.preset_menu
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list
    item = next(it for it in items if it["text"].endswith(text_ends))
    click(app, item["button_element"].rect.center)


def rename_shown(app, title: str) -> None:
    """Rename… the saved drawing on the canvas to title, with the dialog's own field and button."""
    click(app, app.tools.rename_button.rect.center)
    entry = app.windows.dialogs.entry
    assert entry is not None
    entry.set_text(title)
    click(app, app.windows.dialogs.ok.rect.center)


@pytest.mark.parametrize("room", [12, 14, 16, 20, 40])
def test_in_a_narrow_menu_no_two_drawings_read_the_same(room) -> None:
    """(With the time cut, drawings of two minutes each got their own "12-06 내 그림 (2)".)"""
    from app.model.drawing_names import apart

    entries = [(f"12-06 17:{m}", "내 그림") for m in (27, 27, 26, 26, 26)]  # newest first
    shown = apart(entries, lambda text: len(text) <= room)
    assert len(set(shown)) == len(shown), shown


def test_a_drawings_words_in_the_menu_name_it_alike_at_every_width() -> None:
    """The count told apart the cut words, so it changed with the menu's width: one drawing read
    "12-06 05:30 Your drawing (5)" full screen and "12-06 …rawing (18)" at 1280×800. Now it counts the
    drawings of a day and title: the same count, day and title's end at every width."""
    import re

    from app.model.drawing_names import apart

    minutes = [f"12-06 05:{m:02d}" for m in (31, 31, 30, 30, 30, 30, 30, 29, 28, 28)]  # newest first
    entries = [(stamp, "Your drawing") for stamp in [*minutes, "12-05 05:30"]]
    wide = apart(entries, lambda text: len(text) <= 60)
    assert wide[2:7] == [f"12-06 05:30 Your drawing ({n})" for n in (8, 7, 6, 5, 4)]
    assert wide[-2:] == ["12-06 05:28 Your drawing", "12-05 05:30 Your drawing"]  # counted by day
    for room in (16, 20, 24, 30):
        narrow = apart(entries, lambda text, room=room: len(text) <= room)
        assert len(set(narrow)) == len(narrow), narrow
        for (stamp, _), one, other in zip(entries, wide, narrow, strict=True):
            count = re.findall(r" \(\d+\)$", one)
            assert re.findall(r" \(\d+\)$", other) == count, (one, other)
            assert other.startswith(stamp[:5]) and other.removesuffix("".join(count)).endswith("ing")


def test_drawings_saved_in_one_minute_read_apart_in_the_menu(app) -> None:
    """Never renamed, two drawings of one minute read alike ("12-05 17:26 Your drawing" twice): the newer
    ones are counted, from the oldest, so a count stays with its drawing as more are saved."""
    from app.io.drawings import SavedDrawing

    alike = [
        SavedDrawing(f"drawing-20261205-1726{n:02d}.json", "Your drawing", "2026-12-05 17:26")
        for n in (3, 2, 1)
    ]

    def listed(drawings: list[SavedDrawing]) -> list[str]:
        app.submit(intents.DrawingsListed(tuple(drawings)))
        run_frames(app, 2)
        return [text for text, _ in app.controls.preset_menu.options_list]

    assert listed(alike)[-3:] == [
        "12-05 17:26 Your drawing (3)",
        "12-05 17:26 Your drawing (2)",
        "12-05 17:26 Your drawing",
    ]
    newer = SavedDrawing("drawing-20261205-172604.json", "Your drawing", "2026-12-05 17:26")
    assert listed([newer, *alike])[-4:] == [
        "12-05 17:26 Your drawing (4)",
        "12-05 17:26 Your drawing (3)",
        "12-05 17:26 Your drawing (2)",
        "12-05 17:26 Your drawing",
    ]


def test_saved_drawings_are_listed_renamed_and_deleted_from_the_app(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first saves it
    saved = app.state.saved
    assert saved and saved[0].title == "Your drawing"
    pick_in_menu(app, f"{saved[0].saved[5:]} Your drawing")
    finish_reading(app)
    assert app.state.source == f"saved:{saved[0].file_name}"
    assert app.tools.rename_button.is_enabled and app.tools.delete_button.is_enabled

    rename_shown(app, "Trefoil")
    folder = user_data_dir() / "drawings"
    assert json.loads((folder / saved[0].file_name).read_text())["title"] == "Trefoil"
    assert app.state.saved[0].title == "Trefoil" and "Trefoil" in app.status.text
    assert any(o[0].endswith(" Trefoil") for o in app.controls.preset_menu.options_list)

    click(app, app.tools.delete_button.rect.center)
    dialog = app.windows.dialogs.window
    assert dialog is not None
    click(app, dialog.confirm_button.rect.center)
    assert not (folder / saved[0].file_name).exists()
    assert all(d.file_name != saved[0].file_name for d in app.state.saved)
    assert app.state.source == "unsaved" and "Deleted" in app.status.text
    shown = app.controls.preset_menu.selected_option[0]
    assert translate(shown) == "Drawing not on disk"  # (it said "From file")


def caption_band(app) -> np.ndarray:
    """The pixels of the canvas caption's first line (the time and pen line under it move)."""
    x, y, w, _ = app.layout.canvas
    px = app.fonts.scale.px
    return pygame.surfarray.array3d(app.screen.subsurface((x, y + px(8), w, px(20)))).copy()


def test_a_renamed_drawing_is_captioned_by_its_new_name_on_screen_and_when_opened_again(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # the frame after the new curve's first saves it
    saved = app.state.saved[0]
    assert app.state.epicycles.curve.caption == "Your drawing, closed and resampled by arc length."
    before = caption_band(app)
    rename_shown(app, "Trefoil")
    run_frames(app, 2)
    assert app.state.epicycles.curve.caption == "Trefoil, closed and resampled by arc length."
    assert not np.array_equal(caption_band(app), before)  # (before: the caption still said "Your drawing")
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 2)
    assert app.state.epicycles.curve.caption_ko == "Trefoil: 닫고 호 길이로 다시 샘플링했습니다."
    app.submit(intents.ShowPreset("heart"))
    run_frames(app, 2)
    pick_in_menu(app, f"{saved.saved[5:]} Trefoil")
    finish_reading(app)
    assert app.state.source == f"saved:{saved.file_name}"
    assert app.state.epicycles.curve.caption_ko == "Trefoil: 닫고 호 길이로 다시 샘플링했습니다."


def test_the_list_is_newest_first_at_most_twenty_and_a_rename_is_atomic(tmp_path, monkeypatch) -> None:
    from app.io import drawings as drawings_module
    from app.io.curves import curve_from_stroke

    curve = curve_from_stroke(np.array([0, 3, 3 + 2j, 2j]), 16)
    stamps = iter(f"20260101-0000{n:02d}" for n in range(30))
    monkeypatch.setattr(drawings_module.time, "strftime", lambda fmt: next(stamps))
    paths = [save_drawing(curve, tmp_path) for _ in range(25)]
    listed = list_drawings(tmp_path)
    assert [d.file_name for d in listed] == [p.name for p in reversed(paths)][:20]
    assert listed[0].saved == "2026-01-01 00:00"
    before = paths[3].read_bytes()

    def fail(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(drawings_module.os, "replace", fail)
    with pytest.raises(OSError):
        rename_drawing(tmp_path, paths[3].name, "New")
    assert paths[3].read_bytes() == before  # whole or not at all
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)  # no temp left
    monkeypatch.undo()
    assert rename_drawing(tmp_path, paths[3].name, "New\u202e\x00 name") == "New name"
    assert list_drawings(tmp_path, 30)[-4].title == "New name"
    with pytest.raises(OSError):
        rename_drawing(tmp_path, "../elsewhere.json", "x")


def test_the_delete_question_names_an_untitled_drawing_in_the_window_s_language(app) -> None:
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 2)
    click(app, app.tools.delete_button.rect.center)
    dialog = app.windows.dialogs.window
    assert dialog is not None
    text = dialog.confirmation_text.html_text
    assert "“내 그림”" in text and "Your drawing" not in text  # (it said “Your drawing” in Korean)


def test_a_drawing_renamed_to_nothing_is_named_in_the_window_s_language(app) -> None:
    """(Korean said 이름을 "Your drawing"(으)로 바꿨습니다 while the caption said 내 그림.)"""
    drag(app, blob(app), frames_between=10)
    run_frames(app, 2)  # saved
    app.submit(intents.SetLanguage("ko"))
    run_frames(app, 2)
    rename_shown(app, "   ")
    run_frames(app, 2)
    assert "내 그림" in app.status.text and "Your drawing" not in app.status.text


@pytest.mark.parametrize("action", ["rename", "delete"])
def test_a_drawing_whose_file_has_gone_says_so_and_is_listed_again_when_it_is_back(app, tmp_path, action):
    """Its file moved away: Rename said "the disk could not be read or written", the menu read "From file"
    while Rename… and Delete… stayed enabled, and the file, once back, was left out of the menu until
    something else listed the drawings again."""
    drag(app, blob(app), frames_between=10)
    run_frames(app)  # the frame after the new curve's first saves it
    (drawing,) = app.state.saved
    pick_in_menu(app, f"{drawing.saved[5:]} Your drawing")
    finish_reading(app)
    path = user_data_dir() / "drawings" / drawing.file_name
    away = tmp_path / drawing.file_name
    path.rename(away)
    if action == "rename":
        rename_shown(app, "Trefoil")
    else:
        click(app, app.tools.delete_button.rect.center)
        click(app, app.windows.dialogs.window.confirm_button.rect.center)
    run_frames(app, 2)
    assert app.status.error and f"{drawing.file_name} is no longer in the drawings folder" in app.status.text
    assert app.state.source == "unsaved" and app.state.saved == ()
    assert not app.tools.rename_button.is_enabled and not app.tools.delete_button.is_enabled
    assert translate(app.controls.preset_menu.selected_option[0]) == "Drawing not on disk"
    away.rename(path)
    post(pygame.WINDOWFOCUSGAINED)  # back in the window after putting the file back
    run_frames(app, 2)
    assert [d.file_name for d in app.state.saved] == [drawing.file_name]
    assert any(o[1] == f"saved:{drawing.file_name}" for o in app.controls.preset_menu.options_list)


@pytest.mark.parametrize("factor", [1.0, 2.0])
def test_the_rename_window_ends_as_far_below_its_button_as_its_field_starts_below_the_title(app, factor):
    """(A band twice that height lay empty under Rename's button.)"""
    drag(app, blob(app), frames_between=10)
    run_frames(app)
    (drawing,) = app.state.saved
    pick_in_menu(app, f"{drawing.saved[5:]} Your drawing")
    finish_reading(app)
    app.submit(intents.SetUiScale(factor))
    run_frames(app, 3)
    click(app, app.tools.rename_button.rect.center)
    dialogs = app.windows.dialogs
    inner = dialogs.window.get_container().rect
    above, below = dialogs.entry.rect.top - inner.top, inner.bottom - dialogs.ok.rect.bottom
    assert abs(below - above) <= 2, (above, below)
