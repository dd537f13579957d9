"""`rope` refuses what the RoPE panel refuses, in the panel's words (one rule for both)."""

from __future__ import annotations

import pytest
from ui_driver import run_frames

from app.cli import rope as cli_rope
from app.cli.common import CliError
from app.cli.main import build_parser
from app.model import intents as i


def cli_refusal(*argv: str) -> str:
    with pytest.raises(CliError) as info:
        cli_rope.run(build_parser().parse_args(["rope", *argv, "--json"]))
    return str(info.value)


def panel_refusal(app, intent) -> str:
    app.submit(intent)
    run_frames(app, 2)
    assert app.status.error
    return app.status.text


@pytest.mark.parametrize(
    ("argv", "intent", "words", "panel_words"),
    [
        (
            ["--base", "1e13"],
            i.SetRopeBase("1e13"),
            "ase must be a number above 1 and at most 1e+12, not 1e13",  # (a clause after "--base:" there)
            "ase must be a number above 1 and at most 1e12, not 1e13",  # (the window writes 1e12 as 1e4)
        ),
        (["--window", "5:5"], i.SetRopeSearch("5", "5"), "needs lo < hi, got lo = 5, hi = 5", None),
    ],
)
def test_the_cli_refuses_what_the_panel_refuses_in_its_words(app, argv, intent, words, panel_words) -> None:
    """(`rope --base 1e13` and `--window 5:5` ran; the panel refused both.) The CLI's numbers stay ASCII."""
    assert words in cli_refusal(*argv)
    assert (panel_words or words) in panel_refusal(app, intent)


def test_a_delta_past_exact_whole_numbers_is_refused() -> None:
    """(`rope --delta 1e300` printed a 301-digit Δ and a "score" that was rounding noise.)"""
    assert "within ±9007199254740992" in cli_refusal("--delta", "1e300")
    assert "within" in cli_refusal("--delta", "0,-1e16")


def test_the_panels_words_are_said_in_english_whatever_lang() -> None:
    """The base's and the window's refusals are the panel's words, in English as every CLI error is."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for argv in (["--base", "1e13"], ["--window", "5:5"]):
        done = subprocess.run(
            [sys.executable, "main.py", "--lang", "ko", "rope", *argv, "--json"],
            cwd=root, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 2 and done.stderr.isascii() and argv[0] in done.stderr, done.stderr
