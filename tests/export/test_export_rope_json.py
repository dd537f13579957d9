"""JSON of the RoPE panel: the dialog offered it, then refused it ("export the RoPE curve as CSV"). It
writes the score curve now, the CSV's rows as `rope --json`'s `scores`, and `export` does the same."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_export_app import open_dialog, pick
from ui_driver import click

from app.i18n import tr
from app.model import intents as i
from app.ui.export.export_job import table_text

ROOT = Path(__file__).resolve().parents[2]


def csv_rows(text: str) -> list[dict]:
    """The CSV's rows as the JSON has them (an empty ratio is null)."""
    header, *rows = (line.split(",") for line in text.splitlines())
    return [{h: (float(v) if v else None) for h, v in zip(header, row, strict=True)} for row in rows]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_dialog_writes_the_rope_curve_as_json(app, tmp_path: Path, lang: str) -> None:
    app.submit(i.SetLanguage(lang))
    out = tmp_path / "curve.json"
    dialog = open_dialog(app, tr(lang, "ui.export.json"), out)
    pick(app, dialog.fields["view"], tr(lang, "ui.export.rope"))
    dialog.fields["path"].set_text(str(out))
    click(app, dialog.export_button.get_abs_rect().center)
    assert not app.status.error, app.status.text
    written = json.loads(out.read_text())
    r = app.state.rope
    assert written["window"] == {"lo": r.lo, "hi": r.hi} and len(written["scores"]) == r.hi - r.lo + 1
    assert written["scores"] == csv_rows(table_text(app.state, "rope"))  # the CSV's numbers, whole


def test_the_command_line_writes_the_same_shape(tmp_path: Path) -> None:
    out, csv = tmp_path / "curve.json", tmp_path / "curve.csv"
    for path, fmt in ((out, "json"), (csv, "csv")):
        argv = [
            "main.py",
            "export",
            "--preset",
            "heart",
            "--view",
            "rope",
            "--format",
            fmt,
            "--out",
            str(path),
        ]
        done = subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    written = json.loads(out.read_text())
    assert written["window"] == {"lo": 0, "hi": 4096} and written["scores"] == csv_rows(csv.read_text())
