"""A film's RoPE Δ range is checked: from 5000 to 4096 was filmed as Δ = 4096 in every frame, with no word.
It must run forwards inside the panel's plotted window (which holds Δ); the line names the fields."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_export_app import open_dialog, pick
from ui_driver import click

from app.errors import Problem
from app.i18n import tr
from app.model import intents as i
from app.model.export_request import ExportRequest


def film(deltas: tuple[float, float], view: str = "rope", fmt: str = "mp4") -> ExportRequest:
    return ExportRequest(view, fmt, (640, 360), Path("x.mp4"), 30, 30.0, None, deltas, window=(0, 4096))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("deltas", "key"),
    [
        ((5000, 4096), "delta_order"),
        ((100, 100), "delta_order"),
        ((-5, 100), "delta_outside"),
        ((0, 4097), "delta_outside"),
    ],
)
def test_a_range_backwards_or_beyond_the_window_is_refused(deltas, key) -> None:
    with pytest.raises(Problem) as refused:
        film(deltas).check()
    assert refused.value.key == f"problem.export.{key}"


@pytest.mark.parametrize("deltas", [(0, 4096), (100.5, 200)])
def test_a_range_forwards_inside_the_window_is_taken(deltas) -> None:
    film(deltas).check()
    film((5000, 4096), view="canvas").check()  # (the canvas alone moves no Δ: the fields are greyed)
    film((5000, 4096), fmt="png").check()  # (a still shows the window's end)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_dialog_refuses_delta_from_past_delta_to(app, tmp_path: Path, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    dialog = open_dialog(app, tr(lang, "ui.export.mp4"), tmp_path / "film.mp4")
    pick(app, dialog.fields["view"], tr(lang, "ui.export.rope"))
    dialog.fields["path"].set_text(str(tmp_path / "film.mp4"))
    dialog.fields["lo"].set_text("5000")
    click(app, dialog.export_button.get_abs_rect().center)
    said = app.status.text
    assert app.status.error and tr(lang, "problem.export.delta_order", lo="5000", hi="4096") in said, said
    assert not app.exporting.busy and list(tmp_path.iterdir()) == []
