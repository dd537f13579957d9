"""The sign a negative number is shown with: the minus sign − (U+2212), as the lessons write it, in every
read-out, table and label the app draws. No pygame. (JSON, CSV and the command line keep ASCII "-": they
are read by programs. The app's Fonts draw − in DejaVu Sans, app/ui/fonts.py NOT_IN_NOTO.)"""

from __future__ import annotations

MINUS = "\u2212"


def minus(text: str | int | float, signed_zero: bool = False) -> str:
    """A number (or its formatted text) with − for "-", mantissa and exponent alike ("−1.250e−06"), and no
    sign on a zero ("-0.000" is "0.000": rounding noise is not negative) unless signed_zero (a form that
    signs every number, "+.3f", keeps the side it lies on)."""
    text = str(text)
    if text.startswith("-") and not signed_zero and not any(d in text.split("e")[0] for d in "123456789"):
        text = text[1:]
    return text.replace("-", MINUS)


class Signed(float):
    """A float whose formatted text is minus's ("{x:.3f}" of −0.5 is "−0.500")."""

    def __format__(self, spec: str) -> str:
        return minus(super().__format__(spec))
