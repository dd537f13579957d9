"""The command line on arbitrary argument lists made of its real options and random values, in-process:
it returns 0 or 2 and never raises (no traceback can reach the user)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli.main import main

NUMBERS = st.sampled_from(["0", "-1", "1.5", "3", "1e308", "nan", "-inf", "2e9", str(2**53 + 1), "9" * 5000])
VALUES = (
    NUMBERS
    | st.lists(NUMBERS, min_size=1, max_size=4).map(",".join)
    | st.tuples(NUMBERS, NUMBERS).map(":".join)
    | st.sampled_from(["", "x", "square8", "teacup", "2", "32", "1280x800", "0x0", "amplitude", "/dev/zero"])
    | st.text(max_size=6)
)
OPTIONS = {
    "coeffs": ["--preset", "--file", "--samples", "--start", "--reverse", "--shift", "--json"],
    "path": ["--preset", "--file", "--samples", "--t", "--arrows", "--order", "--json"],
    "rope": ["--arrows", "--base", "--omega", "--q", "--k", "--delta", "--window", "--json"],
    # --out never names a writable .png here, so render stops before pygame starts.
    "render": ["--preset", "--frames", "--size", "--rope", "--out"],
}
FLAGS = {"--json", "--reverse"}


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(sorted(OPTIONS)))
    argv = [command]
    for option in draw(st.lists(st.sampled_from(OPTIONS[command]), max_size=5)):
        argv.append(option)
        if option not in FLAGS:
            value = draw(VALUES)
            argv.append("/nowhere/x.png" if option == "--out" and value.endswith(".png") else value)
    if draw(st.booleans()):
        argv.append("--json")
    return argv


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argv=command_lines())
def test_main_returns_0_or_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code = main(argv)
    out, err = capsys.readouterr()
    assert code in (0, 2), (argv, err)
    if code == 2:
        assert out == "" and len(err.splitlines()) == 1 and err.startswith("epicycles: error: ")
    else:
        assert err == "" and out.count("\n") == 1


@pytest.mark.parametrize("argv", [["--help"], ["rope", "--help"], ["--list-presets"]])
def test_help_and_lists_return_0(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 0
    assert capsys.readouterr().out
