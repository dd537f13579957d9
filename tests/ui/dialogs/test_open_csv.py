"""A CSV table typed into Open… (Export…'s own, say) is said to be a table, not a curve, in the window's
language; it said "not valid JSON (line 1, column 1)", as if the file were a damaged curve file."""

from __future__ import annotations

import pygame
from test_open_typed import open_dialog, type_over
from ui_driver import finish_reading, press_key, run_frames

from app.export.tables import coefficients_table
from app.model import intents as i


def opened(app, path) -> str:
    """The status line after path is typed into Open… and Enter pressed (it is refused)."""
    before = app.state.epicycles.curve
    type_over(app, open_dialog(app), str(path))
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    finish_reading(app)
    assert app.state.epicycles.curve is before and app.status.error
    return app.status.text


def test_an_exported_csv_opened_is_said_to_be_a_table_not_bad_json(app, tmp_path) -> None:
    path = tmp_path / "chain.csv"
    path.write_text(coefficients_table(app.state.epicycles.chain), encoding="utf-8")
    line = opened(app, path)
    assert "chain.csv: CSV tables can't be opened as curves; export the curve as JSON" in line
    assert "JSON (line" not in line
    app.submit(i.SetLanguage("ko"))
    run_frames(app, 2)
    press_key(app, pygame.K_ESCAPE)  # (Open… stays open on a refused file)
    run_frames(app, 2)
    line = opened(app, path)
    assert "chain.csv: CSV 표는 곡선으로 열 수 없습니다" in line and "줄" not in line
