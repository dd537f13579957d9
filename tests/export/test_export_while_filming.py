"""Export… while a film is being made opens as usual, so what a hurried user types at once goes into its
name, not to the window's shortcuts (Ctrl+E was refused, and "heart final" then opened the help, ended
the curve, opened the inspector and a lesson); Export there is refused with the reason, the dialog and its
name kept, and once the film is written the same Enter makes the second file (real loop, real keys)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from test_export_app import run_until_done
from test_export_busy import start_film
from ui_driver import press_key, type_keys

from app.i18n import tr
from app.model import intents as i
from app.model.history import capture


def changed(before: object, after: object) -> list[str]:
    """The settings (history.Settings) that differ (the same curve object is the same curve)."""
    names = [f.name for f in dataclasses.fields(before)]  # type: ignore[arg-type]
    return [
        n
        for n in names
        if getattr(before, n) is not getattr(after, n) and getattr(before, n) != getattr(after, n)
    ]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_export_typed_at_once_while_a_film_is_made(app, tmp_path: Path, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    start_film(app, tmp_path / "q.gif", frames=40, fmt="gif")
    before = (capture(app.state), app.state.lesson, app.windows.help, app.windows.inspector)
    press_key(app, pygame.K_e, mod=pygame.KMOD_LCTRL)
    dialog = app.exporting.dialog
    assert dialog is not None and app.exporting.busy
    press_key(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    type_keys(app, f"{tmp_path}/heart final.gif")
    assert dialog.fields["path"].get_text() == f"{tmp_path}/heart final.gif"
    after = (capture(app.state), app.state.lesson, app.windows.help, app.windows.inspector)
    assert changed(before[0], after[0]) == [] and after[1:] == before[1:]  # no letter reached a shortcut
    press_key(app, pygame.K_RETURN)
    if app.exporting.busy:  # (a fast machine may have written the first film already)
        reason = tr(lang, "problem.export.running")
        assert app.status.error and reason in app.status.text
        assert app.exporting.dialog is dialog and dialog.fields["path"].get_text().endswith("heart final.gif")
        run_until_done(app)
        press_key(app, pygame.K_RETURN)  # the same Enter, now the first film is written
    run_until_done(app)
    assert (tmp_path / "heart final.gif").read_bytes()[:6] == b"GIF89a"


def test_export_opened_during_a_film_leaves_its_progress_in_sight(app, tmp_path: Path) -> None:
    start_film(app, tmp_path / "q.mp4")
    press_key(app, pygame.K_e, mod=pygame.KMOD_LCTRL)
    dialog, progress = app.exporting.dialog, app.exporting.progress
    assert dialog is not None and progress is not None
    assert not dialog.window.rect.colliderect(progress.window.rect), (
        dialog.window.rect,
        progress.window.rect,
    )
    assert pygame.Rect((0, 0), app.layout.size).contains(progress.window.rect)
    app.exporting.cancel()
