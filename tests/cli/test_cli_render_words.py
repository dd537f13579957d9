"""Every line `render` prints on a refusal, a failed write or a stop is the catalogues' (English, as every
command's errors are, whatever --lang; Korean beside it): they were English text written in the code."""

from __future__ import annotations

import contextlib
import io
import signal
from pathlib import Path

import pytest

from app.cli.main import main
from app.i18n import catalogue, tr


def render(*args: str) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(["render", *args])
    return code, err.getvalue()


def assert_said(line: str, key: str, **params: object) -> None:
    """line is key's English words, taken from the catalogue (marked there: see `marked`), and the Korean
    catalogue has its own words for it."""
    assert line == tr("en", key, **params) and line.startswith("«"), line
    assert catalogue("ko").get(key) not in (None, catalogue("en")[key])


@pytest.fixture(autouse=True)
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each English line of the CLI's problems starts with « here: a line written in the code has none."""
    for key, text in list(catalogue("en").items()):
        if key.startswith(("problem.cli.", "problem.curve.no_preset")):
            monkeypatch.setitem(catalogue("en"), key, "«" + text)


@pytest.fixture(autouse=True)
def own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name))


def refusal(*args: str) -> str:
    code, err = render(*args)
    assert code == 2 and err.startswith("epicycles: error: ") and err.count("\n") == 1, err
    return err.removeprefix("epicycles: error: ").rstrip("\n")


def test_refused_options_are_said_in_the_catalogues_words(tmp_path: Path) -> None:
    out = str(tmp_path / "r.png")
    assert_said(refusal("--frames", "0", "--out", out), "problem.cli.frames", most=3600, n=0)
    assert_said(refusal("--out", str(tmp_path / "r.gif")), "problem.cli.png_out")
    missing = tmp_path / "nowhere"
    assert_said(refusal("--out", str(missing / "r.png")), "problem.cli.no_folder", folder=str(missing))
    assert_said(refusal("--size", "big", "--out", out), "problem.cli.size_form", text="'big'")
    size_range = {"w": 100, "h": 100, "least": "960x600", "most": "8192x8192"}
    assert_said(refusal("--size", "100x100", "--out", out), "problem.cli.size_range", **size_range)
    pixels = {"w": 8000, "h": 8000, "pixels": "64,000,000", "most": "8,294,400", "like": " (3840x2160)"}
    assert_said(refusal("--size", "8000x8000", "--out", out), "problem.cli.pixels", **pixels)
    assert_said(refusal("--rope", "two", "--out", out), "problem.cli.rope_form", text="'two'")
    assert_said(refusal("--rope", "999", "--out", out), "problem.cli.rope_range", most=128, n=999)
    names = refusal("--preset", "nope", "--out", out).split("choose one of ", 1)[1]
    assert_said(
        refusal("--preset", "nope", "--out", out), "problem.curve.no_preset", name="'nope'", names=names
    )


def test_a_failed_write_and_a_stop_are_said_in_the_catalogues_words(tmp_path, monkeypatch) -> None:
    from app.ui.export import render as rendering

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(rendering, "render_png", full)
    code, err = render("--out", str(tmp_path / "r.png"))
    reason = tr("en", "problem.os.full")
    assert code == 1
    assert_said(
        err.removeprefix("epicycles: error: ").rstrip("\n"),
        "problem.cli.cannot_write",
        name="r.png",
        reason=reason,
    )

    def stopped(*args: object) -> None:
        raise rendering.RenderStoppedError(signal.SIGTERM)

    monkeypatch.setattr(rendering, "render_png", stopped)
    code, err = render("--out", str(tmp_path / "r.png"))
    assert code == 128 + signal.SIGTERM
    line = err.removeprefix("epicycles: ").rstrip("\n")
    assert_said(line, "problem.cli.render_stopped", signum=int(signal.SIGTERM), name="r.png")
