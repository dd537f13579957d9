"""Calm frames redraw and push only what moves (app/ui/window/damage.py): the picture must be the same as a
whole redraw, every pixel that changed must lie in what was pushed, and pygame_gui must not be updated.
Other test files hold their own frames to these with its check_calm_frames and whole_redraw."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from support import pixels
from ui_driver import click, post, run_frames

from app import config
from app.model import intents as i

SETTLE_FRAMES = int(config.WIDGETS_SETTLE_S * config.FPS) + 2


def whole_redraw(app) -> np.ndarray:
    """The same state drawn whole on a fresh surface of the screen's format."""
    fresh = app.screen.copy()
    fresh.fill((255, 0, 255))
    app.painter.draw_whole(fresh, app.scene())
    return pixels(fresh)


def check_calm_frames(app, n: int, before_each=None) -> int:
    """Run n frames without input; each must equal a whole redraw and change pixels only where it pushed.
    Returns how many of them were partial (pushed rectangles, not the whole window)."""
    partial = 0
    for k in range(n):
        if before_each is not None:
            before_each(k)
        before = pixels(app.screen)
        run_frames(app, 1)
        after = pixels(app.screen)
        wrong = np.argwhere((after != whole_redraw(app)).any(axis=2))
        assert not len(wrong), (
            f"frame {k}: {len(wrong)} pixels differ from a whole redraw, first at {wrong[0]}"
        )
        if app.painter.pushed is not None:
            partial += 1
            outside = np.ones(after.shape[:2], dtype=bool)
            for rect in app.painter.pushed:
                x, y, w, h = pygame.Rect(rect)
                outside[max(x, 0) : x + w, max(y, 0) : y + h] = False
            moved = (after != before).any(axis=2) & outside
            assert not moved.any(), (
                f"frame {k}: pixels changed outside what was pushed: {np.argwhere(moved)[0]}"
            )
    return partial


@pytest.fixture
def calm(app):
    """The app after input has settled: frames from here on are calm."""
    run_frames(app, SETTLE_FRAMES)
    assert not app.live
    return app


def test_calm_frames_skip_the_widget_update_and_push_only_the_pictures(calm, monkeypatch):
    updates = []
    monkeypatch.setattr(calm.manager, "update", lambda dt: updates.append(dt))
    run_frames(calm, 1)
    assert updates == []
    assert calm.painter.pushed is not None
    pictures = [pygame.Rect(calm.view.rect), pygame.Rect(calm.rope_panel.rect)]
    pushed = [pygame.Rect(r) for r in calm.painter.pushed]
    # What moves on the pictures (the widgets the sync changed may add theirs), not the pictures whole.
    assert all(any(picture.contains(r) for picture in pictures) for r in pushed if r.width and r.height)
    assert not set(map(tuple, pictures)) & set(map(tuple, pushed))
    assert any(pictures[0].colliderect(r) for r in pushed) and any(pictures[1].colliderect(r) for r in pushed)


def test_calm_frames_equal_a_whole_redraw_while_both_animations_play(calm):
    calm.submit(i.SetRopeArrows(32))  # the panel's entries and readouts change as Δ runs
    assert check_calm_frames(calm, 40) >= 30


def test_widgets_changed_by_the_state_are_redrawn_without_input(calm):
    """A status line, a button's text and a slider move, as a lesson or a file read would make them."""
    steps = {
        3: i.TogglePlay("canvas"),
        6: i.SetArrows(3),
        9: i.SetRopeArrows(5),
        12: i.TogglePlay("canvas"),
        15: i.SetRopeTab("invariance"),
        20: i.SetRopeTab("score"),
    }

    def act(k: int) -> None:
        if k in steps:
            calm.submit(steps[k])

    check_calm_frames(calm, 25, act)
    assert calm.state.epicycles.n_arrows == 3


def screens(always_live: bool, monkeypatch) -> list[np.ndarray]:
    """What a fresh app shows in each of some frames without input, while the state changes under it."""
    from app.ui.app import EpicyclesApp

    app = EpicyclesApp(size=(1280, 800))
    if always_live:
        monkeypatch.setattr(app, "widgets_live", lambda: (True, True))
    run_frames(app, SETTLE_FRAMES)
    steps = {0: i.SetRopeArrows(32), 5: i.TogglePlay("canvas"), 9: i.SetArrows(3), 14: i.StepDelta(100)}
    shots = []
    for k in range(30):
        if k in steps:
            app.submit(steps[k])
        app.painter.redraw_all = always_live  # the old loop drew every frame whole
        run_frames(app, 1)
        shots.append(pixels(app.screen))
    assert app.painter.pushed is None if always_live else app.painter.pushed is not None
    pygame.quit()
    return shots


