"""Percentages as the read-outs show them: a share short of all of it never reads 100 %."""

from __future__ import annotations

import pytest

from app.model.readouts import percent


@pytest.mark.parametrize(
    ("share", "decimals", "shown"),
    [(0.5, 1, "50.0"), (0.99949, 1, "99.9"), (0.99985, 1, "99.98"), (0.99999, 1, "99.999"),
     (0.9999999, 1, "> 99.999"), (1.0, 1, "100.0"), (1 - 1e-15, 1, "100.0"),
     (0.996, 0, "99.6"), (0.42, 0, "42"), (1.0, 0, "100")],
)  # fmt: skip
def test_a_percentage_is_100_only_for_all_of_it(share: float, decimals: int, shown: str) -> None:
    assert percent(share, decimals) == shown
    if shown.startswith(">"):
        assert 100 * share > float(shown[2:])
    else:
        assert float(shown) == pytest.approx(
            100 * share, abs=0.5 * 10 ** -len(shown.partition(".")[2]) + 1e-9
        )


def test_a_file_not_read_whole_does_not_read_100_percent() -> None:
    from app.io.presets import preset_curve
    from app.model import intents as i
    from app.model.apply import apply
    from app.model.state import AppState

    state = AppState.for_preset(preset_curve("square8"), "square8")
    apply(state, i.FileProgress("big.svg", 9_960_000, 10_000_000))
    assert state.status.text == "Reading big.svg: 99.6% of 10.0 MB…"
    apply(state, i.FileProgress("big.svg", 4_200_000, 10_000_000))
    assert state.status.text == "Reading big.svg: 42% of 10.0 MB…"
