"""The text of the canvas read-outs, built from state alone. No pygame."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from app.i18n import tr
from app.identity import Same
from app.model.epicycle_state import TAU, EpicycleState
from app.model.signs import minus, power_of_ten, window_number

READOUT_BETWEEN = "   ·   "  # between the time and the pen in the canvas' line (a narrow canvas breaks there)


def time_readout(state: EpicycleState, lang: str = "en") -> str:
    """t in radians and as a share of the period; seconds too for curves with a real period.

    A t that rounds to a whole period shows as 0 with its share (the same moment), so a looping clip has no
    seam.
    """
    seconds = state.seconds()
    if seconds is not None:
        period = state.curve.period_seconds
        return tr(
            lang, "readout.seconds", t=seconds_text(seconds, period), period=window_number(f"{period:g}")
        )
    # Wrapped together, by t (the finer of the two): a share rounded to a whole period beside a t that is
    # not read "t = 6.26 rad (0.00 period)"; such a share shows as 0.99.
    t = wrapped(state.t % TAU, TAU, 2)
    share = 0.0 if t == 0 else min(round(state.period_fraction, 2), 0.99)
    return tr(lang, "readout.radians", t=f"{t:4.2f}", share=f"{share:4.2f}")


def seconds_text(seconds: float, period: float) -> str:
    """t in seconds, a whole period shown as 0: to a tenth of an everyday period; of a period of FIXED_BELOW
    seconds or more (1e20 read twenty digits) or below FIXED_FROM (1e−6 read 0.0 throughout), in four digits
    and a power of ten, as the pen of such a curve reads (1.114e19)."""
    if FIXED_FROM <= period < FIXED_BELOW:
        return f"{wrapped(seconds, period, 1):5.1f}"
    shown = float(f"{seconds:.3e}")
    return "0" if shown == 0 or shown >= float(f"{period:.3e}") else window_number(f"{shown:.3e}")


def wrapped(value: float, period: float, decimals: int) -> float:
    """value rounded to decimals, with a whole period shown as 0."""
    shown = round(value, decimals)
    return 0.0 if shown >= round(period, decimals) else shown


def chain_readout(state: EpicycleState, lang: str = "en") -> str:
    """Arrow count, order and how well the chain redraws the samples."""
    q = state.quality
    return tr(
        lang,
        "readout.chain",
        n=state.n_arrows,
        most=state.max_arrows,
        order=tr(lang, f"order.{state.order}"),
        rms=distance(q.rms),
        max=distance(q.max_error),
        kept=percent(q.energy_kept),
    )


def percent(share: float, decimals: int = 1) -> str:
    """share (of 1) in percent to `decimals` places, never rounded up to 100 short of all of it: up to two
    places more ("99.98"), then "> 99.999"; 100 only for all of it, rounding noise aside (a chain that
    visibly missed read "energy kept 100.0%")."""
    if share >= 1 - 1e-12:
        return f"{100:.{decimals}f}"
    for places in range(decimals, decimals + 3):
        shown = f"{100 * share:.{places}f}"
        if float(shown) < 100:
            return shown
    return f"> {100 - 10.0**-places:.{places}f}"


def distance(value: float) -> str:
    """Three significant digits (a power of ten as the window writes it: 1.2e97); noise below 1e-9 is 0."""
    return "0" if abs(value) < 1e-9 else window_number(f"{value:.3g}")


def pen_readout(state: EpicycleState, pen: complex, lang: str = "en") -> str:
    """Where the pen is; for the teacup, the cup's distance from the centre in its unit."""
    unit, reach = state.curve.length_unit, curve_reach(Same(state.curve.samples))
    if unit:
        return tr(lang, "readout.cup", r=coordinate(abs(pen), "4.2", reach), unit=unit)
    return tr(lang, "readout.pen", x=coordinate(pen.real, "+.3", reach), y=coordinate(pen.imag, "+.3", reach))


FIXED_BELOW = 1e5  # from here a coordinate reads in powers of ten (1e99 took 100 digits, over three lines)
FIXED_FROM = 0.1  # a curve whose numbers all lie below this reads so too (1e-6 read "+0.000" throughout)


def coordinate(value: float, form: str, reach: float = 1.0) -> str:
    """value in fixed form ("+.3": sign, three places), or with four significant digits and its power of ten
    ("+4.976e99", "+1.250e−6") from FIXED_BELOW on, and throughout for a curve whose largest coordinate,
    `reach`, lies below FIXED_FROM (the whole curve in one form: a pen near an axis does not switch)."""
    fixed = abs(value) < FIXED_BELOW and reach >= FIXED_FROM
    return minus(f"{value:{form}f}" if fixed else power_of_ten(f"{value:{form[:-2]}.3e}"), signed_zero=True)


@lru_cache(maxsize=2)  # (read each frame; the samples change only with the curve)
def curve_reach(samples: Same) -> float:
    """The largest |x| or |y| of a curve's samples: how large its numbers are."""
    z = samples.obj
    return float(np.max(np.maximum(np.abs(z.real), np.abs(z.imag)))) if len(z) else 0.0


def canvas_readout(state: EpicycleState, lang: str = "en") -> str:
    """The line under the canvas' caption: the time, then where the pen is."""
    return f"{time_readout(state, lang)}{READOUT_BETWEEN}{pen_readout(state, state.joints()[-1], lang)}"