def test_calm_frames_look_as_if_every_frame_were_live(monkeypatch):
    """The truth is the old loop (pygame_gui updated and everything drawn every frame): text fields and
    labels the sync changes must show their new text without any input."""
    calm, live = screens(False, monkeypatch), screens(True, monkeypatch)
    for k, (a, b) in enumerate(zip(calm, live, strict=True)):
        wrong = np.argwhere((a != b).any(axis=2))
        assert not len(wrong), f"frame {k}: {len(wrong)} pixels differ, first at {wrong[0]}"


def test_input_makes_frames_live_until_it_settles(calm, monkeypatch):
    updates = []
    update = calm.manager.update
    monkeypatch.setattr(calm.manager, "update", lambda dt: updates.append(dt) or update(dt))
    click(calm, (5, 5))
    assert calm.live and updates  # pygame_gui updated: hover, a press and a cursor come with input
    pushed = [pygame.Rect(r) for r in calm.painter.pushed or []]
    assert pushed and all(
        r.width * r.height < 0.6 * calm.screen.get_width() * calm.screen.get_height() for r in pushed
    )
    run_frames(calm, SETTLE_FRAMES)
    assert not calm.live and calm.painter.pushed is not None


def live_script(app) -> list:
    """A hurried user's input, as the events of each frame: hovering along the buttons, a press on Pause,
    a slider dragged, a stroke drawn on the canvas, a right-drag pan, the wheel, a number typed into a
    field (its cursor blinks in place), a menu opened and shut, a button's tip, the help window dragged
    over the canvas. A frame's events, or what gives them once earlier frames have run."""
    c = app.controls
    canvas = pygame.Rect(app.view.rect)
    field = app.rope_panel.widgets["lo_entry"].rect
    menu = c.preset_menu.rect

    def motion(pos, buttons=(0, 0, 0)):
        return (
            pygame.MOUSEMOTION,
            {"pos": pos, "rel": (1, 0), "buttons": buttons, "touch": False, "window": None},
        )

    def key(code, char):
        return (pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": char, "scancode": 0})

    def button(kind, pos, which=1):
        return (kind, {"pos": pos, "button": which, "touch": False, "window": None})

    frames: list = []
    for widget in (c.open_button, c.export_button, c.play_button, c.step_forward, c.arrows_slider):
        frames += [
            [motion(widget.rect.midleft)],
            [motion(widget.rect.center)],
            [motion(widget.rect.midright)],
        ]
    frames += [[button(pygame.MOUSEBUTTONDOWN, c.play_button.rect.center)], []]
    frames += [[button(pygame.MOUSEBUTTONUP, c.play_button.rect.center)], []]
    knob = c.arrows_slider.sliding_button.rect.center
    frames += [[motion(knob)], [button(pygame.MOUSEBUTTONDOWN, knob)]]
    frames += [[motion((knob[0] + 6 * k, knob[1]), (1, 0, 0))] for k in range(1, 6)]
    frames += [[button(pygame.MOUSEBUTTONUP, (knob[0] + 30, knob[1]))]]
    points = [
        (canvas.centerx + int(80 * np.cos(a)), canvas.centery + int(60 * np.sin(a)))
        for a in np.linspace(0, 6.2, 12)
    ]
    frames += [[motion(points[0])], [button(pygame.MOUSEBUTTONDOWN, points[0])]]
    frames += [[motion(p, (1, 0, 0))] for p in points[1:]]
    frames += [[button(pygame.MOUSEBUTTONUP, points[-1])], []]
    frames += [[button(pygame.MOUSEBUTTONDOWN, canvas.center, 3)]]
    frames += [[motion((canvas.centerx + 5 * k, canvas.centery), (0, 0, 1))] for k in range(1, 5)]
    frames += [[button(pygame.MOUSEBUTTONUP, (canvas.centerx + 20, canvas.centery), 3)]]
    frames += [[(pygame.MOUSEWHEEL, {"x": 0, "y": 1, "flipped": False, "precise_x": 0.0, "precise_y": 1.0})]]
    frames += [
        [motion(field.center)],
        [button(pygame.MOUSEBUTTONDOWN, field.center)],
        [button(pygame.MOUSEBUTTONUP, field.center)],
    ]
    frames += [[(pygame.TEXTINPUT, {"text": "7"})], [], [], [(pygame.TEXTINPUT, {"text": "3"})]] + [[]] * 40
    frames += [
        [motion(menu.center)],
        [button(pygame.MOUSEBUTTONDOWN, menu.center)],
        [button(pygame.MOUSEBUTTONUP, menu.center)],
        [],
    ]
    frames += [[key(pygame.K_ESCAPE, "\x1b")], [], [motion(c.play_button.rect.center)]] + [[]] * 70  # its tip
    frames += [[motion(canvas.center)], [key(pygame.K_h, "h")], [], []]  # help, dragged over the canvas
    bar = lambda: app.windows.help.title_bar.rect.center  # noqa: E731 (where it is once it is open)
    frames += [lambda: [motion(bar())], lambda: [button(pygame.MOUSEBUTTONDOWN, bar())]]
    frames += [lambda: [motion((bar()[0] - 9, bar()[1] + 4), (1, 0, 0))] for _ in range(8)]
    frames += [lambda: [button(pygame.MOUSEBUTTONUP, bar())], [], [key(pygame.K_ESCAPE, "\x1b")], []]
    return frames


def test_live_frames_equal_a_whole_redraw_and_change_only_what_they_push(calm):
    """After input pygame_gui may change any widget in place: a live frame draws them all again but the
    pictures only where something moved, and must look as a whole redraw does."""
    frames = live_script(calm)

    def events(k: int) -> None:
        for kind, attrs in frames[k]() if callable(frames[k]) else frames[k]:
            if kind == pygame.MOUSEMOTION:
                pygame.mouse.set_pos(attrs["pos"])
            post(kind, **attrs)

    partial = check_calm_frames(calm, len(frames), events)
    assert partial > 0.8 * len(frames)  # whole only where widgets came or went (the menu, a tooltip)
    assert calm.state.source.startswith("saved:") and not calm.errors  # the stroke became a drawing


def test_calm_frames_in_which_only_time_moves_skip_the_widgets_sync(calm, monkeypatch):
    """Of what the widgets show, only Δ's field moves with time: a calm frame in which nothing but time
    moved on leaves the rest alone, and any other intent brings the whole sync back in its frame."""
    calm.submit(i.Show("rope_log_axis", False))  # Δ at its steady 6 a second, not slow near lo
    run_frames(calm, SETTLE_FRAMES + 2)  # (the check box's own event, a frame later, is input: let it settle)
    assert not calm.live
    synced = []
    real_sync = calm.sync
    monkeypatch.setattr(calm, "sync", lambda: (synced.append(calm.frames), real_sync()))
    field, shown = calm.rope_panel.widgets["delta_entry"], []
    assert calm.state.rope.playing

    def watch(_: int) -> None:
        shown.append((field.get_text(), str(calm.state.rope.delta_int)))

    check_calm_frames(calm, 20, watch)  # each still equals a whole redraw
    assert synced == []
    texts = [text for text, _ in shown]
    assert len(set(texts)) >= 2  # Δ's field followed Δ all the same, paced: from the last tenth of a second
    assert all(text in {delta for _, delta in shown[max(0, k - 7) : k + 1]} for k, text in enumerate(texts))
    calm.submit(i.SetSpeed(2.0))
    calm.submit(i.SetArrows(3))
    run_frames(calm, 1)
    assert len(synced) == 1 and calm.controls.speed_value.text == "+2.00×"
    assert calm.last_good.n_arrows == 3  # the settings an error would bring back are the new ones
    run_frames(calm, 3)
    assert len(synced) == 1 and calm.last_good.n_arrows == 3


def test_the_frame_rate_shown_in_a_calm_frame_is_pushed_in_that_frame(calm, monkeypatch):
    """The FPS label changes on its own (twice a second): each calm frame must still equal a whole redraw
    and push every pixel it changed, though such a frame looks only at the widgets it updated."""

    class Clock:
        readings = iter(range(31, 10_000, 7))

        def get_fps(self) -> float:
            return float(next(self.readings))

    monkeypatch.setattr(calm, "clock", Clock())
    label = calm.status.fps_label
    texts = []
    check_calm_frames(calm, 70, lambda _: texts.append(label.text))
    assert len(set(texts)) >= 2  # it did change, in calm frames


def test_the_invariance_tab_is_drawn_again_only_when_it_changes(calm):
    """It was drawn whole every frame: now only when what it shows changes (here the shift, as a lesson or
    the slider's intent makes it), and under what the window puts back; every frame equal to a whole
    redraw."""
    calm.submit(i.SetRopeTab("invariance"))
    run_frames(calm, 2)
    panel = pygame.Rect(calm.rope_panel.rect)
    assert check_calm_frames(calm, 10) == 10
    assert all(not pygame.Rect(r).colliderect(panel) for r in calm.painter.pushed)  # nothing of it moved
    calm.submit(i.SetInvariance(shift=1500))
    assert check_calm_frames(calm, 1) == 1
    assert any(pygame.Rect(r).contains(panel) for r in calm.painter.pushed)
    assert calm.state.rope.inv_shift == 1500
