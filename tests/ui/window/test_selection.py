"""What a dialog offers chosen (a word to draw, a title, a file's name) stays chosen in pygame_gui's text
layout at every UI scale: enlarging a dialog to the scale rebuilt the field's layout, which forgot the
selection the field still had, so a paste, a cut, Backspace or Delete right after opening raised
IndexError("No selected rows.") in pygame_gui (the error boundary closed the dialog, the key went on
to the canvas), and what typing would replace was not shown chosen."""

from __future__ import annotations

import pygame
import pytest
from test_field_cap import paste, rename_field
from ui_driver import press_key, run_frames

from app.model import intents as i

CTRL = pygame.KMOD_LCTRL


@pytest.fixture
def app(tmp_path_factory, monkeypatch):
    """The real app in a 2560×1600 window (room for a UI scale of 2), remembering nothing."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    from app.ui.app import EpicyclesApp

    application = EpicyclesApp(size=(2560, 1600))
    run_frames(application, 2)
    yield application
    pygame.quit()


def text_field(app):
    press_key(app, pygame.K_t, CTRL, "\x14")
    return app.windows.text_dialog.entry


def export_field(app):
    app.submit(i.OpenExportDialog())
    run_frames(app, 2)
    return app.exporting.dialog.fields["path"]


def at_scale(app, scale: float) -> None:
    app.submit(i.SetUiScale(scale))
    run_frames(app, 2)
    assert app.layout.ui.factor == scale


def chosen(entry) -> tuple[tuple[int, int], tuple[int, int]]:
    """The field's selection and its layout's, (low, high) each."""
    layout = entry.drawable_shape.text_box_layout
    return tuple(sorted(entry.select_range)), (layout.selection_start_index, layout.selection_end_index)


FIELDS = {"text": text_field, "rename": rename_field, "export": export_field}


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("name", list(FIELDS))
def test_what_a_dialog_offers_is_shown_chosen_at_every_scale(app, name: str, scale: float) -> None:
    at_scale(app, scale)
    entry = FIELDS[name](app)
    field, layout = chosen(entry)
    assert field[1] > field[0] and layout == field


@pytest.mark.parametrize(
    "key",
    [pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_v, pygame.K_x],
    ids=["backspace", "delete", "paste", "cut"],
)
@pytest.mark.parametrize("name", list(FIELDS))
def test_a_key_over_the_offered_choice_at_once_replaces_it(app, name: str, key: int) -> None:
    at_scale(app, 1.5)
    entry = FIELDS[name](app)
    (low, high), _ = chosen(entry)
    before = entry.get_text()
    if key == pygame.K_v:
        paste(app, "pasted")
        inserted = "pasted"
    else:
        mod, char = (CTRL, "\x18") if key == pygame.K_x else (0, "")
        press_key(app, key, mod, char)
        inserted = ""
    assert app.errors == []
    assert entry.get_text() == before[:low] + inserted + before[high:]
    assert entry.is_focused  # the dialog stayed, the key went to its field


def test_a_layout_rebuilt_for_any_reason_gets_the_selection_back_before_a_key(app) -> None:
    entry = text_field(app)
    entry.rebuild()  # the layout made anew: its selection forgotten, the field's kept
    assert chosen(entry)[1] == (0, 0) and chosen(entry)[0] != (0, 0)
    press_key(app, pygame.K_BACKSPACE, 0, "\x08")
    assert app.errors == [] and entry.get_text() == ""
