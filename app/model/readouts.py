"""The text of the canvas read-outs, built from state alone. No pygame."""

from __future__ import annotations

from app.model.epicycle_state import TAU, EpicycleState


def time_readout(state: EpicycleState) -> str:
    """t in radians and as a share of the period; seconds too for curves with a real period.

    A value that rounds to a whole period shows as 0 (the same moment), so a looping clip has no seam.
    """
    seconds = state.seconds()
    if seconds is not None:
        period = state.curve.period_seconds
        return f"t = {wrapped(seconds, period, 1):5.1f} s of {period:g} s"
    t, share = wrapped(state.t % TAU, TAU, 2), wrapped(state.period_fraction, 1.0, 2)
    return f"t = {t:4.2f} rad ({share:4.2f} period)"


def wrapped(value: float, period: float, decimals: int) -> float:
    """value rounded to decimals, with a whole period shown as 0."""
    shown = round(value, decimals)
    return 0.0 if shown >= round(period, decimals) else shown


def chain_readout(state: EpicycleState) -> str:
    """Arrow count, order and how well the chain redraws the samples."""
    q = state.quality
    return (
        f"arrows {state.n_arrows}/{state.max_arrows} by {state.order} · RMS error {distance(q.rms)} · "
        f"max {distance(q.max_error)} · energy kept {100 * q.energy_kept:.1f}%"
    )


def distance(value: float) -> str:
    """Three significant digits; rounding noise below 1e-9 shows as 0."""
    return "0" if abs(value) < 1e-9 else f"{value:.3g}"


def pen_readout(state: EpicycleState, pen: complex) -> str:
    """Where the pen is; for the teacup, the cup's distance from the centre in its unit."""
    unit = state.curve.length_unit
    if unit:
        return f"cup {abs(pen):4.2f} {unit} from the centre"
    return f"pen ({pen.real:+.3f}, {pen.imag:+.3f})"
