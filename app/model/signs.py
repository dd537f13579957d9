"""The sign a negative number is shown with: the minus sign − (U+2212), as the lessons write it, in every
read-out, table and label the app draws. No pygame. (JSON, CSV and the command line keep ASCII "-": they
are read by programs. The app's Fonts draw − in DejaVu Sans, app/ui/fonts.py NOT_IN_NOTO.)"""

from __future__ import annotations

import re

MINUS = "\u2212"
# Python's power of ten: its "+" and leading zeros (1e+08, 5e-07), after a digit (not in a word).
_EXPONENT = re.compile(r"(?<=\d)e\+?(-?)0*(?=\d)")


def minus(text: str | int | float, signed_zero: bool = False) -> str:
    """A number (or its formatted text) with − for "-", mantissa and exponent alike ("−1.250e−06"), and no
    sign on a zero ("-0.000" is "0.000": rounding noise is not negative) unless signed_zero (a form that
    signs every number, "+.3f", keeps the side it lies on)."""
    text = str(text)
    mantissa = text.split("e")[0]  # (a number with digits, all zeros: not "-Infinity")
    zero = any(d.isdigit() for d in mantissa) and not any(d in mantissa for d in "123456789")
    if text.startswith("-") and not signed_zero and zero:
        text = text[1:]
    return text.replace("-", MINUS)


def power_of_ten(text: str) -> str:
    """Python's powers of ten in a number's text written as the window writes a base (1e12): "1e+08" is
    "1e8", "5e-07" "5e-7", "[1e+300, 0.0]" "[1e300, 0.0]"; still ASCII, so float() reads it back."""
    return _EXPONENT.sub(r"e\1", text)


def window_number(text: str | float) -> str:
    """A number's text (or a few numbers', "[1e+300, 0.0]") as the window writes numbers: its powers of
    ten as a base's, and the minus sign − ("-1.258e+08" is "−1.258e8")."""
    return minus(power_of_ten(str(text)))


class Signed(float):
    """A float whose formatted text is the window's ("{x:.3f}" of −0.5 is "−0.500", "{x:.1e}" of 0.0029
    "2.9e−3")."""

    def __format__(self, spec: str) -> str:
        return window_number(super().__format__(spec))
