"""What an undo or redo line says of a step's settings: "arrows 8, order frequency". No pygame."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from app.errors import quoted
from app.i18n import counted, tr
from app.io.curves import curve_title
from app.model.head_chain import opened_said, pick_said
from app.model.parse import format_base
from app.model.rope_content_state import content_label
from app.model.rope_derived import scaling_said
from app.model.signs import minus

if TYPE_CHECKING:
    from app.model.history import Settings


def describe(s: Settings, names: list[str], lang: str = "en", called: Mapping[str, str] | None = None) -> str:
    """The named settings as they are in s, for a status line: "arrows 8, order frequency"; a curve from
    a source in `called` by that name (a saved drawing as the menu names it, "12-06 13:01 Your drawing (2)":
    every drawing is titled "Your drawing")."""

    def w(key: str, **params: object) -> str:
        return tr(lang, f"history.{key}", **params)

    window = w("window", lo=minus(s.rope_lo), hi=minus(s.rope_hi))
    title = (called or {}).get(s.source) or curve_title(s.curve, lang)
    if s.source == "text":  # typed words, quoted as everywhere ("curve Hi, there, arrows 200" read as a list)
        title = quoted(title)
    words = {
        "curve": w("curve", title=title),
        "n_arrows": w("arrows", n=s.n_arrows),
        "order": w("order", order=tr(lang, f"order.{s.order}")),
        "rope_arrows": w("rope_arrows", n=s.rope_arrows),
        "rope_base": w("rope_base", base=format_base(s.rope_base)),
        "rope_model": w("model", name=s.rope_model) if s.rope_model else w("no_model"),
        "rope_content": w("content", content=content_label(s.rope_content, lang)),
        "rope_qk": w("content", content=content_label(s.rope_content, lang)),
        "rope_seed": w("seed", seed=s.rope_seed),
        "waiting": w(counted("waiting", len(s.waiting)), n=len(s.waiting)) if s.waiting else w("set_aside"),
        "rope_lo": window,
        "rope_hi": window,
        "rope_search": w("search", lo=minus(s.rope_search[0]), hi=minus(s.rope_search[1])),
        "rope_scaling": scaling_said(*s.rope_scaling, lang),
        "model_open": opened_said(s.model_open, lang) if s.model_open is not None else "",
        "model_head": pick_said(s.model_head, lang) if s.model_head is not None else "",
        "samples": w("samples", n=s.samples)
        if len(s.curve.samples) == s.samples
        else w("samples_kept", n=s.samples, count=len(s.curve.samples)),  # (it named 512 beside 2048)
    }
    said = list(dict.fromkeys(words[n] for n in names if words.get(n)))
    return ", ".join(said) if said else w("view")
