"""The name the Export… dialog offers follows what is exported (the RoPE panel's files were named after
the canvas's curve) until the user types one, which then keeps its words through a change of format."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from test_export_app import pick
from ui_driver import click, press_key

from app.io.export_names import rope_stem, with_format
from app.model import intents as i
from app.model.rope_state import RopeState

CTRL = pygame.KMOD_LCTRL


def open_dialog(app):
    press_key(app, pygame.K_e, CTRL, "\x05")
    dialog = app.exporting.dialog
    assert dialog is not None
    return dialog


def name(dialog) -> Path:
    return Path(dialog.fields["path"].get_text())


def test_the_offered_name_follows_the_view_and_the_format(app) -> None:
    app.state.rope.n_arrows = 32
    app.state.rope.refresh()
    dialog = open_dialog(app)
    curve = name(dialog)
    assert curve.suffix == ".gif" and not curve.stem.startswith("rope")
    pick(app, dialog.fields["view"], "RoPE panel")
    assert name(dialog).name == "rope-32-arrows.gif" and name(dialog).parent == curve.parent
    pick(app, dialog.fields["format"], "MP4 (H.264)")
    assert name(dialog).name == "rope-32-arrows.mp4"
    pick(app, dialog.fields["view"], "Canvas")
    assert name(dialog) == curve.with_suffix(".mp4")


def test_a_typed_name_keeps_its_words(app, tmp_path: Path) -> None:
    dialog = open_dialog(app)
    click(app, dialog.fields["path"].get_abs_rect().center)
    dialog.fields["path"].set_text(str(tmp_path / "mine.gif"))
    pick(app, dialog.fields["view"], "RoPE panel")
    assert name(dialog) == tmp_path / "mine.gif"
    pick(app, dialog.fields["format"], "MP4 (H.264)")
    assert name(dialog) == tmp_path / "mine.mp4"


def test_the_rope_stem_names_the_chain() -> None:
    r = RopeState()
    assert rope_stem(r) == "rope-2-arrows"
    r.n_arrows, r.base = 64, 5e5
    assert rope_stem(r) == "rope-64-arrows-base5e5"
    r.content, r.head = "head", SimpleNamespace(layer=3, head=7)
    assert rope_stem(r) == "rope-layer3-head7"


def test_the_offered_name_says_the_rope_scaling_when_it_is_on(app) -> None:
    """With YaRN ×64 on, the offered name was "rope-32-arrows-base1e5.png", as with it off."""
    for intent in (i.SetRopeArrows(32), i.SetRopeBase("1e5"), i.SetRopeScaling("yarn", "64")):
        app.submit(intent)
    dialog = open_dialog(app)
    pick(app, dialog.fields["view"], "RoPE panel")
    pick(app, dialog.fields["format"], "PNG still")
    assert name(dialog).name == "rope-32-arrows-base1e5-yarn64.png"
    app.submit(i.SetRopeScaling("none"))
    assert rope_stem(app.state.rope) == "rope-32-arrows-base1e5"
    app.submit(i.SetRopeScaling("linear", "2.5"))
    assert rope_stem(app.state.rope) == "rope-32-arrows-base1e5-linear2.5"


def test_a_typed_extension_is_swapped_only_for_a_format_s() -> None:
    assert with_format("/x/clip.GIF", "mp4") == "/x/clip.mp4"
    assert with_format("/x/clip", "mp4") == "/x/clip"
    assert with_format("/x/v1.2", "png") == "/x/v1.2"


def test_a_path_typed_whole_at_once_is_that_path(app, tmp_path: Path) -> None:
    """(Typing "/data/clip" into the dialog just opened, its name chosen, gave ".../exports//data/clip.gif":
    the folder and the kind stayed round what was typed.)"""
    from test_router import type_keys

    dialog = open_dialog(app)
    type_keys(app, f"{tmp_path}/clip")
    assert name(dialog) == tmp_path / "clip.gif"
    type_keys(app, "2")  # the cursor is where the typing was: before the kind
    assert name(dialog) == tmp_path / "clip2.gif"


@pytest.mark.parametrize("typed", ["quick.gif", "QUICK.GIF", "{tmp}/quick.gif"])
def test_a_name_typed_with_its_kind_keeps_one_kind(app, tmp_path: Path, typed) -> None:
    """(Typing "quick.gif", or a whole path ending in .gif, into the dialog just opened gave
    "quick.gif.gif": the offered name's kind stayed after the typing.) The kind once, the cursor after it."""
    from test_router import type_keys

    dialog = open_dialog(app)
    type_keys(app, typed.format(tmp=tmp_path))
    assert name(dialog).name.lower() == "quick.gif"
    type_keys(app, "x")  # (typing goes on at the end)
    assert name(dialog).name.lower() == "quick.gifx"


def test_only_a_second_root_is_a_path_typed_whole() -> None:
    from app.io.export_names import typed_whole

    assert typed_whole("/tmp/h//data/a.gif") == "/data/a.gif"
    assert typed_whole("/tmp/h/~/a.gif") == "~/a.gif"
    assert typed_whole("/tmp/h/a.gif") is None and typed_whole("/tmp/h/a~b.gif") is None
